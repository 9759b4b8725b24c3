import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { slugRedirects } from "#db/schema.server.ts";
import { isSlug } from "#core/slug.ts";
import { getCaseStudyBySlug } from "./case-studies.server.ts";
import { getPostBySlug, termPostsPage } from "./posts.server.ts";

// What a redirect rule may never hide (decision 054): the addresses the app answers itself. Rules
// answer only where the site answers 404, so a live page always wins when a request comes; this
// is the check at creation, so that the owner is told at once. Kept beside app/routes.ts and
// server/app.server.ts: tests/integration/redirect-rules.test.ts walks the route table against it.

/** Served by the server before the pages, or private: never a rule's address, nor under one. */
const RESERVED = ["api", "assets", "objects", "oidc", "account", "newsletter", "dashboard", "preview", "fonts"];
/** Exact addresses of the app (app/routes.ts and the server's own). */
const STATIC_PAGES = new Set([
  "/",
  "/portfolio",
  "/case-studies",
  "/journal",
  "/search",
  "/about",
  "/privacy",
  "/terms",
  "/contact",
  "/sitemap.xml",
  "/robots.txt",
  "/journal/rss.xml",
  "/ventures/leadsmanager",
  "/ventures/supplylink",
  "/healthz",
  "/readyz",
  "/__manifest",
  "/favicon.ico",
]);
/** Routes with a parameter: `:` stands for one segment. */
const PATTERNS = ["/journal/:", "/case-studies/:", "/journal/category/:", "/journal/tag/:", "/ventures/:"];

const segmentsOf = (path: string) => path.split("/").slice(1);

/** Why `path` (normalised) is a page of the app that a rule may not take, or null. */
export async function livePageAt(db: Db, path: string): Promise<string | null> {
  const [first = "", second, third, ...more] = segmentsOf(path);
  if (RESERVED.includes(first) || path.endsWith(".data")) return `${path} belongs to the app itself.`;
  if (STATIC_PAGES.has(path)) return `${path} is a page of the site.`;
  if (more.length || second === undefined) return null;
  if (first === "journal" && third === undefined) {
    if (await getPostBySlug(db, second, { includeDrafts: false })) return `${path} is a published post.`;
    if (await slugRedirected(db, "blog-post", second)) return `${path} already redirects to a renamed post.`;
  }
  if (first === "case-studies" && third === undefined) {
    if (await getCaseStudyBySlug(db, second, { includeDrafts: false })) return `${path} is a published case study.`;
    if (await slugRedirected(db, "case-study", second)) return `${path} already redirects to a renamed case study.`;
  }
  if (first === "journal" && (second === "category" || second === "tag") && third !== undefined && isSlug(third)) {
    if (await termPostsPage(db, { kind: second, slug: third }, 1, 1)) return `${path} lists published posts.`;
  }
  return null;
}

/**
 * Why a prefix rule at `base` (normalised, `/old` of `/old/*`) would cover pages of the app, or
 * null: the whole site, anything reserved, a route below it, or a live page at the base itself.
 */
export async function livePagesUnder(db: Db, base: string): Promise<string | null> {
  const prefix = segmentsOf(base);
  if (base === "/" || RESERVED.includes(prefix[0]!)) return `${base}/* covers pages of the app itself.`;
  const deeper = [...STATIC_PAGES, ...PATTERNS]
    .map(segmentsOf)
    .find(
      (route) => route.length > prefix.length && prefix.every((segment, i) => route[i] === ":" || route[i] === segment),
    );
  if (deeper) return `${base}/* covers pages of the site (/${deeper.join("/").replace(/:$/, "…")}).`;
  return livePageAt(db, base);
}

async function slugRedirected(db: Db, type: "blog-post" | "case-study", slug: string): Promise<boolean> {
  if (!isSlug(slug)) return false;
  const [row] = await db
    .select({ id: slugRedirects.id })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entityType, type), eq(slugRedirects.fromSlug, slug)))
    .limit(1);
  return row !== undefined;
}
