import { and, desc, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { DIRECT_SOURCE, type AnalyticsReport } from "#core/analytics.ts";
import { csvDocument } from "#core/csv.ts";
import { daysOf, type AnalyticsQuery } from "#core/schemas/analytics.ts";
import type { Db } from "#db/client.server.ts";
import {
  analyticsCampaignDays,
  analyticsDays,
  analyticsPageDays,
  analyticsReferrerDays,
  contactEnquiries,
} from "#db/schema.server.ts";
import { normalisedPath } from "../http/normalised-path.server.ts";

// The Analytics section's numbers (DESIGN §3d): sums of the daily rollups over a range of UTC
// days. Visitors are counted per day (no stored value links two days), so a range's visitors are
// the sum of its days' visitors. Enquiries are counted by the landing page and campaign they recorded.

const TOP = 100;
const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
const inRange = (day: PgColumn, q: AnalyticsQuery) => and(gte(day, q.from), lte(day, q.to));

export async function analyticsReport(db: Db, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const q = { ...query, path: query.path === undefined ? undefined : normalisedPath(query.path) };
  const onPath = (column: PgColumn): SQL | undefined => (q.path === undefined ? undefined : eq(column, q.path));
  const [series, pages, referrers, campaigns, enquiries] = await Promise.all([
    seriesOf(db, q),
    db
      .select({
        path: analyticsPageDays.path,
        views: total(analyticsPageDays.views),
        visitors: total(analyticsPageDays.visitors),
      })
      .from(analyticsPageDays)
      .where(and(inRange(analyticsPageDays.day, q), onPath(analyticsPageDays.path)))
      .groupBy(analyticsPageDays.path)
      .orderBy(desc(total(analyticsPageDays.views)), analyticsPageDays.path)
      .limit(TOP),
    db
      .select({ source: analyticsReferrerDays.source, visitors: total(analyticsReferrerDays.visitors) })
      .from(analyticsReferrerDays)
      .where(and(inRange(analyticsReferrerDays.day, q), onPath(analyticsReferrerDays.path)))
      .groupBy(analyticsReferrerDays.source)
      .orderBy(desc(total(analyticsReferrerDays.visitors)), analyticsReferrerDays.source)
      .limit(TOP),
    db
      .select({
        source: analyticsCampaignDays.source,
        medium: analyticsCampaignDays.medium,
        campaign: analyticsCampaignDays.campaign,
        visitors: total(analyticsCampaignDays.visitors),
      })
      .from(analyticsCampaignDays)
      .where(and(inRange(analyticsCampaignDays.day, q), onPath(analyticsCampaignDays.path)))
      .groupBy(analyticsCampaignDays.source, analyticsCampaignDays.medium, analyticsCampaignDays.campaign)
      .orderBy(desc(total(analyticsCampaignDays.visitors)))
      .limit(TOP),
    enquiriesOf(db, q),
  ]);
  const byPage = countBy(enquiries, (e) => e.landingPage ?? "");
  const byCampaign = countBy(enquiries, (e) => campaignKey(e.utmSource, e.utmMedium, e.utmCampaign));
  const listed = pages.map((p) => ({ ...p, enquiries: byPage.get(p.path) ?? 0 }));
  // A page that brought enquiries is listed even if its views fell outside the top (or were not counted).
  for (const [path, n] of byPage)
    if (path && !listed.some((p) => p.path === path)) listed.push({ path, views: 0, visitors: 0, enquiries: n });
  const listedCampaigns = campaigns.map((c) => ({
    ...c,
    enquiries: byCampaign.get(campaignKey(c.source, c.medium, c.campaign)) ?? 0,
  }));
  for (const e of enquiries) {
    const key = campaignKey(e.utmSource, e.utmMedium, e.utmCampaign);
    if (key === campaignKey(null, null, null)) continue;
    if (listedCampaigns.some((c) => campaignKey(c.source, c.medium, c.campaign) === key)) continue;
    const [source, medium, campaign] = [e.utmSource ?? "", e.utmMedium ?? "", e.utmCampaign ?? ""];
    listedCampaigns.push({ source, medium, campaign, visitors: 0, enquiries: byCampaign.get(key) ?? 0 });
  }
  return {
    from: q.from,
    to: q.to,
    totals: {
      views: series.reduce((sum, d) => sum + d.views, 0),
      visitors: series.reduce((sum, d) => sum + d.visitors, 0),
      enquiries: q.path === undefined ? enquiries.length : (byPage.get(q.path) ?? 0),
    },
    series,
    pages: listed,
    referrers: referrers.map((r) => ({ source: r.source || DIRECT_SOURCE, visitors: r.visitors })),
    campaigns: listedCampaigns,
  };
}

/** Every day of the range, zeros included: the whole site's, or one page's. */
async function seriesOf(db: Db, q: AnalyticsQuery) {
  const rows =
    q.path === undefined
      ? await db
          .select({ date: analyticsDays.day, views: analyticsDays.views, visitors: analyticsDays.visitors })
          .from(analyticsDays)
          .where(inRange(analyticsDays.day, q))
      : await db
          .select({ date: analyticsPageDays.day, views: analyticsPageDays.views, visitors: analyticsPageDays.visitors })
          .from(analyticsPageDays)
          .where(and(inRange(analyticsPageDays.day, q), eq(analyticsPageDays.path, q.path)));
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return daysOf(q.from, q.to).map((date) => {
    const row = byDay.get(date);
    return { date, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
  });
}

/** The sources of the enquiries received in the range (UTC days). */
async function enquiriesOf(db: Db, q: AnalyticsQuery) {
  const start = new Date(`${q.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000);
  const rows = await db
    .select({ source: contactEnquiries.source })
    .from(contactEnquiries)
    .where(and(gte(contactEnquiries.createdAt, start), lt(contactEnquiries.createdAt, end)));
  return rows.map((r) => ({
    landingPage: r.source?.landingPage ?? null,
    utmSource: r.source?.utmSource ?? null,
    utmMedium: r.source?.utmMedium ?? null,
    utmCampaign: r.source?.utmCampaign ?? null,
  }));
}

const campaignKey = (s: string | null, m: string | null, c: string | null) =>
  [s ?? "", m ?? "", c ?? ""].join("\u0000");

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The report as CSV: one section per list, each a header row and its rows. */
export function analyticsCsv(report: AnalyticsReport): string {
  const rows: unknown[][] = [
    ["Range", report.from, report.to],
    ["Totals", "views", report.totals.views, "visitors", report.totals.visitors, "enquiries", report.totals.enquiries],
    [],
    ["Date", "Views", "Visitors"],
    ...report.series.map((d) => [d.date, d.views, d.visitors]),
    [],
    ["Page", "Views", "Visitors", "Enquiries"],
    ...report.pages.map((p) => [p.path, p.views, p.visitors, p.enquiries]),
    [],
    ["Referrer", "Visitors"],
    ...report.referrers.map((r) => [r.source, r.visitors]),
    [],
    ["Campaign source", "Medium", "Campaign", "Visitors", "Enquiries"],
    ...report.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visitors, c.enquiries]),
  ];
  return csvDocument(["Site analytics"], rows);
}

/**
 * Rollups older than `months` are deleted (ANALYTICS_RETENTION_MONTHS, the privacy page's
 * promise); the day's visits after two days; salts as soon as their day is over.
 */
export async function purgeAnalytics(db: Db, months: number): Promise<void> {
  const today = sql`(now() at time zone 'utc')::date`;
  await db.execute(sql`DELETE FROM analytics_visits WHERE day < ${today} - 1`);
  await db.execute(sql`DELETE FROM analytics_salts WHERE day < ${today}`);
  if (months <= 0) return;
  const cutoff = sql`(${today} - make_interval(months => ${months}))::date`;
  for (const table of ["analytics_days", "analytics_page_days", "analytics_referrer_days", "analytics_campaign_days"])
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day < ${cutoff}`);
}
