import type { z } from "zod";
import { REQUIRED } from "#core/schemas/common.ts";
import { zodFormErrors, type FormErrors, type ItemNames } from "./use-form.ts";

// What a dashboard form's payload mapper answers: the body to send, or the messages to show
// under the fields and the required fields left blank. The API's own zod schema decides both,
// so no form keeps a list of its required fields.

export type FormCheck =
  { ok: true; body: Record<string, unknown> } | { ok: false; errors: FormErrors; missing: string[] };

/**
 * The fields `schema` requires (not optional) that `error` reports blank ('This field is
 * required.'), in the schema's order. An optional field sent blank (a post's author) is refused
 * with the same message but is not missing.
 */
export function missingFields(schema: z.ZodObject, error: z.ZodError): string[] {
  const blank = new Set<PropertyKey>();
  for (const issue of error.issues)
    if (issue.path.length === 1 && issue.message === REQUIRED) blank.add(issue.path[0]!);
  return Object.entries(schema.shape)
    .filter(([key, field]) => blank.has(key) && !field.isOptional())
    .map(([key]) => key);
}

/**
 * `body` checked with the API's schema. Failing, `errors` has one message per field (list items
 * named by `itemNames`), with `extraErrors` in place of the schema's for their fields.
 */
export function checkPayload(
  schema: z.ZodObject,
  body: Record<string, unknown>,
  opts: { itemNames?: ItemNames; extraErrors?: FormErrors } = {},
): FormCheck {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body };
  return {
    ok: false,
    errors: { ...zodFormErrors(result.error, opts.itemNames), ...opts.extraErrors },
    missing: missingFields(schema, result.error),
  };
}
