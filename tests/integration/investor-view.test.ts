import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ventures } from "#db/schema.server.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";
import { seedSampleContentOnce } from "#server/content/sample-content.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { call, create, fetchersFor, ventureBody } from "./helpers.ts";

// Issue 27, item 5: the investor view on a fresh install. The sample ventures load at first start with the
// other sample content (server/main.server.ts runs seedSampleContentOnce under the start-up lock) and match the
// public site's ventures; a second start, or an install that already has ventures, adds none.

type Venture = { id: string; name: string; oneLiner: string; createdAt: string; updatedAt: string };
type Card = { name: string };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** What a start of the server does with the database before it listens. */
const start = (testApp: TestApp) => testApp.database.withStartupLock(seedSampleContentOnce);

async function ventureCount(testApp: TestApp): Promise<number> {
  const [row] = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(ventures);
  return row!.n;
}

describe("the investor view on a fresh install", () => {
  it("lists the sample ventures, one for every venture of the public portfolio, and a second start adds none", async () => {
    app = await startTestApp();
    const { visitor, investor } = await fetchersFor(app);
    expect(await start(app)).toBe(true);

    const listed = await call<Venture[]>(investor, "/api/ventures");
    expect(listed.status).toBe(200);
    expect(listed.body.map((v) => v.name)).toEqual(SAMPLE_VENTURES.map((v) => v.name));
    // Each venture as written in the sample, in the sample's order, with when it last changed.
    for (const [i, venture] of listed.body.entries()) {
      expect(venture.oneLiner).toBe(SAMPLE_VENTURES[i]!.oneLiner);
      expect(Number.isNaN(Date.parse(venture.updatedAt))).toBe(false);
    }

    // The public site's portfolio, as a visitor reads it: every card there has its venture, by name.
    const publicCards = await call<Card[]>(visitor, "/api/portfolio-cards");
    expect(publicCards.status).toBe(200);
    expect(publicCards.body.length).toBe(SAMPLE_CARDS.filter((c) => c.isActive !== false).length);
    const names = new Set(listed.body.map((v) => v.name));
    for (const card of publicCards.body) expect(names, card.name).toContain(card.name);

    expect(await start(app)).toBe(false);
    expect(await ventureCount(app)).toBe(SAMPLE_VENTURES.length);
    expect((await call<Venture[]>(investor, "/api/ventures")).body).toHaveLength(SAMPLE_VENTURES.length);
  });

  it("an install that already has ventures keeps them and gets no sample ventures", async () => {
    app = await startTestApp();
    const { investor, team } = await fetchersFor(app);
    const own = await create<Venture>(team, "/api/ventures", ventureBody({ name: "Harborline" }));
    expect(await start(app)).toBe(true);
    const listed = await call<Venture[]>(investor, "/api/ventures");
    expect(listed.body.map((v) => v.id)).toEqual([own.id]);
    expect(await start(app)).toBe(false);
    expect(await ventureCount(app)).toBe(1);
  });

  it("a venture's updatedAt moves forward when it is edited", async () => {
    app = await startTestApp();
    const { investor, team } = await fetchersFor(app);
    await start(app);
    const [first] = (await call<Venture[]>(investor, "/api/ventures")).body;
    const edited = await call<Venture>(team, `/api/ventures/${first!.id}`, {
      method: "PUT",
      json: { baselineCost: "€900 per month" },
    });
    expect(edited.status).toBe(200);
    const [after] = (await call<Venture[]>(investor, "/api/ventures")).body;
    expect(after!.id).toBe(first!.id);
    expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(first!.updatedAt));
    expect(after!.createdAt).toBe(first!.createdAt);
  });
});
