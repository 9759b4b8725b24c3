import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";
import { changes, listTag } from "./dependencies.server.ts";
import { ConflictError } from "./errors.server.ts";
import { recordAudit, type WriteContext } from "../audit/audit.server.ts";
import { ENTITY_TYPE } from "./changes.server.ts";
import { recordRevisions, revisionOf } from "./revisions.server.ts";
import { contentEvents, recordEvents, type ContentKind } from "../webhooks/events.server.ts";

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
    changes(listTag(kind));
    await recordEvents(
      tx as unknown as Db,
      inserted.flatMap((r) => contentEvents(kind, "created", null, r)),
    );
    await recordRevisions(
      tx as unknown as Db,
      ctx,
      ENTITY_TYPE[kind],
      inserted.map((after) => revisionOf(null, after)),
    );
    await recordAudit(tx as unknown as Db, ctx, {
      action: "seed",
      entityType: ENTITY_TYPE[kind],
      summary: `Added ${inserted.length} sample ${tableName.replace(/_/g, " ")}`,
    });
    return inserted;
  }) as Promise<Row[]>;
}
