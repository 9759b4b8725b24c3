import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { auditLog } from "#db/schema.server.ts";
import type { Db } from "#db/client.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
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
  startPagesInstance,
  type PagesInstance,
  unique,
} from "./helpers.ts";

// Redirect rules (issue 32 item 4, docs/product.md#redirects, decision 054): the owner adds exact
// and prefix rules beside the slug redirects; bad input, duplicates, rules that would hide a live
// page and loops (through rules and slug redirects) are refused; a rule answers only where the
// site would answer 404, keeps the query, 301 (cached like a page) or 302; every instance sees a
// change at once, and matching reads nothing from the database.

let app: TestApp;
let pages: PagesInstance;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
  pages = await startPagesInstance(app);
});

afterAll(async () => {
  await pages?.close();
  await app?.close();
});

interface RuleJson {
  kind: "rule";
  id: string;
  from: string;
  to: string;
  permanent: boolean;
  fromUrl: string;
  toUrl: string;
  createdAt: string;
}

const path = (tag: string) => `/${tag}-${unique()}`;

async function addRule(rule: { from: string; to: string; permanent?: boolean }): Promise<RuleJson> {
  return create<RuleJson>(as.owner, "/api/redirects", rule);
}

const post = (rule: unknown) => call(as.owner, "/api/redirects", { method: "POST", json: rule });

async function expectRefused(rule: { from: string; to: string }, field: "from" | "to", status = 409) {
  const res = await post(rule);
  expect(res.status, `${rule.from} → ${rule.to}: ${JSON.stringify(res.body)}`).toBe(status);
  expectErrorShape(res.body);
  expect(Object.keys(res.body.errors ?? {})).toContain(field);
  return res.body as unknown as { message: string; errors: { from: [string]; to: [string] } };
}

async function expectRedirect(from: string, location: string, status = 302, on: PagesInstance = pages) {
  const res = await on.get(from);
  expect(res.status, from).toBe(status);
  expect(res.headers.get("location"), from).toBe(location);
}

/** Reads `url` as a visitor until the page cache answers it. */
async function cached(url: string) {
  for (let i = 0; i < 200; i++) {
    const res = await pages.get(url);
    if (res.headers.get("x-cache") === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} was never answered from the cache`);
}

describe(`redirect rules: create, list, delete (${DB_KIND})`, () => {
  it("adds a rule (201), lists it beside the slug redirects, and deletes it (204), each with an audit entry", async () => {
    const from = path("old");
    const rule = await addRule({ from, to: "/about", permanent: true });
    expect(rule).toMatchObject({ kind: "rule", from, to: "/about", permanent: true, fromUrl: from, toUrl: "/about" });

    // A slug redirect too: a published post renamed.
    const item = await create<{ id: string; slug: string }>(
      as.team,
      "/api/blog-posts",
      postBody({ isPublished: true }),
    );
    await call(as.team, `/api/blog-posts/${item.id}`, { method: "PUT", json: { slug: `moved-${unique()}` } });
    const listed = await call<{ kind: string; id: string }[]>(as.owner, "/api/redirects");
    expect(listed.status).toBe(200);
    expect(listed.body.find((r) => r.id === rule.id)).toEqual(rule);
    expect(
      listed.body.find((r) => r.kind === "slug" && (r as { entityId?: string }).entityId === item.id),
    ).toBeDefined();

    const audit = () =>
      app.db
        .select({ action: auditLog.action, summary: auditLog.summary })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "redirect"), eq(auditLog.entityId, rule.id)));
    expect(await audit()).toEqual([{ action: "create", summary: expect.stringContaining(`${from} to /about`) }]);

    expect((await call(as.owner, `/api/redirects/${rule.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await audit()).map((e) => e.action).sort()).toEqual(["create", "delete"]);
    const after = await call<{ id: string }[]>(as.owner, "/api/redirects");
    expect(after.body.some((r) => r.id === rule.id)).toBe(false);
    expect((await call(as.owner, `/api/redirects/${rule.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await pages.get(from)).status).toBe(404);
  });

  it("is the owner's alone: the team gets 403, a visitor 401, an API token 403", async () => {
    const rule = { from: path("guarded"), to: "/about" };
    expect((await call(as.team, "/api/redirects", { method: "POST", json: rule })).status).toBe(403);
    expect((await call(as.investor, "/api/redirects", { method: "POST", json: rule })).status).toBe(403);
    expect((await call(as.visitor, "/api/redirects", { method: "POST", json: rule })).status).toBe(401);
    const made = await call<{ token: string }>(as.owner, "/api/tokens", {
      method: "POST",
      json: { name: `Rules ${unique()}`, scope: "write" },
    });
    const res = await fetch(`${app.url}/api/redirects`, {
      method: "POST",
      headers: { authorization: `Bearer ${made.body.token}`, "content-type": "application/json" },
      body: JSON.stringify(rule),
    });
    expect(res.status).toBe(403);
    expect((await pages.get(rule.from)).status).toBe(404);
  });
});

describe(`redirect rules: bad input is refused with the error shape (${DB_KIND})`, () => {
  const ok = { from: "/valid-old", to: "/about" };
  const cases: [string, Record<string, unknown>, string][] = [
    ["no from", { to: "/about" }, "from"],
    ["an empty from", { ...ok, from: "  " }, "from"],
    ["a from without a leading /", { ...ok, from: "old-page" }, "from"],
    ["a from that is an address", { ...ok, from: "https://old.example/page" }, "from"],
    ["a protocol-relative from", { ...ok, from: "//old.example/page" }, "from"],
    ["a from with a query", { ...ok, from: "/old?page=2" }, "from"],
    ["a from with a fragment", { ...ok, from: "/old#top" }, "from"],
    ["a * inside from", { ...ok, from: "/old/*/page" }, "from"],
    ["a * not after a /", { ...ok, from: "/old*" }, "from"],
    ["a rule for every address", { ...ok, from: "/*" }, "from"],
    ["a from too long", { ...ok, from: `/${"a".repeat(500)}` }, "from"],
    ["a from with a control character", { ...ok, from: "/old\u0001page" }, "from"],
    ["no to", { from: "/old" }, "to"],
    ["a plain http target", { ...ok, to: "http://new.example/" }, "to"],
    ["a protocol-relative target", { ...ok, to: "//evil.example/" }, "to"],
    ["a backslash target", { ...ok, to: "/\\evil.example/" }, "to"],
    ["a javascript: target", { ...ok, to: "javascript:alert(1)" }, "to"],
    ["a target with a password", { ...ok, to: "https://user:pw@new.example/" }, "to"],
    ["a target too long", { ...ok, to: `/${"a".repeat(2000)}` }, "to"],
    ["a target keeping the rest from an exact rule", { ...ok, to: "/new/*" }, "to"],
    ["a * inside the target", { from: "/old/*", to: "/new/*/x" }, "to"],
    ["permanent that is not a boolean", { ...ok, permanent: "yes" }, "permanent"],
    ["an unknown field", { ...ok, status: 301 }, ""],
  ];
  it.each(cases)("refuses %s (400)", async (_name, body, field) => {
    const res = await post(body);
    if (field) expectFieldErrors(res, [field]);
    else expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it("refuses a body that is not JSON (415) and changes nothing", async () => {
    const res = await call(as.owner, "/api/redirects", { method: "POST", body: "from=/x&to=/about" });
    expect(res.status).toBe(415);
    expect((await pages.get("/x")).status).toBe(404);
  });
});

describe(`redirect rules never hide a page (${DB_KIND})`, () => {
  it("refuses the app's own addresses and pages (409), exact and as prefixes", async () => {
    for (const from of [
      "/",
      "/about",
      "/About/",
      "/journal",
      "/portfolio",
      "/case-studies",
      "/search",
      "/privacy",
      "/terms",
      "/sitemap.xml",
      "/journal/rss.xml",
      "/ventures/supplylink",
      "/dashboard",
      "/dashboard/settings",
      "/api/blog-posts",
      "/assets/app.js",
      "/objects/x.png",
      "/oidc/auth",
      "/account/reset/x",
      "/newsletter/confirm/x",
      "/preview/token",
      "/journal/*",
      "/journal/category/*",
      "/ventures/*",
      "/api/*",
      "/dashboard/*",
      "/case-studies/*",
    ]) {
      const body = await expectRefused({ from, to: "/about" }, "from");
      expect(body.errors.from[0]).toMatch(/A rule may not hide it\.$/);
    }
  });

  it("refuses every route of app/routes.ts: each static address, and a prefix over each route with a parameter", async () => {
    type Entry = { path?: string; children?: Entry[] };
    const paths: string[] = [];
    const walk = (entries: readonly Entry[], parent: string) => {
      for (const entry of entries) {
        const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
        if (entry.path !== undefined || !entry.children) paths.push(path || "/");
        if (entry.children) walk(entry.children, path);
      }
    };
    walk(routes as readonly Entry[], "");
    expect(paths.length).toBeGreaterThan(15);
    for (const route of paths) {
      if (route === "/*") continue; // the 404 page: what rules are for
      const dynamic = route.search(/\/(?::|\*)/);
      const from = dynamic === -1 ? route : `${route.slice(0, dynamic)}/*`;
      await expectRefused({ from, to: "/about" }, "from");
    }
  });

  it("refuses a published post, case study, category or a slug that redirects, but takes a draft's address", async () => {
    const live = await create<{ id: string; slug: string; category: string }>(
      as.team,
      "/api/blog-posts",
      postBody({ isPublished: true }),
    );
    await expectRefused({ from: `/journal/${live.slug}`, to: "/about" }, "from");
    await expectRefused({ from: `/journal/${live.slug}/*`, to: "/about" }, "from");
    const study = await create<{ slug: string }>(as.team, "/api/case-studies", caseStudyBody({ isPublished: true }));
    await expectRefused({ from: `/case-studies/${study.slug}`, to: "/about" }, "from");
    const category = live.category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await expectRefused({ from: `/journal/category/${category}`, to: "/about" }, "from");
    const renamed = `renamed-${unique()}`;
    await call(as.team, `/api/blog-posts/${live.id}`, { method: "PUT", json: { slug: renamed } });
    const body = await expectRefused({ from: `/journal/${live.slug}`, to: "/about" }, "from");
    expect(body.errors.from[0]).toContain("already redirects");

    // A draft is no page yet: a rule may take its address, and gives way once it is published.
    const draft = await create<{ id: string; slug: string; title: string }>(as.team, "/api/blog-posts", postBody());
    await addRule({ from: `/journal/${draft.slug}`, to: "/about" });
    await expectRedirect(`/journal/${draft.slug}`, "/about");
    expect(
      (await call(as.team, `/api/blog-posts/${draft.id}`, { method: "PUT", json: { isPublished: true } })).status,
    ).toBe(200);
    const page = await pages.get(`/journal/${draft.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(draft.title);
  });

  it("refuses a second rule for the same address, however it is spelt (409)", async () => {
    const from = path("dup");
    await addRule({ from, to: "/about" });
    const body = await expectRefused({ from: `${from.toUpperCase()}/`, to: "/terms" }, "from");
    expect(body.errors.from[0]).toContain("exists already");
    const prefix = path("dup-prefix");
    await addRule({ from: `${prefix}/*`, to: "/about" });
    await expectRefused({ from: `${prefix}/*`, to: "/terms" }, "from");
  });
});

describe(`redirect rules never loop (${DB_KIND})`, () => {
  it("refuses a rule to itself, and /a → /b when /b → /a exists", async () => {
    const a = path("a");
    const b = path("b");
    await expectRefused({ from: a, to: a }, "to");
    await addRule({ from: b, to: a });
    const body = await expectRefused({ from: a, to: b }, "to");
    expect(body.errors.to[0]).toContain(`${a} → ${b} → ${a}`);
    // The other way round is fine: a chain with an end.
    await addRule({ from: `${a}-end`, to: b });
  });

  it("follows prefix rules: /p/* → /q/* then /q/* → /p/* is refused, and so is a prefix into itself", async () => {
    const p = path("p");
    const q = path("q");
    await addRule({ from: `${p}/*`, to: `${q}/*` });
    await expectRefused({ from: `${q}/*`, to: `${p}/*` }, "to");
    await expectRefused({ from: `${q}/*`, to: `${p}/somewhere` }, "to");
    await expectRefused({ from: `${q}/*`, to: `${q}/deeper/*` }, "to");
  });

  it("follows slug redirects, live or not: a rule back to a renamed post's old address is refused", async () => {
    const item = await create<{ id: string; slug: string }>(
      as.team,
      "/api/blog-posts",
      postBody({ isPublished: true }),
    );
    const renamed = `renamed-${unique()}`;
    await call(as.team, `/api/blog-posts/${item.id}`, { method: "PUT", json: { slug: renamed } });
    // Back to a draft: its address is no page now, so a rule may take it…
    await call(as.team, `/api/blog-posts/${item.id}`, { method: "PUT", json: { isPublished: false } });
    const x = path("x");
    await addRule({ from: x, to: `/journal/${item.slug}` });
    // …but not one that leads back through the old slug's redirect to it.
    const body = await expectRefused({ from: `/journal/${renamed}`, to: x }, "to");
    expect(body.errors.to[0]).toContain(`/journal/${item.slug} → /journal/${renamed}`);
  });

  it("refuses a chain longer than 10 redirects", async () => {
    const stem = path("chain");
    for (let i = 1; i <= 10; i++) await addRule({ from: `${stem}-${i}`, to: `${stem}-${i + 1}` });
    const body = await expectRefused({ from: `${stem}-0`, to: `${stem}-1` }, "to");
    expect(body.errors.to[0]).toContain("more than 10 redirects");
  });
});

describe(`redirect rules answer missing pages (${DB_KIND})`, () => {
  it("answers 302 for a temporary rule and 301 for a permanent one, keeping the query string", async () => {
    const temporary = path("temp");
    const permanent = path("perm");
    await addRule({ from: temporary, to: "/about" });
    await addRule({ from: permanent, to: "/terms", permanent: true });
    await expectRedirect(temporary, "/about", 302);
    await expectRedirect(permanent, "/terms", 301);
    await expectRedirect(`${temporary}?utm_source=mail&a=1`, "/about?utm_source=mail&a=1", 302);
    await expectRedirect(`${permanent.toUpperCase()}/?x=1`, "/terms?x=1", 301);
    const external = path("ext");
    await addRule({ from: external, to: "https://elsewhere.example/page?ref=old#top" });
    await expectRedirect(`${external}?q=1`, "https://elsewhere.example/page?ref=old&q=1#top");
    // A data request of the client router gets the redirect too, not the 404.
    const data = await pages.get(`${temporary}.data`);
    expect(data.status).not.toBe(404);
    expect(data.status).toBeLessThan(400);
  });

  it("sends a prefix to one address, or keeps the rest of the path with /*", async () => {
    const old = path("old");
    const blog = path("blog");
    await addRule({ from: `${old}/*`, to: "/journal", permanent: true });
    await addRule({ from: `${blog}/*`, to: "/journal/*", permanent: true });
    await expectRedirect(`${old}/anything/deeper`, "/journal", 301);
    await expectRedirect(old, "/journal", 301);
    await expectRedirect(`${blog}/My-Post`, "/journal/My-Post", 301);
    await expectRedirect(`${blog}/caf%C3%A9?p=2`, "/journal/caf%C3%A9?p=2", 301);
    await expectRedirect(blog, "/journal", 301);
    // An exact rule wins over a prefix, and the longest prefix over a shorter one.
    await addRule({ from: `${blog}/special`, to: "/about" });
    await addRule({ from: `${blog}/deep/*`, to: "/terms" });
    await expectRedirect(`${blog}/special`, "/about");
    await expectRedirect(`${blog}/deep/x`, "/terms");
    // Sub-paths of a slug route are missing pages too.
    const under = `/journal/${unique()}-gone`;
    await addRule({ from: under, to: "/journal" });
    await expectRedirect(under, "/journal");
  });

  it("caches a permanent rule's 301 like a page, never a 302, and empties it when the rule goes", async () => {
    const from = path("cached");
    const rule = await addRule({ from, to: "/about", permanent: true });
    const hit = await cached(from);
    expect(hit.status).toBe(301);
    expect(hit.headers.get("location")).toBe("/about");
    // With a query string the Location names it: never stored under the bare path's key.
    expect((await pages.get(`${from}?a=1`)).headers.get("location")).toBe("/about?a=1");

    const temporary = path("not-cached");
    await addRule({ from: temporary, to: "/about" });
    for (let i = 0; i < 3; i++) {
      const res = await pages.get(temporary);
      expect(res.status).toBe(302);
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
    }

    expect((await call(as.owner, `/api/redirects/${rule.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await pages.get(from)).status).toBe(404);
  });
});

describe(`redirect rules on every instance at once, read once (${DB_KIND})`, () => {
  it("a new rule and a deleted one are seen by two other instances right after the answer", async () => {
    // On PostgreSQL the second instance has connections of its own, as another server would.
    const peer = DB_KIND === "postgres" ? await startTestApp({ sameDatabaseAs: { database: app.database } }) : app;
    const second = await startPagesInstance(peer);
    try {
      const from = path("everywhere");
      // Both have read their rules already (a 404 each).
      for (const instance of [pages, second]) expect((await instance.get(from)).status).toBe(404);
      const rule = await addRule({ from, to: "/about" });
      for (const instance of [pages, second]) await expectRedirect(from, "/about", 302, instance);
      await call(as.owner, `/api/redirects/${rule.id}`, { method: "DELETE" });
      for (const instance of [pages, second]) expect((await instance.get(from)).status).toBe(404);
    } finally {
      await second.close();
      if (peer !== app) await peer.close();
    }
  }, 120_000);

  it("reads nothing from the database for a matched request", async () => {
    const counted = countingDb(app.db);
    const instance = await startPagesInstance(app, { db: counted.db });
    try {
      const from = path("counted");
      await addRule({ from, to: "/about" });
      await expectRedirect(from, "/about", 302, instance); // the one read of the rules after the change
      const reads = instance.redirectRules.reads;
      const before = counted.statements();
      for (let i = 0; i < 20; i++) await expectRedirect(`${from}?n=${i}`, `/about?n=${i}`, 302, instance);
      expect(counted.statements() - before).toBe(0);
      expect(instance.redirectRules.reads).toBe(reads);
    } finally {
      await instance.close();
    }
  }, 120_000);
});

/** `db` with a count of every statement begun through it (queries, writes, transactions). */
function countingDb(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const STARTS = new Set([
    "select",
    "selectDistinct",
    "execute",
    "insert",
    "update",
    "delete",
    "transaction",
    "query",
    "$count",
  ]);
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
