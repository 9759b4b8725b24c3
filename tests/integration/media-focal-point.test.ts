import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { testImage } from "../support/objects.ts";
import { uploadBytes } from "../support/media.ts";
import {
  call,
  create,
  fetchersFor,
  postBody,
  startPagesInstance,
  type ApiFetch,
  type PagesInstance,
} from "./helpers.ts";

// Focal points on public pages and replacement seen by another instance (issue 30 items 3 and 6,
// decisions 058 and 062). Writes go through `app`; visitors read pages from a second instance
// with its own page cache: on PostgreSQL it has its own connections and hears of changes through
// NOTIFY, as two production instances on one database do.

type Item = { id: string; url: string; focalPoint: { x: number; y: number } | null };

let app: TestApp;
let other: TestApp;
let as: Record<Actor, ApiFetch>;
let pages: PagesInstance;

beforeAll(async () => {
  app = await startTestApp();
  other = DB_KIND === "postgres" ? await startTestApp({ sameDatabaseAs: app }) : app;
  as = await fetchersFor(app);
  pages = await startPagesInstance(other);
}, 120_000);

afterAll(async () => {
  await pages?.close();
  if (other !== app) await other?.close();
  await app?.close();
});

async function newItem(focalPoint?: { x: number; y: number }): Promise<Item> {
  const { objectPath, put } = await uploadBytes(as.team, await testImage(300, 200));
  expect(put.status).toBe(200);
  const [item] = (await call<Item[]>(as.team, `/api/media?q=${encodeURIComponent(objectPath)}`)).body;
  if (focalPoint) expect((await setFocus(item!.id, focalPoint)).status).toBe(200);
  return item!;
}

const setFocus = (id: string, focalPoint: { x: number; y: number } | null) =>
  call<Item>(as.team, `/api/media/${id}`, { method: "PUT", json: { focalPoint } });

const publishedPost = (overrides: Record<string, unknown>) =>
  create<{ id: string; slug: string }>(as.team, "/api/blog-posts", postBody({ isPublished: true, ...overrides }));

const cachedPage = (path: string) => pages.cachedGet(path);

/** The `style` of the <img> whose src starts with `url` (the rendered srcset's first width). */
function styleOfImage(html: string, url: string): string | null {
  const tag = html.match(new RegExp(`<img[^>]*src="${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^"]*"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no image ${url} in the page`);
  return tag.match(/style="([^"]*)"/)?.[1] ?? null;
}

describe(`focal points on public pages (${DB_KIND})`, () => {
  it("a library image's focal point is the crop's object-position on the article page and the journal list", async () => {
    const item = await newItem({ x: 0.25, y: 0.8 });
    const post = await publishedPost({ featuredImageUrl: item.url, imageGallery: [item.url] });
    const article = await pages.get(`/journal/${post.slug}`);
    expect(article.status).toBe(200);
    expect(styleOfImage(article.body, item.url)).toBe("object-position:25% 80%");
    // The gallery's thumbnail is cropped around it too.
    expect(article.body.match(/object-position:25% 80%/g)).toHaveLength(2);
    const journal = await pages.get("/journal");
    expect(styleOfImage(journal.body, item.url)).toBe("object-position:25% 80%");
    // The share card is the server's crop around the same point, and that address answers.
    const ogImage = article.body.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(ogImage).toBe(`${new URL(ogImage!).origin}${item.url}?share=25,80`);
    const card = await fetch(`${app.url}${item.url}?share=25,80`);
    expect([card.status, card.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
  });

  it("an image without a focal point, or not in the library, is centred as before", async () => {
    const item = await newItem();
    const post = await publishedPost({ featuredImageUrl: item.url });
    expect(styleOfImage((await pages.get(`/journal/${post.slug}`)).body, item.url)).toBeNull();
    const external = await publishedPost({ featuredImageUrl: "https://images.example.com/a.jpg" });
    expect(
      styleOfImage((await pages.get(`/journal/${external.slug}`)).body, "https://images.example.com/a.jpg"),
    ).toBeNull();
  });

  it("a new focal point empties the cached pages showing the item, on the other instance, before the answer", async () => {
    const item = await newItem({ x: 0.1, y: 0.1 });
    const post = await publishedPost({ featuredImageUrl: item.url });
    const unrelated = await publishedPost({});
    const page = `/journal/${post.slug}`;
    expect(styleOfImage((await cachedPage(page)).body, item.url)).toBe("object-position:10% 10%");
    await cachedPage("/journal");
    await cachedPage(`/journal/${unrelated.slug}`);

    expect((await setFocus(item.id, { x: 0.9, y: 0.3 })).status).toBe(200);
    const after = await pages.get(page);
    expect(after.headers.get("x-cache")).not.toBe("HIT");
    expect(styleOfImage(after.body, item.url)).toBe("object-position:90% 30%");
    expect(styleOfImage((await pages.get("/journal")).body, item.url)).toBe("object-position:90% 30%");
    // Only the pages showing the item: another post's page stays cached.
    expect((await pages.get(`/journal/${unrelated.slug}`)).headers.get("x-cache")).toBe("HIT");

    // Removing the focal point centres the crop again.
    expect((await setFocus(item.id, null)).status).toBe(200);
    expect(styleOfImage((await pages.get(page)).body, item.url)).toBeNull();
  });

  it("a change of title, alt text or tags leaves the cached pages alone", async () => {
    const item = await newItem({ x: 0.5, y: 0.2 });
    const post = await publishedPost({ featuredImageUrl: item.url, featuredImageAlt: "Per use" });
    const page = `/journal/${post.slug}`;
    await cachedPage(page);
    const res = await call(as.team, `/api/media/${item.id}`, {
      method: "PUT",
      json: { title: "Renamed", alt: "Library words", tags: ["x"], focalPoint: { x: 0.5, y: 0.2 } },
    });
    expect(res.status).toBe(200);
    const after = await pages.get(page);
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(after.body).toContain('alt="Per use"');
  });
});

describe(`GET /api/media?url= (${DB_KIND})`, () => {
  it("answers only the items at the addresses asked, with their focal points (the dashboard's tiles)", async () => {
    const focused = await newItem({ x: 0.7, y: 0.4 });
    const plain = await newItem();
    await newItem();
    const query = new URLSearchParams([
      ["url", focused.url],
      ["url", plain.url],
      ["url", "https://elsewhere.example/a.png"],
    ]);
    const res = await call<Item[]>(as.team, `/api/media?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.map((i) => [i.url, i.focalPoint]).sort()).toEqual(
      [
        [focused.url, { x: 0.7, y: 0.4 }],
        [plain.url, null],
      ].sort(),
    );
    const one = await call<Item[]>(as.team, `/api/media?url=${encodeURIComponent(plain.url)}`);
    expect(one.body.map((i) => i.id)).toEqual([plain.id]);
  });

  it("refuses more than 100 addresses or an over-long one with 400", async () => {
    const many = new URLSearchParams(Array.from({ length: 101 }, (_, i) => ["url", `/objects/uploads/${i}`]));
    expect((await call(as.team, `/api/media?${many}`)).status).toBe(400);
    expect((await call(as.team, `/api/media?url=${"a".repeat(501)}`)).status).toBe(400);
    expect((await call(as.visitor, `/api/media?url=/objects/uploads/x`)).status).toBe(401);
  });
});

describe(`replacing an image seen on another instance (${DB_KIND})`, () => {
  it("the next visitor of a cached post page on the other instance sees the new file, without an edit of the post", async () => {
    const item = await newItem({ x: 0.3, y: 0.6 });
    const post = await publishedPost({ featuredImageUrl: item.url });
    const page = `/journal/${post.slug}`;
    expect((await cachedPage(page)).body).toContain(item.url);
    const revisions = async () => (await call<unknown[]>(as.team, `/api/blog-posts/${post.id}/revisions`)).body.length;
    const revisionsBefore = await revisions();

    const bytes = await testImage(400, 100, "jpeg");
    const ticket = await call<{ uploadURL: string }>(as.team, `/api/media/${item.id}/replace`, {
      method: "POST",
      json: { contentType: "image/jpeg", size: bytes.length },
    });
    expect(ticket.status).toBe(200);
    const put = await fetch(ticket.body.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/jpeg" },
    });
    expect(put.status).toBe(200);

    const now = (await call<Item>(as.team, `/api/media/${item.id}`)).body;
    expect(now.url).not.toBe(item.url);
    const after = await pages.get(page);
    expect(after.headers.get("x-cache")).not.toBe("HIT");
    expect(after.body).not.toContain(item.url);
    // The new file keeps the item's focal point.
    expect(styleOfImage(after.body, now.url)).toBe("object-position:30% 60%");
    // Nobody edited the post: no new revision (its addresses moved with the item, decision 058).
    expect(await revisions()).toBe(revisionsBefore);
  });
});
