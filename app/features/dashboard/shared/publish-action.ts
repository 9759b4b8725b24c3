import type { PublicationStatus } from "#core/publication.ts";
import { formatDateTime, isFutureLocal, localInputToIso } from "./publication.ts";

// The words of a post's or case study's save button say what the save will do (issue 26; scheduling:
// docs/product.md#editorial-calls): save a draft, publish now, schedule for a date, update what is live, or
// take it off the site. The date is the dashboard's one format, in the viewer's zone.

export interface PublishAction {
  label: string;
  /** While the save is on its way. */
  pendingLabel: string;
}

export function publishAction(
  values: { isPublished: boolean; /** datetime-local, or "" */ publishedAt: string },
  saved: { isPublished: boolean; status?: PublicationStatus } | null,
  now: Date = new Date(),
): PublishAction {
  // Live now: published, its date come (an admin read without a status is judged live when published).
  const isLive = !!saved?.isPublished && (saved.status ?? "published") === "published";
  if (!values.isPublished) {
    return isLive
      ? { label: "Unpublish", pendingLabel: "Unpublishing..." }
      : { label: "Save draft", pendingLabel: "Saving..." };
  }
  if (isFutureLocal(values.publishedAt, now)) {
    return {
      label: `Schedule for ${formatDateTime(localInputToIso(values.publishedAt)!)}`,
      pendingLabel: "Scheduling...",
    };
  }
  return isLive ? { label: "Update", pendingLabel: "Saving..." } : { label: "Publish", pendingLabel: "Publishing..." };
}
