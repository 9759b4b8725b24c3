import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingPages } from "#db/schema.server.ts";
import type { Db } from "#db/client.server.ts";
import { purgeOldMissingPages } from "#server/content/missing-pages.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
  ACTORS,
  type ApiFetch,
  call,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  startPagesInstance,
  type PagesInstance,
  unique,
} from "./helpers.ts";

// Missing pages (issue 32 item 4, docs/product.md#redirects, decision 054): each 404 a visitor's
// page request gets is counted by path (normalised, no query) with its last referrer (host and
// path), in memory, and written in batches by every instance into one table; crawlers, signed-in
// people and addresses that are no pages are not counted; memory between two writes is capped;
// counts older than 30 days are purged. GET /api/admin/not-found lists them, owner only.

let app: TestApp;
let pages: PagesInstance;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
  // Written only when the test says (flush), so that batching shows.
  pages = await startPagesInstance(app, { missingPages: { flushMs: 3_600_000, maxPaths: 50 } });
});

afterAll(async () => {
  await pages?.close();
  await app?.close();
});

interface MissingJson {
  path: string;
  hits: number;
  lastSeen: string;
  referrer: string | null;
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function visit(path: string, headers: Record<string, string> = {}, on: PagesInstance = pages) {
  return on.get(path, { "user-agent": BROWSER, ...headers });
}

async function listed(limit = 200): Promise<MissingJson[]> {
  const res = await call<MissingJson[]>(as.owner, `/api/admin/not-found?limit=${limit}`);
  expect(res.status).toBe(200);
  return res.body;
}

const find = async (path: string) => (await listed()).find((row) => row.path === path);

/** `db` with a count of the statements begun through it. */
function countingDb(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const STARTS = new Set(["select", "execute", "insert", "update", "delete", "transaction", "query"]);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== "string" || !STARTS.has(property)) return value;
      statements++;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, statements: () => statements };
}

describe(`missing pages are counted (${DB_KIND})`, () => {
  it("counts a visitor's 404s by path, query dropped, with the last referrer's host and path", async () => {
    const path = `/old-${unique()}`;
    expect((await visit(path)).status).toBe(404);
    await visit(`${path}?utm_source=mail`, { referer: "https://news.example/issue/7?token=secret#x" });
    await visit(`${path.toUpperCase()}/`);
    await visit(`${path}.data`);
    await pages.missingPages.flush();
    const row = await find(path);
    expect(row).toMatchObject({ path, hits: 4, referrer: "news.example/issue/7" });
    expect(Date.now() - Date.parse(row!.lastSeen)).toBeLessThan(60_000);
  });

  it("keeps the most recent referrer, hides a preview link's token, and caps long paths", async () => {
    const path = `/ref-${unique()}`;
    await visit(path, { referer: "https://first.example/a" });
    await visit(path, { referer: "https://second.example/b" });
    await visit(path);
    const long = `/long-${unique()}-${"x".repeat(400)}`;
    await visit(long);
    const previewed = `/from-preview-${unique()}`;
    await visit(previewed, { referer: "https://site.example/preview/abcdef123456" });
    await pages.missingPages.flush();
    expect(await find(path)).toMatchObject({ hits: 3, referrer: "second.example/b" });
    expect((await find(previewed))?.referrer).toBe("site.example/preview/[redacted]");
    const capped = (await listed()).find((row) => row.path.startsWith(long.slice(0, 40)));
    expect(capped?.path.length).toBe(300);
  });

  it("does not count crawlers, /api, /assets, /objects, other methods, or pages that exist", async () => {
    const path = `/not-counted-${unique()}`;
    await visit(path, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await visit(path, { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
    await visit(`/api/${path}`);
    await visit(`/assets${path}.js`);
    await visit(`/objects${path}.png`);
    await visit(`/preview${path}`);
    await visit(`/dashboard${path}`);
    await fetch(pages.url + path, { method: "HEAD", headers: { "user-agent": BROWSER } });
    await visit("/about");
    await pages.missingPages.flush();
    const rows = await listed();
    expect(rows.filter((row) => row.path.includes(path.slice(1)))).toEqual([]);
    expect(rows.some((row) => row.path === "/about")).toBe(false);
  });
});

describe(`missing pages are written in batches (${DB_KIND})`, () => {
  it("writes 200 404s of 20 paths with one statement", async () => {
    const counted = countingDb(app.db);
    const instance = await startPagesInstance(app, { db: counted.db, missingPages: { flushMs: 3_600_000 } });
    try {
      const stem = `/batch-${unique()}`;
      await instance.missingPages.flush();
      const before = counted.statements();
      for (let i = 0; i < 200; i++) await visit(`${stem}-${i % 20}`, {}, instance);
      expect(counted.statements() - before).toBe(0);
      await instance.missingPages.flush();
      expect(counted.statements() - before).toBe(1);
      const rows = (await listed()).filter((row) => row.path.startsWith(stem));
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.hits === 10)).toBe(true);
    } finally {
      await instance.close();
    }
  }, 120_000);

  it("adds two instances' counts into one total", async () => {
    const second = await startPagesInstance(app, { missingPages: { flushMs: 3_600_000 } });
    try {
      const path = `/shared-${unique()}`;
      for (let i = 0; i < 3; i++) await visit(path);
      for (let i = 0; i < 4; i++) await visit(path, {}, second);
      await Promise.all([pages.missingPages.flush(), second.missingPages.flush()]);
      for (let i = 0; i < 2; i++) await visit(path, {}, second);
      await second.missingPages.flush();
      expect((await find(path))?.hits).toBe(9);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("writes on its own within a second or so", async () => {
    const instance = await startPagesInstance(app, { missingPages: { flushMs: 200 } });
    try {
      const path = `/timed-${unique()}`;
      await visit(path, {}, instance);
      await expect.poll(async () => (await find(path))?.hits, { timeout: 10_000 }).toBe(1);
    } finally {
      await instance.close();
    }
  }, 120_000);

  it("keeps at most maxPaths distinct paths in memory between two writes: a flood of random addresses is not counted", async () => {
    await pages.missingPages.flush();
    const known = `/known-${unique()}`;
    await visit(known);
    const droppedBefore = pages.missingPages.dropped;
    for (let i = 0; i < 120; i++) await visit(`/flood-${unique()}`);
    expect(pages.missingPages.size).toBe(50);
    expect(pages.missingPages.dropped - droppedBefore).toBe(71);
    // A path already waiting still counts.
    await visit(known);
    await pages.missingPages.flush();
    expect(pages.missingPages.size).toBe(0);
    expect((await find(known))?.hits).toBe(2);
  });
});

describe(`the owner's list of missing pages (${DB_KIND})`, () => {
  it("lists the last 30 days, most hits first, limit 50 by default and at most 200, and purges older counts", async () => {
    const stem = `/ranked-${unique()}`;
    for (const [suffix, hits] of [
      ["a", 1],
      ["b", 3],
      ["c", 2],
    ] as const)
      for (let i = 0; i < hits; i++) await visit(`${stem}-${suffix}`);
    await pages.missingPages.flush();
    const ranked = (await listed()).filter((row) => row.path.startsWith(stem)).map((row) => row.path);
    expect(ranked).toEqual([`${stem}-b`, `${stem}-c`, `${stem}-a`]);
    const all = await listed();
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.hits).toBeGreaterThanOrEqual(all[i]!.hits);

    const byDefault = await call<MissingJson[]>(as.owner, "/api/admin/not-found");
    expect(byDefault.body.length).toBe(Math.min(50, all.length));
    expect((await call<MissingJson[]>(as.owner, "/api/admin/not-found?limit=2")).body).toHaveLength(2);
    for (const limit of ["0", "201", "abc", "1.5"])
      expectFieldErrors(await call(as.owner, `/api/admin/not-found?limit=${limit}`), ["limit"]);

    // Counts of 31 days ago leave the list, and the purge deletes them; 29 days ago still counts.
    const old = `/aged-${unique()}`;
    const recent = `/recent-${unique()}`;
    await app.db.insert(missingPages).values([
      {
        path: old,
        day: sql`(now() at time zone 'utc')::date - 31` as never,
        hits: 500,
        lastSeen: new Date(Date.now() - 31 * 86_400_000),
      },
      {
        path: recent,
        day: sql`(now() at time zone 'utc')::date - 29` as never,
        hits: 400,
        lastSeen: new Date(Date.now() - 29 * 86_400_000),
      },
    ]);
    expect(await find(old)).toBeUndefined();
    expect((await find(recent))?.hits).toBe(400);
    expect(await purgeOldMissingPages(app.db)).toBeGreaterThanOrEqual(1);
    const left = await app.db
      .select({ path: missingPages.path })
      .from(missingPages)
      .where(sql`${missingPages.path} in (${old}, ${recent})`);
    expect(left).toEqual([{ path: recent }]);
  });

  it("is the owner's alone: 401 for visitors, 403 for investors and the team", async () => {
    const expected = { visitor: 401, investor: 403, team: 403, owner: 200 } as const;
    for (const actor of ACTORS) {
      const res = await call(as[actor], "/api/admin/not-found");
      expect(res.status, actor).toBe(expected[actor]);
      if (actor !== "owner") expectErrorShape(res.body);
    }
  });
});
