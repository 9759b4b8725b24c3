import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "#db/schema.server.ts";
import { databaseRateLimitStore, purgeExpiredRateLimits } from "#server/http/rate-limit-store.server.ts";
import { startTestApp, TEST_INVESTOR_PASSWORD, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { contactBody } from "./helpers.ts";

// Rate limits are counted in the database (server/http/rate-limit-store.server.ts), so that every
// instance on one database enforces one limit, not one each.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const post = (url: string, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin },
    body: JSON.stringify(body),
  });

describe(`rate-limit store (${DB_KIND})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const store = (prefix: string, windowMs: number) => {
    const s = databaseRateLimitStore(app.db, prefix);
    s.init!({ windowMs } as never);
    return s;
  };

  it("counts per key and prefix, and starts a new window once the old one has ended", async () => {
    const a = store("test-a", 300);
    const b = store("test-b", 300);
    expect((await a.increment("1.2.3.4")).totalHits).toBe(1);
    expect((await a.increment("1.2.3.4")).totalHits).toBe(2);
    const third = await a.increment("1.2.3.4");
    expect(third.totalHits).toBe(3);
    expect(third.resetTime!.getTime()).toBeGreaterThan(Date.now() - 1_000);
    expect((await a.increment("5.6.7.8")).totalHits).toBe(1);
    expect((await b.increment("1.2.3.4")).totalHits).toBe(1);
    await sleep(400);
    expect((await a.increment("1.2.3.4")).totalHits).toBe(1);
  });

  it("decrements without going below zero, resets a key, and purges ended windows", async () => {
    const s = store("test-c", 60_000);
    await s.increment("k");
    await s.increment("k");
    await s.decrement("k");
    expect((await s.increment("k")).totalHits).toBe(2);
    await s.resetKey("k");
    expect((await s.increment("k")).totalHits).toBe(1);
    await s.decrement("k");
    await s.decrement("k");
    expect((await s.increment("k")).totalHits).toBe(1);

    const short = store("test-d", 50);
    await short.increment("gone");
    await sleep(100);
    await purgeExpiredRateLimits(app.db);
    const keys = (await app.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(keys).toContain("test-c:k");
    expect(keys).not.toContain("test-d:gone");
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const s = store("test-e", 60_000);
    const results = await Promise.all(Array.from({ length: 25 }, () => s.increment("burst")));
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});

describe.runIf(DB_KIND === "postgres")("two instances on one PostgreSQL share their limits", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ contactLimitPerWindow: 4, investorAttemptsPerMinute: 3 });
    b = await startTestApp({ sameDatabaseAs: a, contactLimitPerWindow: 4, investorAttemptsPerMinute: 3 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("the enquiry limit counts the messages sent to either instance", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const target = n % 2 === 0 ? a : b;
      statuses.push((await post(`${target.url}/api/contact`, contactBody())).status);
    }
    // With a counter per instance, each would have taken four: 6 × 201.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("wrong investor passwords count across instances; the right one is not counted", async () => {
    expect((await post(`${a.url}/api/investor-access`, { password: TEST_INVESTOR_PASSWORD })).status).toBe(200);
    expect((await post(`${a.url}/api/investor-access`, { password: "wrong-1" })).status).toBe(401);
    expect((await post(`${b.url}/api/investor-access`, { password: "wrong-2" })).status).toBe(401);
    expect((await post(`${a.url}/api/investor-access`, { password: "wrong-3" })).status).toBe(401);
    expect((await post(`${b.url}/api/investor-access`, { password: "wrong-4" })).status).toBe(429);
  });
});
