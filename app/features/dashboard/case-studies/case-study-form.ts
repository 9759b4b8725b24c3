import { DEFAULT_CASE_STUDY_GRADIENT } from "#core/constants.ts";
import {
  formatStatsLines,
  formatTags,
  parseCaseStudyReadTime,
  parseCaseStudySortOrder,
  parseStatsLines,
  parseTags,
} from "#core/form-parsers.ts";
import { caseStudyInputSchema } from "#core/schemas/case-study.ts";
import type { CaseStudyJson } from "../shared/types.ts";
import { checkPayload, type FormCheck } from "../shared/form-check.ts";
import { isoToLocalInput, publishedAtToSend } from "../shared/publication.ts";
import type { ItemNames } from "../shared/use-form.ts";
import type { FieldLabels } from "../history/diff-model.ts";
import type { ImageAlt } from "#core/image-alt.ts";

// The case study form (fields: docs/product.md#entities; rules: #content-rules): stats as 'label | value | description'
// lines, tags as a comma list, read time 1–120 (else 5), sort order ≥ 0 (else 0).

export interface CaseStudyFormValues {
  [key: string]: unknown;
  title: string;
  subtitle: string;
  category: string;
  excerpt: string;
  content: string;
  slug: string;
  stats: string;
  tags: string;
  gradientColors: string;
  featuredImageUrl: string;
  featuredImageAlt: ImageAlt;
  readTime: string;
  sortOrder: string;
  isPublished: boolean;
  /** Local date and time as the datetime-local input holds it; "" for none. */
  publishedAt: string;
  isFeatured: boolean;
}

export const EMPTY_CASE_STUDY: CaseStudyFormValues = {
  title: "",
  subtitle: "",
  category: "",
  excerpt: "",
  content: "",
  slug: "",
  stats: "",
  tags: "",
  gradientColors: DEFAULT_CASE_STUDY_GRADIENT,
  featuredImageUrl: "",
  featuredImageAlt: null,
  readTime: "5",
  sortOrder: "0",
  isPublished: false,
  publishedAt: "",
  isFeatured: false,
};

export const CASE_STUDY_ITEM_NAMES: ItemNames = { stats: "Line", tags: "Tag" };

/** The form's names of a case study's fields, in its order (the History panel's labels). */
export const CASE_STUDY_FIELD_LABELS: FieldLabels = {
  title: "Title",
  subtitle: "Subtitle",
  category: "Category",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  stats: "Stats",
  tags: "Tags",
  gradientColors: "Gradient",
  featuredImageUrl: "Featured image URL",
  featuredImageAlt: "Featured image alt text",
  imageGallery: "Image gallery",
  readTime: "Read time (minutes)",
  sortOrder: "Sort order",
  isPublished: "Published",
  publishedAt: "Publish date",
  isFeatured: "Featured",
  author: "Author",
  metaDescription: "Meta description",
  metaKeywords: "Meta keywords",
};

export function caseStudyToForm(study: CaseStudyJson): CaseStudyFormValues {
  return {
    title: study.title,
    subtitle: study.subtitle,
    category: study.category,
    excerpt: study.excerpt,
    content: study.content,
    slug: study.slug,
    stats: formatStatsLines(study.stats),
    tags: formatTags(study.tags),
    gradientColors: study.gradientColors || DEFAULT_CASE_STUDY_GRADIENT,
    featuredImageUrl: study.featuredImageUrl ?? "",
    featuredImageAlt: study.featuredImageAlt ?? null,
    readTime: String(study.readTime),
    sortOrder: String(study.sortOrder),
    isPublished: study.isPublished,
    publishedAt: isoToLocalInput(study.publishedAt),
    isFeatured: study.isFeatured,
  };
}

/** The body the API takes, checked with its schema; the publish date only when it differs from `unchanged`. */
export function caseStudyPayload(
  values: CaseStudyFormValues,
  unchanged: CaseStudyFormValues = EMPTY_CASE_STUDY,
): FormCheck {
  return checkPayload(caseStudyInputSchema, caseStudyBody(values, unchanged), { itemNames: CASE_STUDY_ITEM_NAMES });
}

/** The case study's values as the API names them, unchecked (an autosave keeps what passes: issue 26). */
export function caseStudyBody(
  values: CaseStudyFormValues,
  unchanged: CaseStudyFormValues = EMPTY_CASE_STUDY,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: values.title,
    subtitle: values.subtitle,
    category: values.category,
    excerpt: values.excerpt,
    content: values.content,
    slug: values.slug,
    stats: parseStatsLines(values.stats),
    tags: parseTags(values.tags),
    gradientColors: values.gradientColors,
    featuredImageUrl: values.featuredImageUrl,
    featuredImageAlt: values.featuredImageUrl.trim() ? values.featuredImageAlt : null,
    readTime: parseCaseStudyReadTime(values.readTime),
    sortOrder: parseCaseStudySortOrder(values.sortOrder),
    isPublished: values.isPublished,
    isFeatured: values.isFeatured,
  };
  const publishedAt = publishedAtToSend(values.publishedAt, unchanged.publishedAt, values.isPublished);
  if (publishedAt !== undefined) body.publishedAt = publishedAt;
  return body;
}
