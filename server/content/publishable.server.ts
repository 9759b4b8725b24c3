import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";
import { isUniqueViolation } from "./db-errors.server.ts";
import { ConflictError, NotFoundError } from "./errors.server.ts";
import { freeSlug } from "./slugs.server.ts";
import { contentEvents, recordEvents, withEvents, type ContentKind } from "../webhooks/events.server.ts";

// What blog posts and case studies share: slugs that are unique, and a publish date
// set the first time an entry is published. Every write records its webhook events in its
// own transaction (server/webhooks/events.server.ts).

type PublishableTable = PgTable & { id: PgColumn; slug: PgColumn; publishedAt: PgColumn };
type Entry = Parameters<typeof contentEvents>[2] & {};

const slugTaken = (slug: string) =>
  new ConflictError("That slug is already in use", { slug: [`The slug "${slug}" is already in use.`] });

/** The first publication stamps publishedAt unless the client gave one. */
export function withPublishDate<T extends { isPublished?: boolean; publishedAt?: Date | null }>(
  values: T,
  existingPublishedAt: Date | null = null,
): T {
  if (values.isPublished === true && values.publishedAt === undefined && !existingPublishedAt) {
    return { ...values, publishedAt: new Date() };
  }
  return values;
}

/**
 * Inserts with the client's slug (a ConflictError when taken) or a slug derived from the title
 * (-2, -3 … when taken; retried if another writer takes it first).
 */
export async function insertWithSlug<Row extends Entry>(
  db: Db,
  table: PublishableTable,
  values: Record<string, unknown> & { title: string; slug?: string },
  kind: ContentKind & ("post" | "case-study"),
): Promise<Row> {
  const fallback = kind;
  // One transaction per attempt: a taken slug aborts it, and the next attempt starts clean.
  const insert = (slug: string) =>
    withEvents(
      db,
      async (tx) =>
        (
          (await tx
            .insert(table)
            .values({ ...values, slug } as never)
            .returning()) as unknown as Row[]
        )[0]!,
      (row) => contentEvents(kind, "created", null, row),
    );
  if (values.slug) {
    try {
      return await insert(values.slug);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken(values.slug);
      throw err;
    }
  }
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, table, values.title, fallback);
    try {
      return await insert(slug);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= 4) throw slugTaken(slug);
    }
  }
}

/** Applies a partial update; a slug taken by another entry is a ConflictError. */
export async function updateWithSlug<Row extends Entry & { publishedAt: Date | null }>(
  db: Db,
  table: PublishableTable,
  id: string,
  patch: Record<string, unknown> & { isPublished?: boolean; publishedAt?: Date | null; slug?: string },
  kind: ContentKind & ("post" | "case-study"),
  what: string,
): Promise<Row> {
  try {
    return await db.transaction(async (tx) => {
      // Locked, so the publication change reported is the one this write made.
      const [existing] = (await tx
        .select()
        .from(table as never)
        .where(eq(table.id, id))
        .for("update")) as Row[];
      if (!existing) throw new NotFoundError(what);
      const [row] = (await tx
        .update(table)
        .set(withPublishDate(patch, existing.publishedAt) as never)
        .where(eq(table.id, id))
        .returning()) as Row[];
      await recordEvents(tx as unknown as Db, contentEvents(kind, "updated", existing, row!));
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugTaken(patch.slug);
    throw err;
  }
}

export async function deleteById(
  db: Db,
  table: PgTable & { id: PgColumn },
  id: string,
  kind: ContentKind,
  what: string,
): Promise<void> {
  await withEvents(
    db,
    async (tx) => {
      const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as unknown as Entry[];
      if (!row) throw new NotFoundError(what);
      return row;
    },
    (row) => contentEvents(kind, "deleted", row, null),
  );
}
