import { SLUG_MAX } from "./constants.ts";

/**
 * docs/product.md#content-rules: lowercase, drop everything but letters, digits, spaces and hyphens,
 * spaces become hyphens, cut at 100 characters. Accents are folded first so
 * "Café" keeps its letters, and runs of separators collapse to one hyphen.
 * Whitespace is the ASCII kind only (after NFKD has turned no-break and other Unicode spaces
 * into plain ones): db/migrations/0008 applies this same rule in SQL (`arcwell_slug`), whose
 * regular expressions know no other, and tests/integration/journal-paging.test.ts checks both agree.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9 \t\n\r\f\v-]/g, "")
    .replace(/[ \t\n\r\f\v-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` could be a stored slug: anything else (a NUL byte, say) is never looked up. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/** The n-th candidate for a taken slug: base, base-2, base-3 … kept within the length cap. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "") + suffix;
}
