import { randomUUID } from "node:crypto";
import {
  fileTooLargeMessage,
  isFileTooLarge,
  isUploadImageType,
  OBJECT_PATH_PREFIX,
  type UploadPurpose,
} from "#core/uploads.ts";
import { UPLOAD_TYPES_MESSAGE } from "#core/schemas/upload.ts";
import type { Db } from "#db/client.server.ts";
import { recordAudit, type WriteContext } from "../audit/audit.server.ts";
import { NotFoundError, TooLargeError, UnsupportedTypeError } from "../errors.server.ts";
import type { ObjectStorage } from "./storage.server.ts";
import { recordGrantedUpload, startReplacement } from "../media/files.server.ts";

// Upload tickets (docs/product.md#api): a pre-signed address for one PUT of exactly that size and
// type, under a key we choose. The ticket is what this server grants (the bytes may go straight
// to S3), so granting it is what the audit log records.

export interface UploadRequest {
  contentType: string;
  size: number;
  purpose: UploadPurpose;
  /** The origin the caller's browser is on: local uploads go back to this server there. */
  origin: string;
  /** A media item whose file the upload replaces (decision 058). */
  replacing?: string;
}

/** Checks the type and size, signs the address and records the grant. */
export async function grantUpload(db: Db, storage: ObjectStorage, ctx: WriteContext, input: UploadRequest) {
  const { contentType, size, purpose } = input;
  if (!isUploadImageType(contentType))
    throw new UnsupportedTypeError(UPLOAD_TYPES_MESSAGE, { contentType: [UPLOAD_TYPES_MESSAGE] });
  if (isFileTooLarge(size, purpose))
    throw new TooLargeError(fileTooLargeMessage(purpose), { size: [fileTooLargeMessage(purpose)] });
  const key = `uploads/${randomUUID()}`;
  const uploadURL = await storage.presignUpload({ key, contentType, size, origin: input.origin });
  const objectPath = `${OBJECT_PATH_PREFIX}${key}`;
  // A media item from now on, pending until its bytes arrive, or an item's replacement (decision 058).
  if (input.replacing === undefined) await recordGrantedUpload(db, key, contentType, size);
  else if (!(await startReplacement(db, input.replacing, key, contentType))) throw new NotFoundError("Media item");
  await recordAudit(db, ctx, {
    action: "upload",
    entityType: "upload",
    entityId: objectPath,
    summary: `Upload of a ${contentType} of ${size} bytes (${purpose})${input.replacing ? `, replacing media ${input.replacing}` : ""}`,
  });
  return { uploadURL, objectPath };
}
