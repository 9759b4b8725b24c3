import { z } from "zod";
import { hasNoNul } from "./common.ts";

// docs/product.md#autosave: PUT /api/autosaves/{collection}/{key} and its reads. `values` is the
// editor's form state, given back as it was sent; `fields` is what the editor would send as the
// entry's PUT body, of which the server keeps only the fields that pass the entry's own rules.

/** The collections that autosave, and the entity type each is stored under. */
export const AUTOSAVE_COLLECTIONS = { "blog-posts": "blog-post", "case-studies": "case-study" } as const;
export type AutosaveCollection = keyof typeof AUTOSAVE_COLLECTIONS;
export type AutosaveEntityType = (typeof AUTOSAVE_COLLECTIONS)[AutosaveCollection];

export const autosaveCollectionParam = z.enum(Object.keys(AUTOSAVE_COLLECTIONS) as [AutosaveCollection]);

/** The serialized `values` (and `fields`) may each be at most this large. */
export const AUTOSAVE_MAX_BYTES = 1024 * 1024;
/** How deep `values` may nest: deeper than any form, shallow enough for every parser on the way. */
export const AUTOSAVE_MAX_DEPTH = 64;
/** At most this many autosaves a minute per person (server/api/autosaves.server.ts). */
export const AUTOSAVES_PER_MINUTE = 40;
/** The list read's length. */
export const AUTOSAVE_LIST_MAX = 50;
/** Autosaves untouched this long are deleted, on the server and in the browser. */
export const AUTOSAVE_KEPT_DAYS = 30;
/** The stored title's length, in characters. */
export const AUTOSAVE_TITLE_MAX = 200;

/** A lone UTF-16 surrogate: JSON text may carry one, PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /\p{Cs}/u;
const storableText = (text: string) => hasNoNul(text) && !LONE_SURROGATE.test(text);

/** Why PostgreSQL could not keep `value` as jsonb, or null (walked without recursion). */
function unstorable(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (typeof node === "string") {
      if (!storableText(node)) return "Contains an invalid character.";
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    if (depth >= AUTOSAVE_MAX_DEPTH) return `Nest at most ${AUTOSAVE_MAX_DEPTH} levels deep.`;
    for (const [key, child] of Object.entries(node)) {
      if (!storableText(key)) return "Contains an invalid character.";
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

const jsonObject = (what: string) =>
  z.record(z.string(), z.unknown(), { error: "Must be an object." }).superRefine((value, ctx) => {
    const problem = unstorable(value);
    if (problem) return void ctx.addIssue({ code: "custom", message: problem });
    if (new TextEncoder().encode(JSON.stringify(value)).length > AUTOSAVE_MAX_BYTES)
      ctx.addIssue({ code: "custom", message: `Keep the ${what} under 1 MB.` });
  });

export const autosaveInputSchema = z.strictObject({
  values: jsonObject("editor's values").meta({
    description: "The editor's form state, kept as sent and given back by GET (any JSON object, at most 1 MB).",
  }),
  fields: jsonObject("fields").meta({
    description:
      "The entry's fields as its PUT body names them. Only those that pass the entry's rules are kept, HTML sanitized; the others are left out without an error. A preview link shows them over the entry.",
  }),
  isNew: z.boolean({ error: "Must be true or false." }).meta({
    description: "True while the entry does not exist yet: `key` is then the editor's own key, not an entry's id.",
  }),
  baseUpdatedAt: z.iso
    .datetime({ offset: true, error: "Use an ISO 8601 date and time." })
    .nullish()
    .meta({ description: "The entry's updatedAt when the editor opened it (null for a new entry)." }),
});
export type AutosaveInput = z.infer<typeof autosaveInputSchema>;
