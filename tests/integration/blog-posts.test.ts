import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  type ApiFetch,
  call,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  onlyIds,
  postBody,
  randomUuid,
  unique,
  UUID_PATTERN,
} from "./helpers.ts";

// docs/product.md: #entities (blog post), #content-rules (slug rule), #api (calls), #api-errors and #roles.

let app: TestApp;
let visitor: ApiFetch;
let investor: ApiFetch;
let team: ApiFetch;
let owner: ApiFetch;

beforeAll(async () => {
  app = await startTestApp();
  ({ visitor, investor, team, owner } = await fetchersFor(app));
});

afterAll(async () => {
  await app?.close();
});

type Post = Record<string, any> & { id: string; slug: string };

const ids = (list: Post[]) => list.map((p) => p.id);

describe("creating blog posts", () => {
  it("answers 201 with the stored post and the defaults", async () => {
    const body = postBody();
    const res = await call<Post>(team, "/api/blog-posts", { method: "POST", json: body });
    expect(res.status).toBe(201);
    const post = res.body;
    expect(post).toMatchObject(body);
    expect(post.id).toMatch(UUID_PATTERN);
    expect(post.author).toBe("Arcwell Studio Team");
    expect(post.tags).toEqual([]);
    expect(post.readTime).toBe(5);
    expect(post.isPublished).toBe(false);
    expect(post.isFeatured).toBe(false);
    expect(post.imageGallery).toEqual([]);
    expect(post.videoGallery).toEqual([]);
    expect(post.contentSections).toEqual([]);
    expect(post.publishedAt).toBeNull();
    expect(Number.isNaN(Date.parse(post.createdAt))).toBe(false);
    expect(Number.isNaN(Date.parse(post.updatedAt))).toBe(false);
  });

  it("stores galleries, sections and tags as sent", async () => {
    const body = postBody({
      author: "Jane Doe",
      tags: ["AI", "Growth"],
      featuredImageUrl: "https://cdn.example/hero.png",
      imageGallery: ["/images/a.png", "https://cdn.example/b.png"],
      videoGallery: [{ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Intro" }],
      contentSections: [{ type: "quote", content: "Ship it.", order: 1 }],
      readTime: 12,
      isFeatured: true,
    });
    const post = await create<Post>(team, "/api/blog-posts", body);
    expect(post).toMatchObject(body);
  });

  it("takes gallery videos from YouTube and Vimeo only, naming the refused one", async () => {
    const youtube = { url: "https://youtu.be/dQw4w9WgXcQ", title: "On YouTube" };
    const vimeo = { url: "https://vimeo.com/824519306", title: "On Vimeo" };
    const post = await create<Post>(team, "/api/blog-posts", postBody({ videoGallery: [youtube, vimeo] }));
    expect(post.videoGallery).toEqual([youtube, vimeo]);
    const other = { url: "https://media.example.com/clips/demo.mp4" };
    const refused = await call(team, "/api/blog-posts", {
      method: "POST",
      json: postBody({ videoGallery: [youtube, other] }),
    });
    expectFieldErrors(refused, ["videoGallery.1.url"]);
    expect(refused.body.errors["videoGallery.1.url"]).toEqual(["Use a YouTube or Vimeo video link."]);
    const changed = await call(team, `/api/blog-posts/${post.id}`, { method: "PUT", json: { videoGallery: [other] } });
    expectFieldErrors(changed, ["videoGallery.0.url"]);
    expect((await call<Post>(team, `/api/blog-posts/${post.slug}`)).body.videoGallery).toEqual([youtube, vimeo]);
  });

  it("refuses a post missing its required fields, naming each", async () => {
    const res = await call(team, "/api/blog-posts", { method: "POST", json: {} });
    expectFieldErrors(res, ["title", "excerpt", "content", "category"]);
  });

  it("refuses a read time outside 1–120 whole minutes", async () => {
    for (const readTime of [0, 121, 2.5, "5"]) {
      const res = await call(team, "/api/blog-posts", { method: "POST", json: postBody({ readTime }) });
      expectFieldErrors(res, ["readTime"]);
    }
  });
});

describe("publishing blog posts", () => {
  it("creating a published post stamps publishedAt", async () => {
    const before = Date.now();
    const post = await create<Post>(team, "/api/blog-posts", postBody({ isPublished: true }));
    expect(post.isPublished).toBe(true);
    expect(post.publishedAt).not.toBeNull();
    const at = Date.parse(post.publishedAt);
    expect(at).toBeGreaterThanOrEqual(before - 60_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it("keeps an explicit publishedAt", async () => {
    const post = await create<Post>(
      team,
      "/api/blog-posts",
      postBody({ isPublished: true, publishedAt: "2023-04-05T06:07:08.000Z" }),
    );
    expect(new Date(post.publishedAt).toISOString()).toBe("2023-04-05T06:07:08.000Z");
  });

  it("a publish toggle with only isPublished publishes the draft and changes nothing else", async () => {
    const draft = await create<Post>(team, "/api/blog-posts", postBody({ tags: ["x"] }));
    expect(draft.publishedAt).toBeNull();
    const res = await call<Post>(team, `/api/blog-posts/${draft.id}`, { method: "PUT", json: { isPublished: true } });
    expect(res.status).toBe(200);
    const { isPublished, publishedAt, updatedAt: _u, ...rest } = res.body;
    const { isPublished: _p, publishedAt: _pa, updatedAt: _u2, ...restBefore } = draft;
    expect(isPublished).toBe(true);
    expect(publishedAt).not.toBeNull();
    expect(rest).toEqual(restBefore);

    const shown = await call<Post>(visitor, `/api/blog-posts/${draft.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.body.id).toBe(draft.id);

    const unpublished = await call<Post>(team, `/api/blog-posts/${draft.id}`, {
      method: "PUT",
      json: { isPublished: false },
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.isPublished).toBe(false);
    expect((await call(visitor, `/api/blog-posts/${draft.slug}`)).status).toBe(404);
  });

  it("answers 400 to an empty update body", async () => {
    const post = await create<Post>(team, "/api/blog-posts", postBody());
    const res = await call(team, `/api/blog-posts/${post.id}`, { method: "PUT", json: {} });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it("answers 404 to an update of a post that does not exist", async () => {
    expect(
      (await call(team, `/api/blog-posts/${randomUuid()}`, { method: "PUT", json: { isPublished: true } })).status,
    ).toBe(404);
    expect(
      (await call(team, "/api/blog-posts/not-a-uuid", { method: "PUT", json: { isPublished: true } })).status,
    ).toBe(404);
  });
});

describe("blog post visibility", () => {
  it("visitors and investors list only published posts; staff list drafts too", async () => {
    const published = await create<Post>(team, "/api/blog-posts", postBody({ isPublished: true }));
    const draft = await create<Post>(team, "/api/blog-posts", postBody());
    const mine = [published.id, draft.id];

    for (const fetcher of [visitor, investor]) {
      const res = await call<Post[]>(fetcher, "/api/blog-posts");
      expect(res.status).toBe(200);
      expect(ids(onlyIds(res.body, mine))).toEqual([published.id]);
      expect(res.body.every((p) => p.isPublished)).toBe(true);
    }
    for (const fetcher of [team, owner]) {
      const res = await call<Post[]>(fetcher, "/api/blog-posts");
      expect(res.status).toBe(200);
      expect(ids(onlyIds(res.body, mine)).sort()).toEqual([...mine].sort());
    }
  });

  it("a draft's slug is 404 to visitors and investors and 200 to team and owner", async () => {
    const draft = await create<Post>(team, "/api/blog-posts", postBody());
    for (const fetcher of [visitor, investor]) {
      const res = await call(fetcher, `/api/blog-posts/${draft.slug}`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body);
    }
    for (const fetcher of [team, owner]) {
      const res = await call<Post>(fetcher, `/api/blog-posts/${draft.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(draft.id);
    }
  });

  it("an unknown slug is 404", async () => {
    expect((await call(owner, `/api/blog-posts/no-such-post-${unique()}`)).status).toBe(404);
  });

  it("the list leaves out content and contentSections; the by-slug read carries them", async () => {
    const body = postBody({ isPublished: true, contentSections: [{ type: "text", content: "Section", order: 0 }] });
    const post = await create<Post>(team, "/api/blog-posts", body);
    for (const fetcher of [visitor, team]) {
      const [listed] = onlyIds((await call<Post[]>(fetcher, "/api/blog-posts")).body, [post.id]);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty("content");
      expect(listed).not.toHaveProperty("contentSections");
      expect(listed).toMatchObject({ title: body.title, excerpt: body.excerpt, slug: post.slug });
    }
    const one = await call<Post>(visitor, `/api/blog-posts/${post.slug}`);
    expect(one.status).toBe(200);
    expect(one.body.content).toBe(body.content);
    expect(one.body.contentSections).toEqual(body.contentSections);
  });

  it("orders the list featured first, then newest publishedAt", async () => {
    const make = (isFeatured: boolean, publishedAt: string) =>
      create<Post>(team, "/api/blog-posts", postBody({ isPublished: true, isFeatured, publishedAt }));
    const oldPlain = await make(false, "2021-03-01T10:00:00.000Z");
    const newFeatured = await make(true, "2022-06-01T10:00:00.000Z");
    const newPlain = await make(false, "2024-01-15T10:00:00.000Z");
    const oldFeatured = await make(true, "2020-01-01T10:00:00.000Z");
    const expected = [newFeatured.id, oldFeatured.id, newPlain.id, oldPlain.id];
    for (const fetcher of [visitor, owner]) {
      const res = await call<Post[]>(fetcher, "/api/blog-posts");
      expect(ids(onlyIds(res.body, expected))).toEqual(expected);
      const featuredFlags = res.body.map((p) => p.isFeatured);
      expect(featuredFlags).toEqual([...featuredFlags].sort((a, b) => Number(b) - Number(a)));
    }
  });
});

describe("the admin list of blog posts", () => {
  it("is 401 to visitors and 403 to investors", async () => {
    const anon = await call(visitor, "/api/admin/blog-posts");
    expect(anon.status).toBe(401);
    expectErrorShape(anon.body);
    const inv = await call(investor, "/api/admin/blog-posts");
    expect(inv.status).toBe(403);
    expectErrorShape(inv.body);
  });

  it("gives team and owner every post, drafts included, with content", async () => {
    const draft = await create<Post>(team, "/api/blog-posts", postBody());
    const published = await create<Post>(team, "/api/blog-posts", postBody({ isPublished: true }));
    for (const fetcher of [team, owner]) {
      const res = await call<Post[]>(fetcher, "/api/admin/blog-posts");
      expect(res.status).toBe(200);
      const mine = onlyIds(res.body, [draft.id, published.id]);
      expect(mine).toHaveLength(2);
      for (const p of mine) {
        expect(typeof p.content).toBe("string");
        expect(p.content.length).toBeGreaterThan(0);
        expect(Array.isArray(p.contentSections)).toBe(true);
      }
    }
  });
});

/** Iframes the sanitizer drops whole (docs/decisions/033: only YouTube and Vimeo players survive). */
const FOREIGN_IFRAMES =
  '<iframe src="https://evil.example/embed/1" width="640" height="360"></iframe>' +
  '<iframe width="640" height="360"></iframe>' +
  '<iframe src="javascript:alert(1)"></iframe>' +
  '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';

describe("blog post content sanitization", () => {
  it("removes script and foreign iframes but keeps YouTube embeds", async () => {
    const content =
      "<p>Intro <strong>bold</strong></p>" +
      "<script>alert('x')</script>" +
      '<iframe src="https://www.youtube.com/embed/x"></iframe>' +
      '<iframe src="https://evil.example/frame"></iframe>' +
      FOREIGN_IFRAMES +
      '<img src="https://cdn.example/a.png" onerror="alert(1)">';
    const post = await create<Post>(team, "/api/blog-posts", postBody({ content }));
    // Only the YouTube player is left: a foreign iframe goes whole, not as an empty frame.
    expect(post.content.match(/<iframe/g)).toHaveLength(1);
    expect(post.content).toContain("<p>Intro <strong>bold</strong></p>");
    expect(post.content).not.toMatch(/<script/i);
    expect(post.content).not.toContain("alert");
    expect(post.content).toContain('src="https://www.youtube.com/embed/x"');
    expect(post.content).not.toContain("evil.example");
    expect(post.content).not.toMatch(/onerror/i);

    const stored = await call<Post>(team, `/api/blog-posts/${post.slug}`);
    expect(stored.body.content).toBe(post.content);
  });

  it("sanitizes content sent in an update", async () => {
    const post = await create<Post>(team, "/api/blog-posts", postBody());
    const res = await call<Post>(team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { content: `<p>Kept</p><script>document.cookie</script>${FOREIGN_IFRAMES}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe("<p>Kept</p>");
  });

  it("answers 400 with errors.content when nothing is left once script is removed", async () => {
    const title = `Only script ${unique()}`;
    const res = await call(team, "/api/blog-posts", {
      method: "POST",
      json: postBody({ title, content: "<script>x</script>" }),
    });
    expectFieldErrors(res, ["content"]);
    const admin = await call<Post[]>(team, "/api/admin/blog-posts");
    expect(admin.body.some((p) => p.title === title)).toBe(false);

    const post = await create<Post>(team, "/api/blog-posts", postBody());
    const upd = await call(team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { content: "<script>x</script>" },
    });
    expectFieldErrors(upd, ["content"]);
  });
});

describe("deleting blog posts", () => {
  it("team members cannot delete blog posts", async () => {
    const post = await create<Post>(team, "/api/blog-posts", postBody());
    const res = await call(team, `/api/blog-posts/${post.id}`, { method: "DELETE" });
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect((await call(team, `/api/blog-posts/${post.slug}`)).status).toBe(200);
  });

  it("investors get 403 and visitors 401", async () => {
    const post = await create<Post>(team, "/api/blog-posts", postBody());
    expect((await call(investor, `/api/blog-posts/${post.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await call(visitor, `/api/blog-posts/${post.id}`, { method: "DELETE" })).status).toBe(401);
  });

  it("the owner deletes a post (204); it is then gone (404)", async () => {
    const post = await create<Post>(team, "/api/blog-posts", postBody({ isPublished: true }));
    const res = await call(owner, `/api/blog-posts/${post.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await call(owner, `/api/blog-posts/${post.slug}`)).status).toBe(404);
    expect((await call(owner, `/api/blog-posts/${post.id}`, { method: "DELETE" })).status).toBe(404);
  });
});
