import { DEFAULT_READ_TIME, READ_TIME_MAX, READ_TIME_MIN } from "./constants.ts";

// docs/product.md#content-rules dashboard form inputs turned into API values (and back, for edit dialogs).

export interface StatLine {
  label: string;
  value: string;
  description?: string;
}

/**
 * Stats text: one stat per line as "label | value | description"; blank lines ignored,
 * description optional. A line missing its value is kept so validation can point at it.
 */
export function parseStatsLines(text: string): StatLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [label = "", value = "", ...rest] = line.split("|").map((part) => part.trim());
      const description = rest.join(" | ").trim();
      return description ? { label, value, description } : { label, value };
    });
}

export function formatStatsLines(stats: readonly StatLine[] | null | undefined): string {
  return (stats ?? []).map((s) => [s.label, s.value, ...(s.description ? [s.description] : [])].join(" | ")).join("\n");
}

/** Tags: comma-separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function formatTags(tags: readonly string[] | null | undefined): string {
  return (tags ?? []).join(", ");
}

const WHOLE = /^[+-]?\d+$/;

/**
 * A whole number typed into a numeric input, with no fallback (docs/product.md#content-rules card sort order, post
 * read time): blank → undefined (the server's default), anything else not whole → NaN, which
 * the schema reports as "Must be a whole number."
 */
export function parseWholeNumber(text: string): number | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  return WHOLE.test(value) ? Number(value) : Number.NaN;
}

/** Case study read time: 1–120 minutes, 5 when invalid (docs/product.md#content-rules). */
export function parseCaseStudyReadTime(text: string): number {
  const value = parseWholeNumber(text);
  return value !== undefined && value >= READ_TIME_MIN && value <= READ_TIME_MAX ? value : DEFAULT_READ_TIME;
}

/** Case study sort order: 0 or more, 0 when invalid (docs/product.md#content-rules). */
export function parseCaseStudySortOrder(text: string): number {
  const value = parseWholeNumber(text);
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : 0;
}
