import { desc, eq, getTableColumns, sql, and } from "drizzle-orm";
import type { BlogPostInput, BlogPostUpdate, ContentSection } from "#core/schemas/blog-post.ts";
import type { Db } from "#db/client.server.ts";
import { blogPosts, type BlogPost } from "#db/schema.server.ts";
import { deleteById, insertWithSlug, updateWithSlug, withPublishDate } from "./publishable.server.ts";
import { sanitizeRequired, sanitizeSections } from "./sanitize.server.ts";

// Journal posts (docs/product.md#entities blog post). Lists leave out the article bodies; the admin list
// and the by-slug read carry everything.

const { content: _content, contentSections: _sections, ...summaryColumns } = getTableColumns(blogPosts);
export type BlogPostSummary = Omit<BlogPost, "content" | "contentSections">;

// docs/product.md#constants: featured first, then newest publication.
const ORDER = [desc(blogPosts.isFeatured), sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt)];

export function listPosts(db: Db, opts: { includeDrafts: boolean }): Promise<BlogPostSummary[]> {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(opts.includeDrafts ? undefined : eq(blogPosts.isPublished, true))
    .orderBy(...ORDER);
}

export function listAllPostsForAdmin(db: Db): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt));
}

/** The post with `slug`, or null when there is none (or it is a draft and drafts are not included). */
export async function getPostBySlug(db: Db, slug: string, opts: { includeDrafts: boolean }): Promise<BlogPost | null> {
  const visible = opts.includeDrafts
    ? eq(blogPosts.slug, slug)
    : and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true));
  const [post] = await db.select().from(blogPosts).where(visible).limit(1);
  return post ?? null;
}

/** The HTML of a post (body and sections), sanitized: what a write may store. */
function sanitized<T extends { content?: string; contentSections?: ContentSection[] }>(values: T): T {
  const out = { ...values };
  if (typeof out.content === "string") out.content = sanitizeRequired(out.content, "content");
  if (out.contentSections) out.contentSections = sanitizeSections(out.contentSections)!;
  return out;
}

export function createPost(db: Db, input: BlogPostInput): Promise<BlogPost> {
  return insertWithSlug<BlogPost>(db, blogPosts, withPublishDate(sanitized(input)), "post");
}

export function updatePost(db: Db, id: string, patch: BlogPostUpdate): Promise<BlogPost> {
  return updateWithSlug<BlogPost>(db, blogPosts, id, sanitized(patch), "post", "Blog post");
}

export const deletePost = (db: Db, id: string) => deleteById(db, blogPosts, id, "post", "Blog post");
