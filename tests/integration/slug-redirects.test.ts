import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { REDIRECTS_MATRIX } from "./authorization-matrix.table.ts";
import {
  ACTORS,
  type ApiFetch,
  call,
  caseStudyBody,
  create,
  expectErrorShape,
  fetchersFor,
  postBody,
  randomUuid,
  startPagesInstance,
  type PagesInstance,
  unique,
} from "./helpers.ts";

// docs/product.md#redirects (decision 032): the old slug of a post or case study that was live
// answers 301 to its current address, in one hop; a rename back stores no loop; nothing may take
// a slug that redirects; the owner lists and deletes redirects; the page cache never serves a
// stale answer for any of it; the sitemap lists current addresses only.

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

interface RedirectJson {
  id: string;
  type: string;
  fromSlug: string;
  fromUrl: string;
  toUrl: string;
  entityId: string;
  title: string;
  createdAt: string;
}
type Item = { id: string; slug: string; title: string };

const COLLECTIONS = [
  { name: "blog posts", api: "/api/blog-posts", page: "/journal/", type: "blog-post", body: postBody },
  { name: "case studies", api: "/api/case-studies", page: "/case-studies/", type: "case-study", body: caseStudyBody },
] as const;

async function redirects(): Promise<RedirectJson[]> {
  const res = await call<RedirectJson[]>(as.owner, "/api/redirects");
  expect(res.status).toBe(200);
  return res.body;
}

const redirectsOf = async (entityId: string) => (await redirects()).filter((r) => r.entityId === entityId);

/** Reads `path` as a visitor until the page cache answers it; returns that cached answer. */
async function cached(path: string) {
  for (let i = 0; i < 200; i++) {
    const res = await pages.get(path);
    if (res.headers.get("x-cache") === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe.each(COLLECTIONS)(`$name: redirects when a slug changes (${DB_KIND})`, ({ api, page, type, body }) => {
  const slugOf = (tag: string) => `${tag}-${unique()}`;

  async function published(slug = slugOf("live")): Promise<Item> {
    return create<Item>(as.team, api, body({ slug, isPublished: true }));
  }

  async function rename(id: string, slug: string, actor: ApiFetch = as.team) {
    const res = await call<Item>(actor, `${api}/${id}`, { method: "PUT", json: { slug } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.slug).toBe(slug);
    return res.body;
  }

  async function expectRedirect(from: string, to: string) {
    const res = await pages.get(page + from);
    expect(res.status, `${page}${from}`).toBe(301);
    expect(res.headers.get("location")).toBe(page + to);
  }

  const status = async (slug: string) => (await pages.get(page + slug)).status;

  it("answers 404, never 500, to an address that breaks the slug rule (NUL byte, control and odd characters)", async () => {
    // Issue 33 item 9: PostgreSQL refuses a NUL in text (22021); such a slug is never queried.
    for (const slug of ["%00", "a%00b", "%00.data", "%01", "%FF", "%C0%80", "x".repeat(300), "%E2%80%AE"]) {
      const res = await pages.get(page + slug);
      expect(res.status, `${page}${slug}`).toBe(404);
    }
  });

  it("answers 301 from the old address to the new one after a rename, exactly", async () => {
    const item = await published();
    expect(await status(item.slug)).toBe(200);
    const next = slugOf("renamed");
    await rename(item.id, next);
    await expectRedirect(item.slug, next);
    const landed = await pages.get(page + next);
    expect(landed.status).toBe(200);
    expect(landed.body).toContain(item.title);
    // The API keeps answering by current slug only.
    expect((await call(as.visitor, `${api}/${item.slug}`)).status).toBe(404);
    // The page reads no query parameter, and neither does its redirect (one cache entry for both).
    const tagged = await pages.get(`${page}${item.slug}?utm_source=mail`);
    expect(tagged.status).toBe(301);
    expect(tagged.headers.get("location")).toBe(page + next);
  });

  it("collapses a chain: after two renames both old addresses lead to the newest in one hop", async () => {
    const item = await published(slugOf("a"));
    const b = slugOf("b");
    const c = slugOf("c");
    await rename(item.id, b);
    await rename(item.id, c);
    await expectRedirect(item.slug, c);
    await expectRedirect(b, c);
    const listed = await redirectsOf(item.id);
    expect(listed.map((r) => r.fromSlug).sort()).toEqual([item.slug, b].sort());
    for (const r of listed) {
      expect(r).toMatchObject({ type, toUrl: page + c, fromUrl: page + r.fromSlug, title: item.title });
    }
  });

  it("stores no loop: A→B→A answers 200 at A and 301 from B to A", async () => {
    const item = await published(slugOf("a"));
    const b = slugOf("b");
    await rename(item.id, b);
    await rename(item.id, item.slug);
    expect(await status(item.slug)).toBe(200);
    await expectRedirect(b, item.slug);
    expect((await redirectsOf(item.id)).map((r) => r.fromSlug)).toEqual([b]);
  });

  it("keeps no redirect for an entry that was never live (draft or scheduled)", async () => {
    const draft = await create<Item>(as.team, api, body({ slug: slugOf("draft") }));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await create<Item>(
      as.team,
      api,
      body({ slug: slugOf("scheduled"), isPublished: true, publishedAt: future }),
    );
    for (const item of [draft, scheduled]) {
      const next = slugOf("moved");
      await rename(item.id, next);
      expect(await redirectsOf(item.id)).toEqual([]);
      expect(await status(item.slug)).toBe(404);
      // The old slug is free again.
      const other = await create<Item>(as.team, api, body({ slug: item.slug }));
      expect(other.slug).toBe(item.slug);
    }
    // Published and renamed in one save: the old slug was never seen by visitors.
    const both = await create<Item>(as.team, api, body({ slug: slugOf("both") }));
    const res = await call<Item>(as.team, `${api}/${both.id}`, {
      method: "PUT",
      json: { slug: slugOf("both-live"), isPublished: true },
    });
    expect(res.status).toBe(200);
    expect(await redirectsOf(both.id)).toEqual([]);
  });

  it("keeps the redirect of an entry that was live and is now a draft, without revealing its new slug", async () => {
    const item = await published();
    const unpublished = await call(as.team, `${api}/${item.id}`, { method: "PUT", json: { isPublished: false } });
    expect(unpublished.status).toBe(200);
    const next = slugOf("hidden");
    await rename(item.id, next);
    expect((await redirectsOf(item.id)).map((r) => r.fromSlug)).toEqual([item.slug]);
    expect(await status(item.slug)).toBe(404);
    expect((await call(as.team, `${api}/${item.id}`, { method: "PUT", json: { isPublished: true } })).status).toBe(200);
    await expectRedirect(item.slug, next);
  });

  it("refuses a redirected slug to a new entry and to another entry, as a duplicate (409)", async () => {
    const taken = await published(slugOf("dup"));
    const duplicate = await call(as.team, api, { method: "POST", json: body({ slug: taken.slug }) });
    expect(duplicate.status).toBe(409);

    const item = await published();
    await rename(item.id, slugOf("moved"));
    const created = await call(as.team, api, { method: "POST", json: body({ slug: item.slug }) });
    expect(created.status).toBe(409);
    expectErrorShape(created.body);
    expect(created.body.message).toBe((duplicate.body as { message: string }).message);
    expect(created.body.errors?.slug).toEqual([`The slug "${item.slug}" is already in use.`]);

    const other = await published();
    const updated = await call(as.team, `${api}/${other.id}`, { method: "PUT", json: { slug: item.slug } });
    expect(updated.status).toBe(409);
    expect((updated.body as { errors: { slug: string[] } }).errors.slug).toEqual([
      `The slug "${item.slug}" is already in use.`,
    ]);
    // Nothing changed: the redirect still leads to the renamed entry.
    await expectRedirect(item.slug, (await redirectsOf(item.id))[0]!.toUrl.slice(page.length));

    // A slug derived from a title steps past redirected slugs too.
    const titled = await create<Item>(as.team, api, body({ title: item.slug }));
    expect(titled.slug).toBe(`${item.slug}-2`);
  });

  it("restores an old revision with its old slug consistently: back at A, B redirects to A", async () => {
    const item = await published(slugOf("a"));
    const b = slugOf("b");
    await rename(item.id, b);
    const revisions = await call<{ id: string }[]>(as.team, `${api}/${item.id}/revisions`);
    const first = revisions.body.at(-1)!;
    const restored = await call<Item>(as.team, `${api}/${item.id}/revisions/${first.id}/restore`, { method: "POST" });
    expect(restored.status).toBe(200);
    expect(restored.body.slug).toBe(item.slug);
    expect(await status(item.slug)).toBe(200);
    await expectRedirect(b, item.slug);
    expect((await redirectsOf(item.id)).map((r) => r.fromSlug)).toEqual([b]);
  });

  it("lets the owner delete a redirect: the old address is 404 and its slug free again", async () => {
    const item = await published();
    const next = slugOf("kept");
    await rename(item.id, next);
    const [redirect] = await redirectsOf(item.id);
    expect(redirect).toMatchObject({ fromSlug: item.slug, toUrl: page + next, entityId: item.id });

    expect((await call(as.team, `/api/redirects/${redirect!.id}`, { method: "DELETE" })).status).toBe(403);
    const deleted = await call(as.owner, `/api/redirects/${redirect!.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "redirect"), eq(auditLog.entityId, redirect!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "delete" });
    expect(entries[0]!.summary).toContain(page + item.slug);

    expect(await redirectsOf(item.id)).toEqual([]);
    expect(await status(item.slug)).toBe(404);
    expect((await call(as.owner, `/api/redirects/${redirect!.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await create<Item>(as.team, api, body({ slug: item.slug }))).toMatchObject({ slug: item.slug });
  });

  it("deletes an entry's redirects with the entry: its old addresses are 404", async () => {
    const item = await published();
    await rename(item.id, slugOf("gone"));
    expect(await redirectsOf(item.id)).toHaveLength(1);
    expect((await call(as.owner, `${api}/${item.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await redirectsOf(item.id)).toEqual([]);
    expect(await status(item.slug)).toBe(404);
  });

  it("never serves a stale cached answer at an old address", async () => {
    const item = await published(slugOf("cached"));
    // Before any rename: the page, from the cache.
    expect((await cached(page + item.slug)).status).toBe(200);
    const b = slugOf("b");
    await rename(item.id, b);
    await expectRedirect(item.slug, b);
    // The 301 itself is cached like a page…
    const hit = await cached(page + item.slug);
    expect(hit.status).toBe(301);
    expect(hit.headers.get("location")).toBe(page + b);
    // …and every rename empties it.
    const c = slugOf("c");
    await rename(item.id, c);
    await expectRedirect(item.slug, c);
    expect((await cached(page + item.slug)).headers.get("location")).toBe(page + c);
    // Renamed back: the page again, not the cached 301.
    await rename(item.id, item.slug);
    expect(await status(item.slug)).toBe(200);
    await expectRedirect(c, item.slug);
    expect((await cached(page + c)).status).toBe(301);
    // Deleting a redirect empties it too.
    const redirect = (await redirectsOf(item.id)).find((r) => r.fromSlug === c)!;
    expect((await call(as.owner, `/api/redirects/${redirect.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await status(c)).toBe(404);
  });

  it("never lets a create take a slug while a rename turns it into a redirect (concurrent writes)", async () => {
    for (let i = 0; i < 8; i++) {
      const item = await published();
      const [renamed, created] = await Promise.all([
        call(as.team, `${api}/${item.id}`, { method: "PUT", json: { slug: slugOf("raced") } }),
        call(as.team, api, { method: "POST", json: body({ slug: item.slug }) }),
      ]);
      expect(renamed.status).toBe(200);
      // Either the entry still had the slug, or its redirect did: taken both ways.
      expect(created.status, JSON.stringify(created.body)).toBe(409);
      expect((await redirectsOf(item.id)).map((r) => r.fromSlug)).toEqual([item.slug]);
    }
  });

  it("lists only current addresses in the sitemap", async () => {
    const item = await published();
    const next = slugOf("mapped");
    await rename(item.id, next);
    const sitemap = (await pages.get("/sitemap.xml")).body;
    expect(sitemap).toContain(`${page}${next}</loc>`);
    expect(sitemap).not.toContain(`${page}${item.slug}</loc>`);
  });
});

describe(`redirects API: owner only (${DB_KIND})`, () => {
  it("refuses visitors (401), investors and the team (403) on every route, and changes nothing", async () => {
    const item = await create<Item>(as.team, "/api/blog-posts", postBody({ isPublished: true }));
    await call(as.team, `/api/blog-posts/${item.id}`, { method: "PUT", json: { slug: `moved-${unique()}` } });
    const [target] = await redirectsOf(item.id);
    expect(target).toBeDefined();
    for (const route of REDIRECTS_MATRIX) {
      for (const actor of ACTORS) {
        const expected = route.expect[actor];
        if (expected === "allowed") continue;
        const res = await call(as[actor], route.path.replace(":id", target!.id), { method: route.method });
        expect(res.status, `${actor} ${route.method} ${route.path}`).toBe(expected);
        expectErrorShape(res.body);
      }
    }
    expect(await redirectsOf(item.id)).toEqual([target]);
    expect((await call(as.owner, `/api/redirects/${randomUuid()}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(as.owner, "/api/redirects/not-an-id", { method: "DELETE" })).status).toBe(404);
    expect((await call(as.owner, `/api/redirects/${target!.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("never lets an API token list or delete redirects (owner-only calls)", async () => {
    const made = await call<{ token: string }>(as.owner, "/api/tokens", {
      method: "POST",
      json: { name: `Redirects ${unique()}`, scope: "write" },
    });
    expect(made.status).toBe(201);
    const res = await fetch(`${app.url}/api/redirects`, { headers: { authorization: `Bearer ${made.body.token}` } });
    expect(res.status).toBe(403);
  });
});
