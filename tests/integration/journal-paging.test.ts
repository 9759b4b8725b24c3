import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "#core/slug.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
  type ApiFetch,
  call,
  cardBody,
  caseStudyBody,
  create,
  expectErrorShape,
  fetchersFor,
  postBody,
  randomUuid,
  startPagesInstance,
  type PagesInstance,
  unique,
  ventureBody,
} from "./helpers.ts";

// Paged lists (docs/product.md#routes paged lists, /work/shared/DESIGN.md §3b): keyset paging of the
// API's list reads (`?limit=&cursor=`, `Link: rel="next"`), the numbered journal and case-study
// pages, the category and tag pages, the SQL slug rule that finds them, the sitemap and the RSS feed.

let app: TestApp;
let pages: PagesInstance;
let visitor: ApiFetch;
let investor: ApiFetch;
let team: ApiFetch;
let owner: ApiFetch;

beforeAll(async () => {
  app = await startTestApp();
  ({ visitor, investor, team, owner } = await fetchersFor(app));
  pages = await startPagesInstance(app);
});

afterAll(async () => {
  await pages?.close();
  await app?.close();
});

type Row = Record<string, any> & { id: string };
const ids = (rows: Row[]) => rows.map((r) => r.id);

/** Runs `make` for 0…n-1, `batch` at a time (creation order does not matter to the caller). */
async function inBatches<T>(n: number, make: (i: number) => Promise<T>, batch = 8): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - start) }, (_, j) => make(start + j)))));
  }
  return out;
}

/** The `rel="next"` target of a Link header, or null. */
function nextLink(headers: Headers): string | null {
  const link = headers.get("link");
  if (!link) return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(link);
  expect(match, `Link header ${link}`).not.toBeNull();
  return match![1]!;
}

/** Every page of `path` (which carries `?limit=`), following Link rel=next; asserts each page's size. */
async function walk(fetcher: ApiFetch, path: string, between?: (pageIndex: number) => Promise<void>) {
  const limit = Number(new URL(path, "http://x").searchParams.get("limit"));
  const items: Row[] = [];
  const pagesRead: Row[][] = [];
  const totals: (string | null)[] = [];
  let next: string | null = path;
  while (next) {
    expect(pagesRead.length, "too many pages").toBeLessThan(500);
    const res: { status: number; body: Row[]; headers: Headers } = await call<Row[]>(fetcher, next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    totals.push(res.headers.get("x-total-count"));
    pagesRead.push(res.body);
    items.push(...res.body);
    next = nextLink(res.headers);
    if (next) {
      // A next page only while there is more: this page is full, and the link keeps the limit.
      expect(res.body.length).toBe(limit);
      const url = new URL(next, "http://x");
      expect(url.pathname).toBe(new URL(path, "http://x").pathname);
      expect(url.searchParams.get("limit")).toBe(String(limit));
      expect(url.searchParams.get("cursor")).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    if (between && next) await between(pagesRead.length);
  }
  return { items, pages: pagesRead, totals };
}

async function whole(fetcher: ApiFetch, path: string): Promise<Row[]> {
  const res = await call<Row[]>(fetcher, path);
  expect(res.status).toBe(200);
  expect(res.headers.get("link")).toBeNull();
  return res.body;
}

function expectNoDuplicates(rows: Row[]) {
  expect(new Set(ids(rows)).size).toBe(rows.length);
}

const ms = (value: string | null | undefined) => (value ? Date.parse(value) : -Infinity);

/**
 * Asserts that consecutive rows never go against `keys` (compared in the API's millisecond
 * precision; rows tied at that precision may be in either order, the database decides by
 * microseconds and then ids).
 */
function expectOrdered(rows: Row[], keys: ((r: Row) => number)[]) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    for (const key of keys) {
      const d = key(a) - key(b);
      if (d < 0) throw new Error(`rows ${i - 1} and ${i} out of order: ${JSON.stringify([a, b])}`);
      if (d > 0) break;
    }
  }
}

const PUBLIC_POST_ORDER = [
  (p: Row) => (p.isFeatured ? 1 : 0),
  (p: Row) => ms(p.publishedAt),
  (p: Row) => ms(p.createdAt),
];

describe(`API list paging (${DB_KIND})`, () => {
  let drafts: Row[];

  beforeAll(async () => {
    // Featured and not, old and new publication dates, drafts.
    await inBatches(24, (i) =>
      create(
        team,
        "/api/blog-posts",
        postBody({
          isPublished: i % 6 !== 5,
          isFeatured: i % 10 === 3,
          ...(i % 4 === 0 ? { publishedAt: new Date(Date.UTC(2022, i % 12, 1 + i)).toISOString() } : {}),
        }),
      ),
    );
    drafts = (await whole(team, "/api/blog-posts")).filter((p) => !p.isPublished);
    expect(drafts.length).toBeGreaterThanOrEqual(4);
  });

  it("walking /api/blog-posts five at a time yields the whole list, in its order, once each", async () => {
    for (const fetcher of [visitor, investor, team, owner]) {
      const list = await whole(fetcher, "/api/blog-posts");
      const { items, pages: read } = await walk(fetcher, "/api/blog-posts?limit=5");
      expect(ids(items)).toEqual(ids(list));
      expectNoDuplicates(items);
      expect(read.length).toBe(Math.max(1, Math.ceil(list.length / 5)));
      expectOrdered(list, PUBLIC_POST_ORDER);
    }
  });

  it("never shows drafts to visitors or investors on any page; staff pages carry them", async () => {
    for (const fetcher of [visitor, investor]) {
      const { items } = await walk(fetcher, "/api/blog-posts?limit=3");
      expect(items.every((p) => p.isPublished)).toBe(true);
      expect(ids(items).filter((id) => ids(drafts).includes(id))).toEqual([]);
    }
    for (const fetcher of [team, owner]) {
      const { items } = await walk(fetcher, "/api/blog-posts?limit=3");
      expect(ids(drafts).every((id) => ids(items).includes(id))).toBe(true);
      // Undated drafts come after every dated post of their featured group.
      expectOrdered(items, PUBLIC_POST_ORDER);
    }
  });

  it("sends no Link on the last page, nor when one page holds everything", async () => {
    const list = await whole(visitor, "/api/blog-posts");
    const all = await call<Row[]>(visitor, "/api/blog-posts?limit=100");
    expect(all.headers.get("link")).toBeNull();
    expect(ids(all.body)).toEqual(ids(list.slice(0, 100)));
    const exact = await call<Row[]>(visitor, `/api/blog-posts?limit=${list.length}`);
    expect(exact.headers.get("link")).toBeNull();
    expect(exact.body.length).toBe(list.length);
    const one = await call<Row[]>(visitor, "/api/blog-posts?limit=1");
    expect(one.body.length).toBe(1);
    expect(nextLink(one.headers)).toMatch(/^\/api\/blog-posts\?limit=1&cursor=[A-Za-z0-9_-]+$/);
  });

  it("keeps each page apart in the page cache (limit and cursor are part of its key)", async () => {
    const list = await whole(visitor, "/api/blog-posts");
    const second = nextLink((await call(visitor, "/api/blog-posts?limit=4")).headers)!;
    const expected: [string, Row[]][] = [
      ["/api/blog-posts?limit=4", list.slice(0, 4)],
      ["/api/blog-posts?limit=5", list.slice(0, 5)],
      [second, list.slice(4, 8)],
      ["/api/blog-posts", list],
    ];
    for (const [path, rows] of expected) {
      let hit = false;
      for (let attempt = 0; attempt < 200 && !hit; attempt++) {
        const res = await call<Row[]>(visitor, path);
        expect(ids(res.body), path).toEqual(ids(rows));
        hit = res.headers.get("x-cache") === "HIT";
        if (!hit) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(hit, `${path} from the cache`).toBe(true);
    }
  });

  it("posts added between two page reads neither repeat nor shift the later pages", async () => {
    const before = await whole(visitor, "/api/blog-posts");
    let added: Row[] = [];
    const { items, pages: read } = await walk(visitor, "/api/blog-posts?limit=5", async (pageIndex) => {
      if (pageIndex !== 1) return;
      // Newer than every post not featured: they sort before the cursor (after the featured ones).
      added = await inBatches(3, () => create(team, "/api/blog-posts", postBody({ isPublished: true })));
    });
    expect(added.length).toBe(3);
    expectNoDuplicates(items);
    const old = items.filter((p) => !ids(added).includes(p.id));
    expect(ids(old)).toEqual(ids(before));
    expect(ids(read[1]!)).toEqual(ids(before.slice(5, 10)));
    // Each new post shows in the walk exactly when it sorts after the first page's last post.
    const after = ids(await whole(visitor, "/api/blog-posts"));
    const cursorAt = after.indexOf(read[0]!.at(-1)!.id);
    for (const post of added) expect(ids(items).includes(post.id)).toBe(after.indexOf(post.id) > cursorAt);
    if (before.slice(0, 5).some((p) => !p.isFeatured)) {
      expect(ids(items).filter((id) => ids(added).includes(id))).toEqual([]);
    }

    // The admin list, newest first: new posts go before the cursor too.
    const adminBefore = await whole(team, "/api/admin/blog-posts");
    let adminAdded: Row[] = [];
    const admin = await walk(team, "/api/admin/blog-posts?limit=4", async (pageIndex) => {
      if (pageIndex === 1) adminAdded = await inBatches(2, () => create(team, "/api/blog-posts", postBody()));
    });
    expectNoDuplicates(admin.items);
    expect(ids(admin.items)).toEqual(ids(adminBefore));
    expect(ids(admin.items).filter((id) => ids(adminAdded).includes(id))).toEqual([]);
  });

  it("posts deleted between two page reads are skipped, nothing else", async () => {
    const before = await whole(team, "/api/blog-posts");
    const doomed = [before[7]!, before[12]!];
    const { items } = await walk(team, "/api/blog-posts?limit=5", async (pageIndex) => {
      if (pageIndex !== 1) return;
      for (const post of doomed) {
        expect((await call(owner, `/api/blog-posts/${post.id}`, { method: "DELETE" })).status).toBe(204);
      }
    });
    expect(ids(items)).toEqual(ids(before).filter((id) => !ids(doomed).includes(id)));
  });

  it("pages posts with the same publication and creation times by id, without repeats", async () => {
    const publishedAt = "2021-03-04T05:06:07.000Z";
    const tied = await inBatches(7, () =>
      create(team, "/api/blog-posts", postBody({ isPublished: true, publishedAt })),
    );
    for (const post of tied) expect(new Date(post.publishedAt).toISOString()).toBe(publishedAt);
    // Same creation time too (microseconds included), so that only the id orders them.
    await app.db.execute(
      sql`update blog_posts set created_at = '2021-03-04T05:06:07.123456Z' where id in (${sql.join(
        tied.map((p) => sql`${p.id}::uuid`),
        sql`, `,
      )})`,
    );
    const list = await whole(visitor, "/api/blog-posts");
    const tiedInList = list.filter((p) => ids(tied).includes(p.id));
    expect(ids(tiedInList)).toEqual([...ids(tied)].sort().reverse());
    // Contiguous in the list: nothing else has these keys.
    const first = list.findIndex((p) => p.id === tiedInList[0]!.id);
    expect(ids(list.slice(first, first + 7))).toEqual(ids(tiedInList));
    for (const limit of [1, 2, 3]) {
      const { items } = await walk(visitor, `/api/blog-posts?limit=${limit}`);
      expect(ids(items)).toEqual(ids(list));
      expectNoDuplicates(items);
    }
  });

  it("pages the admin post list (newest first, drafts included) with X-Total-Count on every page", async () => {
    const list = await whole(team, "/api/admin/blog-posts");
    expect(list.some((p) => !p.isPublished)).toBe(true);
    expect(list.every((p) => typeof p.content === "string")).toBe(true);
    expectOrdered(list, [(p) => ms(p.createdAt)]);
    for (const fetcher of [team, owner]) {
      const { items, totals } = await walk(fetcher, "/api/admin/blog-posts?limit=5");
      expect(ids(items)).toEqual(ids(list));
      expect(new Set(totals)).toEqual(new Set([String(list.length)]));
    }
    expect((await call(visitor, "/api/admin/blog-posts?limit=5")).status).toBe(401);
    expect((await call(investor, "/api/admin/blog-posts?limit=5")).status).toBe(403);
  });

  it("pages case studies (featured, sortOrder, newest) for everyone, and the admin list with its total", async () => {
    await inBatches(16, (i) =>
      create(
        team,
        "/api/case-studies",
        caseStudyBody({ isPublished: i % 5 !== 4, isFeatured: i % 7 === 2, sortOrder: i % 3 }),
      ),
    );
    const studyOrder = [(s: Row) => (s.isFeatured ? 1 : 0), (s: Row) => -s.sortOrder, (s: Row) => ms(s.createdAt)];
    for (const fetcher of [visitor, team]) {
      const list = await whole(fetcher, "/api/case-studies");
      expectOrdered(list, studyOrder);
      const { items } = await walk(fetcher, "/api/case-studies?limit=5");
      expect(ids(items)).toEqual(ids(list));
      expectNoDuplicates(items);
      expect(items.every((s) => s.isPublished)).toBe(fetcher === visitor);
    }
    const adminList = await whole(team, "/api/admin/case-studies");
    const admin = await walk(team, "/api/admin/case-studies?limit=5");
    expect(ids(admin.items)).toEqual(ids(adminList));
    expect(new Set(admin.totals)).toEqual(new Set([String(adminList.length)]));
    expect(adminList.length).toBeGreaterThanOrEqual(16);
  });

  it("pages portfolio cards (sortOrder, oldest first); hidden cards only for staff", async () => {
    await inBatches(13, (i) =>
      create(team, "/api/portfolio-cards", cardBody({ sortOrder: [5, -3, 5, 0][i % 4], isActive: i % 4 !== 1 })),
    );
    const cardOrder = [(c: Row) => -c.sortOrder, (c: Row) => -ms(c.createdAt)];
    for (const fetcher of [visitor, team]) {
      const list = await whole(fetcher, "/api/portfolio-cards");
      expectOrdered(list, cardOrder);
      const { items } = await walk(fetcher, "/api/portfolio-cards?limit=5");
      expect(ids(items)).toEqual(ids(list));
      expectNoDuplicates(items);
      expect(items.some((c) => !c.isActive)).toBe(fetcher === team);
    }
  });

  it("pages ventures (oldest first, then name) for signed-in people only", async () => {
    await inBatches(11, (i) => create(team, "/api/ventures", ventureBody({ name: `Venture ${i % 3} ${unique()}` })));
    for (const fetcher of [investor, team, owner]) {
      const list = await whole(fetcher, "/api/ventures");
      expect(list.length).toBeGreaterThanOrEqual(11);
      expectOrdered(list, [(v) => -ms(v.createdAt)]);
      const { items } = await walk(fetcher, "/api/ventures?limit=4");
      expect(ids(items)).toEqual(ids(list));
      expectNoDuplicates(items);
    }
    expect((await call(visitor, "/api/ventures?limit=4")).status).toBe(401);
  });
});

describe("bad paging input", () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const TS = "2026-01-01T00:00:00Z";
  /** Cursors of the right length and kinds for each list, with `bad` in the date or text slot. */
  const shaped: Record<string, (bad: unknown) => unknown[]> = {
    "/api/blog-posts": (bad) => [false, bad, TS, randomUuid()],
    "/api/case-studies": (bad) => [false, 0, bad, randomUuid()],
    "/api/portfolio-cards": (bad) => [0, bad, randomUuid()],
    "/api/ventures": (bad) => [bad, "Venture", randomUuid()],
    "/api/admin/blog-posts": (bad) => [bad, randomUuid()],
    "/api/admin/case-studies": (bad) => [false, 0, bad, randomUuid()],
  };
  const LISTS = Object.keys(shaped);

  const BAD_LIMITS = [
    "limit=0",
    "limit=101",
    "limit=-1",
    "limit=abc",
    "limit=1.5",
    "limit=1e2",
    "limit=",
    "limit=1&limit=2",
    "limit=%201",
    "limit=0x10",
    "limit=99999999999999999999",
    "cursor=abc",
    `cursor=${b64([false, TS, TS, randomUuid()])}`,
  ];

  it("answers 400 with the error shape to a bad limit, or a cursor without one", async () => {
    for (const path of LISTS) {
      for (const query of BAD_LIMITS) {
        const res = await call(team, `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expectErrorShape(res.body);
      }
    }
  });

  it("answers 400 to malformed and forged cursors, never 5xx", async () => {
    for (const path of LISTS) {
      const cursors = [
        "abc",
        "!!!",
        "%00",
        "a".repeat(5000),
        b64([]),
        b64({}),
        b64(null),
        b64("x"),
        b64([true, "not a date", TS, "not-a-uuid"]),
        b64(shaped[path]!("2026-02-30T00:00:00Z")),
        b64(shaped[path]!("2026-01-01T24:00:00Z")),
        b64(shaped[path]!("0000-01-01T00:00:00Z")),
        b64(shaped[path]!("2026-01-01")),
        b64(shaped[path]!(12)),
        b64(shaped[path]!(null)),
        b64(shaped[path]!("x".repeat(1200))),
        b64(shaped[path]!("\u0000")),
        b64([...shaped[path]!(TS), "extra"]),
        b64(shaped[path]!(TS).slice(1)),
        b64(shaped[path]!(TS).map((v, i, all) => (i === all.length - 1 ? "not-a-uuid" : v))),
        Buffer.from("[").toString("base64url"),
        Buffer.from([0xff, 0xfe, 0x5b]).toString("base64url"),
        ...(path === "/api/ventures"
          ? [b64([TS, "x".repeat(1001), randomUuid()]), b64([TS, "a\u0000b", randomUuid()]), b64([TS, 5, randomUuid()])]
          : []),
      ];
      for (const cursor of cursors) {
        const res = await call(team, `${path}?limit=5&cursor=${encodeURIComponent(cursor)}`);
        expect(res.status, `${path} cursor ${cursor.slice(0, 80)}`).toBe(400);
        expectErrorShape(res.body);
      }
    }
  });

  it("reads a well-formed cursor naming no row as a position in the list", async () => {
    // The cursor is the last row's sort key: a made-up but valid one is just a place to start.
    const farFuture = Buffer.from(JSON.stringify([false, "9999-01-01T00:00:00Z", TS, randomUuid()])).toString(
      "base64url",
    );
    const list = await whole(visitor, "/api/blog-posts");
    const res = await call<Row[]>(visitor, `/api/blog-posts?limit=100&cursor=${farFuture}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(list.filter((p) => !p.isFeatured)).slice(0, 100));
  });

  it("answers 400, never 5xx, to time zones and numbers the database would refuse", async () => {
    const odd: [string, unknown[], number][] = [
      ["/api/blog-posts", [false, "2026-01-01T00:00:00+99:99", TS, randomUuid()], 400],
      ["/api/blog-posts", [false, "2026-01-01T00:00:00+16:00", TS, randomUuid()], 400],
      ["/api/blog-posts", [false, "2026-01-01T00:00:00-23", TS, randomUuid()], 400],
      ["/api/portfolio-cards", [2 ** 31, TS, randomUuid()], 400],
      ["/api/portfolio-cards", [1.5, TS, randomUuid()], 400],
      // A lone surrogate is text like any other (sent as U+FFFD).
      ["/api/ventures", [TS, "\ud800", randomUuid()], 200],
    ];
    for (const [path, values, status] of odd) {
      const res = await call(team, `${path}?limit=5&cursor=${b64(values)}`);
      expect(res.status, `${path} ${JSON.stringify(values)}`).toBe(status);
      if (status === 400) expectErrorShape(res.body);
    }
  });
});

// ——— Pages ———

/** The HTML from `data-testid="…"` to the first `end` after it. */
function region(html: string, testId: string, end: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start === -1) return "";
  // React separates adjacent text with empty comments.
  return html.slice(start, html.indexOf(end, start)).replaceAll("<!-- -->", "");
}

/** The post slugs linked from `html` (/journal/{slug}), first occurrence order. */
function postSlugs(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/journal\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].filter(
    (slug) => slug !== "rss",
  );
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const headLink = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html.slice(0, html.indexOf("</head>")))?.[1] ?? null;

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Reads `path` on the pages instance until the page cache answers it. */
async function primed(path: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await pages.get(path);
    if (res.headers.get("x-cache") === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the page cache`);
}

const PAGE_SIZE = 12;

describe(`journal pages (${DB_KIND})`, () => {
  let fieldNotes: Row[];
  let deepDive: Row[];

  beforeAll(async () => {
    // 30 published posts: 14 in "Field Notes" (one spelled differently), 6 tagged "Deep Dive",
    // one "Déjà Vu!", then a featured one (the newest featured); drafts in the same category and tag.
    const made = await inBatches(30, (i) =>
      create(
        team,
        "/api/blog-posts",
        postBody({
          isPublished: true,
          publishedAt: new Date(Date.UTC(2025, 0, 1 + i, 12)).toISOString(),
          category: i < 14 ? (i === 9 ? "FIELD  notes!" : "Field Notes") : "Studio Life",
          tags: [...(i % 5 === 0 ? ["Deep Dive"] : []), ...(i === 29 ? ["Déjà Vu!"] : []), "Misc"],
        }),
      ),
    );
    expect(made.filter((p) => p.tags.includes("Deep Dive")).length).toBe(6);
    await create(team, "/api/blog-posts", postBody({ isPublished: true, isFeatured: true, category: "Studio Life" }));
    await Promise.all([
      create(team, "/api/blog-posts", postBody({ category: "Field Notes", tags: ["Deep Dive"] })),
      create(team, "/api/blog-posts", postBody({ category: "Field Notes", tags: ["deep-dive"], isPublished: false })),
    ]);
    const list = await whole(visitor, "/api/blog-posts");
    fieldNotes = list.filter((p) => slugify(p.category) === "field-notes");
    deepDive = list.filter((p) => p.tags.some((t: string) => slugify(t) === "deep-dive"));
    expect(fieldNotes.length).toBeGreaterThanOrEqual(14);
    expect(deepDive.length).toBeGreaterThanOrEqual(6);
  });

  it("page 1 shows the featured post and the next 12; later pages 12 each, with titles and links", async () => {
    const list = await whole(visitor, "/api/blog-posts");
    expect(list[0]!.isFeatured).toBe(true);
    const rest = list.slice(1);
    const pageCount = Math.ceil(rest.length / PAGE_SIZE);
    expect(pageCount).toBeGreaterThanOrEqual(3);

    const first = await pages.get("/journal");
    expect(first.status).toBe(200);
    expect(titleOf(first.body)).toBe("Journal | Arcwell Studio");
    expect(first.body).toContain("Latest Articles");
    expect(postSlugs(region(first.body, "featured-post", "</article>"))).toEqual([list[0]!.slug]);
    expect(postSlugs(region(first.body, "latest-articles", "</section>"))).toEqual(
      rest.slice(0, PAGE_SIZE).map((p) => p.slug),
    );
    expect(headLink(first.body, "canonical")).toBe(`${pages.url}/journal`);
    expect(headLink(first.body, "prev")).toBeNull();
    expect(headLink(first.body, "next")).toBe(`${pages.url}/journal?page=2`);

    for (let page = 2; page <= pageCount; page++) {
      const res = await pages.get(`/journal?page=${page}`);
      expect(res.status).toBe(200);
      expect(titleOf(res.body)).toBe(`Journal — page ${page} | Arcwell Studio`);
      expect(res.body).not.toContain('data-testid="featured-post"');
      expect(postSlugs(region(res.body, "latest-articles", "</section>"))).toEqual(
        rest.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => p.slug),
      );
      expect(headLink(res.body, "canonical")).toBe(`${pages.url}/journal?page=${page}`);
      expect(headLink(res.body, "prev")).toBe(
        page === 2 ? `${pages.url}/journal` : `${pages.url}/journal?page=${page - 1}`,
      );
      expect(headLink(res.body, "next")).toBe(page < pageCount ? `${pages.url}/journal?page=${page + 1}` : null);
    }
    expect((await pages.get(`/journal?page=${pageCount + 1}`)).status).toBe(404);
  });

  it("shows a new post on page 1 at once, and moves page 1's last card to page 2", async () => {
    const before1 = await primed("/journal");
    const before2 = await primed("/journal?page=2");
    const latest1 = postSlugs(region(before1.body, "latest-articles", "</section>"));
    const latest2 = postSlugs(region(before2.body, "latest-articles", "</section>"));
    expect(latest1.length).toBe(PAGE_SIZE);

    // A featured post: the first thing on page 1; the featured one before it opens the list.
    const featured = await create(team, "/api/blog-posts", postBody({ isPublished: true, isFeatured: true }));
    const after1 = await pages.get("/journal");
    expect(after1.headers.get("x-cache")).toBeNull();
    const featuredBefore = postSlugs(region(before1.body, "featured-post", "</article>"));
    expect(postSlugs(region(after1.body, "featured-post", "</article>"))).toEqual([featured.slug]);
    expect(postSlugs(region(after1.body, "latest-articles", "</section>"))).toEqual([
      ...featuredBefore,
      ...latest1.slice(0, -1),
    ]);
    const after2 = await pages.get("/journal?page=2");
    expect(after2.headers.get("x-cache")).toBeNull();
    expect(postSlugs(region(after2.body, "latest-articles", "</section>"))).toEqual([
      latest1.at(-1),
      ...latest2.slice(0, -1),
    ]);

    // A plain post goes where the list puts it (after the featured ones), on page 1 at once.
    await primed("/journal");
    const plain = await create(team, "/api/blog-posts", postBody({ isPublished: true }));
    const list = await whole(visitor, "/api/blog-posts");
    const latest = postSlugs(region((await pages.get("/journal")).body, "latest-articles", "</section>"));
    expect(latest).toContain(plain.slug);
    expect(latest).toEqual(list.slice(1, 1 + PAGE_SIZE).map((p) => p.slug));
  });

  it("answers ?page=1 with a 301 to the bare path, and anything that names no page with 404", async () => {
    const paths = ["/journal", "/case-studies", "/journal/category/field-notes", "/journal/tag/deep-dive"];
    for (const path of paths) {
      expect((await pages.get(path)).status, path).toBe(200);
      const one = await pages.get(`${path}?page=1`);
      expect(one.status, `${path}?page=1`).toBe(301);
      expect(new URL(one.headers.get("location")!, pages.url).pathname).toBe(path);
      expect(new URL(one.headers.get("location")!, pages.url).search).toBe("");
      for (const page of [
        "0",
        "-1",
        "abc",
        "2.5",
        "02",
        "1e3",
        "99999",
        "",
        "%202",
        "1234567",
        "2&page=2",
        "2&page=3",
      ]) {
        const res = await pages.get(`${path}?page=${page}`);
        expect(res.status, `${path}?page=${page}`).toBe(404);
      }
    }
  });

  it("lists a category's published posts, 12 a page, with its count, breadcrumbs and links", async () => {
    const pageCount = Math.ceil(fieldNotes.length / PAGE_SIZE);
    expect(pageCount).toBe(2);
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const path = page === 1 ? "/journal/category/field-notes" : `/journal/category/field-notes?page=${page}`;
      const res = await pages.get(path);
      expect(res.status).toBe(200);
      const slugs = postSlugs(region(res.body, "term-articles", "</main>"));
      expect(slugs).toEqual(fieldNotes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => p.slug));
      seen.push(...slugs);
      const name = fieldNotes[0]!.category;
      expect(titleOf(res.body)).toBe(
        page === 1 ? `${name} — Journal | Arcwell Studio` : `${name} — Journal — page ${page} | Arcwell Studio`,
      );
      expect(region(res.body, "term-count", "</p>")).toContain(`${fieldNotes.length} articles in this category.`);
      const crumbs = jsonLd(res.body).find((item) => item["@type"] === "BreadcrumbList");
      expect(crumbs?.itemListElement.map((i: Row) => [i.name, i.item])).toEqual([
        ["Home", `${pages.url}/`],
        ["Journal", `${pages.url}/journal`],
        [name, `${pages.url}/journal/category/field-notes`],
      ]);
      expect(headLink(res.body, "canonical")).toBe(`${pages.url}${path}`);
      expect(headLink(res.body, "next")).toBe(
        page < pageCount ? `${pages.url}/journal/category/field-notes?page=${page + 1}` : null,
      );
      expect(headLink(res.body, "prev")).toBe(page > 1 ? `${pages.url}/journal/category/field-notes` : null);
    }
    expect(seen).toEqual(fieldNotes.map((p) => p.slug));
    expect((await pages.get(`/journal/category/field-notes?page=${pageCount + 1}`)).status).toBe(404);
  });

  it("lists a tag's published posts only, and finds a tag by its slug whatever its spelling", async () => {
    const res = await pages.get("/journal/tag/deep-dive");
    expect(res.status).toBe(200);
    expect(postSlugs(region(res.body, "term-articles", "</main>"))).toEqual(deepDive.map((p) => p.slug));
    expect(region(res.body, "term-count", "</p>")).toContain(`${deepDive.length} articles with this tag.`);
    const crumbs = jsonLd(res.body).find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement.at(-1)).toMatchObject({ item: `${pages.url}/journal/tag/deep-dive` });
    expect(headLink(res.body, "next")).toBeNull();

    const deja = await pages.get("/journal/tag/deja-vu");
    expect(deja.status).toBe(200);
    expect(deja.body).toContain("Déjà Vu!");
    const dejaPosts = (await whole(visitor, "/api/blog-posts")).filter((p) => p.tags.includes("Déjà Vu!"));
    expect(postSlugs(region(deja.body, "term-articles", "</main>"))).toEqual(dejaPosts.map((p) => p.slug));
    expect(region(deja.body, "term-count", "</p>")).toContain("1 article with this tag.");
  });

  it("answers 404 for a category or tag no published post has, and for slugs that are not slugs", async () => {
    const draftOnly = await create(
      team,
      "/api/blog-posts",
      postBody({ category: `Secret ${unique()}`, tags: ["Hidden Tag"] }),
    );
    for (const path of [
      `/journal/category/no-such-${unique()}`,
      `/journal/tag/no-such-${unique()}`,
      `/journal/category/${slugify(draftOnly.category)}`,
      "/journal/tag/hidden-tag",
      "/journal/category/Field-Notes",
      "/journal/category/field--notes",
      "/journal/tag/deep%20dive",
      `/journal/tag/${"a".repeat(300)}`,
    ]) {
      expect((await pages.get(path)).status, path).toBe(404);
    }
  });

  it("numbers the case-study pages 12 at a time", async () => {
    await inBatches(14, () => create(team, "/api/case-studies", caseStudyBody({ isPublished: true })));
    const list = await whole(visitor, "/api/case-studies");
    const pageCount = Math.ceil(list.length / PAGE_SIZE);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const studySlugs = (html: string) => [
      ...new Set([...html.matchAll(/href="\/case-studies\/([a-z0-9-]+)"/g)].map((m) => m[1]!)),
    ];
    for (let page = 1; page <= pageCount; page++) {
      const res = await pages.get(page === 1 ? "/case-studies" : `/case-studies?page=${page}`);
      expect(res.status).toBe(200);
      const main = res.body.slice(res.body.indexOf('<main id="main"'), res.body.indexOf("</main>"));
      expect(studySlugs(main)).toEqual(list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((s) => s.slug));
      if (page > 1) expect(titleOf(res.body)).toMatch(new RegExp(`— page ${page} \\| Arcwell Studio$`));
      expect(headLink(res.body, "next")).toBe(page < pageCount ? `${pages.url}/case-studies?page=${page + 1}` : null);
    }
    expect((await pages.get(`/case-studies?page=${pageCount + 1}`)).status).toBe(404);
  });

  it("lists every later journal page and every category and tag page in the sitemap", async () => {
    const list = await whole(visitor, "/api/blog-posts");
    expect(list.length).toBeGreaterThan(13);
    const res = await pages.get("/sitemap.xml");
    expect(res.status).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    const rest = list.length - (list[0]!.isFeatured ? 1 : 0);
    const journalPages = locs.filter((loc) => loc.startsWith(`${pages.url}/journal?page=`));
    expect(journalPages).toEqual(
      Array.from({ length: Math.ceil(rest / PAGE_SIZE) - 1 }, (_, i) => `${pages.url}/journal?page=${i + 2}`),
    );
    expect(locs).toContain(`${pages.url}/journal/category/field-notes`);
    expect(locs).toContain(`${pages.url}/journal/category/field-notes?page=2`);
    expect(locs).not.toContain(`${pages.url}/journal/category/field-notes?page=3`);
    expect(locs).toContain(`${pages.url}/journal/category/studio-life`);
    expect(locs).toContain(`${pages.url}/journal/tag/deep-dive`);
    expect(locs).not.toContain(`${pages.url}/journal/tag/deep-dive?page=2`);
    expect(locs).toContain(`${pages.url}/journal/tag/deja-vu`);
    expect(locs).not.toContain(`${pages.url}/journal/tag/hidden-tag`);
    const studies = await whole(visitor, "/api/case-studies");
    expect(locs).toContain(`${pages.url}/case-studies?page=2`);
    expect(locs.filter((loc) => loc.startsWith(`${pages.url}/case-studies?page=`)).length).toBe(
      Math.ceil(studies.length / PAGE_SIZE) - 1,
    );
    // Every listed page of a list answers 200.
    for (const loc of locs.filter((l) => /\/journal(\/(category|tag)\/[a-z0-9-]+)?(\?page=\d+)?$/.test(l))) {
      expect((await pages.get(loc.slice(pages.url.length))).status, loc).toBe(200);
    }
  });

  it("keeps the RSS feed to the newest 50 posts", async () => {
    const list = await whole(visitor, "/api/blog-posts");
    expect(list.length).toBeGreaterThan(50);
    const res = await pages.get("/journal/rss.xml");
    expect(res.status).toBe(200);
    const links = [...res.body.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.length).toBe(50);
    expect(new Set(links).size).toBe(50);
    // The newest by publication date (creation for undated), compared at millisecond precision.
    const dateOf = (p: Row) => ms(p.publishedAt ?? p.createdAt);
    const byLink = new Map(list.map((p) => [`${pages.url}/journal/${p.slug}`, p]));
    const newest = [...list].sort((a, b) => dateOf(b) - dateOf(a));
    const cut = dateOf(newest[49]!);
    for (const link of links) expect(dateOf(byLink.get(link)!), link).toBeGreaterThanOrEqual(cut);
    for (const post of newest.filter((p) => dateOf(p) > cut))
      expect(links).toContain(`${pages.url}/journal/${post.slug}`);
    const dates = links.map((link) => dateOf(byLink.get(link)!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe("the SQL slug rule", () => {
  const CORPUS = [
    "Hello World",
    "  Leading and trailing  ",
    "Café au lait",
    "Déjà Vu!",
    "naïve façade — résumé",
    "Ærøskøbing Ø",
    "Straße",
    "ÀÉÎÕÜ àéîõü",
    "Multiple     spaces",
    "multiple---hyphens",
    "- - mixed - - separators - -",
    "---leading and trailing hyphens---",
    "100% Growth in 2024!",
    "C++ & C#: a comparison",
    "what's new?",
    "a/b\\c|d",
    "under_score",
    "12345",
    "v2.0.1 release",
    "tabs\tand\nnewlines\r\nhere",
    "\ttabbed title\t",
    "emoji 🚀 launch 🎉",
    "🚀🚀🚀",
    "!!!",
    "",
    "   ",
    "ﬁne ﬂow",
    "①②③ ²",
    "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ",
    "İstanbul",
    "Ǆungla",
    "\u212Aelvin",
    "日本語 text",
    "Ελληνικά words",
    "a\u00a0b\u2003c\u3000d",
    "x".repeat(150),
    `${"word ".repeat(30)}end`,
    `${"a".repeat(99)} b`,
    `${"a".repeat(99)}-b`,
    `${"é".repeat(120)}`,
    `${"ab-".repeat(50)}`,
    "zero\u200bwidth",
    "combining e\u0301 and n\u0303",
  ];

  async function sqlSlug(value: string): Promise<string> {
    const result = await app.db.execute(sql`select arcwell_slug(${value}) as slug`);
    return (result as unknown as { rows: { slug: string }[] }).rows[0]!.slug;
  }

  it(`agrees with core/slug.ts on ${CORPUS.length} awkward strings (${DB_KIND})`, async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    const mismatches: string[] = [];
    for (const value of CORPUS) {
      const [inSql, inJs] = [await sqlSlug(value), slugify(value)];
      if (inSql !== inJs)
        mismatches.push(`${JSON.stringify(value)}: sql ${JSON.stringify(inSql)}, js ${JSON.stringify(inJs)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("agrees on the generated columns of stored posts", async () => {
    const result = await app.db.execute(sql`select category, tags, category_slug, tag_slugs from blog_posts`);
    const rows = (
      result as unknown as { rows: { category: string; tags: string[]; category_slug: string; tag_slugs: string[] }[] }
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.category_slug).toBe(slugify(row.category));
      expect(row.tag_slugs).toEqual(row.tags.map(slugify));
    }
  });

  // Whitespace that JavaScript's \s knows and PostgreSQL's does not (or the other way round),
  // and a title that starts with a tab and runs past the length cap: both rules now spell out
  // ASCII whitespace (core/slug.ts).
  it("agrees on Unicode whitespace and long titles that start with a tab", async () => {
    const mismatches: string[] = [];
    for (const value of ["Deep\ufeffDive", "Deep\u1680Dive", "Deep\u0085Dive", `\t${"a".repeat(150)}`]) {
      if ((await sqlSlug(value)) !== slugify(value)) mismatches.push(value);
    }
    expect(mismatches).toEqual([]);
  });
});
