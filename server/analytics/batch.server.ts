import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";
import {
  analyticsCampaignDays,
  analyticsDays,
  analyticsPageDays,
  analyticsReferrerDays,
  analyticsVisits,
} from "#db/schema.server.ts";

// One flush of the counts held in memory (decision 051): in one transaction, one multi-row
// statement per table whatever the traffic (more only past ROWS_PER_STATEMENT rows). The visits
// go first: the rows that were new (ON CONFLICT DO NOTHING … RETURNING) are the new visitors,
// whichever instance saw them, so several instances on one database add up to one total.

export interface VisitRow {
  day: string;
  visitor: string;
  /** '' for the visit itself, with its landing page and campaign; otherwise one page it viewed. */
  path: string;
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface Batch {
  /** Views by day and path. */
  views: { day: string; path: string; views: number }[];
  visits: VisitRow[];
}

const ROWS_PER_STATEMENT = 2000;
const SEP = "\u0000";

const added = (column: PgColumn, name: string): SQL => sql`${column} + excluded.${sql.identifier(name)}`;

export async function writeBatch(db: Db, batch: Batch): Promise<void> {
  await db.transaction(async (tx) => {
    const fresh: { day: string; visitor: string; path: string }[] = [];
    // Sorted by key, so that two instances' flushes lock rows in the same order (no deadlock).
    for (const rows of chunks(sortedBy(batch.visits, (v) => [v.day, v.visitor, v.path])))
      fresh.push(
        ...(await tx
          .insert(analyticsVisits)
          .values(rows)
          .onConflictDoNothing()
          .returning({ day: analyticsVisits.day, visitor: analyticsVisits.visitor, path: analyticsVisits.path })),
      );
    const visitOf = new Map(batch.visits.map((v) => [v.day + SEP + v.visitor + SEP + v.path, v]));
    const pages = new Map<string, { day: string; path: string; views: number; visitors: number }>();
    const days = new Map<string, { day: string; views: number; visitors: number }>();
    const referrers = new Map<string, { day: string; path: string; source: string; visitors: number }>();
    const campaigns = new Map<
      string,
      { day: string; path: string; source: string; medium: string; campaign: string; visitors: number }
    >();
    const page = (day: string, path: string) =>
      getOr(pages, day + SEP + path, () => ({ day, path, views: 0, visitors: 0 }));
    const site = (day: string) => getOr(days, day, () => ({ day, views: 0, visitors: 0 }));
    for (const v of batch.views) {
      page(v.day, v.path).views += v.views;
      site(v.day).views += v.views;
    }
    for (const { day, visitor, path } of fresh) {
      if (path !== "") {
        page(day, path).visitors++;
        continue;
      }
      site(day).visitors++;
      // Referrer and campaign belong to the visit, by the page it landed on.
      const visit = visitOf.get(day + SEP + visitor + SEP)!;
      const landed = visit.landingPage ?? "/";
      const source = visit.referrer ?? "";
      getOr(referrers, [day, landed, source].join(SEP), () => ({ day, path: landed, source, visitors: 0 })).visitors++;
      const [s, m, c] = [visit.utmSource ?? "", visit.utmMedium ?? "", visit.utmCampaign ?? ""];
      if (s || m || c)
        getOr(campaigns, [day, landed, s, m, c].join(SEP), () => ({
          day,
          path: landed,
          source: s,
          medium: m,
          campaign: c,
          visitors: 0,
        })).visitors++;
    }

    const sorted = <T>(map: Map<string, T>) => chunks([...map.keys()].sort().map((k) => map.get(k)!));
    for (const rows of sorted(days))
      await tx
        .insert(analyticsDays)
        .values(rows)
        .onConflictDoUpdate({
          target: analyticsDays.day,
          set: { views: added(analyticsDays.views, "views"), visitors: added(analyticsDays.visitors, "visitors") },
        });
    for (const rows of sorted(pages))
      await tx
        .insert(analyticsPageDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [analyticsPageDays.day, analyticsPageDays.path],
          set: {
            views: added(analyticsPageDays.views, "views"),
            visitors: added(analyticsPageDays.visitors, "visitors"),
          },
        });
    for (const rows of sorted(referrers))
      await tx
        .insert(analyticsReferrerDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [analyticsReferrerDays.day, analyticsReferrerDays.path, analyticsReferrerDays.source],
          set: { visitors: added(analyticsReferrerDays.visitors, "visitors") },
        });
    for (const rows of sorted(campaigns))
      await tx
        .insert(analyticsCampaignDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            analyticsCampaignDays.day,
            analyticsCampaignDays.path,
            analyticsCampaignDays.source,
            analyticsCampaignDays.medium,
            analyticsCampaignDays.campaign,
          ],
          set: { visitors: added(analyticsCampaignDays.visitors, "visitors") },
        });
  });
}

function getOr<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

function sortedBy<T>(rows: T[], key: (row: T) => string[]): T[] {
  return rows
    .map((row) => ({ row, key: key(row).join(SEP) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((e) => e.row);
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT);
}
