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
import type { ItemNames } from "../shared/use-form.ts";
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
  isFeatured: false,
};

export const CASE_STUDY_ITEM_NAMES: ItemNames = { stats: "Line", tags: "Tag" };

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
    isFeatured: study.isFeatured,
  };
}

export function caseStudyPayload(values: CaseStudyFormValues): FormCheck {
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
  return checkPayload(caseStudyInputSchema, body, { itemNames: CASE_STUDY_ITEM_NAMES });
}
