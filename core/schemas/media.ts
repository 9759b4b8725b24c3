import { z } from "zod";
import { uploadRequestSchema } from "./upload.ts";

// The media library's inputs (DESIGN §3d, issue 30): the item's own fields, the list's filters
// and a replacement's upload. Focal points are fractions of the image (0 left/top, 1 right/bottom).

const tag = z
  .string({ error: "Must be text." })
  .trim()
  .min(1, "A tag cannot be empty.")
  .max(50, "Use at most 50 characters per tag.");

export const focalPointSchema = z.strictObject({
  x: z.number({ error: "Must be a number from 0 to 1." }).min(0, "Use 0 to 1.").max(1, "Use 0 to 1."),
  y: z.number({ error: "Must be a number from 0 to 1." }).min(0, "Use 0 to 1.").max(1, "Use 0 to 1."),
});

export const mediaUpdateSchema = z
  .strictObject({
    title: z.string({ error: "Must be text." }).trim().max(200, "Use at most 200 characters.").optional(),
    /** null: no alt text yet; "": decorative. */
    alt: z.string({ error: "Must be text." }).trim().max(1000, "Use at most 1000 characters.").nullable().optional(),
    tags: z
      .array(tag, { error: "Must be a list of tags." })
      .max(30, "Use at most 30 tags.")
      .transform((tags) => [...new Set(tags)])
      .optional(),
    focalPoint: focalPointSchema.nullable().optional(),
  })
  // An empty body changes nothing and would be an UPDATE without a column: refused as bad input.
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one of title, alt, tags and focalPoint.");
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

export const mediaListQuerySchema = z.strictObject({
  q: z.string().trim().max(200, "Use at most 200 characters.").optional(),
  type: z.enum(["image", "video"], { error: "Use image or video." }).optional(),
  tag: z.string().trim().min(1).max(50, "Use at most 50 characters.").optional(),
  unused: z.enum(["true", "false"], { error: "Use true or false." }).optional(),
  /** Only the items at these addresses (repeat `url`): the dashboard's tiles ask for their focal points. */
  url: z
    .union([z.string().max(500), z.array(z.string().max(500)).max(100, "Ask for at most 100 addresses.")], {
      error: "Must be addresses.",
    })
    .transform((url) => (Array.isArray(url) ? url : [url]))
    .optional(),
  limit: z.string().optional(),
  cursor: z.string().optional(),
});

/**
 * DELETE /api/media?unused=true: the owner's "Delete all unused". Asked for in so many words, so
 * that a bare DELETE of the collection (a mistake, a script's typo) deletes nothing.
 */
export const mediaDeleteQuerySchema = z.strictObject({
  unused: z.literal("true", { error: "Only unused items can be deleted at once: add unused=true." }),
});

/** POST /api/media/{id}/replace: the new file's type and size, as for an upload. */
export const mediaReplaceSchema = uploadRequestSchema;
