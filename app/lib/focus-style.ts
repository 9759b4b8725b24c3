import type { ImagePositions } from "#core/media-item.ts";

// Public pages crop library images around their focal point (decision 062). Kept apart from
// core/media-item.ts, which the dashboard shares: the pages' bundles take only this lookup.

/** The style that centres a cropped image on its focal point (none: the browser's centre). */
export function focusStyle(
  positions: ImagePositions | undefined,
  url: string | null | undefined,
): { objectPosition: string } | undefined {
  const position = url ? positions?.[url] : undefined;
  return position ? { objectPosition: position } : undefined;
}
