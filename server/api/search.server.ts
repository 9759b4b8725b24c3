import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { SEARCH_RESULTS_DEFAULT } from "#core/constants.ts";
import { searchQuerySchema } from "#core/schemas/search.ts";
import type { Db } from "#db/client.server.ts";
import { searchContent } from "../content/search.server.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// GET /api/search (docs/product.md#api search): published posts and case studies, ranked, with
// snippets whose only tags are <mark>. The /search page renders the same results.

const SearchHit = z.object({
  type: z.enum(["blog-post", "case-study"]),
  title: z.string(),
  slug: z.string(),
  url: z.string().describe("The page's path, e.g. /journal/{slug}."),
  excerpt: z.string(),
  snippet: z.string().describe("HTML whose only tags are <mark>, around the matched words."),
  publishedAt: z.string().nullable(),
});

export const searchApi = describeApi("Search", "Full-text search of the journal and the case studies.", {
  "GET /api/search": {
    summary: "Search published posts and case studies",
    description:
      "Every word must match; the last also as the start of a word. A title match ranks above a body match. Rate limited per address.",
    access: "public",
    query: searchQuerySchema,
    responses: { 200: z.object({ items: z.array(SearchHit), total: z.number().int() }) },
    errors: { 429: "Too many searches from this address." },
  },
});

const TOO_MANY = "Too many searches from this address. Please wait a minute and try again.";

/**
 * One count per address for the API and the /search page (a page-cache hit is not counted):
 * the API answers 429 JSON, the page a short HTML page.
 */
export function searchRateLimits(db: Db, perMinute: number): { api: RequestHandler; page: RequestHandler } {
  const limiter = (handler: RequestHandler) =>
    sharedRateLimit(db, "search", { windowMs: 60_000, limit: perMinute, handler });
  return {
    api: limiter((_req, _res, next) => next(new HttpError(429, TOO_MANY))),
    page: limiter((_req, res) => {
      res
        .status(429)
        .set("Cache-Control", "no-store")
        .type("html")
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many searches</title><p>${TOO_MANY}</p>`,
        );
    }),
  };
}

export function searchRouter(db: Db, limiter: RequestHandler): Router {
  const router = Router();
  router.get("/", limiter, async (req, res) => {
    const { q, type, limit } = parseWith(searchQuerySchema, req.query);
    res.json(await searchContent(db, { q, type, limit: limit ?? SEARCH_RESULTS_DEFAULT }));
  });
  return router;
}
