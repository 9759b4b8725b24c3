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

/**
 * Whether two form values hold the same data: strings, numbers, booleans, null, and lists and
 * records of them, compared by content (a gallery list rebuilt with the same entries is equal).
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A form's values and errors. `unchanged` is what counts as no change (by default the initial
 * values): a form that opens on an AI draft has unsaved work from the start.
 */
export function useForm<V extends Record<string, unknown>>(initial: V | (() => V), unchanged?: V) {
  const [values, setValues] = useState<V>(initial);
  // What the form opened with (or was last reset to): the measure of unsaved changes.
  const [baseline, setBaseline] = useState<V>(() => unchanged ?? values);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  /** New values that count as unchanged (a reset, a restored version). */
  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
  }, []);
  const isDirty = !sameValues(values, baseline);
  return { values, set, setValues, errors, setErrors, reset, baseline, isDirty };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
