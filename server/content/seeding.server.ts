import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";
import { listTag } from "./dependencies.server.ts";
import { ConflictError } from "../errors.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "./changes.server.ts";
import { KINDS } from "./kinds.server.ts";
import { recordRevisions, revisionOf } from "./revisions.server.ts";
import { recordReferences } from "../media/references.server.ts";
import { contentEvents, type ContentKind } from "../webhooks/events.server.ts";

/**
 * Inserts `rows` only into an empty table; a second seed is a ConflictError and inserts nothing.
 * A transaction-scoped advisory lock per table keeps two concurrent seeds from both
 * seeing an empty table.
 */
export async function seedEmptyTable<Row extends { id: string }>(
  db: Db,
  ctx: WriteContext,
  table: PgTable,
  tableName: string,
  rows: unknown[],
  kind: ContentKind,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seed:${tableName}`}))`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(table);
    if (row!.count > 0)
      throw new ConflictError(`Sample data can only be added when there are no ${tableName.replace(/_/g, " ")} yet`);
    const inserted = (await tx
      .insert(table)
      .values(rows as never)
      .returning()) as Row[];
    const { entityType } = KINDS[kind];
    await recordRevisions(
      tx as unknown as Db,
      ctx,
      entityType,
      inserted.map((after) => revisionOf(null, after)),
    );
    await recordReferences(tx as unknown as Db, entityType, inserted);
    await recordWrite(tx as unknown as Db, ctx, {
      events: inserted.flatMap((r) => contentEvents(kind, "created", null, r)),
      audit: { action: "seed", entityType, summary: `Added ${inserted.length} sample ${tableName.replace(/_/g, " ")}` },
      tags: [listTag(kind)],
    });
    return inserted;
  }) as Promise<Row[]>;
}
