import type { ImagePositions } from "#core/media-item.ts";
import { shareImage } from "./article-seo.ts";
import { OG_IMAGE_PATH, pageTitle } from "./seo.ts";

// A journal post's search and social texts (docs/product.md#post-seo): the post's own overrides,
// else its title, excerpt and featured image. The article page's meta tags and the dashboard's
// preview of them both come from here, so the preview shows what the page holds.

export interface PostSeoFields {
  title: string;
  excerpt: string;
  featuredImageUrl?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  socialImageUrl?: string | null;
  /** Focal points of the post's library images (decision 062): the share crop centres on them. */
  imagePositions?: ImagePositions;
}

export interface PostSeo {
  /** The whole `<title>` (and og:title): a meta title as written, else "{title} | Arcwell". */
  title: string;
  description: string;
  /** The share image's path or address; undefined: the site's default image. */
  image: string | undefined;
}

export function postSeo(p: PostSeoFields): PostSeo {
  return {
    title: p.metaTitle?.trim() || pageTitle(p.title.trim()),
    description: p.metaDescription?.trim() || p.excerpt.trim(),
    image:
      shareImage(p.socialImageUrl?.trim(), p.imagePositions) ??
      shareImage(p.featuredImageUrl?.trim(), p.imagePositions),
  };
}

/** The image a share card shows: the post's, else the site's default. */
export function shareImagePath(seo: PostSeo): string {
  return seo.image ?? OG_IMAGE_PATH;
}
