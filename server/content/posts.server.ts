import type { PublicationStatus } from "#core/publication.ts";
import { isSlug } from "#core/slug.ts";
import { and, count, desc, eq, getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import type { BlogPostInput, BlogPostUpdate, ContentSection } from "#core/schemas/blog-post.ts";
import { rowsOf, type Db } from "#db/client.server.ts";
import { blogPosts, type BlogPost } from "#db/schema.server.ts";
import { keyset, type Page, type PageRequest } from "./keyset.server.ts";
import { adminListWhere, type AdminListFilter } from "./admin-filter.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { deleteById, insertWithSlug, updateWithSlug, withPublishDate } from "./publishable.server.ts";
import { adminStatus, scheduledFirst, visibleToVisitors } from "./publication.server.ts";
import { sanitizeRequired, sanitizeSections } from "./sanitize.server.ts";
import { dependsOn, entityTag, listTag } from "./dependencies.server.ts";

// Journal posts (docs/product.md#entities blog post). Lists leave out the article bodies; the admin list
// and the by-slug read carry everything.

const { content: _content, contentSections: _sections, ...summaryColumns } = getTableColumns(blogPosts);
export type BlogPostSummary = Omit<BlogPost, "content" | "contentSections">;

// docs/product.md#constants: featured first, then newest publication (undated last), then newest
// creation; the id makes the order total, so pages and cursors never tie. db/migrations/0008
// indexes exactly these keys for published posts.
const PUBLIC_ORDER = keyset([
  { expr: blogPosts.isFeatured, dir: "desc", type: "boolean" },
  { expr: sql`coalesce(${blogPosts.publishedAt}, '-infinity'::timestamptz)`, dir: "desc", type: "timestamptz" },
  { expr: blogPosts.createdAt, dir: "desc", type: "timestamptz" },
  { expr: blogPosts.id, dir: "desc", type: "uuid" },
]);
// The dashboard's order: scheduled posts first (docs/product.md#scheduling), then newest.
const ADMIN_ORDER = keyset([
  { expr: scheduledFirst(blogPosts), dir: "desc", type: "boolean" },
  { expr: blogPosts.createdAt, dir: "desc", type: "timestamptz" },
  { expr: blogPosts.id, dir: "desc", type: "uuid" },
]);

// Generated columns of db/migrations/0008 (the slug rule applied to the category and the tags),
// left out of the Drizzle schema so that no answer carries them.
const categorySlug = sql`${blogPosts}.category_slug`;
const live = visibleToVisitors(blogPosts);
const tagSlugs = sql`${blogPosts}.tag_slugs`;

/** Which posts a public list shows: published ones, of one category or tag when given (by slug). */
interface PostFilter {
  category?: string;
  tag?: string;
}

function visible(opts: { includeDrafts: boolean } & PostFilter): SQL | undefined {
  return and(
    opts.includeDrafts ? undefined : live,
    opts.category === undefined ? undefined : sql`${categorySlug} = ${opts.category}`,
    opts.tag === undefined ? undefined : sql`${tagSlugs} @> array[${opts.tag}]::text[]`,
  );
}

export function listPosts(db: Db, opts: { includeDrafts: boolean }): Promise<BlogPostSummary[]> {
  dependsOn(listTag("post"));
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(visible(opts))
    .orderBy(...PUBLIC_ORDER.orderBy);
}

/** The `count` newest published posts by publication (or creation) date: the RSS feed. */
export function latestPosts(db: Db, count: number): Promise<BlogPostSummary[]> {
  dependsOn(listTag("post"));
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(visible({ includeDrafts: false }))
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id))
    .limit(count);
}

/** A page of the API's list read, after `cursor` in the journal's order. */
export async function pagePosts(
  db: Db,
  opts: { includeDrafts: boolean } & PageRequest,
): Promise<Page<BlogPostSummary>> {
  dependsOn(listTag("post"));
  const rows = await db
    .select({ ...summaryColumns, cursor: PUBLIC_ORDER.cursor })
    .from(blogPosts)
    .where(and(visible(opts), PUBLIC_ORDER.after(opts.cursor)))
    .orderBy(...PUBLIC_ORDER.orderBy)
    .limit(opts.limit + 1);
  return PUBLIC_ORDER.page(rows, opts.limit);
}

export type AdminBlogPost = BlogPost & { status: PublicationStatus };
const adminColumns = { ...getTableColumns(blogPosts), status: adminStatus(blogPosts) };

export function listAllPostsForAdmin(db: Db, filter: AdminListFilter = {}): Promise<AdminBlogPost[]> {
  return db
    .select(adminColumns)
    .from(blogPosts)
    .where(adminListWhere(blogPosts, filter))
    .orderBy(...ADMIN_ORDER.orderBy);
}

/**
 * A page of the dashboard's list (newest first, drafts included, with bodies), searched and
 * filtered by state when asked, and the number of all posts the filter keeps. A cursor is only a
 * position in the order, so one made under another filter still reads a valid page.
 */
export async function pageAllPostsForAdmin(
  db: Db,
  page: PageRequest,
  filter: AdminListFilter = {},
): Promise<Page<AdminBlogPost> & { total: number }> {
  const where = adminListWhere(blogPosts, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...adminColumns, cursor: ADMIN_ORDER.cursor })
      .from(blogPosts)
      .where(and(where, ADMIN_ORDER.after(page.cursor)))
      .orderBy(...ADMIN_ORDER.orderBy)
      .limit(page.limit + 1),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { ...ADMIN_ORDER.page(rows, page.limit), total: counted!.total };
}

/** One post as the admin list shows it (with its status), whatever its state: the dashboard's `?edit=` address. */
export async function getPostForAdmin(db: Db, id: string): Promise<AdminBlogPost | null> {
  const [post] = await db.select(adminColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

type TermKind = "all" | "category" | "tag";
type Term = { slug: string; name: string; count: number };

/**
 * Published posts in the journal, a category or a tag, from the counts that a trigger keeps in
 * `blog_post_terms` (db/migrations/0008): a key lookup, however many posts there are.
 */
async function publishedCount(db: Db, kind: TermKind, slug = ""): Promise<number> {
  const result = await db.execute(sql`select count from blog_post_terms where kind = ${kind} and slug = ${slug}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

const postsAt = (db: Db, where: SQL | undefined, offset: number, limit: number) =>
  db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...PUBLIC_ORDER.orderBy)
    .offset(offset)
    .limit(limit);

export interface NumberedPage<T> {
  items: T[];
  /** All items of the list (on every page). */
  total: number;
  pageCount: number;
}

/**
 * Page `page` (from 1) of the journal: the featured post (page 1 shows it large; no page repeats
 * it) and `size` others. Null past the last page. The page is read by offset along the list's
 * index, which costs microseconds per skipped entry; a page number is what a visitor can link to.
 */
export async function journalPage(
  db: Db,
  page: number,
  size: number,
): Promise<(NumberedPage<BlogPostSummary> & { featured: BlogPostSummary | null }) | null> {
  dependsOn(listTag("post"));
  const published = visible({ includeDrafts: false });
  const [first] = await postsAt(db, published, 0, 1);
  const featured = first?.isFeatured ? first : null;
  const rest = featured ? and(published, ne(blogPosts.id, featured.id)) : published;
  const [all, items] = await Promise.all([publishedCount(db, "all"), postsAt(db, rest, (page - 1) * size, size)]);
  const total = Math.max(0, all - (featured ? 1 : 0));
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (page > pageCount) return null;
  return { featured, items, total, pageCount };
}

/** Page `page` of a category's or a tag's published posts; null past the end or when none has it. */
export async function termPostsPage(
  db: Db,
  term: { kind: "category" | "tag"; slug: string },
  page: number,
  size: number,
): Promise<NumberedPage<BlogPostSummary> | null> {
  dependsOn(listTag("post"));
  const where = visible({ includeDrafts: false, [term.kind]: term.slug });
  const [total, items] = await Promise.all([
    publishedCount(db, term.kind, term.slug),
    postsAt(db, where, (page - 1) * size, size),
  ]);
  const pageCount = Math.ceil(total / size);
  if (page > pageCount) return null;
  return { items, total, pageCount };
}

/** Every category and tag of published posts, by slug, with the name shown and the number of posts (most first). */
export async function postTaxonomy(db: Db): Promise<{ categories: Term[]; tags: Term[] }> {
  dependsOn(listTag("post"));
  const result = await db.execute(sql`
    select kind, slug, name, count from blog_post_terms
    where kind in ('category', 'tag') and count > 0 order by count desc, slug`);
  const rows = rowsOf<Term & { kind: TermKind }>(result).map(({ kind, ...term }) => ({ kind, term }));
  return {
    categories: rows.filter((r) => r.kind === "category").map((r) => r.term),
    tags: rows.filter((r) => r.kind === "tag").map((r) => r.term),
  };
}

/** The post with `slug`, or null when there is none (or it is a draft and drafts are not included). */
export async function getPostBySlug(db: Db, slug: string, opts: { includeDrafts: boolean }): Promise<BlogPost | null> {
  if (!isSlug(slug)) return null;
  const visible = opts.includeDrafts ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), live);
  const [post] = await db.select().from(blogPosts).where(visible).limit(1);
  dependsOn(post ? entityTag("post", post.id) : listTag("post"));
  return post ?? null;
}

/** The HTML of a post (body and sections), sanitized: what a write may store. */
function sanitized<T extends { content?: string; contentSections?: ContentSection[] }>(values: T): T {
  const out = { ...values };
  if (typeof out.content === "string") out.content = sanitizeRequired(out.content, "content");
  if (out.contentSections) out.contentSections = sanitizeSections(out.contentSections)!;
  return out;
}

export function createPost(db: Db, input: BlogPostInput, ctx: WriteContext): Promise<BlogPost> {
  return insertWithSlug<BlogPost>(db, ctx, "post", withPublishDate(sanitized(input)));
}

export function updatePost(db: Db, id: string, patch: BlogPostUpdate, ctx: WriteContext): Promise<BlogPost> {
  return updateWithSlug<BlogPost>(db, ctx, "post", id, sanitized(patch));
}

export const deletePost = (db: Db, id: string, ctx: WriteContext) => deleteById(db, ctx, "post", id);

/** The post with `id`, whatever its state (previews, revisions). */
export async function getPostById(db: Db, id: string): Promise<BlogPost | null> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}
