import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { conflict, notFound } from "../http/errors.ts";
import { isUniqueViolation } from "./db-errors.server.ts";
import { freeSlug } from "./slugs.server.ts";

// What blog posts and case studies share: slugs that are unique, and a publish date
// set the first time an entry is published.

type PublishableTable = PgTable & { id: PgColumn; slug: PgColumn; publishedAt: PgColumn };

const slugTaken = (slug: string) => conflict("That slug is already in use", { slug: [`The slug "${slug}" is already in use.`] });

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
 * Inserts with the client's slug (409 when taken) or a slug derived from the title
 * (-2, -3 … when taken; retried if another writer takes it first).
 */
export async function insertWithSlug<Row>(
  db: Db,
  table: PublishableTable,
  values: Record<string, unknown> & { title: string; slug?: string },
  fallback: string,
): Promise<Row> {
  const insert = async (slug: string) =>
    ((await db.insert(table).values({ ...values, slug } as never).returning()) as Row[])[0]!;
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

/** Applies a partial update; a slug taken by another entry answers 409. */
export async function updateWithSlug<Row extends { publishedAt: Date | null }>(
  db: Db,
  table: PublishableTable,
  id: string,
  patch: Record<string, unknown> & { isPublished?: boolean; publishedAt?: Date | null; slug?: string },
  what: string,
): Promise<Row> {
  const [existing] = (await db
    .select({ publishedAt: table.publishedAt })
    .from(table)
    .where(eq(table.id, id))) as { publishedAt: Date | null }[];
  if (!existing) throw notFound(what);
  try {
    const [row] = (await db
      .update(table)
      .set(withPublishDate(patch, existing.publishedAt) as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    if (!row) throw notFound(what);
    return row;
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugTaken(patch.slug);
    throw err;
  }
}

export async function deleteById(db: Db, table: PgTable & { id: PgColumn }, id: string, what: string): Promise<void> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (rows.length === 0) throw notFound(what);
}
