import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadImage } from "#app/components/upload/upload-image.ts";
import { testImage } from "../support/objects.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { call, create, postBody, startPagesInstance, type ApiFetch, type PagesInstance } from "./helpers.ts";

// The round trip of issue 32 (decisions 055 and 057): everything exported from one instance and
// imported as Markdown into a fresh one gives the same public pages — titles, bodies and images,
// the images compared by their bytes (their addresses differ: each instance stores its own copy).

let source: TestApp;
let target: TestApp;
let sourcePages: PagesInstance;
let targetPages: PagesInstance;
const slugs: string[] = [];

const viaApp = (fetcher: ApiFetch): typeof fetch =>
  ((input: string | URL | Request, init?: RequestInit) =>
    typeof input === "string" && input.startsWith("/")
      ? fetcher(input, init as never)
      : fetch(input, init)) as typeof fetch;

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** The post's body and featured image as the public read answers them, each image replaced by the hash of its bytes. */
async function byContent(app: TestApp, slug: string) {
  const res = await fetch(`${app.url}/api/blog-posts/${slug}`);
  expect(res.status, slug).toBe(200);
  const post = (await res.json()) as Record<string, any>;
  const hashOf = async (src: string) =>
    sha(Buffer.from(await (await fetch(app.url + src.replace(/\?.*$/, ""))).arrayBuffer()));
  let content = post.content as string;
  for (const [, src] of [...content.matchAll(/src="(\/objects\/[^"]+)"/g)])
    content = content.replace(src!, `image:${await hashOf(src!)}`);
  return {
    title: post.title,
    content,
    featured: post.featuredImageUrl ? await hashOf(post.featuredImageUrl) : null,
    tags: post.tags,
    category: post.category,
    publishedAt: post.publishedAt,
  };
}

beforeAll(async () => {
  source = await startTestApp({ pageCache: false });
  const owner = await source.as("owner");
  const upload = async (seed: number) =>
    uploadImage(new Blob([new Uint8Array(await testImage(30 + seed, 20, "png"))], { type: "image/png" }), "featured", {
      fetch: viaApp(owner),
    });
  const [one, two] = [await upload(1), await upload(2)];
  const posts = [
    postBody({
      isPublished: true,
      tags: ["Round", "Trip"],
      featuredImageUrl: one,
      featuredImageAlt: "First",
      content: `<h2>Start</h2><p>Look at <strong>this</strong>:</p><figure><img src="${two}" alt="Second"></figure><ul><li>a</li><li>b</li></ul>`,
    }),
    postBody({ isPublished: true, content: `<p>Text only, with <a href="https://example.com/">a link</a>.</p>` }),
    postBody({
      isPublished: true,
      featuredImageUrl: two,
      content: `<blockquote><p>Quoted</p></blockquote><p>${"Long. ".repeat(50)}</p>`,
    }),
  ];
  for (const body of posts) slugs.push((await create(owner, "/api/blog-posts", body)).slug);

  const exported = await owner("/api/admin/export");
  expect(exported.status).toBe(200);
  const zip = Buffer.from(await exported.arrayBuffer());

  target = await startTestApp({ pageCache: false });
  const targetOwner = await target.as("owner");
  const imported = await call(targetOwner, "/api/admin/import?source=markdown", {
    method: "POST",
    headers: { "content-type": "application/zip" },
    body: new Uint8Array(zip),
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  expect(imported.body.created).toBe(3);
  expect(imported.body.failed).toBe(0);
  sourcePages = await startPagesInstance(source);
  targetPages = await startPagesInstance(target);
}, 120_000);

afterAll(async () => {
  await sourcePages?.close();
  await targetPages?.close();
  await source?.close();
  await target?.close();
});

describe(`export → import into a fresh instance (${DB_KIND})`, () => {
  it("gives the same titles, bodies, images, tags and dates", async () => {
    for (const slug of slugs) {
      const before = await byContent(source, slug);
      const after = await byContent(target, slug);
      expect(after, slug).toEqual(before);
    }
  });

  it("gives the same public pages (their images by content)", async () => {
    for (const slug of slugs) {
      const [a, b] = [await sourcePages.get(`/journal/${slug}`), await targetPages.get(`/journal/${slug}`)];
      expect([a.status, b.status]).toEqual([200, 200]);
      const title = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(title(b.body)).toBe(title(a.body));
      // The same images in the same order, each named by the hash of its bytes.
      const images = async (app: TestApp, html: string) =>
        Promise.all(
          [...new Set([...html.matchAll(/\/objects\/uploads\/[0-9a-f-]+/g)].map((m) => m[0]))].map(async (src) =>
            sha(Buffer.from(await (await fetch(app.url + src)).arrayBuffer())),
          ),
        );
      expect(await images(target, b.body)).toEqual(await images(source, a.body));
    }
  });

  it("importing the export again changes nothing", async () => {
    const owner = await source.as("owner");
    const zip = Buffer.from(await (await owner("/api/admin/export")).arrayBuffer());
    const targetOwner = await target.as("owner");
    const again = await call(targetOwner, "/api/admin/import?source=markdown", {
      method: "POST",
      headers: { "content-type": "application/zip" },
      body: new Uint8Array(zip),
    });
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, media: 0 });
  });
});
