import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { normalisedPath } from "./normalised-path.server.ts";

// Cache-Control of pages and API reads, in one place (docs/product.md#quality-bars).
// A visitor's successful read is public: our page cache keeps it until content changes, and a
// CDN may hold it briefly and serve it stale while it fetches a fresh copy. Browsers always
// revalidate (max-age=0), so a visitor sees a change at the next load. Anything answered to a
// signed-in person, any error and the dashboard are never stored.

export const PUBLIC_READ = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const NOT_STORED = "no-store";

// Read on the path as React Router matches it (decision 039). Preview pages are private to their link's holders.
const PRIVATE_PAGES = /^\/(?:dashboard|preview)(?:\/|\.data$|$)/;

/** Before the pages handler: sets the policy unless the route chose its own (robots, RSS…). */
export function pageCachePolicy(): RequestHandler {
  return (req, res, next) => {
    onHeaders(res, () => {
      if (res.hasHeader("Cache-Control")) return;
      // A 301 (an old slug's redirect, decision 032) is as public as the page it leads to, when
      // nothing but the path chose its Location: the cache key leaves out unread query parameters.
      const answered = res.statusCode === 200 || (res.statusCode === 301 && !req.originalUrl.includes("?"));
      const publicRead = answered && !req.user && req.method === "GET" && !PRIVATE_PAGES.test(normalisedPath(req.path));
      res.setHeader("Cache-Control", publicRead ? PUBLIC_READ : NOT_STORED);
    });
    next();
  };
}

/** At the top of /api: visitors' reads are public, everything else is not stored. */
export function apiCachePolicy(): RequestHandler {
  return (req, res, next) => {
    res.setHeader("Cache-Control", req.method === "GET" && !req.user ? PUBLIC_READ : NOT_STORED);
    onHeaders(res, () => {
      // Errors (404 of a draft's slug, 401 of a staff-only list) are not kept.
      if (res.statusCode !== 200) res.setHeader("Cache-Control", NOT_STORED);
    });
    next();
  };
}
