import { Router } from "express";
import { z } from "zod";
import { missingPagesQuerySchema, redirectRuleInputSchema } from "#core/schemas/redirect-rule.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { deleteRedirect, listRedirects } from "../content/redirects.server.ts";
import { createRule, deleteRule, listRules } from "../content/redirect-rules.server.ts";
import { listMissingPages } from "../content/missing-pages.server.ts";
import type { RedirectRuleSet } from "../content/rule-set.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { MissingPage, RedirectRule, SlugRedirect } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// Redirects (docs/product.md#redirects), owner only: those of renamed slugs (decision 032), made by
// the content writes themselves, and the owner's rules (decision 054), which answer where the site
// would answer 404; and the missing pages visitors asked for, to turn into rules.
export const redirectsApi = describeApi(
  "Redirects",
  "Old addresses of renamed posts and case studies, answering 301 to the current one; the owner's redirect rules; the missing pages visitors asked for.",
  {
    "GET /api/redirects": {
      summary: "List the redirects and the rules",
      description:
        'Newest first. Slug redirects (`kind: "slug"`) carry the address each leads to and the entry\'s title; rules (`kind: "rule"`) their `from`, `to` and `permanent`.',
      access: "owner",
      responses: { 200: z.array(z.union([SlugRedirect, RedirectRule])) },
    },
    "POST /api/redirects": {
      summary: "Add a redirect rule",
      description:
        "`from` is a path (`/old-page`) or a prefix (`/old/*`, which covers `/old` and everything under it); it is stored as the router matches it (lower case, decoded, no trailing slash). `to` is a path on this site or an https address; `/new/*` (from a prefix only) keeps the rest of the path. `permanent: true` answers 301 (cached like a page), otherwise 302. The request's query string is kept. A rule answers only where the site would answer 404 (every instance at once).",
      access: "owner",
      body: redirectRuleInputSchema,
      responses: { 201: RedirectRule },
      errors: {
        409: "A rule for this address exists already, the address is a page of the site (or covers some), or the target leads back to it (a loop, or more than 10 redirects).",
      },
    },
    "DELETE /api/redirects/:id": {
      summary: "Delete a redirect or a rule",
      description:
        "The old address answers 404 from then on (on every instance); a slug redirect's slug is free again for any entry.",
      access: "owner",
      responses: { 204: "Deleted." },
    },
    "GET /api/admin/not-found": {
      summary: "The most asked-for missing pages",
      description:
        "Addresses that answered 404 to visitors' page requests in the last 30 days (crawlers, signed-in people, /api, /assets and /objects not counted), most hits first, with the last referrer (host and path). Counts reach the list within a few seconds.",
      access: "owner",
      query: missingPagesQuerySchema,
      responses: { 200: z.array(MissingPage) },
    },
  },
);

export function redirectsRouter(db: Db, rules?: RedirectRuleSet): Router {
  const router = Router();
  router.use(requirePermission("manageRedirects"));
  router.get("/", async (_req, res) => {
    const [slugs, own] = await Promise.all([listRedirects(db), listRules(db)]);
    const all = [...own, ...slugs.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))];
    res.json(all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
  });
  // Visitors' cached 301s of a rule go with any rule's change: the page caches are emptied, and
  // every instance reads its rules again, before the answer.
  router.post("/", changesContent, requireJsonBody, async (req, res) => {
    const rule = await createRule(db, writeContext(req), parseWith(redirectRuleInputSchema, req.body));
    rules?.invalidate();
    res.status(201).json(rule);
  });
  router.delete("/:id", changesContent, async (req, res) => {
    const id = parseId(req.params.id);
    if (await deleteRule(db, writeContext(req), id)) rules?.invalidate();
    else await deleteRedirect(db, writeContext(req), id);
    res.status(204).end();
  });
  return router;
}

/** GET /api/admin/not-found, owner only (mounted before the staff's /api/admin). */
export function missingPagesRouter(db: Db): Router {
  const router = Router();
  router.get("/", requirePermission("manageRedirects"), async (req, res) => {
    const { limit } = parseWith(missingPagesQuerySchema, req.query);
    res.json(await listMissingPages(db, limit));
  });
  return router;
}
