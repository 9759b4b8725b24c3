import { formatDate, formatDateTime } from "#app/lib/format-time.ts";

// Preview links of drafts (docs/product.md#editorial-calls preview links): what the dashboard sends and reads.

export type PreviewType = "blog-post" | "case-study";

/** A live link as listed; its address is never listed, only shown once when made. */
export interface PreviewLinkJson {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The email of who made it. */
  createdBy: string;
}

/** The answer to making a link: the only time its address is shown. */
export interface CreatedPreviewLink {
  id: string;
  url: string;
  expiresAt: string;
}

export const PREVIEWS_URL = "/api/previews";
export const PREVIEW_EXPIRY_DAYS = [1, 7, 14, 30] as const;
export const DEFAULT_PREVIEW_EXPIRY_DAYS = 7;

export const previewExpiryOptions = PREVIEW_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 1 ? "1 day" : `${days} days`,
}));

/** The query key and address of an item's live links. */
export function previewListUrl(type: PreviewType, id: string): string {
  return `${PREVIEWS_URL}?${new URLSearchParams({ type, id })}`;
}

export function revokeUrl(linkId: string): string {
  return `${PREVIEWS_URL}/${encodeURIComponent(linkId)}`;
}

/** 'Nov 24, 2026' in the viewer's language and time zone. */
export const localDate = formatDate;

/** 'Nov 24, 2026, 2:05 PM' in the viewer's language and time zone: the dashboard's one format. */
export const localDateTime = formatDateTime;
