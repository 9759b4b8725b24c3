import { SLUG_MAX } from "./constants.ts";

/**
 * docs/product.md#content-rules: lowercase, drop everything but letters, digits, spaces and hyphens,
 * spaces become hyphens, cut at 100 characters. Accents are folded first so
 * "Café" keeps its letters, and runs of separators collapse to one hyphen.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The n-th candidate for a taken slug: base, base-2, base-3 … kept within the length cap. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "") + suffix;
}
