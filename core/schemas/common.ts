import { z } from "zod";
import { ALT_TEXT_MAX } from "../image-alt.ts";
import { SLUG_MAX } from "../constants.ts";
import { SLUG_PATTERN } from "../slug.ts";

// In the browser the page CSP forbids eval: tell zod not to probe for it (the probe itself
// would be reported as a CSP violation). On the server zod keeps its compiled fast path.
if (typeof document !== "undefined") z.config({ jitless: true });

// Building blocks shared by every entity schema. Messages are shown under form fields
// and returned by the API in `errors` (docs/product.md#api-errors).

export const REQUIRED = "This field is required.";

const NUL_MESSAGE = "Contains an invalid character.";
/** PostgreSQL text cannot hold NUL; refuse it as bad input rather than fail in the database. */
export const hasNoNul = (v: string) => !v.includes("\u0000");

export const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Use at most ${max} characters.`)
    .refine(hasNoNul, NUL_MESSAGE);

const nullableText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(hasNoNul, NUL_MESSAGE)
    .nullish();

/**
 * An optional text: blank becomes null (cleared); absent stays undefined so a partial
 * update leaves the stored value alone.
 */
export const optionalText = (max: number) =>
  nullableText(max)
    .transform((v) => (v === undefined ? undefined : v || null))
    .optional();

/** An optional text inside a list item: blank means absent. */
export const omittableText = (max: number) =>
  nullableText(max)
    .transform((v) => v || undefined)
    .optional();

/** A list of short strings (tags, services): trimmed, empties dropped, duplicates removed. */
export const stringList = (itemMax: number, maxItems: number) =>
  z
    .array(z.string({ error: "Must be text." }).max(itemMax, `Each item must be at most ${itemMax} characters.`), {
      error: "Must be a list of text.",
    })
    .max(maxItems, `Use at most ${maxItems} items.`)
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter((s) => s && hasNoNul(s)))]);

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

/**
 * docs/product.md#entities image rule: an address (starting with / or http) or a name from the local
 * image map. Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export function isImageRef(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  if (/^https?:/i.test(value)) return isHttpUrl(value);
  return /^[\w.-]+$/.test(value);
}

const IMAGE_REF_MESSAGE = "Use a web address (https://…), a site path (/…) or an image name.";

export const imageRefRequired = z
  .string({ error: "Must be text." })
  .trim()
  .max(2048, "Use at most 2048 characters.")
  .refine(hasNoNul, NUL_MESSAGE)
  .refine(isImageRef, IMAGE_REF_MESSAGE);

export const optionalImageRef = optionalText(2048).refine((v) => v == null || isImageRef(v), IMAGE_REF_MESSAGE);
export const omittableImageRef = omittableText(2048).refine((v) => v == null || isImageRef(v), IMAGE_REF_MESSAGE);

/**
 * A website: http(s) address, or a bare host to which https:// is prepended when shown
 * (docs/product.md#public-screens).
 */
export function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (SCHEME.test(value)) return isHttpUrl(value);
  return /^[^/.][^/]*\.[^/]+/.test(value) && isHttpUrl(`https://${value}`);
}

export const optionalWebsite = optionalText(2048).refine(
  (v) => v == null || isWebsite(v),
  "Use a web address such as https://example.com.",
);

export const httpUrl = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2048, "Use at most 2048 characters.")
  .refine(hasNoNul, NUL_MESSAGE)
  .refine(isHttpUrl, "Use a web address starting with http:// or https://.");

export const slugField = z
  .string({ error: "Must be text." })
  .trim()
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .refine((v) => v === "" || SLUG_PATTERN.test(v), "Use lowercase letters, digits and single hyphens.")
  .nullish()
  .transform((v) => v || undefined)
  .optional();

/** A slug field that can be cleared: blank or null stores null, absent leaves it alone. */
export const clearableSlug = z
  .string({ error: "Must be text." })
  .trim()
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .refine((v) => v === "" || SLUG_PATTERN.test(v), "Use lowercase letters, digits and single hyphens.")
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null))
  .optional();

export const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: "Use an ISO 8601 date." })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null ? null : new Date(v)))
  .optional();

/** A row id in a path (`/:id`): anything else names no row, so the API answers 404. */
export const idParam = z.guid();

/** A slug in a path (`/:slug`): one we could never have stored is 404. */
export const slugParam = z.string().max(SLUG_MAX).regex(SLUG_PATTERN);

export const intIn = (min: number, max: number) =>
  z.int({ error: "Must be a whole number." }).min(min, `Must be at least ${min}.`).max(max, `Must be at most ${max}.`);

/** `errors` of the API error body: field path → messages. Unknown keys are reported per key. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  // No prototype: a field named __proto__ or constructor is just a key.
  const out: Record<string, string[]> = Object.create(null);
  const add = (key: string, message: string) => (out[key] ??= []).push(message);
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key].join("."), "Unknown field.");
    } else {
      add(issue.path.length ? issue.path.join(".") : "_", issue.message);
    }
  }
  return out;
}

/** A partial-update schema must carry at least one field. */
export function nonEmptyUpdate<T extends z.ZodObject>(schema: T) {
  return schema
    .partial()
    .extend({
      /**
       * The item's updatedAt as the client last read it (optimistic concurrency): when the stored
       * item is newer the update is refused (409). Without it, the last write wins.
       */
      updatedAt: z.iso.datetime({ offset: true, error: "Use an ISO 8601 date and time." }).optional(),
    })
    .refine(
      (v) => Object.entries(v).some(([key, x]) => key !== "updatedAt" && x !== undefined),
      "Send at least one field to update.",
    );
}

/**
 * Alt text of an image (core/image-alt.ts): text up to 250 characters, "" for a decorative
 * image, null when not given. Absent on an update leaves the stored value alone.
 */
const altValue = z
  .string({ error: "Must be text." })
  .max(ALT_TEXT_MAX, `Use at most ${ALT_TEXT_MAX} characters.`)
  .refine(hasNoNul, "Contains an invalid character.")
  .transform((v) => v.trim())
  .nullable();
export const altText = altValue.optional();
export const altTextList = z
  .array(altValue, { error: "Must be a list of alt texts." })
  .max(50, "Use at most 50 alt texts.")
  .optional();
