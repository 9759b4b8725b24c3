import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
  call,
  cardBody,
  caseStudyBody,
  create,
  postBody,
  startPagesInstance,
  type ApiFetch,
  type PagesInstance,
} from "./helpers.ts";

// Targeted invalidation (issue 16, decision 036): a content write empties only the cached answers
// whose reads declared a tag it changes; the most asked-for of them are rendered again in the
// background; concurrent misses of one page render once. Writes go through `app`, pages are read
// from a second instance with its own page cache, as between two production instances.

let app: TestApp;
let team: ApiFetch;
let pages: PagesInstance;
let post: { id: string; slug: string; title: string };
let otherPost: { id: string; slug: string };
let study: { id: string; slug: string };

beforeAll(async () => {
  app = await startTestApp();
  team = await app.as("team");
  pages = await startPagesInstance(app);
  post = await create(team, "/api/blog-posts", postBody({ isPublished: true }));
  otherPost = await create(team, "/api/blog-posts", postBody({ isPublished: true }));
  study = await create(team, "/api/case-studies", caseStudyBody({ isPublished: true }));
});
afterAll(async () => {
  await pages?.close();
  await app?.close();
});

const cacheOf = (res: { headers: Headers }) => res.headers.get("x-cache");

/** Reads `path` until the cache answers it; then `extra` more hits, so it counts as asked for. */
async function primed(path: string, extra = 0) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await pages.get(path);
    if (cacheOf(res) === "HIT") {
      for (let i = 0; i < extra; i++) await pages.get(path);
      return res;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the cache`);
}

/** Asks with HEAD (which renders without storing anything) until the cache holds `path`. */
async function heldAgain(path: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(pages.url + path, { method: "HEAD", redirect: "manual" });
    if (cacheOf(res) === "HIT") return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe(`cache dependencies (${DB_KIND})`, () => {
  it("a write to one post empties its page and the post lists, and leaves an unrelated case study and post cached", async () => {
    const paths = {
      article: `/journal/${post.slug}`,
      journal: "/journal",
      rss: "/journal/rss.xml",
      sitemap: "/sitemap.xml",
      other: `/journal/${otherPost.slug}`,
      study: `/case-studies/${study.slug}`,
      studies: "/case-studies",
      home: "/",
    };
    for (const path of Object.values(paths)) await primed(path);

    const title = `Retitled ${post.id.slice(0, 8)}`;
    expect((await call(team, `/api/blog-posts/${post.id}`, { method: "PUT", json: { title } })).status).toBe(200);

    // Emptied and fresh at once: the post's page and everything that lists posts.
    for (const path of [paths.article, paths.journal, paths.rss]) {
      const res = await pages.get(path);
      expect(res.body, path).toContain(title);
    }
    // Untouched: pages made of nothing the write changed.
    for (const path of [paths.other, paths.study, paths.studies, paths.home]) {
      expect(cacheOf(await pages.get(path)), path).toBe("HIT");
    }
  });

  it("a card change empties the home page and the portfolio, and leaves the journal cached", async () => {
    await primed("/");
    await primed("/portfolio");
    await primed("/journal");
    await primed(`/case-studies/${study.slug}`);
    const cards = (await call<{ id: string }[]>(await app.as("visitor"), "/api/portfolio-cards")).body;
    const first = cards[0] ?? (await create<{ id: string }>(team, "/api/portfolio-cards", cardBody()));
    const name = `Renamed card ${first.id.slice(0, 8)}`;
    expect((await call(team, `/api/portfolio-cards/${first.id}`, { method: "PUT", json: { name } })).status).toBe(200);

    for (const path of ["/", "/portfolio"]) expect((await pages.get(path)).body, path).toContain(name);
    for (const path of ["/journal", `/case-studies/${study.slug}`])
      expect(cacheOf(await pages.get(path)), path).toBe("HIT");
  });

  it("a save that changes nothing leaves every cached page in place", async () => {
    const cards = (
      await call<{ id: string; sortOrder: number; name: string }[]>(await app.as("visitor"), "/api/portfolio-cards")
    ).body;
    const card =
      cards[0] ??
      (await create<{ id: string; sortOrder: number; name: string }>(team, "/api/portfolio-cards", cardBody()));
    const current = (await call<{ title: string; excerpt: string }>(team, `/api/blog-posts/${post.slug}`)).body;
    for (const path of ["/", "/portfolio", "/journal", `/journal/${post.slug}`]) await primed(path);

    const same = await call(team, `/api/portfolio-cards/${card.id}`, {
      method: "PUT",
      json: { sortOrder: card.sortOrder, name: card.name },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const samePost = await call(team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { title: current.title, excerpt: current.excerpt },
    });
    expect(samePost.status, JSON.stringify(samePost.body)).toBe(200);
    for (const path of ["/", "/portfolio", "/journal", `/journal/${post.slug}`])
      expect(cacheOf(await pages.get(path)), path).toBe("HIT");
  });

  it("re-renders the most asked-for emptied pages in the background, with the new content", async () => {
    pages.warmAfterWrites(true);
    await primed("/journal", 3);
    const title = `Warm ${otherPost.id.slice(0, 8)}`;
    expect((await call(team, `/api/blog-posts/${otherPost.id}`, { method: "PUT", json: { title } })).status).toBe(200);
    // No visitor has asked for /journal since the write; the cache holds it again all the same.
    expect(await heldAgain("/journal")).toBe(true);
    const res = await pages.get("/journal");
    expect(cacheOf(res)).toBe("HIT");
    expect(res.body).toContain(title);
    pages.warmAfterWrites(false);
  });

  it("renders concurrent misses of one page once; the others get that render", async () => {
    // A page nobody has asked for yet, asked for by twelve visitors at the same moment.
    const answers = await Promise.all(Array.from({ length: 12 }, () => pages.get("/journal/category/tech-trends")));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => cacheOf(a) !== "HIT")).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.replace(/ nonce="[^"]+"/g, ""))).size).toBe(1);
    // Misses of an answer that is never stored (a 404) each get their own render.
    const missing = await Promise.all(Array.from({ length: 6 }, () => pages.get("/journal/no-such-post-anywhere")));
    expect(missing.map((a) => a.status)).toEqual(Array(6).fill(404));
  });
});
