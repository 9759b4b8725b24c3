import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTOSAVE_KEPT_DAYS, AUTOSAVES_PER_MINUTE, autosaveInputSchema } from "#core/schemas/autosave.ts";
import { auditLog, autosaves, revisions, webhookDeliveries } from "#db/schema.server.ts";
import { purgeOldAutosaves } from "#server/content/autosaves.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import {
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

// Editor autosaves (issue 26; docs/product.md#autosave, decision 043): each person's own unsaved
// work on a post or case study, kept beside the entry. The four calls, who may make them, what a
// client may send, the rate limit, and the rule that matters most: an autosave never changes
// what visitors see. A preview link shows the newest autosave until a save comes after it.

let app: TestApp;
let pages: PagesInstance;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp({ webhooks: { allowPrivateNetworks: true } });
  as = await fetchersFor(app);
  pages = await startPagesInstance(app);
});

afterAll(async () => {
  await pages?.close();
  await app?.close();
});

type Collection = "blog-posts" | "case-studies";
type Entity = { id: string; slug: string; title: string; updatedAt: string };

/** A new staff member of their own: every person has their own autosaves and rate limit. */
const person = (role: "team" | "owner" = "team") => app.as(role);

const pathOf = (collection: string, key: string) => `/api/autosaves/${collection}/${key}`;

function autosave(fetcher: ApiFetch, collection: string, key: string, body: unknown) {
  return call<{ key: string; savedAt: string }>(fetcher, pathOf(collection, key), { method: "PUT", json: body });
}

/** A valid autosave body: the editor's values and the fields it would save. */
function autosaveBody(overrides: Record<string, unknown> = {}) {
  const title = `Autosaved ${unique()}`;
  return {
    values: { title, content: "<p>Typed so far</p>", tags: ["one", "two"], nested: { deep: [1, { x: null }] } },
    fields: { title, content: "<p>Typed so far</p>", tags: ["one", "two"] },
    isNew: false,
    baseUpdatedAt: null,
    ...overrides,
  };
}

async function rowsOfKey(key: string) {
  return app.db.select().from(autosaves).where(eq(autosaves.entryKey, key));
}

async function autosaveCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(autosaves);
  return row!.n;
}

/** Counts of everything a content change records: none of them may move for an autosave. */
async function recordsOfChanges() {
  const n = async (table: typeof auditLog | typeof revisions | typeof webhookDeliveries) =>
    (await app.db.select({ n: count() }).from(table))[0]!.n;
  return { audit: await n(auditLog), revisions: await n(revisions), deliveries: await n(webhookDeliveries) };
}

async function previewOf(type: "blog-post" | "case-study", id: string): Promise<string> {
  const link = await create<{ url: string }>(as.team, "/api/previews", { type, id });
  return new URL(link.url).pathname;
}

/** A render carries its CSP nonce in its script tags; a cache hit carries none (decision 053): the one part that may differ. */
const withoutNonces = (body: string) => body.replace(/ nonce="[A-Za-z0-9+/=]+"/g, "");

/** Reads `path` from the pages instance until its page cache answers it. */
async function primed(path: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await pages.get(path);
    if (res.headers.get("x-cache") === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe(`autosave: the four calls (${DB_KIND})`, () => {
  it("round trip: put, get, list, replace, delete, for a post and a new case study", async () => {
    const me = await person();
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const before = await recordsOfChanges();

    const body = autosaveBody({ baseUpdatedAt: post.updatedAt });
    const saved = await autosave(me, "blog-posts", post.id, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(Object.keys(saved.body).sort()).toEqual(["key", "savedAt"]);
    expect(saved.body.key).toBe(post.id);
    expect(Math.abs(Date.parse(saved.body.savedAt) - Date.now())).toBeLessThan(60_000);

    const read = await call(me, pathOf("blog-posts", post.id));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      key: post.id,
      isNew: false,
      values: body.values,
      title: body.values.title,
      baseUpdatedAt: new Date(post.updatedAt).toISOString(),
      savedAt: saved.body.savedAt,
    });

    // A second autosave replaces the first: one row per person and entry, a later savedAt.
    const again = await autosave(
      me,
      "blog-posts",
      post.id.toUpperCase(),
      autosaveBody({ values: { title: "  Again " }, fields: { title: "  Again " } }),
    );
    expect(again.status).toBe(200);
    expect(again.body.key).toBe(post.id);
    expect(Date.parse(again.body.savedAt)).toBeGreaterThan(Date.parse(saved.body.savedAt));
    expect(await rowsOfKey(post.id)).toHaveLength(1);
    expect((await call(me, pathOf("blog-posts", post.id))).body.values).toEqual({ title: "  Again " });

    // A case study not created yet: the editor's own key.
    const key = randomUuid();
    const draft = await autosave(
      me,
      "case-studies",
      key,
      autosaveBody({ isNew: true, fields: {}, values: { title: `  ${"Long title ".repeat(30)}` } }),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const listed = await call<Record<string, unknown>[]>(me, "/api/autosaves/case-studies");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        key,
        isNew: true,
        title: "Long title ".repeat(30).trim().slice(0, 200).trim(),
        savedAt: draft.body.savedAt,
        baseUpdatedAt: null,
      },
    ]);
    // Lists are per collection and newest first.
    const other = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    await autosave(me, "blog-posts", other.id, autosaveBody());
    const posts = await call<{ key: string; title: string }[]>(me, "/api/autosaves/blog-posts");
    expect(posts.body.map((a) => a.key)).toEqual([other.id, post.id]);
    expect(posts.body[1]!.title).toBe("Again");
    expect(JSON.stringify(posts.body)).not.toContain("values");

    // Delete: 204, then 404 on read; deleting again is 204 too.
    for (let i = 0; i < 2; i++)
      expect((await call(me, pathOf("blog-posts", post.id), { method: "DELETE" })).status).toBe(204);
    expect((await call(me, pathOf("blog-posts", post.id))).status).toBe(404);
    expect((await call(me, "/api/autosaves/blog-posts")).body).toEqual([expect.objectContaining({ key: other.id })]);
    expect((await call(me, pathOf("case-studies", key), { method: "DELETE" })).status).toBe(204);
    expect((await call(me, "/api/autosaves/case-studies")).body).toEqual([]);

    // None of it was a change of content: no audit entry, revision or webhook delivery.
    expect(await recordsOfChanges()).toEqual({ ...before, audit: before.audit + 1, revisions: before.revisions + 1 });
  });

  it("lists at most 50, newest first", async () => {
    const { user, cookie } = await app.sessionCookie("team");
    const rows = Array.from({ length: 55 }, (_, i) => ({
      entityType: "blog-post",
      entryKey: randomUuid(),
      isNew: true,
      userId: user.id,
      values: { i },
      fields: {},
      title: `Draft ${i}`,
      savedAt: new Date(Date.now() - (55 - i) * 1000),
    }));
    await app.db.insert(autosaves).values(rows);
    const res = await fetch(`${app.url}/api/autosaves/blog-posts`, { headers: { cookie } });
    const list = (await res.json()) as { title: string }[];
    expect(list).toHaveLength(50);
    expect(list[0]!.title).toBe("Draft 54");
    expect(list[49]!.title).toBe("Draft 5");
  });

  it("keeps each person's own: another person cannot read, list or drop mine", async () => {
    const [mine, theirs] = [await person(), await person("owner")];
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const body = autosaveBody();
    expect((await autosave(mine, "blog-posts", post.id, body)).status).toBe(200);

    const read = await call(theirs, pathOf("blog-posts", post.id));
    expect(read.status).toBe(404);
    expectErrorShape(read.body);
    expect((await call(theirs, "/api/autosaves/blog-posts")).body).toEqual([]);
    expect((await call(theirs, pathOf("blog-posts", post.id), { method: "DELETE" })).status).toBe(204);
    expect((await call(mine, pathOf("blog-posts", post.id))).body.values).toEqual(body.values);

    // Both may keep one of the same entry, side by side.
    expect((await autosave(theirs, "blog-posts", post.id, autosaveBody())).status).toBe(200);
    expect(await rowsOfKey(post.id)).toHaveLength(2);
    expect((await call(mine, pathOf("blog-posts", post.id))).body.values).toEqual(body.values);
  });

  it("refuses investors (403), visitors (401) and API tokens (403), and stores nothing", async () => {
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const token = await create<{ token: string }>(as.owner, "/api/tokens", { name: `T ${unique()}`, scope: "write" });
    const bearer = { authorization: `Bearer ${token.token}` };
    const requests: [string, string, unknown?][] = [
      ["PUT", pathOf("blog-posts", post.id), autosaveBody()],
      ["GET", pathOf("blog-posts", post.id)],
      ["GET", "/api/autosaves/blog-posts"],
      ["DELETE", pathOf("blog-posts", post.id)],
    ];
    for (const [method, path, json] of requests) {
      for (const [who, status] of [
        ["investor", 403],
        ["visitor", 401],
      ] as const) {
        const res = await call(as[who], path, { method, ...(json ? { json } : {}) });
        expect(res.status, `${who} ${method} ${path}`).toBe(status);
        expectErrorShape(res.body);
      }
      const byToken = await call(as.visitor, path, { method, headers: bearer, ...(json ? { json } : {}) });
      expect(byToken.status, `token ${method} ${path}`).toBe(403);
      expect(byToken.body.message).toMatch(/API tokens/);
    }
    expect(await rowsOfKey(post.id)).toEqual([]);
  });
});

describe(`autosave: what a client may send (${DB_KIND})`, () => {
  it("refuses bad input with a 4xx and the error shape, and stores nothing", async () => {
    const me = await person();
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const study = await create<Entity>(as.owner, "/api/case-studies", caseStudyBody());
    const before = await autosaveCount();
    let deep: unknown = "bottom";
    for (let i = 0; i < 100; i++) deep = { a: deep };

    const cases: [string, string, unknown, number, string?][] = [
      ["values not an object", pathOf("blog-posts", post.id), autosaveBody({ values: [] }), 400, "values"],
      ["values a string", pathOf("blog-posts", post.id), autosaveBody({ values: "text" }), 400, "values"],
      ["values null", pathOf("blog-posts", post.id), autosaveBody({ values: null }), 400, "values"],
      ["values missing", pathOf("blog-posts", post.id), { fields: {}, isNew: false }, 400, "values"],
      ["fields a list", pathOf("blog-posts", post.id), autosaveBody({ fields: [1] }), 400, "fields"],
      ["isNew not a boolean", pathOf("blog-posts", post.id), autosaveBody({ isNew: "no" }), 400, "isNew"],
      ["a bad baseUpdatedAt", pathOf("blog-posts", post.id), autosaveBody({ baseUpdatedAt: "yesterday" }), 400],
      [
        "a year PostgreSQL cannot keep",
        pathOf("blog-posts", post.id),
        autosaveBody({ baseUpdatedAt: "0000-01-01T00:00:00Z" }),
        400,
      ],
      ["an unknown field", pathOf("blog-posts", post.id), { ...autosaveBody(), extra: 1 }, 400, "extra"],
      ["a body that is a list", pathOf("blog-posts", post.id), [autosaveBody()], 400],
      ["values nested too deep", pathOf("blog-posts", post.id), autosaveBody({ values: { deep } }), 400, "values"],
      ["NUL in a value", pathOf("blog-posts", post.id), autosaveBody({ values: { title: "a\u0000b" } }), 400, "values"],
      ["NUL in a key", pathOf("blog-posts", post.id), autosaveBody({ values: { "a\u0000": 1 } }), 400, "values"],
      ["a key that is not a uuid", pathOf("blog-posts", "not-a-uuid"), autosaveBody(), 404],
      ["a key with junk", pathOf("blog-posts", `${post.id}x`), autosaveBody(), 404],
      ["an unknown collection", pathOf("portfolio-cards", post.id), autosaveBody(), 404],
      ["another unknown collection", pathOf("posts", post.id), autosaveBody(), 404],
      ["an unknown post", pathOf("blog-posts", randomUuid()), autosaveBody(), 404],
      ["an unknown case study", pathOf("case-studies", randomUuid()), autosaveBody(), 404],
      ["a post's id as a case study", pathOf("case-studies", post.id), autosaveBody(), 404],
      ["isNew with an existing post's id", pathOf("blog-posts", post.id), autosaveBody({ isNew: true }), 409],
      ["isNew with an existing case study's id", pathOf("case-studies", study.id), autosaveBody({ isNew: true }), 409],
    ];
    for (const [name, path, json, status, field] of cases) {
      const res = await call(me, path, { method: "PUT", json });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      expectErrorShape(res.body);
      if (field) expect(Object.keys(res.body.errors ?? {}), name).toContain(field);
    }
    const notFound = await call(me, pathOf("blog-posts", randomUuid()), { method: "PUT", json: autosaveBody() });
    expect(notFound.body.message).toBe("Blog post not found");
    const study404 = await call(me, pathOf("case-studies", randomUuid()), { method: "PUT", json: autosaveBody() });
    expect(study404.body.message).toBe("Case study not found");

    // Text PostgreSQL cannot keep (a lone surrogate), malformed JSON, the wrong media type, over 1 MB.
    const raw = (text: string, type = "application/json") =>
      call(me, pathOf("blog-posts", post.id), { method: "PUT", headers: { "content-type": type }, body: text });
    const lone = await raw('{"values":{"title":"\\ud800"},"fields":{},"isNew":false}');
    expect(lone.status, JSON.stringify(lone.body)).toBe(400);
    expect((await raw('{"values":')).status).toBe(400);
    expect((await raw(JSON.stringify(autosaveBody()), "text/plain")).status).toBe(415);
    const huge = await call(me, pathOf("blog-posts", post.id), {
      method: "PUT",
      json: autosaveBody({ values: { content: "x".repeat(1024 * 1024 + 10) } }),
    });
    expect(huge.status).toBe(413);
    expectErrorShape(huge.body);
    // Reads and deletes of paths that name nothing.
    for (const path of [pathOf("blog-posts", "nope"), pathOf("ventures", post.id), "/api/autosaves/ventures"]) {
      expect((await call(me, path)).status, path).toBe(404);
    }
    expect((await call(me, pathOf("portfolio-cards", post.id), { method: "DELETE" })).status).toBe(404);

    expect(await autosaveCount()).toBe(before);
  });

  it("keeps only the fields that pass the entry's rules, sanitized as a save would store them", async () => {
    const me = await person();
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const values = { title: 42, anything: { goes: ["here", 1, true, null] } };
    const fields = {
      title: 123,
      readTime: "ten",
      tags: [" alpha ", "alpha", "", "beta"],
      excerpt: "  A fine excerpt  ",
      content: '<p onclick="steal()">Kept</p><script>alert(1)</script>',
      contentSections: [{ type: "text", content: "<img src=x onerror=alert(1)>Section", order: 0 }],
      publishedAt: "2030-01-02T03:04:05Z",
      slug: "",
      metaTitle: "",
      isFeatured: "yes",
      unknownField: "dropped",
      updatedAt: "2000-01-01T00:00:00Z",
      imageGallery: ["javascript:alert(1)"],
    };
    const res = await autosave(me, "blog-posts", post.id, { values, fields, isNew: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await rowsOfKey(post.id);
    expect(row!.values).toEqual(values);
    expect(row!.fields).toEqual({
      tags: ["alpha", "beta"],
      excerpt: "A fine excerpt",
      content: "<p>Kept</p>",
      contentSections: [{ type: "text", content: expect.any(String), order: 0 }],
      publishedAt: "2030-01-02T03:04:05.000Z",
      metaTitle: null,
    });
    // Exactly what a real save of the same fields stores.
    const { tags, excerpt, content, contentSections } = fields;
    const saved = await call<Record<string, unknown>>(as.team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { tags, excerpt, content, contentSections },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      tags: row!.fields.tags,
      excerpt: row!.fields.excerpt,
      content: row!.fields.content,
      contentSections: row!.fields.contentSections,
    });
    expect(JSON.stringify(row!.fields)).not.toMatch(/onerror|onclick|script/);
    // No string title anywhere: the list shows an empty one.
    expect(row!.title).toBe("");

    // HTML that is nothing once sanitized is left out, never an error.
    const scriptOnly = await autosave(me, "blog-posts", post.id, {
      values: { title: "Script" },
      fields: { title: "Script", content: "<script>alert(1)</script>" },
      isNew: false,
    });
    expect(scriptOnly.status).toBe(200);
    const [after] = await rowsOfKey(post.id);
    expect(after!.fields).toEqual({ title: "Script" });
    expect(after!.title).toBe("Script");
  });

  it("answers any body a 4xx or 200, never a 5xx, and stores nothing it refuses", async () => {
    const me = await person();
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const base = autosaveBody();
    const nasty = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
      fc.constantFrom(
        [],
        {},
        null,
        true,
        0,
        -1,
        "",
        "2030-01-01",
        "<script>x</script>",
        JSON.parse('{"__proto__":{"x":1}}') as unknown,
      ),
    );
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc
        .record({ key: fc.constantFrom("values", "fields", "isNew", "baseUpdatedAt", "other"), value: nasty })
        .map(({ key, value }) => ({ ...base, [key]: value })),
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const wire = JSON.parse(JSON.stringify(body)) as unknown;
        fc.pre(!autosaveInputSchema.safeParse(wire).success);
        sent++;
        const res = await call(me, pathOf("blog-posts", post.id), { method: "PUT", json: body });
        expect(res.status, JSON.stringify(body).slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expectErrorShape(res.body);
      }),
      { numRuns: 200 },
    );
    expect(sent).toBeGreaterThan(100);
    expect(await rowsOfKey(post.id)).toEqual([]);
  });

  it(`allows ${AUTOSAVES_PER_MINUTE} autosaves a minute per person; the next one is 429`, async () => {
    const me = await person();
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    // Refused bodies are not counted.
    expect((await autosave(me, "blog-posts", post.id, { values: [] })).status).toBe(400);
    for (let i = 0; i < AUTOSAVES_PER_MINUTE; i++) {
      const res = await autosave(me, "blog-posts", post.id, autosaveBody({ values: { i } }));
      expect(res.status, `autosave ${i + 1}`).toBe(200);
    }
    const over = await autosave(me, "blog-posts", post.id, autosaveBody({ values: { i: "over" } }));
    expect(over.status).toBe(429);
    expectErrorShape(over.body);
    expect(over.body.message).toMatch(/Too many autosaves/);
    expect((await call(me, pathOf("blog-posts", post.id))).body.values).toEqual({ i: AUTOSAVES_PER_MINUTE - 1 });
    // Someone else is not held back.
    expect((await autosave(await person(), "blog-posts", post.id, autosaveBody())).status).toBe(200);
  });
});

describe(`autosave never changes what visitors see (${DB_KIND})`, () => {
  const cases: { collection: Collection; body: typeof postBody; page: string; list: string }[] = [
    { collection: "blog-posts", body: postBody, page: "/journal/", list: "/journal" },
    { collection: "case-studies", body: caseStudyBody, page: "/case-studies/", list: "/case-studies" },
  ];
  for (const { collection, body, page, list } of cases) {
    it(`${collection}: the public page, the API read and the list stay byte-identical, still cached`, async () => {
      const entry = await create<Entity>(as.owner, `/api/${collection}`, body({ isPublished: true }));
      const paths = [`${page}${entry.slug}`, `/api/${collection}/${entry.slug}`, list];
      const cached = [];
      for (const path of paths) cached.push(await primed(path));
      for (const res of cached) expect(res.body).toContain(entry.title);
      const before = await recordsOfChanges();

      const w = unique();
      for (const role of ["team", "owner", "team"] as const) {
        const title = `Autosaved title ${w}`;
        const res = await autosave(await person(role), collection, entry.id, {
          values: { title },
          fields: { title, content: `<p>Autosaved body ${w}</p>`, excerpt: `Autosaved excerpt ${w}` },
          isNew: false,
          baseUpdatedAt: entry.updatedAt,
        });
        expect(res.status).toBe(200);
      }

      for (const [i, path] of paths.entries()) {
        const again = await pages.get(path);
        expect(again.status, path).toBe(200);
        expect(again.headers.get("x-cache"), path).toBe("HIT");
        // Pages: the same bytes but for the nonce each answer gets; the API's JSON: the very same bytes.
        expect(withoutNonces(again.body), path).toBe(withoutNonces(cached[i]!.body));
        if (path.startsWith("/api/")) expect(again.body, path).toBe(cached[i]!.body);
        expect(again.body, path).not.toContain(w);
      }
      // The API instance's own cache, and an uncached staff read, show the saved entry too.
      const visitorRead = await call<Entity>(as.visitor, `/api/${collection}/${entry.slug}`);
      expect(visitorRead.body.title).toBe(entry.title);
      expect((await call<Entity>(as.team, `/api/${collection}/${entry.slug}`)).body).toMatchObject({
        title: entry.title,
        updatedAt: entry.updatedAt,
      });
      expect(await recordsOfChanges()).toEqual(before);
    });
  }
});

describe(`autosave in preview links (${DB_KIND})`, () => {
  it("a post's preview shows the newest autosave, sanitized; the public page does not; a later save wins", async () => {
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody({ isPublished: true }));
    const preview = await previewOf("blog-post", post.id);
    const first = await pages.get(preview);
    expect(first.status).toBe(200);
    expect(first.body).toContain(post.title);
    // The entry is live: the banner says so.
    expect(first.body).toMatch(/This (<!-- -->)?article(<!-- -->)? is live\./);
    expect(first.body).not.toContain("is not public");

    const w = unique();
    const fields = {
      title: `Autosaved ${w}`,
      content: `<p>Autosaved body ${w}</p><script>window.pwned${w}=1</script><img src="x" onerror="alert(1)">`,
    };
    expect(
      (await autosave(await person(), "blog-posts", post.id, { values: fields, fields, isNew: false })).status,
    ).toBe(200);
    const shown = await pages.get(preview);
    expect(shown.body).toContain(`Autosaved ${w}`);
    expect(shown.body).toContain(`Autosaved body ${w}`);
    expect(shown.body).not.toContain(`pwned${w}`);
    expect(shown.body).not.toContain("onerror");
    expect(shown.headers.get("cache-control")).toBe("no-store");
    // Visitors see the saved post.
    const publicPage = await pages.get(`/journal/${post.slug}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.body).toContain(post.title);
    expect(publicPage.body).not.toContain(w);

    // The newest autosave wins, whoever made it.
    const newer = { title: `Newer ${w}` };
    expect(
      (await autosave(await person("owner"), "blog-posts", post.id, { values: newer, fields: newer, isNew: false }))
        .status,
    ).toBe(200);
    expect((await pages.get(preview)).body).toContain(`Newer ${w}`);

    // A save after the autosave: the preview shows the saved version.
    const saved = await call<Entity>(as.team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { title: `Saved ${w}` },
    });
    expect(saved.status).toBe(200);
    const afterSave = await pages.get(preview);
    expect(afterSave.body).toContain(`Saved ${w}`);
    expect(afterSave.body).not.toContain(`Newer ${w}`);
    expect(afterSave.body).not.toContain(`Autosaved ${w}`);
    // And an autosave after that save shows again.
    const later = { title: `Later ${w}` };
    expect(
      (await autosave(await person(), "blog-posts", post.id, { values: later, fields: later, isNew: false })).status,
    ).toBe(200);
    expect((await pages.get(preview)).body).toContain(`Later ${w}`);
    expect((await pages.get(`/journal/${post.slug}`)).body).not.toContain(`Later ${w}`);
  });

  it("a draft case study's preview shows its autosave under the not-public banner", async () => {
    const study = await create<Entity>(as.owner, "/api/case-studies", caseStudyBody());
    const preview = await previewOf("case-study", study.id);
    const w = unique();
    const fields = { title: `Autosaved study ${w}`, subtitle: `Autosaved subtitle ${w}`, readTime: "bad" };
    expect(
      (await autosave(await person(), "case-studies", study.id, { values: fields, fields, isNew: false })).status,
    ).toBe(200);
    const shown = await pages.get(preview);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(`Autosaved study ${w}`);
    expect(shown.body).toContain(`Autosaved subtitle ${w}`);
    expect(shown.body).toMatch(
      /This (<!-- -->)?case study(<!-- -->)? is not public: you are seeing its saved version through a private link, which works until/,
    );
    expect((await pages.get(`/case-studies/${study.slug}`)).status).toBe(404);
  });
});

describe(`autosaves go with their entry (${DB_KIND})`, () => {
  for (const [collection, deleter] of [
    ["blog-posts", "owner"],
    ["case-studies", "team"],
  ] as const) {
    it(`deleting from ${collection} deletes everyone's autosaves of it, and only those`, async () => {
      const body = collection === "blog-posts" ? postBody : caseStudyBody;
      const entry = await create<Entity>(as.owner, `/api/${collection}`, body());
      const kept = await create<Entity>(as.owner, `/api/${collection}`, body());
      for (const role of ["team", "owner"] as const) {
        const someone = await person(role);
        expect((await autosave(someone, collection, entry.id, autosaveBody())).status).toBe(200);
        expect((await autosave(someone, collection, kept.id, autosaveBody())).status).toBe(200);
      }
      expect(await rowsOfKey(entry.id)).toHaveLength(2);
      expect((await call(as[deleter], `/api/${collection}/${entry.id}`, { method: "DELETE" })).status).toBe(204);
      expect(await rowsOfKey(entry.id)).toEqual([]);
      expect(await rowsOfKey(kept.id)).toHaveLength(2);
      // An autosave of the deleted entry is now 404 (unless it is new again under a new key).
      expect((await autosave(as.team, collection, entry.id, autosaveBody())).status).toBe(404);
    });
  }
});

describe(`autosaves nobody came back to are deleted (${DB_KIND})`, () => {
  it(`the retention purge deletes autosaves untouched for ${AUTOSAVE_KEPT_DAYS} days, new entries' included, and only those`, async () => {
    const me = await person();
    const post = await create<Entity>(as.owner, "/api/blog-posts", postBody());
    const [stale, fresh, staleNew] = [post.id, randomUuid(), randomUuid()];
    expect((await autosave(me, "blog-posts", stale, autosaveBody())).status).toBe(200);
    expect((await autosave(me, "case-studies", fresh, autosaveBody({ isNew: true }))).status).toBe(200);
    expect((await autosave(me, "blog-posts", staleNew, autosaveBody({ isNew: true }))).status).toBe(200);
    const longAgo = new Date(Date.now() - (AUTOSAVE_KEPT_DAYS + 1) * 86_400_000);
    for (const key of [stale, staleNew])
      await app.db.update(autosaves).set({ savedAt: longAgo }).where(eq(autosaves.entryKey, key));

    expect(await purgeOldAutosaves(app.db, AUTOSAVE_KEPT_DAYS)).toBeGreaterThanOrEqual(2);
    expect(await rowsOfKey(stale)).toEqual([]);
    expect(await rowsOfKey(staleNew)).toEqual([]);
    expect(await rowsOfKey(fresh)).toHaveLength(1);
    expect((await call(me, pathOf("case-studies", fresh))).status).toBe(200);
    expect((await call(me, pathOf("blog-posts", staleNew))).status).toBe(404);
  });
});
