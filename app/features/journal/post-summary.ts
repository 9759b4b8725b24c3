import type { BlogPostSummary } from "#server/content/posts.server.ts";
import type { JournalPostSummary } from "./post-cards.tsx";

/** The image a journal card shows cropped: its focal point comes along (decision 062). */
export const featuredImage = (p: Pick<JournalPostSummary, "featuredImageUrl">) => [p.featuredImageUrl];

/** What a journal card needs of a post, and no more: the loaders' answers stay small. */
export function cardSummary(p: BlogPostSummary): JournalPostSummary {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    category: p.category,
    author: p.author,
    tags: p.tags,
    featuredImageUrl: p.featuredImageUrl,
    featuredImageAlt: p.featuredImageAlt,
    isFeatured: p.isFeatured,
    readTime: p.readTime,
    publishedAt: p.publishedAt,
  };
}
