import type { MetaDescriptor } from "react-router";
import { CONTACT_EMAIL, FOUNDING_YEAR, PRODUCT_NAME } from "#core/brand.ts";

// docs/product.md#overview: every page sets title, description, keywords, social-share tags, canonical link
// and structured data (organization, website; more per page).

export const DEFAULT_DESCRIPTION =
  "Arcwell is a digital venture studio. We build, launch and scale ventures in AI, e-commerce and SaaS — from first idea to growing company.";
export const DEFAULT_KEYWORDS =
  "venture studio, digital ventures, startup studio, AI products, e-commerce, SaaS, product development, MVP, growth";
export const OG_IMAGE_PATH = "/api/og-image.jpg";

export interface PageSeo {
  /** The page's own title; the product name is appended. Omit for the home page. */
  title?: string;
  /** A whole title as written (a post's meta title): used instead of `title` with the name. */
  fullTitle?: string;
  description?: string;
  keywords?: string;
  /** Path of this page, for the canonical link. */
  path: string;
  image?: string;
  type?: "website" | "article";
  /** Extra JSON-LD objects for this page (articles, breadcrumbs, services …). */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: PRODUCT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(FOUNDING_YEAR),
    email: CONTACT_EMAIL,
    description: DEFAULT_DESCRIPTION,
  };
}

export function websiteJsonLd(origin: string) {
  return { "@context": "https://schema.org", "@type": "WebSite", name: PRODUCT_NAME, url: `${origin}/` };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — Digital Venture Studio`;
}

export function seoMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const title = page.fullTitle ?? pageTitle(page.title);
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, page.image ?? OG_IMAGE_PATH);
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: page.keywords ?? DEFAULT_KEYWORDS },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd(origin) },
    { "script:ld+json": websiteJsonLd(origin) },
    ...(page.jsonLd ?? []).map((item) => ({ "script:ld+json": item })),
  ];
}
