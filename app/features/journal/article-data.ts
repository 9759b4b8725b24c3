import type { BlogPost } from "#db/schema.server.ts";
import type { ArticleData } from "./article-view.tsx";

/**
 * The images the article shows cropped: the featured image, the gallery's thumbnails, and the
 * social image its share card crops (decision 062).
 */
export const articleImages = (p: Pick<BlogPost, "featuredImageUrl" | "imageGallery" | "socialImageUrl">) => [
  p.featuredImageUrl,
  ...p.imageGallery,
  p.socialImageUrl,
];

/** What the article page sends to the browser: the post without ids and bookkeeping. */
export function articleDataOf(
  p: BlogPost,
): ArticleData &
  Pick<BlogPost, "metaTitle" | "metaDescription" | "socialImageUrl"> & { createdAt: Date; updatedAt: Date } {
  return {
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    category: p.category,
    author: p.author,
    tags: p.tags,
    featuredImageUrl: p.featuredImageUrl,
    featuredImageAlt: p.featuredImageAlt,
    imageGallery: p.imageGallery,
    imageGalleryAlts: p.imageGalleryAlts,
    videoGallery: p.videoGallery,
    isFeatured: p.isFeatured,
    readTime: p.readTime,
    publishedAt: p.publishedAt,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    socialImageUrl: p.socialImageUrl,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}
