import { publicationStatus, type PublicationStatus } from "#core/publication.ts";

// Scheduled publishing (docs/product.md#editorial-calls): a post or case study saved published with a future
// publishedAt is scheduled. The dashboard shows and edits that instant in the viewer's own time zone; the API
// speaks ISO 8601 UTC.

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as `<input type="datetime-local">` holds it ("2026-05-01T14:30", local time); "" when none. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value (local time) as an ISO UTC instant; null when empty or not a date. */
export function localInputToIso(local: string): string | null {
  // Date-time text without an offset is local time (ECMA-262 Date Time String Format).
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Whether a datetime-local value names an instant after `now`. */
export function isFutureLocal(local: string, now: Date = new Date()): boolean {
  const iso = localInputToIso(local);
  return iso !== null && Date.parse(iso) > now.getTime();
}

/**
 * The `publishedAt` to send, or undefined to leave it out. Only a date the person changed is sent, so an
 * untouched form keeps today's rule (the server stamps the first publication). A date cleared on a
 * published entry means "publish now"; on a draft, "no date yet".
 */
export function publishedAtToSend(
  value: string,
  unchanged: string,
  isPublished: boolean,
  now: Date = new Date(),
): string | null | undefined {
  if (value === unchanged) return undefined;
  const iso = localInputToIso(value);
  if (iso) return iso;
  return isPublished ? now.toISOString() : null;
}

/**
 * What a tile shows: the server's derived `status`, unless the tile's switch has just turned the entry into
 * a draft or out of one (its new state shows while the change is on its way); then the date decides.
 */
export function displayStatus(
  item: { isPublished: boolean; publishedAt: string | null; status?: PublicationStatus },
  now: Date = new Date(),
): PublicationStatus {
  if (!item.isPublished) return "draft";
  if (item.status === "scheduled" || item.status === "published") return item.status;
  return publicationStatus(item, now);
}

/**
 * A tile's publish switch, in agreement with its badge: on and "Scheduled" for a scheduled entry (turning it
 * off keeps it back as a draft), else "Published". `note` says what is not in the name: when a scheduled
 * entry goes live, and that turning on a draft whose date is still ahead schedules it.
 */
export function publishSwitch(
  item: { isPublished: boolean; publishedAt: string | null },
  status: PublicationStatus,
  now: Date = new Date(),
): { label: string; note?: string } {
  if (status === "scheduled") {
    return {
      label: "Scheduled",
      note: item.publishedAt
        ? `Goes live on ${formatDateTime(item.publishedAt)}. Turn it off to keep it as a draft.`
        : undefined,
    };
  }
  if (status === "draft" && item.publishedAt && Date.parse(item.publishedAt) > now.getTime())
    return { label: "Published", note: `Turning it on schedules it for ${formatDateTime(item.publishedAt)}.` };
  return { label: "Published" };
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "May 1, 2026, 2:30 PM" in the viewer's locale and time zone (dashboard only: its tiles render in the browser). */
export function formatDateTime(value: string | Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}

/** The line under the publish date: what the chosen date will do. */
export function publishDateHint(value: string, isPublished: boolean, now: Date = new Date()): string {
  const iso = localInputToIso(value);
  if (!iso) return "Leave empty to publish now.";
  const when = formatDateTime(iso);
  if (Date.parse(iso) <= now.getTime()) return `A past date publishes at once, dated ${when}.`;
  return isPublished ? `Scheduled: goes live on ${when}.` : `Turn on Published to schedule it for ${when}.`;
}
