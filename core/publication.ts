// When visitors may see a post or case study (docs/product.md#scheduling): published, and its
// publication instant has come. db/migrations/0009 keeps the same rule in the is_live column.

export const PUBLICATION_STATUSES = ["draft", "scheduled", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export function publicationStatus(
  entry: { isPublished: boolean; publishedAt: Date | string | null },
  now: Date = new Date(),
): PublicationStatus {
  if (!entry.isPublished) return "draft";
  if (entry.publishedAt !== null && new Date(entry.publishedAt).getTime() > now.getTime()) return "scheduled";
  return "published";
}
