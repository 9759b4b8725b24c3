import { normalisedPath } from "./normalised-path.server.ts";

// Which requests share a page-cache entry (issue 17 item 5). Pages and API reads render the
// same bytes whatever their query string says, except for the parameters listed here: every
// other parameter is left out of the key, so `/robots.txt?<n>=<junk>` is one entry, not one
// per n. A route that starts reading a parameter (?page=, ?q=) must be listed here, or all its
// answers would share one entry: tests/integration/page-cache.test.ts checks the list against
// what the pages render. The rules read the path as the router matches it, so `/Search?q=`
// keeps its `q` like `/search?q=` (decision 039); the key itself keeps the path as asked.
// The key starts with the origin the answer is rendered for (request-origin.server.ts).

const QUERY_PARAMS: readonly { path: RegExp; params: readonly string[] }[] = [
  // React Router's data requests name the routes whose loaders run, and carry the page's own query.
  { path: /\.data$/, params: ["_routes", "index", "page", "q", "type"] },
  // Paged lists and search (docs/product.md#routes paged lists, #api search).
  { path: /^\/(?:journal|case-studies)$|^\/journal\/(?:category|tag)\/[^/]+$/, params: ["page"] },
  { path: /^\/search$/, params: ["q", "type"] },
  { path: /^\/api\/search$/, params: ["q", "type", "limit"] },
  { path: /^\/api\/(?:blog-posts|case-studies|portfolio-cards)$/, params: ["limit", "cursor"] },
  // React Router's route discovery: the manifest of the listed paths, for one build.
  { path: /^\/__manifest$/, params: ["paths", "version"] },
];

/** Longer URLs are never cached (nor their answers stored): no entry is worth that key. */
export const MAX_CACHED_URL_LENGTH = 2048;
/** `https://` and a Host of at most 255 characters. */
const MAX_ORIGIN_LENGTH = 263;
/** Served by their own handlers, never worth an entry. */
const NOT_CACHED = /^\/(?:assets|objects)\//;

/** The cache key of a request's URL rendered for `origin`, or undefined when it must not use the cache. */
export function cacheKeyOf(url: string, origin: string | undefined): string | undefined {
  if (origin === undefined || origin.length > MAX_ORIGIN_LENGTH) return undefined;
  if (url.length > MAX_CACHED_URL_LENGTH || !url.startsWith("/")) return undefined;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const route = normalisedPath(path);
  if (NOT_CACHED.test(route)) return undefined;
  if (q === -1) return origin + path;
  const allowed = QUERY_PARAMS.find((rule) => rule.path.test(route))?.params;
  if (!allowed) return origin + path;
  const query = new URLSearchParams(url.slice(q + 1));
  const kept = allowed
    .filter((name) => query.has(name))
    .map((name) => `${name}=${encodeURIComponent(query.getAll(name).join(","))}`);
  return kept.length ? `${origin}${path}?${kept.join("&")}` : origin + path;
}
