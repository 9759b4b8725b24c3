import { z } from "zod";
import { PREVIEW_DAYS_DEFAULT, PREVIEW_DAYS_MAX } from "../constants.ts";

// docs/product.md#preview-links: POST /api/previews and GET /api/previews?type=&id=.

export const PREVIEW_TYPES = ["blog-post", "case-study"] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

const type = z.enum(PREVIEW_TYPES, { error: "Use blog-post or case-study." });
const id = z.guid({ error: "Give the id of the post or case study." }).transform((v) => v.toLowerCase());

export const previewInputSchema = z.strictObject({
  type,
  id,
  expiresInDays: z
    .number({ error: `Use a whole number of days from 1 to ${PREVIEW_DAYS_MAX}.` })
    .int(`Use a whole number of days from 1 to ${PREVIEW_DAYS_MAX}.`)
    .min(1, `Use a whole number of days from 1 to ${PREVIEW_DAYS_MAX}.`)
    .max(PREVIEW_DAYS_MAX, `Use a whole number of days from 1 to ${PREVIEW_DAYS_MAX}.`)
    .default(PREVIEW_DAYS_DEFAULT),
});
export type PreviewInput = z.infer<typeof previewInputSchema>;

export const previewListQuerySchema = z.strictObject({ type, id });
