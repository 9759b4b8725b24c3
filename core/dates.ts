// SPEC §9 date formats. Always formatted in UTC so the server's HTML and the browser's
// hydration render the same text, whatever the visitor's time zone.

type DateInput = Date | string | number | null | undefined;

const LONG = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const RECENTLY = "Recently";
export const NOT_PUBLISHED = "Not published";

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'November 22, 2026', or null when there is no valid date. */
export function formatLongDate(value: DateInput): string | null {
  const date = toDate(value);
  return date ? LONG.format(date) : null;
}

/** 'Nov 22, 2026', or null when there is no valid date. */
export function formatShortDate(value: DateInput): string | null {
  const date = toDate(value);
  return date ? SHORT.format(date) : null;
}

/** Journal dates: long US format; 'Recently' when missing (SPEC §2). */
export function formatJournalDate(value: DateInput): string {
  return formatLongDate(value) ?? RECENTLY;
}

/** Dashboard blog dates: short US format; 'Not published' when missing (SPEC §3). */
export function formatPublishedShort(value: DateInput): string {
  return formatShortDate(value) ?? NOT_PUBLISHED;
}

/** For <time dateTime>: the ISO timestamp, or undefined when there is no valid date. */
export function isoDateTime(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}
