import { existsSync } from "node:fs";
import type { MediaItemJson, MediaUsage } from "#core/media-item.ts";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { startChatCompletionsServer } from "../support/chat-completions-server.ts";
import { listFiles, testImage } from "../support/objects.ts";
import { bombPng, uploadBytes } from "../support/media.ts";
import {
  ACTORS,
  call,
  cardBody,
  caseStudyBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  postBody,
  startPagesInstance,
  unique,
  ventureBody,
  type ApiFetch,
  type PagesInstance,
} from "./helpers.ts";
import { MEDIA_MATRIX } from "./authorization-matrix.media.ts";

// The media library (DESIGN.md §3d and §4d, issue 30, decision 058), on the local driver: uploads
// become items, the library's calls, usages kept by the content write path, safe delete,
// replacement in place (seen through a second, caching instance) and alt text suggestions.

type Item = MediaItemJson;
type Usage = MediaUsage;

let app: TestApp;
let as: Record<Actor, ApiFetch>;
let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;

beforeAll(async () => {
  chat = await startChatCompletionsServer();
  app = await startTestApp({ ai: { baseURL: chat.baseURL, timeoutMs: 5000 }, generateLimitPerWindow: 10_000 });
  as = await fetchersFor(app);
});

afterAll(async () => {
  await app?.close();
  await chat?.close();
});

const objectsDir = () => path.join(app.dataDir, "objects");
const fileOf = (url: string) => path.join(objectsDir(), url.replace(/^\/objects\//, ""));

/** Uploads a fresh image and returns its media item. */
async function newItem(width = 64, height = 48): Promise<Item> {
  const bytes = await testImage(width, height);
  const { objectPath, put } = await uploadBytes(as.team, bytes);
  expect(put.status, put.body).toBe(200);
  const list = await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(objectPath)}`);
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(1);
  return list.body[0]!;
}

const read = (id: string) => call<Item & { usages: Usage[] }>(as.team, `/api/media/${id}`);
const usagesOf = async (id: string) => (await read(id)).body.usages.map((u) => `${u.type}:${u.id}`);

describe(`uploads become media items (${DB_KIND})`, () => {
  it("an uploaded image is an item with its type, size and pixel dimensions", async () => {
    const bytes = await testImage(120, 80);
    const { objectPath } = await uploadBytes(as.team, bytes);
    const { body } = await call<Item[]>(as.team, "/api/media?limit=1");
    expect(body[0]).toMatchObject({
      url: objectPath,
      type: "image",
      mime: "image/png",
      bytes: bytes.length,
      width: 120,
      height: 80,
      title: "",
      alt: null,
      tags: [],
      focalPoint: null,
      usedBy: 0,
    });
  });

  it("an address granted but never uploaded to is not in the library", async () => {
    const grant = await call<{ objectPath: string }>(as.team, "/api/objects/upload", {
      method: "POST",
      json: { contentType: "image/png", size: 1000 },
    });
    expect(grant.status).toBe(200);
    const list = await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(grant.body.objectPath)}`);
    expect(list.body).toEqual([]);
  });

  it("SVG, other types and files over the limit are refused at the grant", async () => {
    const before = listFiles(objectsDir());
    for (const [contentType, size, status] of [
      ["image/svg+xml", 100, 415],
      ["text/html", 100, 415],
      ["image/png", 11 * 1024 * 1024, 413],
    ] as const) {
      const res = await call(as.team, "/api/objects/upload", { method: "POST", json: { contentType, size } });
      expect(res.status).toBe(status);
      expectErrorShape(res.body);
    }
    expect(listFiles(objectsDir())).toEqual(before);
  });

  it("an image claiming absurd dimensions (a decompression bomb) is refused with 413 and nothing is stored", async () => {
    const { objectPath, put } = await uploadBytes(as.team, bombPng(60_000, 60_000));
    expect(put.status).toBe(413);
    expect(JSON.parse(put.body).message).toMatch(/60000×60000 pixels/);
    expect(existsSync(fileOf(objectPath))).toBe(false);
    const list = await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(objectPath)}`);
    expect(list.body).toEqual([]);
  });

  it("bytes that are not the image they were signed as are refused and not stored", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { objectPath, put } = await uploadBytes(as.team, svg);
    expect(put.status).toBe(415);
    expect(existsSync(fileOf(objectPath))).toBe(false);
    expect((await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(objectPath)}`)).body).toEqual([]);
  });
});

describe(`GET /api/media (${DB_KIND})`, () => {
  it("lists newest first, searches, filters by type, tag and unused, and pages with limit and cursor", async () => {
    const tag = `tag-${unique()}`;
    const [a, b, c] = [await newItem(), await newItem(), await newItem()];
    for (const item of [a, b, c])
      expect((await call(as.team, `/api/media/${item.id}`, { method: "PUT", json: { tags: [tag] } })).status).toBe(200);
    await create(as.team, "/api/blog-posts", postBody({ featuredImageUrl: b.url }));

    const tagged = await call<Item[]>(as.team, `/api/media?tag=${tag}`);
    expect(tagged.body.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
    expect(tagged.body.map((i) => i.usedBy)).toEqual([0, 1, 0]);
    const unused = await call<Item[]>(as.team, `/api/media?tag=${tag}&unused=true`);
    expect(unused.body.map((i) => i.id)).toEqual([c.id, a.id]);
    expect((await call<Item[]>(as.team, `/api/media?tag=${tag}&type=video`)).body).toEqual([]);

    const title = `Harbour ${unique()}`;
    await call(as.team, `/api/media/${a.id}`, { method: "PUT", json: { title } });
    expect(
      (await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(title.toUpperCase())}`)).body.map((i) => i.id),
    ).toEqual([a.id]);
    expect((await call<Item[]>(as.team, "/api/media?q=%25%25")).body).toEqual([]);

    const first = await call<Item[]>(as.team, `/api/media?tag=${tag}&limit=2`);
    expect(first.body.map((i) => i.id)).toEqual([c.id, b.id]);
    const link = first.headers.get("link")!;
    expect(link).toMatch(/rel="next"/);
    const next = new URL(link.slice(1, link.indexOf(">")), app.url);
    expect(next.searchParams.get("tag")).toBe(tag);
    const cursor = next.searchParams.get("cursor")!;
    const second = await call<Item[]>(as.team, `/api/media?tag=${tag}&limit=2&cursor=${cursor}`);
    expect(second.body.map((i) => i.id)).toEqual([a.id]);
    expect(second.headers.get("link")).toBeNull();
  });

  it("refuses bad filters and paging with 400", async () => {
    for (const query of [
      "type=pdf",
      "unused=yes",
      "limit=0",
      "limit=abc",
      "limit=5&cursor=nope",
      "q=" + "x".repeat(201),
      "colour=red",
    ]) {
      const res = await call(as.team, `/api/media?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body);
    }
  });
});

describe(`GET and PUT /api/media/{id} (${DB_KIND})`, () => {
  it("edits title, alt text, tags and focal point, and reads them back", async () => {
    const item = await newItem();
    const res = await call<Item>(as.team, `/api/media/${item.id}`, {
      method: "PUT",
      json: {
        title: " Team photo ",
        alt: "Five people at a whiteboard",
        tags: ["team", "team", "office"],
        focalPoint: { x: 0.25, y: 0.75 },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Team photo",
      alt: "Five people at a whiteboard",
      tags: ["team", "office"],
      focalPoint: { x: 0.25, y: 0.75 },
    });
    const again = await read(item.id);
    expect(again.body).toMatchObject({ title: "Team photo", focalPoint: { x: 0.25, y: 0.75 }, usages: [] });
    const cleared = await call<Item>(as.team, `/api/media/${item.id}`, {
      method: "PUT",
      json: { focalPoint: null, alt: "" },
    });
    expect(cleared.body).toMatchObject({ focalPoint: null, alt: "", title: "Team photo" });
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const item = await newItem();
    for (const [json, field] of [
      [{ focalPoint: { x: 1.5, y: 0 } }, "focalPoint.x"],
      [{ focalPoint: { x: 0.5 } }, "focalPoint.y"],
      [{ tags: "one" }, "tags"],
      [{ tags: [""] }, "tags.0"],
      [{ title: 5 }, "title"],
      [{ alt: "a".repeat(1001) }, "alt"],
      [{ url: "/objects/other" }, "url"],
    ] as const) {
      expectFieldErrors(await call(as.team, `/api/media/${item.id}`, { method: "PUT", json }), [field]);
    }
    expect((await read(item.id)).body).toMatchObject({ title: "", alt: null, tags: [], focalPoint: null });
    const notJson = await call(as.team, `/api/media/${item.id}`, {
      method: "PUT",
      body: "title=x",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["6f1c2d4e-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await call(as.team, `/api/media/${id}`)).status).toBe(404);
      expect((await call(as.team, `/api/media/${id}`, { method: "PUT", json: { title: "x" } })).status).toBe(404);
      expect((await call(as.owner, `/api/media/${id}`, { method: "DELETE" })).status).toBe(404);
    }
  });
});

describe(`usages follow every write of an entry (${DB_KIND})`, () => {
  it("a post's featured image, its body image and a video's thumbnail are usages", async () => {
    const [featured, body, thumb] = [await newItem(), await newItem(), await newItem()];
    const post = await create<{ id: string; title: string }>(
      as.team,
      "/api/blog-posts",
      postBody({
        featuredImageUrl: featured.url,
        content: `<p>Look:</p><img src="${body.url}" alt="A chart">`,
        videoGallery: [{ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", thumbnail: thumb.url }],
      }),
    );
    for (const item of [featured, body, thumb]) {
      const res = await read(item.id);
      expect(res.body.usages).toEqual([{ type: "blog-post", id: post.id, title: post.title }]);
      expect(res.body.usedBy).toBe(1);
    }
  });

  it("a case study's gallery, a card's logo and a venture's text are usages", async () => {
    const [gallery, logo, venturePic] = [await newItem(), await newItem(), await newItem()];
    const study = await create<{ id: string }>(
      as.team,
      "/api/case-studies",
      caseStudyBody({ imageGallery: [gallery.url] }),
    );
    const card = await create<{ id: string }>(as.team, "/api/portfolio-cards", cardBody({ logoUrl: logo.url }));
    const venture = await create<{ id: string }>(
      as.team,
      "/api/ventures",
      ventureBody({ description: `Moodboard: ${venturePic.url}` }),
    );
    expect(await usagesOf(gallery.id)).toEqual([`case-study:${study.id}`]);
    expect(await usagesOf(logo.id)).toEqual([`portfolio-card:${card.id}`]);
    expect(await usagesOf(venturePic.id)).toEqual([`venture:${venture.id}`]);
    // One entry showing an item twice is one usage.
    await call(as.team, `/api/portfolio-cards/${card.id}`, { method: "PUT", json: { imageUrl: logo.url } });
    expect((await read(logo.id)).body.usedBy).toBe(1);
  });

  it("an edit drops a usage, a restore of an old revision brings it back, a delete of the entry ends it", async () => {
    const item = await newItem();
    const post = await create<{ id: string }>(as.team, "/api/blog-posts", postBody({ featuredImageUrl: item.url }));
    expect(await usagesOf(item.id)).toEqual([`blog-post:${post.id}`]);

    const edited = await call(as.team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { featuredImageUrl: null },
    });
    expect(edited.status).toBe(200);
    expect(await usagesOf(item.id)).toEqual([]);
    expect((await call<Item[]>(as.team, `/api/media?unused=true&q=${encodeURIComponent(item.url)}`)).body).toHaveLength(
      1,
    );

    const revisions = await call<{ id: string }[]>(as.team, `/api/blog-posts/${post.id}/revisions`);
    const original = revisions.body.at(-1)!;
    const restored = await call(as.team, `/api/blog-posts/${post.id}/revisions/${original.id}/restore`, {
      method: "POST",
    });
    expect(restored.status).toBe(200);
    expect(await usagesOf(item.id)).toEqual([`blog-post:${post.id}`]);

    expect((await call(as.owner, `/api/blog-posts/${post.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await usagesOf(item.id)).toEqual([]);
  });
});

describe(`DELETE /api/media/{id} (${DB_KIND})`, () => {
  it("is refused with 409 and the usages while an entry shows the item", async () => {
    const item = await newItem();
    const card = await create<{ id: string; name: string }>(
      as.team,
      "/api/portfolio-cards",
      cardBody({ imageUrl: item.url }),
    );
    const res = await call<{ message: string; usages: Usage[] }>(as.owner, `/api/media/${item.id}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(409);
    expect(res.body.usages).toEqual([{ type: "portfolio-card", id: card.id, title: card.name }]);
    expect(res.body.message).toMatch(/shown by 1 entry/);
    expect(existsSync(fileOf(item.url))).toBe(true);
    expect((await read(item.id)).status).toBe(200);
  });

  it("deletes an unused item with its stored file and resized copies", async () => {
    const item = await newItem(700, 400);
    const variant = await fetch(`${app.url}${item.url}?w=640`);
    expect(variant.status).toBe(200);
    const variantsDir = path.join(app.dataDir, "cache", "object-variants");
    const variantsBefore = listFiles(variantsDir).length;
    expect(variantsBefore).toBeGreaterThan(0);

    expect((await call(as.owner, `/api/media/${item.id}`, { method: "DELETE" })).status).toBe(204);
    expect(existsSync(fileOf(item.url))).toBe(false);
    expect(listFiles(variantsDir).length).toBe(variantsBefore - 1);
    expect((await read(item.id)).status).toBe(404);
    expect((await fetch(`${app.url}${item.url}?w=640`)).status).toBe(404);
  });
});

describe(`POST /api/media/{id}/replace (${DB_KIND})`, () => {
  let pages: PagesInstance;
  beforeAll(async () => {
    pages = await startPagesInstance(app);
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
  });

  async function cachedPage(path: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await pages.get(path);
      if (res.headers.get("x-cache") === "HIT") return res;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} was never answered from the cache`);
  }

  it("the cached page of a post showing the item shows the new file at once, without an edit of the post", async () => {
    const item = await newItem(300, 200);
    const post = await create<{ id: string; slug: string }>(
      as.team,
      "/api/blog-posts",
      postBody({ isPublished: true, featuredImageUrl: item.url, content: `<p>Hi</p><img src="${item.url}" alt="x">` }),
    );
    const revisionsBefore = (await call<unknown[]>(as.team, `/api/blog-posts/${post.id}/revisions`)).body.length;
    const page = `/journal/${post.slug}`;
    expect((await cachedPage(page)).body).toContain(item.url);

    const bytes = await testImage(400, 100, "jpeg");
    const ticket = await call<{ uploadURL: string }>(as.team, `/api/media/${item.id}/replace`, {
      method: "POST",
      json: { contentType: "image/jpeg", size: bytes.length },
    });
    expect(ticket.status).toBe(200);
    // Nothing changes until the bytes arrive.
    expect((await read(item.id)).body.url).toBe(item.url);
    const put = await fetch(ticket.body.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.status).toBe(200);

    const now = (await read(item.id)).body;
    expect(now).toMatchObject({
      id: item.id,
      mime: "image/jpeg",
      width: 400,
      height: 100,
      bytes: bytes.length,
      usedBy: 1,
    });
    expect(now.url).not.toBe(item.url);
    const after = await pages.get(page);
    expect(after.headers.get("x-cache")).not.toBe("HIT");
    expect(after.body).toContain(now.url);
    expect(after.body).not.toContain(item.url);
    // The old file is gone; its address leads to the new one (old revisions, feed readers).
    expect(existsSync(fileOf(item.url))).toBe(false);
    const old = await fetch(`${app.url}${item.url}?w=320`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`${now.url}?w=320`);
    // Not an edit: no new revision.
    expect((await call<unknown[]>(as.team, `/api/blog-posts/${post.id}/revisions`)).body).toHaveLength(revisionsBefore);
  });

  it("refuses a replacement of a wrong type, over the limit, or of an unknown item", async () => {
    const item = await newItem();
    const svg = await call(as.team, `/api/media/${item.id}/replace`, {
      method: "POST",
      json: { contentType: "image/svg+xml", size: 10 },
    });
    expect(svg.status).toBe(415);
    const big = await call(as.team, `/api/media/${item.id}/replace`, {
      method: "POST",
      json: { contentType: "image/png", size: 50 * 1024 * 1024 },
    });
    expect(big.status).toBe(413);
    const bad = await call(as.team, `/api/media/${item.id}/replace`, { method: "POST", json: { size: "big" } });
    expectFieldErrors(bad, ["contentType", "size"]);
    const unknown = await call(as.team, `/api/media/6f1c2d4e-0000-4000-8000-000000000000/replace`, {
      method: "POST",
      json: { contentType: "image/png", size: 10 },
    });
    expect(unknown.status).toBe(404);
  });

  it("a bomb sent as a replacement is refused and the item keeps its file", async () => {
    const item = await newItem();
    const bomb = bombPng(30_000, 30_000);
    const ticket = await call<{ uploadURL: string }>(as.team, `/api/media/${item.id}/replace`, {
      method: "POST",
      json: { contentType: "image/png", size: bomb.length },
    });
    const put = await fetch(ticket.body.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bomb),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(413);
    expect((await read(item.id)).body).toMatchObject({ url: item.url, width: 64, height: 48 });
    expect(existsSync(fileOf(item.url))).toBe(true);
  });
});

describe(`POST /api/media/{id}/describe (${DB_KIND})`, () => {
  it("asks the configured model with the image and answers its alt text", async () => {
    const item = await newItem();
    chat.script([{ content: ' "A blue gradient square with noise." ' }]);
    const res = await call<{ alt: string }>(as.team, `/api/media/${item.id}/describe`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alt: "A blue gradient square with noise." });
    const sent = chat.requests[0]!.body.messages.at(-1)!.content as unknown as {
      type: string;
      image_url?: { url: string };
    }[];
    expect(sent.find((part) => part.type === "image_url")!.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    // Nothing is stored: the suggestion is for the form.
    expect((await read(item.id)).body.alt).toBeNull();
  });

  it("answers 502 when the model fails", async () => {
    const item = await newItem();
    chat.script([{ status: 500 }]);
    const res = await call(as.team, `/api/media/${item.id}/describe`, { method: "POST" });
    expect(res.status).toBe(502);
    expectErrorShape(res.body);
  });
});

describe(`who may use the media library (DESIGN.md §4d, ${DB_KIND})`, () => {
  async function pathOf(route: (typeof MEDIA_MATRIX)[number]) {
    const item = await newItem();
    if (route.method === "DELETE" && route.path === "/api/media") return "/api/media?unused=true";
    return route.path.replace(":id", item.id);
  }
  const bodyOf = (route: (typeof MEDIA_MATRIX)[number]) =>
    route.path.endsWith("/replace")
      ? { contentType: "image/png", size: 100 }
      : route.method === "PUT"
        ? { title: "Renamed" }
        : undefined;

  for (const route of MEDIA_MATRIX) {
    for (const actor of ACTORS) {
      const expected = route.expect[actor];
      it(`${route.method} ${route.path} as ${actor}: ${expected === "allowed" ? route.allowed.join("/") : expected}`, async () => {
        const target = await pathOf(route);
        if (route.path.endsWith("/describe")) chat.script([{ content: "An image." }]);
        const before = await call<Item>(
          as.owner,
          target.startsWith("/api/media/") ? target.split("/").slice(0, 4).join("/") : "/api/media?limit=1",
        );
        const res = await call(as[actor], target, { method: route.method, json: bodyOf(route) });
        if (expected === "allowed") {
          expect(route.allowed as readonly number[]).toContain(res.status);
          return;
        }
        expect(res.status).toBe(expected);
        expectErrorShape(res.body);
        const after = await call<Item>(
          as.owner,
          target.startsWith("/api/media/") ? target.split("/").slice(0, 4).join("/") : "/api/media?limit=1",
        );
        expect(after.body).toEqual(before.body);
      });
    }
  }
});
