import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  type ApiFetch,
  call,
  caseStudyBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  postBody,
  unique,
} from "./helpers.ts";

// docs/product.md#content-rules slug rule, the same for both collections that have slugs; #api-errors errors.

let app: TestApp;
let team: ApiFetch;
let owner: ApiFetch;

beforeAll(async () => {
  app = await startTestApp();
  ({ team, owner } = await fetchersFor(app));
});

afterAll(async () => {
  await app?.close();
});

type Item = { id: string; slug: string; [field: string]: unknown };

const MALFORMED = [
  "Not A Slug",
  "double--hyphen",
  "-leading",
  "trailing-",
  "under_score",
  "ünï",
  "a/b",
  "x".repeat(101),
];

const COLLECTIONS = [
  { name: "blog posts", path: "/api/blog-posts", adminPath: "/api/admin/blog-posts", body: postBody },
  { name: "case studies", path: "/api/case-studies", adminPath: "/api/admin/case-studies", body: caseStudyBody },
];

describe.each(COLLECTIONS)("$name: slugs", ({ path, adminPath, body }) => {
  it("derives the slug from the title when none is sent (SPEC §5)", async () => {
    const s = unique();
    const first = await create<Item>(team, path, body({ title: `Growth Hacks: 10 Ideas for ${s}!` }));
    expect(first.slug).toBe(`growth-hacks-10-ideas-for-${s}`);
    const second = await create<Item>(team, path, body({ title: `How We Grew 3x: The ${s} Story` }));
    expect(second.slug).toBe(`how-we-grew-3x-the-${s}-story`);
  });

  it("treats an empty slug like an absent one", async () => {
    const s = unique();
    const item = await create<Item>(team, path, body({ title: `Empty slug ${s}`, slug: "" }));
    expect(item.slug).toBe(`empty-slug-${s}`);
  });

  it("cuts a derived slug at 100 characters", async () => {
    const s = unique();
    const item = await create<Item>(team, path, body({ title: `${s} ${"word ".repeat(30)}` }));
    expect(item.slug.length).toBeLessThanOrEqual(100);
    expect(item.slug.startsWith(`${s}-word-word`)).toBe(true);
    expect(item.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("suffixes -2 then -3 when the same title is used again", async () => {
    const title = `Same Title ${unique()}`;
    const first = await create<Item>(team, path, body({ title }));
    const second = await create<Item>(team, path, body({ title }));
    const third = await create<Item>(owner, path, body({ title }));
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
  });

  it("gives concurrent items with the same title distinct slugs", async () => {
    const title = `Race ${unique()}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call<Item>(team, path, { method: "POST", json: body({ title }) })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const base = title.toLowerCase().replace(" ", "-");
    expect(results.map((r) => r.body.slug).sort()).toEqual(
      [base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`].sort(),
    );
  });

  it("numbers slugs cut at 100 characters without ever colliding (found by sqlmap)", async () => {
    const title = `t union all select ${"null,".repeat(30)}-- x`;
    const slugs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await owner(path, { method: "POST", json: body({ title }) });
      expect(response.status).toBe(201);
      slugs.push(((await response.json()) as { slug: string }).slug);
    }
    expect(new Set(slugs).size).toBe(4);
    for (const slug of slugs) expect(slug.length).toBeLessThanOrEqual(100);
    expect(slugs[1]!.endsWith("-2")).toBe(true);
    expect(slugs[3]!.endsWith("-4")).toBe(true);
  });

  it("keeps a slug sent by the client", async () => {
    const slug = `my-own-slug-${unique()}`;
    const item = await create<Item>(team, path, body({ slug }));
    expect(item.slug).toBe(slug);
  });

  it("answers 409 with errors.slug when the client sends a slug already in use", async () => {
    const slug = `taken-${unique()}`;
    const first = await create<Item>(team, path, body({ slug }));
    expect(first.slug).toBe(slug);
    const res = await call(team, path, { method: "POST", json: body({ slug }) });
    expect(res.status).toBe(409);
    expectErrorShape(res.body);
    expect(res.body.errors?.slug).toEqual([expect.any(String)]);
    const admin = await call<Item[]>(team, adminPath);
    expect(admin.body.filter((item) => item.slug === slug)).toHaveLength(1);
  });

  it("answers 409 when an update takes another item's slug, and accepts an item keeping its own", async () => {
    const a = await create<Item>(team, path, body());
    const b = await create<Item>(team, path, body());
    const clash = await call(team, `${path}/${b.id}`, { method: "PUT", json: { slug: a.slug } });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toHaveProperty("slug");
    const same = await call(team, `${path}/${b.id}`, { method: "PUT", json: { slug: b.slug, title: "Retitled" } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ slug: b.slug, title: "Retitled" });
  });

  it("refuses a malformed slug with 400 and errors.slug", async () => {
    for (const slug of MALFORMED) {
      const res = await call(team, path, { method: "POST", json: body({ slug }) });
      expectFieldErrors(res, ["slug"]);
    }
  });
});
