import { Router } from "express";
import { z } from "zod";
import { PREVIEW_PATH } from "#core/constants.ts";
import { previewInputSchema, previewListQuerySchema } from "#core/schemas/preview.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "../previews/preview-links.server.ts";
import { NewPreviewLink, PreviewLink } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// Preview links (docs/product.md#preview-links), staff only. A preview is never cached and never
// public content, so these writes leave the page cache alone.
export const previewsApi = describeApi("Preview links", "Show a draft to someone before it goes live.", {
  "POST /api/previews": {
    summary: "Make a preview link",
    description: "The address (with its token) is in this answer only. It expires after `expiresInDays` (1–30, 7).",
    access: "staff",
    body: previewInputSchema,
    responses: { 201: NewPreviewLink },
  },
  "GET /api/previews": {
    summary: "List the live preview links of a post or case study",
    access: "staff",
    query: previewListQuerySchema,
    responses: { 200: z.array(PreviewLink) },
  },
  "DELETE /api/previews/:id": {
    summary: "Revoke a preview link",
    description: "At once: the address answers 404 from then on.",
    access: "staff",
    responses: { 204: "Revoked." },
  },
});

export function previewsRouter(db: Db, opts: { linkOrigin: OriginOf }): Router {
  const router = Router();
  router.use(requirePermission("managePreviews"));
  router.post("/", noContentChange, requireJsonBody, async (req, res) => {
    const link = await createPreviewLink(db, parseWith(previewInputSchema, req.body), writeContext(req));
    // Absolute (docs/product.md#editorial-calls), on the origin the caller's browser is on, never a made-up Host.
    const origin = opts.linkOrigin(req) ?? "";
    res.status(201).json({ id: link.id, url: `${origin}${PREVIEW_PATH}${link.token}`, expiresAt: link.expiresAt });
  });
  router.get("/", async (req, res) => {
    const { type, id } = parseWith(previewListQuerySchema, req.query);
    res.json(await listPreviewLinks(db, type, id));
  });
  router.delete("/:id", noContentChange, async (req, res) => {
    await revokePreviewLink(db, parseId(req.params.id), writeContext(req));
    res.status(204).end();
  });
  return router;
}
