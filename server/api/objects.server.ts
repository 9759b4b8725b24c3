import { randomUUID } from "node:crypto";
import type { Db } from "#db/client.server.ts";
import { recordAudit, writeContext } from "../audit/audit.server.ts";
import { Router } from "express";
import { uploadRequestSchema } from "#core/schemas/upload.ts";
import { fileTooLargeMessage, isFileTooLarge, isUploadImageType, OBJECT_PATH_PREFIX } from "#core/uploads.ts";
import { UPLOAD_LIMIT_MB } from "#core/constants.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import type { OriginOf } from "../http/request-origin.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { UploadTicket } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// POST /api/objects/upload { contentType, size, purpose } → { uploadURL, objectPath } (docs/product.md#api):
// a pre-signed address for one PUT of exactly that size and type, under a key we choose.

const TYPES_MESSAGE = "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.";

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
      415: `${TYPES_MESSAGE} Or the body is not sent as JSON.`,
      503: "Uploads are not configured.",
    },
  },
});

export function objectsApiRouter(opts: { db: Db; storage?: ObjectStorage; linkOrigin: OriginOf }): Router {
  const router = Router();
  router.post("/upload", noContentChange, requirePermission("upload"), requireJsonBody, async (req, res) => {
    if (!opts.storage) throw new HttpError(503, "Uploads are not configured");
    const { contentType, size, purpose } = parseWith(uploadRequestSchema, req.body);
    if (!isUploadImageType(contentType)) throw new HttpError(415, TYPES_MESSAGE, { contentType: [TYPES_MESSAGE] });
    if (isFileTooLarge(size, purpose))
      throw new HttpError(413, fileTooLargeMessage(purpose), { size: [fileTooLargeMessage(purpose)] });
    const key = `uploads/${randomUUID()}`;
    // Local uploads go back to this server, at the origin the caller's browser is on (never a made-up Host).
    const origin = opts.linkOrigin(req) ?? "";
    const uploadURL = await opts.storage.presignUpload({ key, contentType, size, origin });
    // The ticket is what this server grants; the bytes may go straight to S3.
    await recordAudit(opts.db, writeContext(req), {
      action: "upload",
      entityType: "upload",
      entityId: `${OBJECT_PATH_PREFIX}${key}`,
      summary: `Upload of a ${contentType} of ${size} bytes (${purpose})`,
    });
    res.json({ uploadURL, objectPath: `${OBJECT_PATH_PREFIX}${key}` });
  });
  return router;
}
