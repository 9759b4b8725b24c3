import { useCallback, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "#core/schemas/common.ts";
import { ApiError } from "#app/lib/api.ts";

// Dashboard forms are plain controlled components: values as the inputs hold them, validated
// with the API's own zod schema on submit; messages shown under each field (docs/product.md#content-rules).

export type FormErrors = Partial<Record<string, string>>;

/** How list items are named in messages: "stats.1.value" → "Line 2: …". */
export type ItemNames = Partial<Record<string, string>>;

/** One message per form field from `errors` (API body or zod), nested paths folded into their field. */
export function toFormErrors(errors: Record<string, string[]>, itemNames: ItemNames = {}): FormErrors {
  const out: FormErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [field = "_", index, ...rest] = path.split(".");
    if (out[field] || !messages[0]) continue;
    const isItem = index !== undefined && /^\d+$/.test(index);
    const prefix = isItem
      ? `${itemNames[field] ?? "Item"} ${Number(index) + 1}${rest.length ? ` (${rest.join(".")})` : ""}: `
      : "";
    out[field] = prefix + messages[0];
  }
  return out;
}

export function zodFormErrors(error: z.ZodError, itemNames?: ItemNames): FormErrors {
  return toFormErrors(fieldErrors(error), itemNames);
}

/** Field errors of a 400 answer, if that is what `error` is. */
export function apiFormErrors(error: unknown, itemNames?: ItemNames): FormErrors | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const errors = error.fieldErrors;
  return Object.keys(errors).length ? toFormErrors(errors, itemNames) : null;
}

export function useForm<V extends Record<string, unknown>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);
  return { values, set, setValues, errors, setErrors, reset };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
