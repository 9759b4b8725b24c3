import { z } from "zod";
import { CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT, READ_TIME_MAX, READ_TIME_MIN } from "../constants.ts";
import {
  imageRefRequired,
  intIn,
  nonEmptyUpdate,
  omittableText,
  optionalDate,
  optionalImageRef,
  optionalText,
  requiredText,
  slugField,
  stringList,
  altText,
} from "./common.ts";

export const caseStudyStatSchema = z.strictObject({
  label: requiredText(80),
  value: requiredText(40),
  description: omittableText(300),
});

// docs/product.md#entities case study; the slug is derived from the title when absent (#content-rules).
export const caseStudyInputSchema = z.strictObject({
  title: requiredText(200),
  slug: slugField,
  subtitle: requiredText(300),
  category: requiredText(100),
  content: requiredText(200_000),
  excerpt: requiredText(1000),
  stats: z
    .array(caseStudyStatSchema, { error: "Must be a list of stats." })
    .max(12, "Use at most 12 stats.")
    .optional(),
  featuredImageUrl: optionalImageRef,
  featuredImageAlt: altText,
  imageGallery: z
    .array(imageRefRequired, { error: "Must be a list of images." })
    .max(50, "Use at most 50 images.")
    .optional(),
  gradientColors: z
    .enum([...CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT], { error: "Choose one of the gradients." })
    .optional(),
  readTime: intIn(READ_TIME_MIN, READ_TIME_MAX).optional(),
  author: requiredText(120).optional(),
  tags: stringList(50, 20).optional(),
  isPublished: z.boolean({ error: "Must be true or false." }).optional(),
  isFeatured: z.boolean({ error: "Must be true or false." }).optional(),
  publishedAt: optionalDate,
  metaDescription: optionalText(300),
  metaKeywords: optionalText(300),
  sortOrder: intIn(0, 100_000).optional(),
});

export const caseStudyUpdateSchema = nonEmptyUpdate(caseStudyInputSchema);

export type CaseStudyInput = z.infer<typeof caseStudyInputSchema>;
export type CaseStudyUpdate = z.infer<typeof caseStudyUpdateSchema>;
export type CaseStudyStat = z.infer<typeof caseStudyStatSchema>;
