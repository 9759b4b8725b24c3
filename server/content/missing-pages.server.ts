import { sql } from "drizzle-orm";
import type { MissingPageJson } from "#core/schemas/redirect-rule.ts";
import { rowsOf, type Db } from "#db/client.server.ts";
import { missingPages } from "#db/schema.server.ts";

// Missing pages (docs/product.md#redirects, decision 054): how often visitors asked for an address
// that answered 404, per path and UTC day, added to by every instance in batches
// (server/http/missing-pages.server.ts) and read by the owner for the last 30 days.

/** Days the list covers; rows older than that are purged. */
export const MISSING_PAGES_DAYS = 30;

export interface MissingPageCount {
  path: string;
  hits: number;
  lastSeen: Date;
  referrer: string | null;
}

/** Adds a batch of counts to today's rows: one statement, whatever the batch holds. */
export async function addMissingPageCounts(db: Db, counts: readonly MissingPageCount[], now = new Date()) {
  if (counts.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(missingPages)
    .values(counts.map((count) => ({ ...count, day })))
    .onConflictDoUpdate({
      target: [missingPages.path, missingPages.day],
      set: {
        hits: sql`${missingPages.hits} + excluded.hits`,
        lastSeen: sql`greatest(${missingPages.lastSeen}, excluded.last_seen)`,
        referrer: sql`case when excluded.last_seen >= ${missingPages.lastSeen} then coalesce(excluded.referrer, ${missingPages.referrer}) else coalesce(${missingPages.referrer}, excluded.referrer) end`,
      },
    });
}

/** The most asked-for missing addresses of the last 30 days, most hits first. */
export async function listMissingPages(db: Db, limit: number): Promise<MissingPageJson[]> {
  const rows = rowsOf<{ path: string; hits: number; last_seen: Date | string; referrer: string | null }>(
    await db.execute(sql`
      select path, sum(hits)::int as hits, max(last_seen) as last_seen,
        (array_agg(referrer order by last_seen desc) filter (where referrer is not null))[1] as referrer
      from ${missingPages}
      where day > (now() at time zone 'utc')::date - ${MISSING_PAGES_DAYS}::int
      group by path
      order by hits desc, last_seen desc, path
      limit ${limit}`),
  );
  return rows.map((row) => ({
    path: row.path,
    hits: row.hits,
    lastSeen: new Date(row.last_seen).toISOString(),
    referrer: row.referrer,
  }));
}

/** Deletes the counts of days past the list's 30; returns how many rows went. */
export async function purgeOldMissingPages(db: Db): Promise<number> {
  const gone = await db
    .delete(missingPages)
    .where(sql`${missingPages.day} <= (now() at time zone 'utc')::date - ${MISSING_PAGES_DAYS}::int`)
    .returning({ path: missingPages.path });
  return gone.length;
}
