import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
  type ApiFetch,
  call,
  caseStudyBody,
  create,
  expectErrorShape,
  fetchersFor,
  postBody,
  startPagesInstance,
  type PagesInstance,
} from "./helpers.ts";

// Site search (docs/product.md#api search, /work/shared/DESIGN.md §3b): GET /api/search and the
// /search page over published posts and case studies, ranked, with snippets whose only tags are
// <mark>; bad input is a 400, never a 5xx; one rate limit per address for the API and the page.

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

interface Hit {
  type: "blog-post" | "case-study";
  title: string;
  slug: string;
  url: string;
  excerpt: string;
  snippet: string;
  publishedAt: string | null;
}
interface Result {
  items: Hit[];
  total: number;
}

const CONSONANTS = "bcdfghjklmnpqrtvwxz";

/** A made-up word no stored text holds: consonants only, so the English stemmer leaves it whole. */
function word(): string {
  return `zq${[...randomBytes(8)].map((b) => CONSONANTS[b % CONSONANTS.length]).join("")}`;
}

async function search(query: string, fetcher: ApiFetch = visitor): Promise<Result> {
  const res = await call<Result>(fetcher, `/api/search?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(["items", "total"]);
  for (const hit of res.body.items) {
    expect(Object.keys(hit).sort()).toEqual(["excerpt", "publishedAt", "slug", "snippet", "title", "type", "url"]);
    expect(hit.url).toBe(`${hit.type === "blog-post" ? "/journal/" : "/case-studies/"}${hit.slug}`);
  }
  return res.body;
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const slugs = (result: Result) => result.items.map((hit) => hit.slug);

/** Every tag of `html` other than <mark> and </mark>. */
const tagsOtherThanMark = (html: string) => html.match(/<(?!\/?mark>)[^>]*>?/g) ?? [];

describe(`search (${DB_KIND})`, () => {
  it("ranks a title match above a body match, however often the body repeats the word", async () => {
    const w = word();
    const [inBody, inTitle] = await Promise.all([
      create(
        team,
        "/api/blog-posts",
        postBody({ isPublished: true, content: `<p>${`${w} again and ${w}. `.repeat(6)}</p>` }),
      ),
      create(team, "/api/blog-posts", postBody({ isPublished: true, title: `On ${w}` })),
    ]);
    const result = await search(q(w));
    expect(result.total).toBe(2);
    expect(slugs(result)).toEqual([inTitle.slug, inBody.slug]);
    expect(result.items[0]).toMatchObject({ type: "blog-post", title: inTitle.title, excerpt: inTitle.excerpt });
    expect(new Date(result.items[0]!.publishedAt!).toISOString()).toBe(new Date(inTitle.publishedAt).toISOString());
    expect(result.items[1]!.snippet).toContain(`<mark>${w}</mark>`);
  });

  it("finds case studies too, and `type` keeps to one kind", async () => {
    const w = word();
    const [post, study] = await Promise.all([
      create(team, "/api/blog-posts", postBody({ isPublished: true, excerpt: `About ${w}` })),
      create(team, "/api/case-studies", caseStudyBody({ isPublished: true, content: `<p>How ${w} grew.</p>` })),
    ]);
    const both = await search(q(w));
    expect(both.total).toBe(2);
    expect(slugs(both).sort()).toEqual([post.slug, study.slug].sort());
    const studyHit = both.items.find((hit) => hit.type === "case-study")!;
    expect(studyHit).toMatchObject({ slug: study.slug, url: `/case-studies/${study.slug}`, title: study.title });
    expect(studyHit.snippet).toContain(`<mark>${w}</mark>`);

    const onlyStudies = await search(`${q(w)}&type=case-study`);
    expect(onlyStudies).toMatchObject({ total: 1, items: [{ type: "case-study", slug: study.slug }] });
    const onlyPosts = await search(`${q(w)}&type=blog-post`);
    expect(onlyPosts).toMatchObject({ total: 1, items: [{ type: "blog-post", slug: post.slug }] });
  });

  it("matches the last word as a prefix, and only the last", async () => {
    const [w, long] = [word(), word()];
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({ isPublished: true, title: `Idea validation for ${w}`, content: `<p>${long}ness explained</p>` }),
    );
    expect(slugs(await search(q(`${w} valid`)))).toEqual([post.slug]);
    expect(slugs(await search(q(`${w} vali`)))).toEqual([post.slug]);
    expect(slugs(await search(q(`${w} validation`)))).toEqual([post.slug]);
    expect(slugs(await search(q(`${w} ${long.slice(0, 7)}`)))).toEqual([post.slug]);
    // Not as a prefix when another word follows.
    expect((await search(q(`${long.slice(0, 7)} ${w}`))).total).toBe(0);
    expect(slugs(await search(q(`${long}ness ${w}`)))).toEqual([post.slug]);
  });

  // The last word also matches the words as written ('simple' lexemes), so every prefix on the
  // way to a word finds it, not only those shorter than its stem ("valida" finds "validation").
  it("finds a word from every prefix typed on the way to it", async () => {
    const w = word();
    const post = await create(team, "/api/blog-posts", postBody({ isPublished: true, title: `Validation of ${w}` }));
    const missed: string[] = [];
    for (let end = 3; end <= "validation".length; end++) {
      const prefix = "validation".slice(0, end);
      if (!slugs(await search(q(`${w} ${prefix}`))).includes(post.slug)) missed.push(prefix);
    }
    expect(missed).toEqual([]);
  });

  it("needs every word of the query", async () => {
    const [w, second, absent] = [word(), word(), word()];
    const [both, one] = await Promise.all([
      create(team, "/api/blog-posts", postBody({ isPublished: true, content: `<p>${w} meets ${second}</p>` })),
      create(team, "/api/blog-posts", postBody({ isPublished: true, content: `<p>${w} alone</p>` })),
    ]);
    expect(slugs(await search(q(w))).sort()).toEqual([both.slug, one.slug].sort());
    expect(slugs(await search(q(`${w} ${second}`)))).toEqual([both.slug]);
    expect(slugs(await search(q(`${second}, ${w}!`)))).toEqual([both.slug]);
    expect(await search(q(`${w} ${absent}`))).toEqual({ items: [], total: 0 });
  });

  it("gives snippets whose only tags are <mark>, whatever the body holds", async () => {
    const w = word();
    const content = [
      `<p>${w} <script>alert(1)</script> and <img src=x onerror=alert(2)> then ${w} again.</p>`,
      `<p>Written as text: &lt;script&gt;alert(3)&lt;/script&gt; &lt;img src=x onerror=alert(4)&gt; ${w} &amp;lt;b&amp;gt;</p>`,
      `<p>Marks forged: \u0002&lt;b onclick=alert(5)&gt;\u0003 ${w} "quoted" 'single'</p>`,
    ].join("");
    const stored = await create(team, "/api/blog-posts", postBody({ isPublished: true, content }));
    expect(stored.content).not.toContain("<script");
    expect(stored.content).toContain("&lt;img src=x onerror=alert(4)&gt;");
    const result = await search(q(w));
    expect(result.total).toBe(1);
    const { snippet } = result.items[0]!;
    expect(tagsOtherThanMark(snippet)).toEqual([]);
    expect(snippet).toMatch(/<mark>/);
    // Every mark holds the word searched for, nothing else.
    for (const [, marked] of snippet.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) expect(marked).toBe(w);
    // No control characters (the marks of ts_headline included) reach the snippet.
    expect([...snippet].filter((c) => c < " " && c !== "\t" && c !== "\n")).toEqual([]);
    // Markup written as text comes back escaped (or not at all), never as a tag.
    if (snippet.includes("script")) expect(snippet).toMatch(/&lt;\/?script&gt;/);
    // (A snippet may end mid-text, so only what it holds of the markup is checked.)
    if (snippet.includes("onerror")) expect(snippet).toContain("&lt;img src=x onerror");

    const page = await pages.get(`/search?${q(w)}`);
    expect(page.status).toBe(200);
    const main = page.body.slice(page.body.indexOf('<main id="main"'), page.body.indexOf("</main>"));
    // No element with a handler, no script: the escaped text stays text.
    expect(main).not.toMatch(/<script|<[a-z][^>]*\son[a-z]+=/i);
    expect(main).toMatch(/<mark>/);
  });

  // Stored HTML is decoded once on the way to a snippet (snippetHtml; the SQL only strips tags),
  // so text written as "&lt;b&gt;" (stored "&amp;lt;b&amp;gt;") shows as the article shows it.
  it("shows text in a snippet as the article shows it (entities decoded once)", async () => {
    const w = word();
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({ isPublished: true, content: `<p>${w}: write &amp;lt;b&amp;gt; for a bold tag.</p>` }),
    );
    expect(post.content).toContain("&amp;lt;b&amp;gt;");
    const [hit] = (await search(q(w))).items;
    expect(hit!.snippet).toContain("write &amp;lt;b&amp;gt; for");
  });

  it("never finds drafts, nor what is unpublished later", async () => {
    const w = word();
    const [draft, draftStudy, published] = await Promise.all([
      create(team, "/api/blog-posts", postBody({ title: `Draft ${w}` })),
      create(team, "/api/case-studies", caseStudyBody({ title: `Draft study ${w}` })),
      create(team, "/api/blog-posts", postBody({ isPublished: true, title: `Out ${w}` })),
    ]);
    expect(draft.isPublished).toBe(false);
    expect(draftStudy.isPublished).toBe(false);
    for (const fetcher of [visitor, investor, team, owner]) {
      expect(slugs(await search(q(w), fetcher))).toEqual([published.slug]);
    }
    const res = await call(team, `/api/blog-posts/${published.id}`, { method: "PUT", json: { isPublished: false } });
    expect(res.status).toBe(200);
    expect(await search(q(w))).toEqual({ items: [], total: 0 });
  });

  it("counts every match in `total` while `items` keeps to `limit`", async () => {
    const w = word();
    for (let i = 0; i < 7; i += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, 7 - i) }, () =>
          create(team, "/api/blog-posts", postBody({ isPublished: true, excerpt: `Part of ${w}` })),
        ),
      );
    }
    const three = await search(`${q(w)}&limit=3`);
    expect(three.total).toBe(7);
    expect(three.items.length).toBe(3);
    const all = await search(`${q(w)}&limit=50`);
    expect(all.total).toBe(7);
    expect(all.items.length).toBe(7);
    expect(new Set(slugs(all)).size).toBe(7);
    expect(slugs(all).slice(0, 3)).toEqual(slugs(three));
    expect((await search(`${q(w)}&limit=1`)).items.length).toBe(1);
    expect((await search(q(w))).items.length).toBe(7);

    // The count is every match less the hidden ones (db/migrations/0022): a draft, a scheduled
    // post and a draft case study that hold the word leave it as it was. (A new limit: the
    // answers above stay cached, as hidden entries change no public answer.)
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await Promise.all([
      create(team, "/api/blog-posts", postBody({ excerpt: `Draft of ${w}` })),
      create(team, "/api/blog-posts", postBody({ isPublished: true, publishedAt: future, excerpt: `Soon ${w}` })),
      create(team, "/api/case-studies", caseStudyBody({ excerpt: `Draft study of ${w}` })),
    ]);
    const after = await search(`${q(w)}&limit=40`);
    expect(after.total).toBe(7);
    expect(slugs(after).sort()).toEqual(slugs(all).sort());
  });

  it("cuts the snippet around the first mention in the body's first 4,000 characters, as edited last", async () => {
    const w = word();
    const filler = (n: number) => `<p>${"Plain words fill this paragraph of the body. ".repeat(n)}</p>`;
    // The first mention past the first 1,500 characters, and one past 4,000 that no snippet shows.
    const deep = await create(
      team,
      "/api/blog-posts",
      postBody({ isPublished: true, content: `${filler(50)}<p>Here ${w} comes up.</p>${filler(50)}` }),
    );
    const [hit] = (await search(q(w))).items;
    expect(hit!.slug).toBe(deep.slug);
    expect(hit!.snippet).toContain(`<mark>${w}</mark>`);

    const beyond = await call(team, `/api/blog-posts/${deep.id}`, {
      method: "PUT",
      json: { content: `${filler(100)}<p>Here ${w} comes up.</p>` },
    });
    expect(beyond.status).toBe(200);
    const [late] = (await search(q(w))).items;
    expect(late!.slug).toBe(deep.slug);
    expect(late!.snippet).not.toContain("<mark>");
    expect(late!.snippet).toMatch(/^Plain words fill this paragraph/);
  });

  it("answers 400 with the error shape to a missing, empty or long query, a bad limit or type", async () => {
    const w = word();
    for (const query of [
      "",
      "q=",
      "q=%20%20%20",
      "q=%09%0A",
      `q=${"a".repeat(201)}`,
      `q=${w}&q=${w}`,
      `${q(w)}&limit=0`,
      `${q(w)}&limit=51`,
      `${q(w)}&limit=abc`,
      `${q(w)}&limit=1.5`,
      `${q(w)}&limit=-1`,
      `${q(w)}&type=foo`,
      `${q(w)}&type=`,
      `${q(w)}&type=blog-post&type=case-study`,
    ]) {
      const res = await call(visitor, `/api/search?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body);
    }
    // 200 characters after trimming are fine.
    expect((await search(q(`  ${"a".repeat(200)}  `))).total).toBe(0);
  });

  it("answers 200 with nothing found to punctuation, stop words and query operators", async () => {
    for (const text of ["!!!", "the", "the and of", "a", "…", "🚀", "---", "&", "|", "!", "(", ")", ":", "*", "'"]) {
      expect(await search(q(text)), text).toEqual({ items: [], total: 0 });
    }
    for (const text of [
      "a & | ! ( ) : * '",
      "a:* & !b | (c <-> d)",
      "'; drop table blog_posts; --",
      "\\x00 \\",
      "foo:A bar:*B",
      "<2> <-> <->",
      "\u0000nul",
      "x".repeat(200),
      Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "),
      "İ ß ﬁ ①",
    ]) {
      const res = await call<Result>(visitor, `/api/search?${q(text)}`);
      expect(res.status, text).toBe(200);
      expect(res.body.total).toBe(res.body.items.length === 0 ? 0 : res.body.total);
      const page = await pages.get(`/search?${q(text)}`);
      expect(page.status, text).toBeLessThan(500);
    }
  });

  it("renders the results on the /search page, never indexed", async () => {
    const w = word();
    const [inTitle, inBody] = await Promise.all([
      create(team, "/api/blog-posts", postBody({ isPublished: true, title: `Pricing ${w}` })),
      create(team, "/api/blog-posts", postBody({ isPublished: true, content: `<p>Notes on ${w} here.</p>` })),
    ]);
    const page = await pages.get(`/search?${q(w)}`);
    expect(page.status).toBe(200);
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    expect(head).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(head).toContain(`<title>Search results for “${w}” | Arcwell Studio</title>`);
    const results = page.body.slice(page.body.indexOf('data-testid="search-results"'), page.body.indexOf("</ol>"));
    const linked = [...results.matchAll(/href="\/journal\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(linked).toEqual([inTitle.slug, inBody.slug]);
    expect(results).toContain(inTitle.title);
    expect(results).toContain(`<mark>${w}</mark>`);
    expect(page.body.replaceAll("<!-- -->", "")).toContain(`2 results for “${w}”`);

    for (const path of ["/search", "/search?q="]) {
      const empty = await pages.get(path);
      expect(empty.status).toBe(200);
      expect(empty.body).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(empty.body).not.toContain('data-testid="search-results"');
    }
    const tooLong = await pages.get(`/search?q=${"a".repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain("Use at most 200 characters.");
  });

  it('says "No results for “…”" when nothing matches, with the query escaped', async () => {
    const text = `<script>alert(1)</script> ${word()}`;
    const page = await pages.get(`/search?${q(text)}`);
    expect(page.status).toBe(200);
    const body = page.body.replaceAll("<!-- -->", "");
    expect(body).toContain("No results for “&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body).not.toContain("<script>alert(1)");
    expect(body).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(body).not.toContain('data-testid="search-results"');
  });

  it("keeps separate answers per query in the page cache", async () => {
    const [a, b] = [word(), word()];
    const [postA, postB] = await Promise.all([
      create(team, "/api/blog-posts", postBody({ isPublished: true, title: `Cached ${a}` })),
      create(team, "/api/blog-posts", postBody({ isPublished: true, title: `Cached ${b}` })),
    ]);
    /** Reads `path` until the cache answers it. */
    const cached = async (read: () => Promise<{ headers: Headers; body: unknown }>) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const res = await read();
        if (res.headers.get("x-cache") === "HIT") return res.body;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("never answered from the page cache");
    };
    for (const [text, post, other] of [
      [a, postA, postB],
      [b, postB, postA],
    ] as const) {
      const api = (await cached(() => call<Result>(visitor, `/api/search?${q(text)}`))) as Result;
      expect(slugs(api)).toEqual([post.slug]);
      const limited = (await cached(() => call<Result>(visitor, `/api/search?${q(text)}&limit=1`))) as Result;
      expect(slugs(limited)).toEqual([post.slug]);
      const typed = (await cached(() => call<Result>(visitor, `/api/search?${q(text)}&type=case-study`))) as Result;
      expect(typed.total).toBe(0);
      const page = (await cached(() => pages.get(`/search?${q(text)}`))) as string;
      expect(page).toContain(post.title);
      expect(page).not.toContain(other.title);
    }
    // A new match shows at once.
    const later = await create(team, "/api/blog-posts", postBody({ isPublished: true, excerpt: `Also ${a}` }));
    expect(slugs(await search(q(a)))).toEqual([postA.slug, later.slug]);
    expect((await pages.get(`/search?${q(a)}`)).body).toContain(later.title);
  });
});

describe("search rate limit", () => {
  let limited: TestApp;
  let limitedPages: PagesInstance;

  beforeAll(async () => {
    limited = await startTestApp({ searchLimitPerMinute: 3 });
    limitedPages = await startPagesInstance(limited, { searchLimitPerMinute: 3 });
  });

  afterAll(async () => {
    await limitedPages?.close();
    await limited?.close();
  });

  it("answers 429 to the fourth search in a minute from one address, on the API and the page alike", async () => {
    const fetcher = await limited.as("visitor");
    // Different words each time, so that no answer comes from the page cache (which is not counted).
    expect((await call(fetcher, `/api/search?${q(word())}`)).status).toBe(200);
    expect((await limitedPages.get(`/search?${q(word())}`)).status).toBe(200);
    expect((await call(fetcher, `/api/search?${q(word())}`)).status).toBe(200);

    const api = await call(fetcher, `/api/search?${q(word())}`);
    expect(api.status).toBe(429);
    expectErrorShape(api.body);
    const page = await limitedPages.get(`/search?${q(word())}`);
    expect(page.status).toBe(429);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.body).toContain("Too many searches");
    // Other pages and calls are not limited.
    expect((await limitedPages.get("/journal")).status).toBe(200);
    expect((await call(fetcher, "/api/blog-posts")).status).toBe(200);
  });
});
