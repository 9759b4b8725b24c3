// Option lists and limits of docs/product.md#constants, shared by the forms and the API.

export const PORTFOLIO_PHASES = [
  "B2B SaaS",
  "DTC E-commerce",
  "Mobile App",
  "Web Platform",
  "AI/ML Product",
  "Marketplace",
  "Social Platform",
  "FinTech Platform",
] as const;

export const PORTFOLIO_CATEGORIES = [
  "AI & Innovation",
  "Social & Dating",
  "Marketing & SaaS",
  "Food & Tech",
  "E-commerce & Luxury",
  "Children & AI",
  "Media & PR",
  "Publishing & AI",
  "Restaurant Tech",
  "B2B Tools",
] as const;

export const PORTFOLIO_SERVICES = [
  "Branding & Identity",
  "UI/UX Design",
  "Full-Stack Development",
  "Marketing Strategy",
  "Content Creation",
  "Growth & SEO",
  "AI Integration",
  "Payment Systems",
  "Mobile Development",
  "Data Analytics",
  "Ads Management",
  "PR Outreach",
] as const;

/** The ten colour themes of portfolio cards, stored as Tailwind gradient class pairs. */
export const CARD_COLORS = [
  "from-pink-500 to-rose-500",
  "from-blue-500 to-cyan-500",
  "from-orange-500 to-amber-500",
  "from-purple-500 to-violet-500",
  "from-green-500 to-emerald-500",
  "from-yellow-500 to-orange-500",
  "from-indigo-500 to-blue-500",
  "from-red-500 to-pink-500",
  "from-teal-500 to-green-500",
  "from-gray-500 to-slate-500",
] as const;
export const DEFAULT_CARD_COLOR = "from-blue-500 to-cyan-500";
export const DEFAULT_CARD_PHASE = "Web Platform";

export const BLOG_CATEGORIES = [
  "AI & Innovation",
  "Product Strategy",
  "Case Study",
  "Industry Insights",
  "Venture Building",
  "Tech Trends",
  "Growth Strategy",
  "Digital Transformation",
] as const;

/** An imported post whose categories this site does not know takes this one (DESIGN §3d, decision 057). */
export const DEFAULT_IMPORT_CATEGORY: (typeof BLOG_CATEGORIES)[number] = "Venture Building";

export const CASE_STUDY_CATEGORIES = [
  "Social & AI",
  "Marketing Tech",
  "E-commerce",
  "FinTech",
  "HealthTech",
  "EdTech",
  "SaaS",
] as const;

/** Six gradients offered for case studies, plus the default blue-to-purple (docs/product.md#entities, #constants). */
export const CASE_STUDY_GRADIENTS = [
  "from-pink-500 to-rose-500",
  "from-blue-500 to-cyan-500",
  "from-yellow-500 to-orange-500",
  "from-purple-500 to-violet-500",
  "from-green-500 to-emerald-500",
  "from-red-500 to-pink-500",
] as const;
export const DEFAULT_CASE_STUDY_GRADIENT = "from-blue-600 to-purple-600";

export const VENTURE_PHASES = ["concept", "mvp", "growth"] as const;
export const VENTURE_STATUSES = ["not_built", "started", "in_progress", "complete", "launched"] as const;

export const CONTENT_SECTION_TYPES = ["text", "image", "gallery", "video", "cta", "quote"] as const;

export const DEFAULT_READ_TIME = 5;
export const READ_TIME_MIN = 1;
export const READ_TIME_MAX = 120;
export const SLUG_MAX = 100;

// Search and social fields of a post: what result pages show before they cut (hints), and the
// hard limits of what is stored.
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;
export const SEO_TITLE_MAX = 200;
export const SEO_DESCRIPTION_MAX = 300;
export const HOME_CARD_LIMIT = 6;
export const DESCRIPTION_TRUNCATE = 120;
export const GALLERY_THUMB_LIMIT = 6;

/** docs/product.md#constants upload limits, in megabytes. */
export const UPLOAD_LIMIT_MB = { logo: 5, featured: 5, gallery: 5, caseStudy: 5, background: 10, default: 10 } as const;

/** Public list pages (docs/product.md#routes paged lists): cards per page after the journal's featured post. */
export const JOURNAL_PAGE_SIZE = 12;
export const CASE_STUDIES_PAGE_SIZE = 12;
/** The API's list reads: `?limit=1..100` (docs/product.md#api paged lists). */
export const API_PAGE_LIMIT_MAX = 100;
/** Site search (docs/product.md#api search): the query's length and the results per answer. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_DEFAULT = 10;
export const SEARCH_RESULTS_MAX = 50;

/** Preview links (docs/product.md#preview-links): days until a new link expires, by default and at most. */
export const PREVIEW_DAYS_DEFAULT = 7;
export const PREVIEW_DAYS_MAX = 30;
/** Where a preview link points: /preview/{token}. */
export const PREVIEW_PATH = "/preview/";
