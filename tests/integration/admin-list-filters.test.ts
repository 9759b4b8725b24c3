import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
  type ApiFetch,
  call,
  caseStudyBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  postBody,
  randomUuid,
  unique,
} from "./helpers.ts";

// The dashboard's search and status filter (issue 26, docs/product.md#api admin lists):
// `GET /api/admin/blog-posts|case-studies?q=&status=&limit=&cursor=` and the reads of one entry
// that the dashboard's `?edit={id}` address opens (`GET /api/admin/…/{id}`).

let app: TestApp;
let visitor: ApiFetch;
let investor: ApiFetch;
let team: ApiFetch;
let owner: ApiFetch;

type Row = { id: string; title: string; slug: string; status: "draft" | "scheduled" | "published" };
const ids = (rows: Row[]) => rows.map((r) => r.id);
const STATES = ["draft", "scheduled", "published"] as const;
const POSTS = 60;
// Every title of this file carries it, so searches can be checked against exactly what was made here.
const RUN = unique();
const future = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** The post's state by its number: a third of each, the scheduled ones published with a date to come. */
const stateOf = (i: number) => STATES[i % 3]!;
const stateBody = (state: (typeof STATES)[number]) =>
  state === "draft"
    ? { isPublished: false }
    : state === "scheduled"
      ? { isPublished: true, publishedAt: future() }
      : { isPublished: true };

let posts: Row[];

beforeAll(async () => {
  app = await startTestApp();
  ({ visitor, investor, team, owner } = await fetchersFor(app));
  posts = [];
  for (let start = 0; start < POSTS; start += 10) {
    const batch = Array.from({ length: 10 }, (_, j) => start + j);
    posts.push(
      ...(await Promise.all(
        batch.map((i) =>
          create<Row>(
            team,
            "/api/blog-posts",
            postBody({ title: `Filter ${RUN} number ${String(i).padStart(2, "0")}`, ...stateBody(stateOf(i)) }),
          ),
        ),
      )),
    );
  }
});

afterAll(async () => {
  await app?.close();
});

async function list(fetcher: ApiFetch, path: string): Promise<Row[]> {
  const res = await call<Row[]>(fetcher, path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every page of `path` (with `limit`), following `Link: rel="next"`; checks each page's total and link. */
async function walk(path: string) {
  const items: Row[] = [];
  const totals = new Set<string | null>();
  let next: string | null = path;
  let pages = 0;
  while (next) {
    expect(++pages, "too many pages").toBeLessThan(100);
    const res: { status: number; body: Row[]; headers: Headers } = await call<Row[]>(team, next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body);
    totals.add(res.headers.get("x-total-count"));
    const link = res.headers.get("link");
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    if (next) {
      // The next page's address keeps the search and the filter.
      const asked = new URL(path, "http://x").searchParams;
      const given = new URL(next, "http://x").searchParams;
      for (const key of ["q", "status", "limit"]) expect(given.get(key), key).toBe(asked.get(key));
    }
  }
  return { items, totals: [...totals] };
}

describe(`admin list search and status filter (${DB_KIND})`, () => {
  it("finds one post among 60 by a word of its title, in any case, and by its slug", async () => {
    const target = posts[37]!;
    expect(await list(team, `/api/admin/blog-posts?q=${encodeURIComponent(`${RUN} number 37`)}`)).toEqual([
      expect.objectContaining({ id: target.id, title: target.title, status: stateOf(37) }),
    ]);
    const shouted = await list(
      team,
      `/api/admin/blog-posts?q=${encodeURIComponent(`FILTER ${RUN.toUpperCase()} NUMBER 37`)}`,
    );
    expect(ids(shouted)).toEqual([target.id]);
    expect(ids(await list(team, `/api/admin/blog-posts?q=${target.slug}`))).toEqual([target.id]);
    // Surrounding spaces do not count; all 60 share the run's word.
    expect(await list(team, `/api/admin/blog-posts?q=%20%20${RUN}%20`)).toHaveLength(POSTS);
    expect(await list(team, `/api/admin/blog-posts?q=${unique()}${unique()}`)).toEqual([]);
  });

  it("reads %, _ and \\ in the search as themselves, not as wildcards", async () => {
    // Its own word, so that it stays out of the run's 60.
    const word = unique();
    const odd = await create<Row>(team, "/api/blog-posts", postBody({ title: `Odd ${word} 100% _sure_ a\\b` }));
    for (const text of ["100%", "%", "_sure_", "a\\b"]) {
      const found = await list(team, `/api/admin/blog-posts?q=${encodeURIComponent(text)}`);
      expect(found.length, text).toBeGreaterThan(0);
      for (const row of found) expect(`${row.title} ${row.slug}`.toLowerCase(), text).toContain(text);
      expect(ids(found), text).toContain(odd.id);
    }
    expect(await list(team, `/api/admin/blog-posts?q=${encodeURIComponent(`${word} 1_0`)}`)).toEqual([]);
    expect(await list(team, `/api/admin/blog-posts?q=${encodeURIComponent(`${RUN}%number`)}`)).toEqual([]);
    expect(await list(team, `/api/admin/blog-posts?q=${encodeURIComponent(`${RUN} number __`)}`)).toEqual([]);
  });

  it("keeps exactly the posts in each state, a scheduled one included, alone and with a search", async () => {
    const all = await list(owner, "/api/admin/blog-posts");
    for (const state of STATES) {
      const kept = await list(team, `/api/admin/blog-posts?status=${state}`);
      expect(ids(kept), state).toEqual(ids(all.filter((row) => row.status === state)));
      const mine = await list(team, `/api/admin/blog-posts?status=${state}&q=${RUN}`);
      const expected = posts.filter((_, i) => stateOf(i) === state);
      expect(new Set(ids(mine)), state).toEqual(new Set(ids(expected)));
      expect(mine.every((row) => row.status === state)).toBe(true);
    }
    const scheduled = posts[1]!;
    expect(ids(await list(team, `/api/admin/blog-posts?status=scheduled&q=${scheduled.slug}`))).toEqual([scheduled.id]);
    expect(await list(team, `/api/admin/blog-posts?status=published&q=${scheduled.slug}`)).toEqual([]);
    // A scheduled post that is published now moves to "published".
    const now = await call(team, `/api/blog-posts/${scheduled.id}`, {
      method: "PUT",
      json: { publishedAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(now.status).toBe(200);
    expect(ids(await list(team, `/api/admin/blog-posts?status=published&q=${scheduled.slug}`))).toEqual([scheduled.id]);
    expect(await list(team, `/api/admin/blog-posts?status=scheduled&q=${scheduled.slug}`)).toEqual([]);
  });

  it("pages a filtered list without duplicates or gaps, with the filtered total on every page", async () => {
    for (const path of [
      `/api/admin/blog-posts?q=${RUN}&limit=7`,
      `/api/admin/blog-posts?status=draft&q=${RUN}&limit=3`,
      "/api/admin/blog-posts?status=published&limit=5",
    ]) {
      const unpaged = await list(team, path.replace(/&limit=\d+/, ""));
      const { items, totals } = await walk(path);
      expect(ids(items), path).toEqual(ids(unpaged));
      expect(new Set(ids(items)).size).toBe(items.length);
      expect(totals, path).toEqual([String(unpaged.length)]);
    }
  });

  it("reads a cursor made under one filter under another as a position, never a 5xx", async () => {
    const first = await call<Row[]>(team, `/api/admin/blog-posts?status=draft&q=${RUN}&limit=2`);
    const cursor = /cursor=([^>&]+)/.exec(first.headers.get("link")!)![1]!;
    for (const query of [`status=published`, `status=scheduled&q=${RUN}`, `q=${unique()}`, ""]) {
      const res = await call<Row[]>(team, `/api/admin/blog-posts?${query}&limit=5&cursor=${cursor}`);
      expect(res.status, query).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    const studies = await call(team, `/api/admin/case-studies?status=draft&limit=5&cursor=${cursor}`);
    expect(studies.status).toBeLessThan(500);
  });

  it("refuses a bad search or state with 400 and the error JSON", async () => {
    for (const [query, field] of [
      ["status=live", "status"],
      ["status=DRAFT", "status"],
      ["status=", "status"],
      ["status=draft&status=published", "status"],
      ["q=a&q=b", "q"],
      [`q=${"x".repeat(201)}`, "q"],
      ["q=a%00b", "q"],
    ] as const) {
      for (const base of ["/api/admin/blog-posts", "/api/admin/case-studies"]) {
        for (const paged of ["", "&limit=5"]) {
          const res = await call(team, `${base}?${query}${paged}`);
          expect(res.status, `${base}?${query}${paged}`).toBe(400);
          expectFieldErrors(res, [field]);
        }
      }
    }
    // A blank search is no search.
    expect(await list(team, "/api/admin/blog-posts?q=%20&status=draft")).toEqual(
      await list(team, "/api/admin/blog-posts?status=draft"),
    );
  });

  it("filters case studies the same way", async () => {
    const made = await Promise.all(
      STATES.map((state) =>
        create<Row>(team, "/api/case-studies", caseStudyBody({ title: `Study ${RUN} ${state}`, ...stateBody(state) })),
      ),
    );
    for (const [i, state] of STATES.entries()) {
      const found = await list(team, `/api/admin/case-studies?q=${RUN}&status=${state}`);
      expect(ids(found), state).toEqual([made[i]!.id]);
      expect(found[0]!.status).toBe(state);
    }
    expect(new Set(ids(await list(team, `/api/admin/case-studies?q=study%20${RUN.toUpperCase()}`)))).toEqual(
      new Set(ids(made)),
    );
    const { items, totals } = await walk(`/api/admin/case-studies?q=${RUN}&limit=1`);
    expect(new Set(ids(items))).toEqual(new Set(ids(made)));
    expect(totals).toEqual(["3"]);
  });

  it("reads one entry by id with its status, whatever its state; an unknown or malformed id is 404", async () => {
    const draft = posts[0]!;
    const read = await call<Row>(team, `/api/admin/blog-posts/${draft.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: draft.id, title: draft.title, status: "draft" });
    expect(read.body).toHaveProperty("content");
    const study = await create<Row>(team, "/api/case-studies", caseStudyBody({ ...stateBody("scheduled") }));
    const studyRead = await call<Row>(owner, `/api/admin/case-studies/${study.id}`);
    expect(studyRead.status).toBe(200);
    expect(studyRead.body).toMatchObject({ id: study.id, status: "scheduled" });

    for (const path of [
      `/api/admin/blog-posts/${randomUuid()}`,
      `/api/admin/case-studies/${randomUuid()}`,
      "/api/admin/blog-posts/not-an-id",
      `/api/admin/case-studies/${draft.id}`,
    ]) {
      const res = await call(team, path);
      expect(res.status, path).toBe(404);
      expectErrorShape(res.body);
    }
  });

  it("still refuses visitors (401) and investors (403), filters or not", async () => {
    for (const path of [
      `/api/admin/blog-posts?q=${RUN}&status=draft`,
      `/api/admin/case-studies?status=published&limit=5`,
      `/api/admin/blog-posts?status=bogus`,
      `/api/admin/blog-posts/${posts[0]!.id}`,
    ]) {
      const asVisitor = await call(visitor, path);
      expect(asVisitor.status, path).toBe(401);
      expectErrorShape(asVisitor.body);
      const asInvestor = await call(investor, path);
      expect(asInvestor.status, path).toBe(403);
      expectErrorShape(asInvestor.body);
    }
  });
});
