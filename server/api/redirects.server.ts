import { Router } from "express";
import { z } from "zod";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { deleteRedirect, listRedirects } from "../content/redirects.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { parseId, requirePermission } from "../http/guards.server.ts";
import { SlugRedirect } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// Redirects of renamed slugs (docs/product.md#redirects, decision 032), owner only. They are made
// by the content writes themselves; here the owner sees them and deletes the ones not wanted.
export const redirectsApi = describeApi(
  "Redirects",
  "Old addresses of renamed posts and case studies, answering 301 to the current one.",
  {
    "GET /api/redirects": {
      summary: "List the redirects",
      description: "Newest first, with the address each leads to and the entry's title.",
      access: "owner",
      responses: { 200: z.array(SlugRedirect) },
    },
    "DELETE /api/redirects/:id": {
      summary: "Delete a redirect",
      description: "The old address answers 404 from then on (on every instance), and any entry may take its slug.",
      access: "owner",
      responses: { 204: "Deleted." },
    },
  },
);

export function redirectsRouter(db: Db): Router {
  const router = Router();
  router.use(requirePermission("manageRedirects"));
  router.get("/", async (_req, res) => {
    res.json(await listRedirects(db));
  });
  // Visitors' cached 301s must go with it: the page caches are emptied before the answer.
  router.delete("/:id", changesContent, async (req, res) => {
    await deleteRedirect(db, writeContext(req), parseId(req.params.id));
    res.status(204).end();
  });
  return router;
}
