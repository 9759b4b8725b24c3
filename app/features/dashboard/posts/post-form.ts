import { TEAM_AUTHOR } from "#core/brand.ts";
import { DEFAULT_READ_TIME } from "#core/constants.ts";
import { formatTags, parseTags, parseWholeNumber } from "#core/form-parsers.ts";
import { blogPostInputSchema, type Video } from "#core/schemas/blog-post.ts";
import type { PostJson } from "../shared/types.ts";
import { galleryAlt, imagesWithoutAlt, type ImageAlt } from "#core/image-alt.ts";
import { checkPayload, type FormCheck } from "../shared/form-check.ts";
import { isoToLocalInput, publishedAtToSend } from "../shared/publication.ts";
import type { ItemNames } from "../shared/use-form.ts";
import type { FieldLabels } from "../history/diff-model.ts";

// The Add/Edit Post form (fields: docs/product.md#entities, blog post; rules: #content-rules).

export interface PostFormValues {
  [key: string]: unknown;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  tags: string;
  featuredImageUrl: string;
  featuredImageAlt: ImageAlt;
  imageGallery: string[];
  /** One per gallery image, by position. */
  imageGalleryAlts: ImageAlt[];
  videoGallery: Video[];
  isFeatured: boolean;
  isPublished: boolean;
  /** Local date and time as the datetime-local input holds it; "" for none. */
  publishedAt: string;
  readTime: string;
  /** Search and social overrides; "" for the defaults (app/lib/post-seo.ts). */
  metaTitle: string;
  metaDescription: string;
  socialImageUrl: string;
}

export const EMPTY_POST: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  category: "",
  author: TEAM_AUTHOR,
  tags: "",
  featuredImageUrl: "",
  featuredImageAlt: null,
  imageGallery: [],
  imageGalleryAlts: [],
  videoGallery: [],
  isFeatured: false,
  isPublished: false,
  publishedAt: "",
  readTime: String(DEFAULT_READ_TIME),
  metaTitle: "",
  metaDescription: "",
  socialImageUrl: "",
};

export const POST_ITEM_NAMES: ItemNames = { imageGallery: "Image", videoGallery: "Video", tags: "Tag" };

/** The form's names of a post's fields, in its order (the History panel's labels). */
export const POST_FIELD_LABELS: FieldLabels = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  category: "Category",
  author: "Author",
  tags: "Tags",
  readTime: "Read time (minutes)",
  featuredImageUrl: "Featured image URL",
  featuredImageAlt: "Featured image alt text",
  imageGallery: "Image gallery",
  imageGalleryAlts: "Gallery alt texts",
  videoGallery: "Video gallery",
  contentSections: "Content sections",
  isPublished: "Published",
  publishedAt: "Publish date",
  isFeatured: "Featured",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  socialImageUrl: "Social image URL",
};

export function postToForm(post: PostJson): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    author: post.author,
    tags: formatTags(post.tags),
    featuredImageUrl: post.featuredImageUrl ?? "",
    featuredImageAlt: post.featuredImageAlt ?? null,
    imageGallery: [...post.imageGallery],
    imageGalleryAlts: post.imageGallery.map((_, i) => galleryAlt(post.imageGalleryAlts, i)),
    videoGallery: post.videoGallery.map((v) => ({ ...v })),
    isFeatured: post.isFeatured,
    isPublished: post.isPublished,
    publishedAt: isoToLocalInput(post.publishedAt),
    readTime: String(post.readTime),
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    socialImageUrl: post.socialImageUrl ?? "",
  };
}

/** What POST /api/generate-blog answers; each part fills the post form when present. */
export interface GeneratedPost {
  title?: unknown;
  content?: unknown;
  excerpt?: unknown;
  category?: unknown;
  tags?: unknown;
  readTime?: unknown;
}

export function generatedToForm(generated: GeneratedPost): PostFormValues {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const tags = Array.isArray(generated.tags)
    ? generated.tags.filter((t): t is string => typeof t === "string")
    : typeof generated.tags === "string"
      ? parseTags(generated.tags)
      : [];
  const readTime =
    typeof generated.readTime === "number" && Number.isFinite(generated.readTime)
      ? String(Math.round(generated.readTime))
      : EMPTY_POST.readTime;
  return {
    ...EMPTY_POST,
    title: text(generated.title),
    content: text(generated.content),
    excerpt: text(generated.excerpt),
    category: text(generated.category),
    tags: formatTags(tags),
    readTime,
  };
}

/** docs/product.md#content-rules video gallery: blank input ignored; the title defaults to 'Video N'. */
export function addVideo(list: readonly Video[], url: string, title: string): Video[] {
  const address = url.trim();
  if (!address) return [...list];
  return [...list, { url: address, title: title.trim() || `Video ${list.length + 1}` }];
}

/**
 * The body the API takes, checked with its schema; blank required fields (title, excerpt,
 * content, category) are the 'Missing fields' of docs/product.md#content-rules. The publish date
 * goes only when it differs from `unchanged` (what the form opened with).
 */
export function postPayload(values: PostFormValues, unchanged: PostFormValues = EMPTY_POST): FormCheck {
  return checkPayload(blogPostInputSchema, postBody(values, unchanged), { itemNames: POST_ITEM_NAMES });
}

/** The post's values as the API names them, unchecked (an autosave keeps what passes: issue 26). */
export function postBody(values: PostFormValues, unchanged: PostFormValues = EMPTY_POST): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    author: values.author,
    tags: parseTags(values.tags),
    featuredImageUrl: values.featuredImageUrl,
    featuredImageAlt: values.featuredImageUrl.trim() ? values.featuredImageAlt : null,
    imageGallery: values.imageGallery,
    imageGalleryAlts: values.imageGallery.map((_, i) => galleryAlt(values.imageGalleryAlts, i)),
    videoGallery: values.videoGallery,
    isFeatured: values.isFeatured,
    isPublished: values.isPublished,
    readTime: parseWholeNumber(values.readTime),
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    socialImageUrl: values.socialImageUrl,
  };
  const publishedAt = publishedAtToSend(values.publishedAt, unchanged.publishedAt, values.isPublished);
  if (publishedAt !== undefined) body.publishedAt = publishedAt;
  return body;
}

/** The post's images that have neither alt text nor the decorative mark (for the dialog's warning). */
export function postImagesWithoutAlt(values: PostFormValues): string[] {
  return imagesWithoutAlt([
    { label: "featured image", url: values.featuredImageUrl, alt: values.featuredImageAlt },
    ...values.imageGallery.map((url, i) => ({
      label: `gallery image ${i + 1}`,
      url,
      alt: galleryAlt(values.imageGalleryAlts, i),
    })),
  ]);
}
