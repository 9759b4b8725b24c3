import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { call, type ApiFetch } from "./helpers.ts";

// The library at 10,000 items (issue 30 item 8): keyset pages read every item once, newest
// first, with the unused filter and usage counts right; a far page costs what the first does.

const ITEMS = 10_000;
const USED_EVERY = 7;

let app: TestApp;
let team: ApiFetch;

beforeAll(async () => {
  app = await startTestApp();
  team = await app.as("team");
  // Rows as the backfill or uploads leave them; one in seven shown by an entry (a made-up id is
  // enough: usages are counted from the references).
  await app.db.execute(sql`
    insert into media_items (url, key, mime, bytes, width, height, created_at)
    select '/objects/uploads/bulk-' || n, 'uploads/bulk-' || n, 'image/png', 1000 + n, 100, 100,
      now() - make_interval(secs => n)
    from generate_series(1, ${ITEMS}::int) n`);
  await app.db.execute(sql`
    insert into media_references (url, entity_type, entity_id)
    select '/objects/uploads/bulk-' || n, 'blog-post', gen_random_uuid()
    from generate_series(${USED_EVERY}::int, ${ITEMS}::int, ${USED_EVERY}::int) n`);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

async function readAll(query: string) {
  const seen: { url: string; usedBy: number }[] = [];
  let path: string | null = `/api/media?${query}`;
  const times: number[] = [];
  while (path) {
    const started = performance.now();
    const res: { status: number; body: { url: string; usedBy: number }[]; headers: Headers } = await call(team, path);
    times.push(performance.now() - started);
    expect(res.status).toBe(200);
    seen.push(...res.body);
    const link = res.headers.get("link");
    path = link ? link.slice(1, link.indexOf(">")) : null;
  }
  return { seen, times };
}

describe(`the media library at ${ITEMS} items (${DB_KIND})`, () => {
  it("pages through every item once, newest first", { timeout: 120_000 }, async () => {
    const { seen, times } = await readAll("limit=100");
    expect(seen).toHaveLength(ITEMS);
    expect(new Set(seen.map((i) => i.url)).size).toBe(ITEMS);
    expect(seen[0]!.url).toBe("/objects/uploads/bulk-1");
    expect(seen.at(-1)!.url).toBe(`/objects/uploads/bulk-${ITEMS}`);
    expect(seen.filter((i) => i.usedBy === 1)).toHaveLength(Math.floor(ITEMS / USED_EVERY));
    const sorted = [...times].sort((a, b) => a - b);
    console.info(`GET /api/media?limit=100 at ${ITEMS} items (${DB_KIND}): median ${sorted[50]!.toFixed(1)} ms`);
  });

  it("searches across pages, every page counting every match", { timeout: 120_000 }, async () => {
    // bulk-99, bulk-990…999 and bulk-9900…9999: the first page counts in its own scan
    // (listMediaCounted), the later ones apart; both say 111.
    const totals: (string | null)[] = [];
    const seen: string[] = [];
    let path: string | null = `/api/media?q=bulk-99&limit=50`;
    while (path) {
      const res: { status: number; body: { url: string }[]; headers: Headers } = await call(team, path);
      expect(res.status).toBe(200);
      totals.push(res.headers.get("x-total-count"));
      seen.push(...res.body.map((i) => i.url));
      const link = res.headers.get("link");
      path = link ? link.slice(1, link.indexOf(">")) : null;
    }
    expect(totals).toEqual(["111", "111", "111"]);
    expect(new Set(seen).size).toBe(111);
    expect(seen.every((url) => url.startsWith("/objects/uploads/bulk-99"))).toBe(true);
    // Newest first: bulk-n was made n seconds ago, so bulk-99 is the newest of them.
    expect(seen[0]).toBe("/objects/uploads/bulk-99");
    const none = await call<unknown[]>(team, `/api/media?q=${encodeURIComponent("no such file")}&limit=50`);
    expect(none.body).toEqual([]);
    expect(none.headers.get("x-total-count")).toBe("0");
  });

  it("filters the unused ones across pages", { timeout: 120_000 }, async () => {
    const { seen } = await readAll("unused=true&limit=100");
    expect(seen).toHaveLength(ITEMS - Math.floor(ITEMS / USED_EVERY));
    expect(seen.every((i) => i.usedBy === 0)).toBe(true);
  });
});
