import { slugify } from "./slug.ts";

// Addresses of the journal's paged lists, categories and tags (docs/product.md#routes paged lists).
// A category's or tag's slug follows the slug rule; db/migrations/0008 applies the same rule in SQL
// so that the page can find its posts by an indexed column.

/** `/journal/category/{slug}`, or null for a name with no letters or digits to link by. */
export function categoryPath(name: string): string | null {
  const slug = slugify(name);
  return slug ? `/journal/category/${slug}` : null;
}

/** `/journal/tag/{slug}`, or null for a name with no letters or digits to link by. */
export function tagPath(name: string): string | null {
  const slug = slugify(name);
  return slug ? `/journal/tag/${slug}` : null;
}

/** Page `page` of the list at `path`: page 1 is the bare path. */
export function pagePath(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
