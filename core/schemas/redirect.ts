// docs/product.md#redirects: the old address of a renamed post or case study answers 301 to its
// current one. What the owner's list (GET /api/redirects) carries, for the dashboard and the API.

export const REDIRECT_TYPES = ["blog-post", "case-study"] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

const PUBLIC_PATH: Record<RedirectType, string> = { "blog-post": "/journal/", "case-study": "/case-studies/" };

/** The public address of an entry's slug: `/journal/{slug}` or `/case-studies/{slug}`. */
export const publicPathOf = (type: RedirectType, slug: string) => `${PUBLIC_PATH[type]}${encodeURIComponent(slug)}`;

export interface RedirectJson {
  /** Tells a slug's redirect from a rule of the owner's (GET /api/redirects lists both). */
  kind: "slug";
  id: string;
  type: RedirectType;
  fromSlug: string;
  /** The old address (a path on this site). */
  fromUrl: string;
  /** Where it leads now: the entry's current address. */
  toUrl: string;
  entityId: string;
  /** The entry's title. */
  title: string;
  createdAt: string;
}
