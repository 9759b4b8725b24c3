import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PublicationStatus } from "#core/publication.ts";

// docs/product.md#scheduling in SQL: the derived status of the admin answers, from the is_live
// column that db/migrations/0009 keeps (core/publication.ts holds the same rule for one row).

type Publishable = PgTable & { isPublished: PgColumn };

export const adminStatus = (table: Publishable): SQL<PublicationStatus> =>
  sql<PublicationStatus>`case when not ${table.isPublished} then 'draft' when ${table}.is_live then 'published' else 'scheduled' end`;

/** True for scheduled entries: the first key of the dashboard's lists. */
export const scheduledFirst = (table: Publishable): SQL => sql`(${table.isPublished} and not ${table}.is_live)`;

/** Published and due: what visitors see (the partial indexes of 0009 are on is_published). */
export const visibleToVisitors = (table: Publishable): SQL => sql`(${table.isPublished} and ${table}.is_live)`;
