// docs/product.md#constants date formats. Always formatted in UTC so the server's HTML and the browser's
// hydration render the same text, whatever the visitor's time zone.

type DateInput = Date | string | number | null | undefined;

// The two formats are fixed US English, so they are spelt out here rather than asked of Intl:
// a browser's first Intl.DateTimeFormat loads locale and zone data (about 20 ms of main thread on
// a fast machine, four times that on a phone), which blocked hydration of every page with a date.
// Intl still answers for years a month table cannot spell ("1 BC" and the like); dates.test.ts
// checks the table against Intl across the whole range of Date.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
let intl: { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat } | undefined;
function viaIntl(date: Date, style: "long" | "short"): string {
  intl ??= {
    long: new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }),
    short: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
  };
  return intl[style].format(date);
}

function spell(date: Date, style: "long" | "short"): string {
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return viaIntl(date, style);
  const month = MONTHS[date.getUTCMonth()]!;
  return `${style === "long" ? month : month.slice(0, 3)} ${date.getUTCDate()}, ${year}`;
}

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
  return date ? spell(date, "long") : null;
}

/** 'Nov 22, 2026', or null when there is no valid date. */
export function formatShortDate(value: DateInput): string | null {
  const date = toDate(value);
  return date ? spell(date, "short") : null;
}

/** Journal dates: long US format; 'Recently' when missing (docs/product.md#public-screens). */
export function formatJournalDate(value: DateInput): string {
  return formatLongDate(value) ?? RECENTLY;
}

/** Dashboard blog dates: short US format; 'Not published' when missing (docs/product.md#entities). */
export function formatPublishedShort(value: DateInput): string {
  return formatShortDate(value) ?? NOT_PUBLISHED;
}

/** For <time dateTime>: the ISO timestamp, or undefined when there is no valid date. */
export function isoDateTime(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}
