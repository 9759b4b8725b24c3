import { PRODUCT_NAME, TEAM_AUTHOR } from "#core/brand.ts";
import { isoDateTime } from "#core/dates.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { isUploadedImage } from "./responsive-image.ts";
import { absoluteUrl, OG_IMAGE_PATH } from "./seo.ts";

// schema.org Article / BlogPosting for case studies and journal articles (docs/product.md#overview structured data).

export interface ArticleLdInput {
  type: "Article" | "BlogPosting";
  title: string;
  description: string;
  path: string;
  image?: string | null;
  author: string;
  category: string;
  tags: string[];
  publishedAt?: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function articleJsonLd(origin: string, a: ArticleLdInput) {
  const url = absoluteUrl(origin, a.path);
  return {
    "@context": "https://schema.org",
    "@type": a.type,
    headline: a.title.slice(0, 110),
    description: a.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(origin, a.image || OG_IMAGE_PATH)],
    datePublished: isoDateTime(a.publishedAt) ?? isoDateTime(a.createdAt),
    dateModified: isoDateTime(a.updatedAt),
    author:
      a.author === TEAM_AUTHOR
        ? { "@type": "Organization", name: a.author, url: `${origin}/` }
        : { "@type": "Person", name: a.author },
    publisher: {
      "@type": "Organization",
      name: PRODUCT_NAME,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    articleSection: a.category,
    ...(a.tags.length ? { keywords: a.tags.join(", ") } : {}),
  };
}

/**
 * The share card's image. Social networks do not render SVG: those fall back to the default one.
 * An uploaded image is the server's 1200 × 630 crop around its focal point (the centre without
 * one; decision 062), so the card shows what the page's own crops keep in view.
 */
export function shareImage(url: string | null | undefined, positions?: ImagePositions): string | undefined {
  if (!url || /\.svg(?:$|[?#])/i.test(url)) return undefined;
  if (!isUploadedImage(url)) return url;
  const [x, y] = (positions?.[url] ?? "50% 50%").split(" ").map((part) => Math.round(Number.parseFloat(part)));
  return `${url}?share=${x},${y}`;
}
