import type { PublicationStatus } from "#core/publication.ts";

/**
 * What the slug field's hint adds when a published entry is being renamed: its old address will
 * lead to the new one (decision 032; the server keeps the redirect).
 */
export function renameNote(
  pathPrefix: string,
  newSlug: string,
  item: { slug: string; status?: PublicationStatus } | null,
): string {
  if (!item || item.status !== "published" || !newSlug || newSlug === item.slug) return "";
  return `. The old address, ${pathPrefix}${item.slug}, will redirect here.`;
}
