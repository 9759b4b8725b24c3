import type { Db } from "#db/client.server.ts";
import { Router } from "express";
import { UPLOAD_TYPES_MESSAGE, uploadRequestSchema } from "#core/schemas/upload.ts";
import { UPLOAD_LIMIT_MB } from "#core/constants.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { grantUpload } from "../storage/uploads.server.ts";
import { UploadTicket } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// POST /api/objects/upload { contentType, size, purpose } → { uploadURL, objectPath } (docs/product.md#api):
// a pre-signed address for one PUT of exactly that size and type (storage/uploads.server.ts).

export const objectsApi = describeApi("Uploads", "Images for cards, posts and case studies.", {
  "POST /api/objects/upload": {
    summary: "Get an address to upload one image to",
    description: "Then PUT the file to `uploadURL` with the same Content-Type and size; use `objectPath` in content.",
    access: "staff",
    body: uploadRequestSchema,
    responses: { 200: UploadTicket },
    errors: {
      413: `The file is over its purpose's limit (${Object.entries(UPLOAD_LIMIT_MB)
        .map(([purpose, mb]) => `${purpose} ${mb} MB`)
        .join(", ")}), or the body over 1 MB.`,
      415: `${UPLOAD_TYPES_MESSAGE} Or the body is not sent as JSON.`,
      503: "Uploads are not configured.",
    },
  },
});

export function objectsApiRouter(opts: { db: Db; storage?: ObjectStorage; linkOrigin: OriginOf }): Router {
  const router = Router();
  router.post("/upload", noContentChange, requirePermission("upload"), requireJsonBody, async (req, res) => {
    if (!opts.storage) throw new HttpError(503, "Uploads are not configured");
    const { contentType, size, purpose } = parseWith(uploadRequestSchema, req.body);
    // Local uploads go back to this server, at the origin the caller's browser is on (never a made-up Host).
    const origin = opts.linkOrigin(req) ?? "";
    res.json(await grantUpload(opts.db, opts.storage, writeContext(req), { contentType, size, purpose, origin }));
  });
  return router;
}
