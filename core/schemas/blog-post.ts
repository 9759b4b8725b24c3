import { z } from "zod";
import {
  CONTENT_SECTION_TYPES,
  READ_TIME_MAX,
  READ_TIME_MIN,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "../constants.ts";
import {
  hasNoNul,
  httpUrl,
  imageRefRequired,
  intIn,
  nonEmptyUpdate,
  optionalDate,
  omittableImageRef,
  omittableText,
  optionalImageRef,
  optionalText,
  requiredText,
  slugField,
  stringList,
  altText,
  altTextList,
} from "./common.ts";
import { isPlayableVideoLink } from "../video.ts";

// The gallery's dialog frames the video's player, and pages frame only YouTube and Vimeo
// (docs/decisions/041): a link to anything else is refused here, for the form and the API alike.
const videoLink = httpUrl.pipe(z.string().refine(isPlayableVideoLink, "Use a YouTube or Vimeo video link."));

export const videoSchema = z.strictObject({
  url: videoLink,
  title: omittableText(200),
  thumbnail: omittableImageRef,
});

export const contentSectionSchema = z.strictObject({
  type: z.enum(CONTENT_SECTION_TYPES, { error: "Unknown section type." }),
  content: z
    .string({ error: "Must be text." })
    .max(20_000, "Use at most 20000 characters.")
    .refine(hasNoNul, "Contains an invalid character."),
  order: intIn(0, 10_000),
});

// docs/product.md#entities blog post; the slug is derived from the title when absent (#content-rules).
export const blogPostInputSchema = z.strictObject({
  title: requiredText(200),
  slug: slugField,
  excerpt: requiredText(1000),
  content: requiredText(200_000),
  category: requiredText(100),
  author: requiredText(120).optional(),
  tags: stringList(50, 20).optional(),
  featuredImageUrl: optionalImageRef,
  featuredImageAlt: altText,
  imageGallery: z
    .array(imageRefRequired, { error: "Must be a list of images." })
    .max(50, "Use at most 50 images.")
    .optional(),
  imageGalleryAlts: altTextList,
  videoGallery: z
    .array(videoSchema, { error: "Must be a list of videos." })
    .max(20, "Use at most 20 videos.")
    .optional(),
  contentSections: z
    .array(contentSectionSchema, { error: "Must be a list of sections." })
    .max(50, "Use at most 50 sections.")
    .optional(),
  isPublished: z.boolean({ error: "Must be true or false." }).optional(),
  isFeatured: z.boolean({ error: "Must be true or false." }).optional(),
  readTime: intIn(READ_TIME_MIN, READ_TIME_MAX).optional(),
  publishedAt: optionalDate,
  // Search and social (blank: the defaults of app/lib/post-seo.ts). Longer than the hints allow:
  // a hint, not a rule, as search engines cut, not refuse.
  metaTitle: optionalText(SEO_TITLE_MAX),
  metaDescription: optionalText(SEO_DESCRIPTION_MAX),
  socialImageUrl: optionalImageRef,
});

export const blogPostUpdateSchema = nonEmptyUpdate(blogPostInputSchema);

export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;
export type Video = z.infer<typeof videoSchema>;
export type ContentSection = z.infer<typeof contentSectionSchema>;
