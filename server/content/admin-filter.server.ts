import { and, ilike, not, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PublicationStatus } from "#core/publication.ts";
import { scheduledFirst, visibleToVisitors } from "./publication.server.ts";

// The dashboard's search and status filter of posts and case studies (docs/product.md#api admin
// lists). Staff look for an entry by what they remember of its title or address, drafts
// included, so this is a substring match rather than the site search's ranked full-text match
// of published words (search.server.ts); the lists stay in their own order and keep paging by
// keyset. A few thousand rows are scanned in well under a millisecond each.

export interface AdminListFilter {
  q?: string;
  status?: PublicationStatus;
}

type Listed = PgTable & { title: PgColumn; slug: PgColumn; isPublished: PgColumn };

// The same three states as adminStatus in publication.server.ts, as conditions.
const IN_STATE: Record<PublicationStatus, (table: Listed) => SQL> = {
  draft: (table) => not(table.isPublished),
  scheduled: scheduledFirst,
  published: visibleToVisitors,
};

/** `%`, `_` and `\` match themselves (backslash is LIKE's default escape): the text is found as typed. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** The rows `filter` keeps, undefined for all. */
export function adminListWhere(table: Listed, filter: AdminListFilter): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    filter.status ? IN_STATE[filter.status](table) : undefined,
    pattern ? or(ilike(table.title, pattern), ilike(table.slug, pattern)) : undefined,
  );
}
