import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { writeContent } from "./changes.server.ts";
import { isUniqueViolation } from "./db-errors.server.ts";
import { ConflictError, NotFoundError } from "../errors.server.ts";
import { claimNewSlug, moveSlug } from "./redirects.server.ts";
import { freeSlug } from "./slugs.server.ts";
import type { ContentKind } from "../webhooks/events.server.ts";
import { KINDS, redirectTypeOf, type PublishableKind } from "./kinds.server.ts";

// What the content collections share: updates that lock the row and honour the client's version,
// and, for blog posts and case studies, unique slugs and a publish date set the first time an
// entry is published. Every write records its events, revision and audit entry in its own
// transaction (server/content/changes.server.ts).

type Table = PgTable & { id: PgColumn };
type Row = { id: string; updatedAt: Date; title?: string; name?: string };
type SluggedRow = Row & { slug: string; wasLive: boolean };

/**
 * The columns a write reads and returns: for posts and case studies also `isLive` (migration
 * 0009), which tells the change's records whether visitors saw the entry before and after —
 * the stored fact, not the clock (an entry may be due but not yet turned live) — and `wasLive`
 * (migration 0011): whether it was ever live, which decides if a slug change keeps a redirect.
 */
const columnsOf = (table: Table, kind: ContentKind) =>
  KINDS[kind].scheduling
    ? {
        ...getTableColumns(table),
        isLive: sql<boolean>`${table}.is_live`,
        wasLive: sql<boolean>`(${table}.first_live_at is not null)`,
      }
    : getTableColumns(table);

const slugTaken = (slug: string) =>
  new ConflictError("That slug is already in use", { slug: [`The slug "${slug}" is already in use.`] });

/** docs/product.md#api optimistic concurrency: the answer when the stored item is newer than the client's copy. */
export const staleWrite = () =>
  new ConflictError(
    "Someone else saved a newer version of this item since you opened it. Reload it to see their changes, then make yours again.",
  );

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
export async function insertWithSlug<R extends Row>(
  db: Db,
  ctx: WriteContext,
  kind: PublishableKind,
  values: Record<string, unknown> & { title: string; slug?: string },
): Promise<R> {
  const { table } = KINDS[kind];
  const redirectType = redirectTypeOf(kind);
  // One transaction per attempt: a taken slug aborts it, and the next attempt starts clean.
  const insert = (slug: string) =>
    writeContent<R>(db, ctx, kind, "created", async (tx) => {
      // A slug that redirects is taken (docs/product.md#redirects).
      if (!(await claimNewSlug(tx, redirectType, slug))) throw slugTaken(slug);
      const [row] = (await tx
        .insert(table)
        .values({ ...values, slug } as never)
        .returning(columnsOf(table, kind))) as unknown as R[];
      return { before: null, after: row! };
    });
  if (values.slug) {
    try {
      return await insert(values.slug);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken(values.slug);
      throw err;
    }
  }
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, table, values.title, kind, redirectType);
    try {
      return await insert(slug);
    } catch (err) {
      // Taken meanwhile, by an entry or a redirect: derive again.
      if (!isUniqueViolation(err) && !(err instanceof ConflictError)) throw err;
      if (attempt >= 4) throw slugTaken(slug);
    }
  }
}

/** Whether every value of `patch` equals the stored one (as the API would answer both). */
function sameValues(patch: Record<string, unknown>, stored: object): boolean {
  const row = stored as Record<string, unknown>;
  return Object.entries(patch).every(
    ([key, value]) => value === undefined || (key in row && JSON.stringify(value) === JSON.stringify(row[key])),
  );
}

/** What `updateLocked` updates, and how. */
export interface LockedUpdate<R extends Row> {
  kind: ContentKind;
  id: string;
  /** The changed fields; `updatedAt`, when given, is the version the client last read. */
  patch: Record<string, unknown> & { updatedAt?: string };
  /** Adjusts the patch from the stored row. */
  prepare?: (values: Record<string, unknown>, existing: R) => Record<string, unknown>;
  /** Runs in the transaction, on the locked row, before the update (the slug rules of posts and case studies). */
  beforeUpdate?: (tx: Db, values: Record<string, unknown>, existing: R) => Promise<void>;
}

/**
 * Applies a partial update to a locked row of the kind's table. A stored row newer than the
 * version the client last read refuses the write (409); an unknown id is the kind's NotFoundError.
 */
export function updateLocked<R extends Row>(
  db: Db,
  ctx: WriteContext,
  { kind, id, patch, prepare = (values) => values, beforeUpdate }: LockedUpdate<R>,
): Promise<R> {
  const { table, label: what } = KINDS[kind];
  const { updatedAt: readVersion, ...values } = patch;
  return writeContent<R>(db, ctx, kind, "updated", async (tx) => {
    // Locked, so the change recorded is the one this write made.
    const [existing] = (await tx
      .select(columnsOf(table, kind))
      .from(table as never)
      .where(eq(table.id, id))
      .for("update")) as unknown as R[];
    if (!existing) throw new NotFoundError(what);
    if (readVersion !== undefined && existing.updatedAt.getTime() > new Date(readVersion).getTime()) throw staleWrite();
    const next = prepare(values, existing);
    // A save that changes nothing writes nothing: no new version, revision, audit entry or event,
    // and every cached page stays. A restore is recorded all the same (the person asked for it).
    if (!ctx.action && sameValues(next, existing)) return { before: existing, after: existing, unchanged: true };
    await beforeUpdate?.(tx, values, existing);
    const [row] = (await tx
      .update(table)
      .set(next as never)
      .where(eq(table.id, id))
      .returning(columnsOf(table, kind))) as unknown as R[];
    return { before: existing, after: row! };
  });
}

/** An update of a post or case study; a slug taken by another entry is a ConflictError. */
export async function updateWithSlug<R extends Row & { publishedAt: Date | null }>(
  db: Db,
  ctx: WriteContext,
  kind: PublishableKind,
  id: string,
  patch: Record<string, unknown> & { isPublished?: boolean; publishedAt?: Date | null; slug?: string },
): Promise<R> {
  // docs/product.md#redirects: a new slug that redirects to another entry is taken; the old one
  // of an entry that was ever live becomes a redirect, in this write's transaction.
  const moved = async (tx: Db, values: Record<string, unknown>, existing: R) => {
    const { slug: from, wasLive } = existing as unknown as SluggedRow;
    const to = values.slug;
    if (typeof to !== "string" || to === from) return;
    if (!(await moveSlug(tx, redirectTypeOf(kind), existing.id, { from, to, wasLive }))) throw slugTaken(to);
  };
  try {
    return await updateLocked<R>(db, ctx, {
      kind,
      id,
      patch,
      prepare: (values, existing) => withPublishDate(values, existing.publishedAt),
      beforeUpdate: moved,
    });
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugTaken(patch.slug);
    throw err;
  }
}

/** Deletes the kind's entry `id`; an unknown id is the kind's NotFoundError. */
export async function deleteById(db: Db, ctx: WriteContext, kind: ContentKind, id: string): Promise<void> {
  const { table, label: what } = KINDS[kind];
  await writeContent<Row>(db, ctx, kind, "deleted", async (tx) => {
    const [row] = (await tx
      .delete(table)
      .where(eq(table.id, id))
      .returning(columnsOf(table, kind))) as unknown as Row[];
    if (!row) throw new NotFoundError(what);
    return { before: row, after: null };
  });
}
