import { and, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import { isSlug } from "#core/slug.ts";
import { publicPathOf, type RedirectType } from "#core/schemas/redirect.ts";
import type { Db } from "#db/client.server.ts";
import { blogPosts, caseStudies, slugRedirects } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "./changes.server.ts";
import { NotFoundError } from "../errors.server.ts";
import { visibleToVisitors } from "./publication.server.ts";
import { dependsOn, entityTag, REDIRECTS } from "./dependencies.server.ts";
import { KINDS, publishableKindOf } from "./kinds.server.ts";
import { keyset, type PageRequest } from "./keyset.server.ts";

// Redirects when a slug changes (docs/product.md#redirects, decision 032). An entry that was ever
// live keeps each old slug as a redirect to the entry itself, so a chain is always one hop and a
// rename back removes its own redirect. No entry may take a slug that redirects. The slug rules
// run inside the write's transaction (server/content/publishable.server.ts), under a lock per
// slug, so two writers can never both see a slug as free.

/** The redirects' column naming the entry, per type (the table's own foreign keys). */
const ENTITY = { "blog-post": slugRedirects.blogPostId, "case-study": slugRedirects.caseStudyId } as const;
const FOREIGN_KEY = { "blog-post": "blogPostId", "case-study": "caseStudyId" } as const;

/**
 * Serialises every write that takes or gives up one of these slugs until the transaction ends.
 * Sorted, so that two writers locking the same two slugs cannot deadlock.
 */
async function lockSlugs(tx: Db, type: RedirectType, slugs: string[]): Promise<void> {
  for (const slug of [...new Set(slugs)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slug:${type}:${slug}`}))`);
  }
}

/** The entry whose old slug `slug` is, or null. */
async function redirectOwner(
  tx: Db,
  type: RedirectType,
  slug: string,
): Promise<{ id: string; entityId: string } | null> {
  const [row] = await tx
    .select({ id: slugRedirects.id, entityId: sql<string>`${ENTITY[type]}` })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entityType, type), eq(slugRedirects.fromSlug, slug)))
    .limit(1);
  return row ?? null;
}

/** A new entry's slug: false when it redirects (then it is taken, like a duplicate). */
export async function claimNewSlug(tx: Db, type: RedirectType, slug: string): Promise<boolean> {
  await lockSlugs(tx, type, [slug]);
  return (await redirectOwner(tx, type, slug)) === null;
}

/**
 * An entry's slug changes from `from` to `to`: false when `to` redirects to another entry. A
 * redirect of this entry's own at `to` goes (a rename back: no loop is ever stored), and an entry
 * that was ever live keeps `from` as a redirect.
 */
export async function moveSlug(
  tx: Db,
  type: RedirectType,
  entityId: string,
  move: { from: string; to: string; wasLive: boolean },
): Promise<boolean> {
  await lockSlugs(tx, type, [move.from, move.to]);
  const owner = await redirectOwner(tx, type, move.to);
  if (owner && owner.entityId !== entityId) return false;
  if (owner) await tx.delete(slugRedirects).where(eq(slugRedirects.id, owner.id));
  if (move.wasLive) {
    await tx
      .insert(slugRedirects)
      .values({
        entityType: type,
        [FOREIGN_KEY[type]]: entityId,
        fromSlug: move.from,
      })
      .onConflictDoNothing();
  }
  return true;
}

/** Old slugs equal to `base` or starting with `prefix`: a derived slug must avoid them (slugs.server.ts). */
export function redirectedSlugs(db: Db, type: RedirectType, base: string, prefix: string) {
  return db
    .select({ slug: slugRedirects.fromSlug })
    .from(slugRedirects)
    .where(
      and(
        eq(slugRedirects.entityType, type),
        or(eq(slugRedirects.fromSlug, base), like(slugRedirects.fromSlug, `${prefix}%`)),
      ),
    );
}

/**
 * Where an old slug leads: the current address of its entry when visitors may see that entry
 * (an unpublished entry's new slug is nobody's business), else null.
 */
export async function redirectTarget(db: Db, type: RedirectType, slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null;
  const { kind, table } = KINDS[publishableKindOf(type)];
  const [row] = await db
    .select({ id: table.id, slug: table.slug })
    .from(slugRedirects)
    .innerJoin(table, eq(ENTITY[type], table.id))
    .where(and(eq(slugRedirects.entityType, type), eq(slugRedirects.fromSlug, slug), visibleToVisitors(table)))
    .limit(1);
  // The answer follows the redirect (deleted by the owner) and its entry (renamed, hidden, deleted).
  dependsOn(REDIRECTS, ...(row ? [entityTag(kind, row.id)] : []));
  return row ? publicPathOf(type, row.slug) : null;
}

const LISTED = {
  id: slugRedirects.id,
  type: slugRedirects.entityType,
  fromSlug: slugRedirects.fromSlug,
  createdAt: slugRedirects.createdAt,
  entityId: sql<string>`coalesce(${slugRedirects.blogPostId}, ${slugRedirects.caseStudyId})`,
  slug: sql<string>`coalesce(${blogPosts.slug}, ${caseStudies.slug})`,
  title: sql<string>`coalesce(${blogPosts.title}, ${caseStudies.title})`,
};

type Listed = { [K in keyof typeof LISTED]: K extends "createdAt" ? Date : K extends "type" ? RedirectType : string };

const answer = ({ slug, ...row }: Listed) => ({
  kind: "slug" as const,
  ...row,
  fromUrl: publicPathOf(row.type, row.fromSlug),
  toUrl: publicPathOf(row.type, slug),
});

const joined = (db: Db) =>
  db
    .select(LISTED)
    .from(slugRedirects)
    .leftJoin(blogPosts, eq(slugRedirects.blogPostId, blogPosts.id))
    .leftJoin(caseStudies, eq(slugRedirects.caseStudyId, caseStudies.id));

/** Every redirect, newest first, with where it leads and the entry's title (the owner's list). */
export async function listRedirects(db: Db) {
  const rows = (await joined(db).orderBy(desc(slugRedirects.createdAt), desc(slugRedirects.id))) as Listed[];
  return rows.map(answer);
}

/** Deletes one redirect (its old address then answers 404) and records it in the audit log. */
export async function deleteRedirect(db: Db, ctx: WriteContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = (await joined(tx as unknown as Db)
      .where(eq(slugRedirects.id, id))
      .for("update", { of: slugRedirects })) as Listed[];
    if (!row) throw new NotFoundError("Redirect");
    await tx.delete(slugRedirects).where(eq(slugRedirects.id, id));
    const { fromUrl, toUrl } = answer(row);
    await recordWrite(tx as unknown as Db, ctx, {
      audit: {
        action: "delete",
        entityType: "redirect",
        entityId: id,
        summary: `Redirect from ${fromUrl} to ${toUrl} (“${row.title}”)`,
      },
      tags: [REDIRECTS],
    });
  });
}

const EXPORT_ORDER = keyset([
  { expr: slugRedirects.createdAt, dir: "asc", type: "timestamptz" },
  { expr: slugRedirects.id, dir: "asc", type: "uuid" },
]);

/** A page of every redirect as the owner's list answers them, oldest first (the export, decision 055). */
export async function pageAllRedirects(db: Db, page: PageRequest) {
  const rows = (await db
    .select({ ...LISTED, cursor: EXPORT_ORDER.cursor })
    .from(slugRedirects)
    .leftJoin(blogPosts, eq(slugRedirects.blogPostId, blogPosts.id))
    .leftJoin(caseStudies, eq(slugRedirects.caseStudyId, caseStudies.id))
    .where(EXPORT_ORDER.after(page.cursor))
    .orderBy(...EXPORT_ORDER.orderBy)
    .limit(page.limit + 1)) as (Listed & { cursor: string })[];
  const { items, nextCursor } = EXPORT_ORDER.page(rows, page.limit);
  return { items: items.map(answer), nextCursor };
}

/** The old addresses of these entries, by entry id (the export's `aliases`). */
export async function oldPathsOf(db: Db, type: RedirectType, ids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ entityId: ENTITY[type], fromSlug: slugRedirects.fromSlug })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entityType, type), inArray(ENTITY[type], ids)))
    .orderBy(slugRedirects.createdAt, slugRedirects.id);
  for (const row of rows) {
    const paths = found.get(row.entityId!) ?? [];
    paths.push(publicPathOf(type, row.fromSlug));
    found.set(row.entityId!, paths);
  }
  return found;
}
