import { SAMPLE_CASE_STUDIES } from "#db/seed/sample-case-studies.server.ts";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { categoryPath, tagPath } from "#core/journal-paths.ts";

// Every public page of docs/product.md#routes, for the site-wide checks (SEO, HTML validity, accessibility).
// Detail pages use sample content that the e2e template database holds.

const published = <T extends { slug?: string; isPublished?: boolean }>(rows: T[]) =>
  rows.filter((r) => r.isPublished).map((r) => r.slug!);
const drafts = <T extends { slug?: string; isPublished?: boolean }>(rows: T[]) =>
  rows.filter((r) => !r.isPublished).map((r) => r.slug!);

export const PUBLISHED_CASE_STUDY_SLUGS = published(SAMPLE_CASE_STUDIES);
export const DRAFT_CASE_STUDY_SLUGS = drafts(SAMPLE_CASE_STUDIES);
export const PUBLISHED_POST_SLUGS = published(SAMPLE_POSTS);
export const DRAFT_POST_SLUGS = drafts(SAMPLE_POSTS);

const PUBLISHED_POSTS = SAMPLE_POSTS.filter((p) => p.isPublished);

/** The category page and a tag page of the first published sample post (docs/product.md#routes paged lists). */
export const SAMPLE_CATEGORY_PATH = categoryPath(PUBLISHED_POSTS[0]!.category)!;
export const SAMPLE_TAG_PATH = tagPath(PUBLISHED_POSTS[0]!.tags![0]!)!;

/** Every category and tag page of the published sample posts: the sitemap lists them all. */
export const TERM_PATHS = [
  ...new Set(
    PUBLISHED_POSTS.flatMap((p) => [categoryPath(p.category), ...(p.tags ?? []).map(tagPath)]).filter(
      (path): path is string => path !== null,
    ),
  ),
];

/**
 * The search page with hits in the sample content and without any: never indexed nor in the
 * sitemap, so only the accessibility and HTML checks visit them (not the SEO checks).
 */
export const SEARCH_PAGES = ["/search?q=pricing", "/search?q=zzyzxqv"];

export interface PublicPage {
  path: string;
  /** JSON-LD types the page must carry besides Organization and WebSite. */
  jsonLd: string[];
}

export const PUBLIC_PAGES: PublicPage[] = [
  { path: "/", jsonLd: ["Service"] },
  { path: "/portfolio", jsonLd: [] },
  { path: "/case-studies", jsonLd: [] },
  { path: `/case-studies/${PUBLISHED_CASE_STUDY_SLUGS[0]}`, jsonLd: ["Article", "BreadcrumbList"] },
  { path: "/journal", jsonLd: [] },
  { path: `/journal/${PUBLISHED_POST_SLUGS[0]}`, jsonLd: ["BlogPosting", "BreadcrumbList"] },
  { path: SAMPLE_CATEGORY_PATH, jsonLd: ["BreadcrumbList"] },
  { path: SAMPLE_TAG_PATH, jsonLd: ["BreadcrumbList"] },
  { path: "/about", jsonLd: ["BreadcrumbList"] },
  { path: "/privacy", jsonLd: ["BreadcrumbList"] },
  { path: "/terms", jsonLd: ["BreadcrumbList"] },
  { path: "/ventures/leadsmanager", jsonLd: [] },
  { path: "/ventures/supplylink", jsonLd: [] },
];

/** Paths the sitemap must list besides the published detail pages. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/portfolio",
  "/case-studies",
  "/journal",
  "/about",
  "/privacy",
  "/terms",
  "/ventures/leadsmanager",
  "/ventures/supplylink",
];
