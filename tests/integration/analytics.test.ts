import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { RequestHandler } from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#core/analytics.ts";
import type { Db } from "#db/client.server.ts";
import * as schema from "#db/schema.server.ts";
import { analyticsDays, analyticsPageDays, analyticsSalts, analyticsVisits } from "#db/schema.server.ts";
import { createApp } from "#server/app.server.ts";
import { SiteAnalytics } from "#server/analytics/site-analytics.server.ts";
import { purgeAnalytics } from "#server/analytics/report.server.ts";
import { setUpPageCache } from "#server/http/content-changes.server.ts";
import { freePort } from "#server/http/free-port.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { anotherConnection, DB_KIND } from "../support/test-database.ts";
import { ACTORS, contactBody, expectErrorShape, fetchersFor, unique, type ApiFetch } from "./helpers.ts";
import { ANALYTICS_MATRIX } from "./authorization-matrix.analytics.ts";

// Site analytics (issue 31, DESIGN §3d, decision 051) through the real server: the handler counts
// page views in front of the page cache, in memory, and writes them in batches.

const TODAY = new Date().toISOString().slice(0, 10);

/** HTML for any path under /p/ (a stand-in for the React Router pages, behind the same cache); 404 otherwise. */
const pages: RequestHandler = (req, res) => {
  if (!req.path.startsWith("/p/")) return void res.status(404).type("html").send("<!doctype html><title>Nope</title>");
  res.type("html").send(`<!doctype html><title>${req.path}</title><p>${"words ".repeat(400)}</p>`);
};

/** A browser's user agent, one per simulated visitor (all of them share the loopback address). */
const browser = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${unique()}`;

async function view(base: string, path: string, headers: Record<string, string>) {
  const res = await fetch(base + path, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return res;
}

describe(`site analytics (${DB_KIND})`, () => {
  let app: TestApp;
  let as: Record<Actor, ApiFetch>;
  let clock: Date | undefined;
  const statements: string[] = [];

  /** The app's Db again, with every statement it sends recorded (the flush's writes). */
  const watched = (db: Db): Db => {
    const client = (db as unknown as { $client: never }).$client;
    const options = { schema, casing: "snake_case" as const, logger: { logQuery: (q: string) => statements.push(q) } };
    return (DB_KIND === "postgres" ? drizzlePg(client, options) : drizzlePglite(client, options)) as unknown as Db;
  };

  beforeAll(async () => {
    app = await startTestApp({
      pages,
      // Flushed by the tests only, so that they can count what one flush writes.
      analytics: { now: () => clock ?? new Date(), flushEveryMs: 3_600_000, through: watched },
    });
    as = await fetchersFor(app);
  });
  afterAll(() => app?.close());

  const report = async (query: string) => {
    const res = await as.team(`/api/admin/analytics?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AnalyticsReport;
  };
  const pageOf = async (path: string, day = TODAY) =>
    (await report(`from=${day}&to=${day}&path=${path}`)).pages.find((p) => p.path === path);

  it("counts a rendered page and the same page answered from the cache, and sets no cookie", async () => {
    const agent = browser();
    const path = `/p/cached-${unique()}`;
    const answers = [await view(app.url, path, { "user-agent": agent })];
    expect(answers[0]!.headers.get("x-cache")).toBeNull();
    while (answers.at(-1)!.headers.get("x-cache") !== "HIT" && answers.length < 100) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      answers.push(await view(app.url, path, { "user-agent": agent }));
    }
    expect(answers.at(-1)!.headers.get("x-cache")).toBe("HIT");
    for (const answer of answers) expect(answer.headers.get("set-cookie")).toBeNull();
    await app.analytics!.flush();
    expect(await pageOf(path)).toEqual({ path, views: answers.length, visitors: 1, enquiries: 0 });
  });

  it("leaves out crawlers, Sec-GPC, prefetches, signed-in people, errors, data requests and the API", async () => {
    const agent = browser();
    const path = `/p/excluded-${unique()}`;
    const { cookie } = await app.sessionCookie("team");
    await view(app.url, path, {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await view(app.url, path, { "user-agent": agent, "sec-gpc": "1" });
    await view(app.url, path, { "user-agent": agent, "sec-purpose": "prefetch" });
    await view(app.url, path, { "user-agent": agent, cookie });
    await view(app.url, path, {});
    await view(app.url, `${path}.data`, { "user-agent": agent });
    await view(app.url, "/missing-page", { "user-agent": agent });
    await view(app.url, "/api/portfolio-cards", { "user-agent": agent });
    await view(app.url, path, { "user-agent": agent });
    await app.analytics!.flush();
    expect(await pageOf(path)).toEqual({ path, views: 1, visitors: 1, enquiries: 0 });
    expect((await report(`from=${TODAY}&to=${TODAY}&path=/missing-page`)).pages).toEqual([]);
  });

  it("writes any number of views in one flush of a few statements", async () => {
    const paths = [1, 2, 3].map((n) => `/p/batch-${n}-${unique()}`);
    const agents = Array.from({ length: 10 }, browser);
    for (let i = 0; i < 60; i++)
      await view(app.url, `${paths[i % 3]}?utm_source=mail&n=${i}`, { "user-agent": agents[i % 10]! });
    statements.length = 0;
    await app.analytics!.flush();
    const writes = statements.filter((s) => /^\s*(insert|update|delete)\b/i.test(s));
    // The visits, then one upsert per rollup: days, pages, referrers, campaigns.
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThanOrEqual(5);
    for (const path of paths) expect(await pageOf(path)).toEqual({ path, views: 20, visitors: 10, enquiries: 0 });
  });

  it("records on an enquiry the landing page, referrer and campaign of its visit, in the inbox and its CSV", async () => {
    const agent = browser();
    const landing = `/p/landing-${unique()}`;
    const campaign = `spring-${unique()}`;
    await view(app.url, `${landing}?utm_source=Newsletter&utm_medium=email&utm_campaign=${campaign}`, {
      "user-agent": agent,
      referer: "https://www.example.org/some/article",
    });
    await view(app.url, "/p/pricing", { "user-agent": agent, referer: `${app.url}${landing}` });
    const send = async (headers: Record<string, string>) => {
      const body = contactBody();
      const res = await as.visitor("/api/contact", { method: "POST", json: body, headers });
      expect(res.status).toBe(201);
      return body.email as string;
    };
    // One before the flush (found in memory), one after it (found in the database).
    const before = await send({ "user-agent": agent, referer: `${app.url}/p/pricing` });
    await app.analytics!.flush();
    // A later page of the same visit, counted after the flush, is not its landing page.
    await view(app.url, "/p/later", { "user-agent": agent, referer: `${app.url}/p/pricing` });
    const after = await send({ "user-agent": agent, referer: `${app.url}/p/later` });
    // Nothing counted for this client: the page it was sent from, if it is ours.
    const fallback = await send({ "user-agent": browser(), referer: `${app.url}/p/Contact/` });
    const foreign = await send({ "user-agent": browser(), referer: "https://elsewhere.example/p/x" });
    const private_ = await send({ "user-agent": agent, "sec-gpc": "1", referer: `${app.url}/p/pricing` });

    const inbox = (await (await as.team("/api/admin/enquiries")).json()) as { email: string; source: unknown }[];
    const sourceOf = (email: string) => inbox.find((e) => e.email === email)?.source;
    const expected = {
      landingPage: landing,
      referrer: "example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: campaign,
    };
    expect(sourceOf(before)).toEqual(expected);
    expect(sourceOf(after)).toEqual(expected);
    expect(sourceOf(fallback)).toEqual({
      landingPage: "/p/contact",
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(sourceOf(foreign)).toBeNull();
    expect(sourceOf(private_)).toBeNull();

    const csv = await (await as.team("/api/admin/enquiries.csv")).text();
    expect(csv).toContain('"Landing page","Referrer","UTM source","UTM medium","UTM campaign"');
    expect(csv).toContain(`"${landing}","example.org","newsletter","email","${campaign}"`);

    const all = await report(`from=${TODAY}&to=${TODAY}`);
    expect(all.pages.find((p) => p.path === landing)).toMatchObject({ views: 1, visitors: 1, enquiries: 2 });
    expect(all.campaigns.find((c) => c.campaign === campaign)).toEqual({
      source: "newsletter",
      medium: "email",
      campaign,
      visitors: 1,
      enquiries: 2,
    });
    expect(all.referrers.find((r) => r.source === "example.org")?.visitors).toBeGreaterThanOrEqual(1);
    const one = await report(`from=${TODAY}&to=${TODAY}&path=${landing}`);
    expect(one.totals).toEqual({ views: 1, visitors: 1, enquiries: 2 });
    expect(one.referrers).toEqual([{ source: "example.org", visitors: 1 }]);
  });

  it("answers every day of the range, zeros included, and its CSV", async () => {
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const week = await report(`from=${from}&to=${TODAY}`);
    expect(week.series.map((d) => d.date)).toHaveLength(7);
    expect(week.series[0]).toEqual({ date: from, views: 0, visitors: 0 });
    expect(week.totals.views).toBe(week.series.at(-1)!.views);
    expect((await report("")).series).toHaveLength(30);
    const csv = await as.owner(`/api/admin/analytics.csv?from=${from}&to=${TODAY}`);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(`"${TODAY}","${week.series.at(-1)!.views}"`);
  });

  it("refuses bad ranges with a 400 in the API's error shape", async () => {
    for (const query of [
      "from=2026-13-01",
      "from=2026-02-30",
      "from=yesterday",
      `from=${TODAY}&to=2020-01-01`,
      "from=2020-01-01&to=2026-01-01",
      "path=no-slash",
      "from=2026-01-01&from=2026-01-02",
    ]) {
      const res = await as.owner(`/api/admin/analytics?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(await res.json());
    }
  });

  it("lets team and owner read the analytics, not investors or visitors (§4d)", async () => {
    for (const route of ANALYTICS_MATRIX)
      for (const actor of ACTORS) {
        const res = await as[actor](route.path);
        const expected = route.expect[actor];
        if (expected === "allowed") expect(route.allowed, `${route.path} as ${actor}`).toContain(res.status);
        else expect(res.status, `${route.path} as ${actor}`).toBe(expected);
      }
  });

  it("deletes rollups past ANALYTICS_RETENTION_MONTHS, visits after two days, salts once their day is over", async () => {
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const [old, kept] = [ago(25 * 31 + 5), ago(40)];
    await app.db.insert(analyticsDays).values([
      { day: old, views: 5, visitors: 2 },
      { day: kept, views: 7, visitors: 3 },
    ]);
    await app.db.insert(analyticsPageDays).values([
      { day: old, path: "/p/old", views: 5, visitors: 2 },
      { day: kept, path: "/p/old", views: 7, visitors: 3 },
    ]);
    const visitor = randomBytes(8).toString("hex");
    await app.db.insert(analyticsVisits).values(
      [ago(3), ago(1)].map((day) => ({
        day,
        visitor,
        path: "",
        landingPage: "/",
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      })),
    );
    await app.db
      .insert(analyticsSalts)
      .values({ day: ago(2), salt: "old" })
      .onConflictDoNothing();
    await purgeAnalytics(app.db, 25);
    const days = await app.db
      .select({ day: analyticsPageDays.day })
      .from(analyticsPageDays)
      .where(eq(analyticsPageDays.path, "/p/old"));
    expect(days.map((d) => d.day)).toEqual([kept]);
    const visits = await app.db
      .select({ day: analyticsVisits.day })
      .from(analyticsVisits)
      .where(eq(analyticsVisits.visitor, visitor));
    expect(visits.map((v) => v.day)).toEqual([ago(1)]);
    expect(
      await app.db
        .select()
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, ago(2))),
    ).toEqual([]);
  });

  // Last: it moves the counter's clock, and the salt of a day is dropped once the next one is made.
  it("hashes visitors with a salt of the day: the same client is two visitors on two days, and nothing links them", async () => {
    const agent = browser();
    const path = `/p/days-${unique()}`;
    const [first, second] = ["2031-03-01", "2031-03-02"];
    for (const day of [first, second]) {
      clock = new Date(`${day}T12:00:00Z`);
      await view(app.url, path, { "user-agent": agent });
      await view(app.url, path, { "user-agent": agent });
      await view(app.url, `${path}-next`, { "user-agent": agent });
      await app.analytics!.flush();
    }
    clock = undefined;
    // The day's first view waited for the new salt; the views after it did not overtake it.
    const landings = await app.db
      .select({ landingPage: analyticsVisits.landingPage })
      .from(analyticsVisits)
      .where(and(eq(analyticsVisits.path, ""), inArray(analyticsVisits.landingPage, [path, `${path}-next`])));
    expect(landings).toEqual([{ landingPage: path }, { landingPage: path }]);
    for (const day of [first, second])
      expect(await pageOf(path, day)).toEqual({ path, views: 2, visitors: 1, enquiries: 0 });
    const range = await report(`from=${first}&to=${second}&path=${path}`);
    expect(range.totals).toEqual({ views: 4, visitors: 2, enquiries: 0 });
    const hashes = await app.db
      .select({ day: analyticsVisits.day, visitor: analyticsVisits.visitor })
      .from(analyticsVisits)
      .where(and(eq(analyticsVisits.path, path)));
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.visitor).not.toBe(hashes[1]!.visitor);
    // The first day's salt went when the second day's was made: its hashes cannot be made again.
    expect(await app.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, first))).toEqual([]);
    // No address or user agent anywhere in what is stored.
    const stored = JSON.stringify(await app.db.execute(sql`SELECT * FROM analytics_visits`));
    expect(stored).not.toContain(agent);
    expect(stored).not.toContain("127.0.0.1");
  });
});

describe(`site analytics on two instances of one database (${DB_KIND})`, () => {
  let app: TestApp;
  let second: { url: string; analytics: SiteAnalytics; close(): Promise<void> };

  beforeAll(async () => {
    app = await startTestApp({ pages, analytics: { flushEveryMs: 3_600_000 } });
    // PostgreSQL: another connection, as another process has; PGlite serves one process only.
    const other = DB_KIND === "postgres" ? anotherConnection(app.database) : undefined;
    const db = other?.db ?? app.db;
    const logger = pino({ level: "silent" });
    const analytics = new SiteAnalytics({ db, logger, flushEveryMs: 3_600_000 });
    const pageCache = await setUpPageCache({ notifications: (other ?? app.database).notifications, logger });
    const { handler } = createApp({
      db,
      logger,
      sessionSecret: randomBytes(32).toString("hex"),
      pages,
      pageCache,
      analytics,
    });
    const port = await freePort("127.0.0.1");
    const server: Server = createServer(handler).listen(port, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    second = {
      url: `http://localhost:${port}`,
      analytics,
      async close() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await analytics.close();
        await pageCache.close();
        await other?.dispose();
      },
    };
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  it("adds both instances' views into one total and counts a visitor seen by both once", async () => {
    const path = `/p/shared-${unique()}`;
    const [both, one] = [browser(), browser()];
    await view(app.url, path, { "user-agent": both });
    await view(second.url, path, { "user-agent": both });
    await view(second.url, path, { "user-agent": one });
    await Promise.all([app.analytics!.flush(), second.analytics.flush()]);
    const [row] = await app.db
      .select({ views: analyticsPageDays.views, visitors: analyticsPageDays.visitors })
      .from(analyticsPageDays)
      .where(and(eq(analyticsPageDays.day, TODAY), eq(analyticsPageDays.path, path)));
    expect(row).toEqual({ views: 3, visitors: 2 });
  });
});
