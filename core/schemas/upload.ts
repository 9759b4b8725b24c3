import { z } from "zod";
import { UPLOAD_PURPOSES } from "../uploads.ts";

/**
 * What a file of another type is told, by the server (415) and by the Media section before any
 * request. Kept here, not in uploads.ts, which public pages load (responsive images).
 */
export const UPLOAD_TYPES_MESSAGE = "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.";

/** The body of POST /api/objects/upload. The server answers 415/413 for a type or size it refuses. */
export const uploadRequestSchema = z.strictObject({
  contentType: z
    .string({ error: "Must be text." })
    .trim()
    .toLowerCase()
    .min(1, "This field is required.")
    .max(100, "Use at most 100 characters."),
  size: z
    .number({ error: "Must be a number of bytes." })
    .int("Must be a whole number of bytes.")
    .min(1, "The file is empty."),
  purpose: z.enum(UPLOAD_PURPOSES, { error: "Unknown upload purpose." }).default("default"),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
