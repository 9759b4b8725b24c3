// "3 days ago" for a recent instant (issue 27, item 5: when a figure was last updated). Beyond RECENT_DAYS the
// caller shows a date instead (app/lib/format-time.ts), since "5 months ago" reads vaguer than the date.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const RECENT_DAYS = 30;

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; null when older than RECENT_DAYS or in the future. */
export function relativeTime(value: string | Date, now: Date, locale = "en-US"): string | null {
  const then = value instanceof Date ? value : new Date(value);
  const elapsed = now.getTime() - then.getTime();
  // A clock a little ahead of the server's still reads "just now".
  if (Number.isNaN(elapsed) || elapsed < -MINUTE || elapsed >= RECENT_DAYS * DAY) return null;
  if (elapsed < MINUTE) return "just now";
  const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), "hour");
  return words.format(-Math.floor(elapsed / DAY), "day");
}
