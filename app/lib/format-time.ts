// Times in the dashboard (issue 26, docs/decisions/044-history-in-words.md): one format everywhere, in the
// reader's own language and time zone: "May 1, 2026, 2:30 PM" (dateStyle medium, timeStyle short). The API
// speaks ISO 8601 UTC; the dashboard shows what it lists only once it has read it in the browser, so these
// never run in a server render (the public site's dates are core/dates.ts, fixed US English in UTC).
// shared/publication.ts keeps a formatDateTime of the same format that the publish-date field uses.

type Instant = string | number | Date;

/** The options of the one format. */
export const DATE_TIME_STYLE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const DATE_STYLE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

/** The reader's formats, made once (a browser's first Intl.DateTimeFormat loads locale and zone data). */
let readers: { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | undefined;

function formatter(kind: "dateTime" | "date", locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const style = kind === "dateTime" ? DATE_TIME_STYLE : DATE_STYLE;
  if (locale !== undefined || timeZone !== undefined) return new Intl.DateTimeFormat(locale, { ...style, timeZone });
  readers ??= {
    dateTime: new Intl.DateTimeFormat(undefined, DATE_TIME_STYLE),
    date: new Intl.DateTimeFormat(undefined, DATE_STYLE),
  };
  return readers[kind];
}

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/**
 * "May 1, 2026, 2:30 PM" in the reader's locale and time zone; `locale` and `timeZone` only for tests.
 * A value that is no instant is shown as it is.
 */
export function formatDateTime(value: Instant, locale?: string, timeZone?: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter("dateTime", locale, timeZone).format(date);
}

/** "May 1, 2026": the reader's day of an instant, where a time would say too much. */
export function formatDate(value: Instant, locale?: string, timeZone?: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter("date", locale, timeZone).format(date);
}

/** An ISO 8601 instant with a zone, as the server writes them (into audit summaries, for one). */
export const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

export type TextPiece = { text: string } | { text: string; instant: string };

/**
 * A text with each ISO instant in it as the one format: "scheduled for 2026-05-01T21:30:00.000Z" reads
 * "scheduled for May 1, 2026, 2:30 PM". Pieces, so that a screen can mark each time up as a <time>.
 */
export function instantsInText(text: string, format: (iso: string) => string = formatDateTime): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ISO_INSTANT)) {
    const iso = match[0];
    if (Number.isNaN(Date.parse(iso))) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: format(iso), instant: iso });
    last = match.index + iso.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
