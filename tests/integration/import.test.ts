import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMPORT_CATEGORY } from "#core/constants.ts";
import { auditLog, blogPosts, importedMedia, importedPosts, redirectRules } from "#db/schema.server.ts";
import { fingerprint } from "../support/db-fingerprint.ts";
import { testImage } from "../support/objects.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { IMPORT_MATRIX } from "./authorization-matrix.export.ts";
import {
  ACTORS,
  call,
  expectErrorShape,
  fetchersFor,
  startPagesInstance,
  type ApiFetch,
  type PagesInstance,
} from "./helpers.ts";

// Moving in (DESIGN.md §3d, §4d; issue 32; decision 057): POST /api/admin/import writes the
// fixtures' posts through the posts' write path, copies their images from a local server (with
// WEBHOOK_ALLOW_PRIVATE_NETWORKS on), makes 301s from every old address, changes nothing when the
// same file comes again, and refuses hostile files with nothing stored.

const FIXTURES = "tests/fixtures/import";
const IMAGE_PATHS = [
  "/wp-content/uploads/2024/03/whiteboard.jpg",
  "/wp-content/uploads/2024/03/team-at-work.jpg",
  "/wp-content/uploads/2024/02/stage.jpg",
  "/content/images/2024/03/call-notes.jpg",
  "/content/images/2024/03/interviews.jpg",
  "/content/images/2027/04/open-studio.jpg",
  "/img/folder.jpg",
  "/img/printout.png",
  "/img/sketch.png",
  "/content/images/2024/03/brief.png",
];

let app: TestApp;
/** A second instance on the same database that renders the pages (the API's test app has none). */
let pages: PagesInstance;
let as: Record<Actor, ApiFetch>;
type MediaItem = { id: string; url: string; type: string; mime: string; width: number | null; usedBy: number };
let images: Server;
let base: string;
const served = new Map<string, Buffer>();
/** Requests the image server answered, by path. */
const hits = new Map<string, number>();

/** An image the server holds back (paths under /held/) until the test releases it. */
let heldAsked = Promise.withResolvers<void>();
let heldReleased = Promise.withResolvers<void>();

const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`, "utf8").replaceAll("{{IMAGE_BASE}}", base);

function importFile(fetcher: ApiFetch, source: string, body: Buffer | string, dryRun = false) {
  return call(fetcher, `/api/admin/import?source=${source}&dryRun=${dryRun}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
}

async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const postBySlug = async (slug: string) => (await app.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!;
const totalHits = () => [...hits.values()].reduce((a, b) => a + b, 0);
const noRedirect = (path: string) => pages.get(path);

beforeAll(async () => {
  for (const path of IMAGE_PATHS)
    served.set(path, await testImage(24 + served.size, 16, path.endsWith(".png") ? "png" : "jpeg"));
  images = createServer(async (req, res) => {
    const path = req.url ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith("/held/")) {
      heldAsked.resolve();
      await heldReleased.promise;
      return void res.writeHead(200, { "content-type": "image/png" }).end(await testImage(12, 12, "png"));
    }
    const bytes = served.get(path);
    if (!bytes) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/jpeg" }).end(bytes);
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  app = await startTestApp({ webhooks: { allowPrivateNetworks: true } });
  as = await fetchersFor(app);
  pages = await startPagesInstance(app);
}, 180_000);

afterAll(async () => {
  await pages?.close();
  await app?.close();
  await new Promise((resolve) => images?.close(resolve));
});

describe("who may import (DESIGN §4d)", () => {
  it.each(ACTORS.filter((a) => a !== "owner"))("%s is refused, and nothing is read or stored", async (actor) => {
    const before = await fingerprint(app.db);
    const res = await importFile(as[actor], "wordpress", fixture("wordpress.xml"));
    expect(res.status).toBe(IMPORT_MATRIX[0].expect[actor]);
    expectErrorShape(res.body);
    expect(await fingerprint(app.db)).toEqual(before);
  });
});

describe("a WordPress export", () => {
  let report: Record<string, any>;

  it("a dry run reports what would change and changes nothing", async () => {
    const before = await fingerprint(app.db);
    const res = await importFile(as.owner, "wordpress", fixture("wordpress.xml"), true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, created: 5, updated: 0, unchanged: 0, media: 3, redirects: 2 });
    expect(res.body.problems.map((p: { message: string }) => p.message).join("\n")).toMatch(/trash/i);
    expect(await fingerprint(app.db)).toEqual(before);
    expect(await app.db.select().from(importedPosts)).toEqual([]);
    expect(totalHits()).toBe(0);
  });

  it("an import creates every post with its state, dates, tags and category", async () => {
    const res = await importFile(as.owner, "wordpress", fixture("wordpress.xml"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    report = res.body;
    expect(report).toMatchObject({
      dryRun: false,
      created: 5,
      updated: 0,
      unchanged: 0,
      failed: 0,
      media: 3,
      redirects: 2,
    });

    const small = await postBySlug("why-we-build-small");
    expect(small.title).toBe("Why we build small & ship weekly");
    expect(small.isPublished).toBe(true);
    expect(small.publishedAt?.toISOString()).toBe("2024-03-04T09:00:00.000Z");
    expect(small.category).toBe("Venture Building");
    expect(small.tags).toEqual(["small teams", "process"]);
    expect(small.author).toBe("Mara Lindqvist");
    expect(small.excerpt).toBe("How a three-person team and a weekly rhythm keep our ventures honest.");
    // Sanitized as every save is.
    expect(small.content).not.toMatch(/<script|tracking pixel/);
    expect(small.content).toContain("<strong>one-week</strong>");

    // The category rule: an unknown category becomes a tag, the post takes the default one.
    const demo = await postBySlug("demo-day-in-pictures");
    expect(demo.category).toBe(DEFAULT_IMPORT_CATEGORY);
    expect(demo.tags).toEqual(["events", "Studio Life"]);
    const harbour = await postBySlug("launching-harbour");
    expect(harbour.category).toBe("Venture Building");
    expect(harbour.tags).toContain("Announcements");
    // Scheduled: published with its future date.
    expect(harbour.isPublished).toBe(true);
    expect(harbour.publishedAt?.toISOString()).toBe("2027-06-01T07:00:00.000Z");
    const admin = await call(as.owner, `/api/admin/blog-posts`);
    const status = (slug: string) => admin.body.find((p: { slug: string }) => p.slug === slug)?.status;
    expect(status("launching-harbour")).toBe("scheduled");
    expect(status("why-we-build-small")).toBe("published");
    expect(status("retro-the-quarter-that-slipped")).toBe("draft");
    const pricing = admin.body.find((p: { title: string }) => p.title === "Notes on pricing a first product");
    expect(pricing.status).toBe("draft");
    expect(report.posts.map((p: { outcome: string }) => p.outcome)).toEqual(Array(5).fill("created"));
    // Through the posts' and the rules' write paths: one audit entry each, by the owner.
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, small.id));
    expect(entries.map((e) => [e.action, e.actor.startsWith("owner-")])).toEqual([["create", true]]);
    const rules = await app.db.select().from(auditLog).where(eq(auditLog.entityType, "redirect"));
    expect(rules).toHaveLength(2);
  });

  it("images are copied into storage and the body and featured image point at the copies", async () => {
    const small = await postBySlug("why-we-build-small");
    expect(small.content).not.toContain(base);
    const bodyImage = /<img[^>]*src="(\/objects\/uploads\/[^"]+)"/.exec(small.content)?.[1];
    expect(bodyImage).toBeDefined();
    const copy = await fetch(app.url + bodyImage);
    expect(copy.status).toBe(200);
    expect(Buffer.from(await copy.arrayBuffer())).toEqual(served.get("/wp-content/uploads/2024/03/whiteboard.jpg"));
    expect(small.featuredImageUrl).toMatch(/^\/objects\/uploads\//);
    expect(small.featuredImageAlt).toBe("Three people around a laptop in the studio");
    const featured = await fetch(app.url + small.featuredImageUrl);
    expect(Buffer.from(await featured.arrayBuffer())).toEqual(
      served.get("/wp-content/uploads/2024/03/team-at-work.jpg"),
    );
    expect((await postBySlug("demo-day-in-pictures")).content).toMatch(/src="\/objects\/uploads\//);
    expect(await app.db.select().from(importedMedia)).toHaveLength(3);
    for (const path of IMAGE_PATHS.slice(0, 3)) expect(hits.get(path)).toBe(1);

    // Each copy is a media item of the library, with its pixel size and the entries showing it.
    const featuredItem = (await call<MediaItem[]>(as.team, "/api/media?limit=100")).body.find(
      (item) => item.url === small.featuredImageUrl,
    );
    expect(featuredItem).toMatchObject({ type: "image", mime: "image/jpeg", usedBy: 1 });
    expect(featuredItem!.width).toBeGreaterThan(0);
    const usages = await call<{ usages: { type: string; id: string }[] }>(as.team, `/api/media/${featuredItem!.id}`);
    expect(usages.body.usages).toEqual([expect.objectContaining({ type: "blog-post", id: small.id })]);
  });

  it("every old address answers 301 to the new one, on the real server", async () => {
    for (const [old, slug] of [
      ["/2024/03/why-we-build-small/", "why-we-build-small"],
      ["/2024/02/demo-day-in-pictures/", "demo-day-in-pictures"],
    ]) {
      const res = await noRedirect(old!);
      expect(res.status, old).toBe(301);
      expect(new URL(res.headers.get("location")!, app.url).pathname).toBe(`/journal/${slug}`);
    }
    const page = await pages.get("/journal/why-we-build-small");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Why we build small &amp; ship weekly");
    // `/?p=101` carries a query: rules match paths only, so it is reported, not forced.
    expect(report.problems.some((p: { message: string }) => p.message.includes("/?p=101"))).toBe(true);
  });

  it("the same file again creates, changes and downloads nothing", async () => {
    const before = await fingerprint(app.db);
    const rules = await app.db.select().from(redirectRules);
    const requests = totalHits();
    const res = await importFile(as.owner, "wordpress", fixture("wordpress.xml"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, updated: 0, unchanged: 5, failed: 0, media: 0, redirects: 0 });
    expect(await fingerprint(app.db)).toEqual(before);
    expect(await app.db.select().from(redirectRules)).toEqual(rules);
    expect(totalHits()).toBe(requests);
  });

  it("a post changed in the export is updated in place, its images not fetched again", async () => {
    const requests = totalHits();
    const edited = fixture("wordpress.xml").replace("Small teams argue less", "Small teams argue far less");
    const res = await importFile(as.owner, "wordpress", edited);
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: 4, media: 0, redirects: 0 });
    expect((await postBySlug("why-we-build-small")).content).toContain("argue far less");
    expect(totalHits()).toBe(requests);
  });
});

describe("Ghost and Markdown exports", () => {
  it("a Ghost export keeps its posts, states and /{slug}/ addresses", async () => {
    const res = await importFile(as.owner, "ghost", fixture("ghost.json"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.created).toBe(3);
    const interviews = await postBySlug("interviewing-twenty-customers");
    expect(interviews.isPublished).toBe(true);
    expect(interviews.publishedAt?.toISOString()).toBe("2024-03-02T09:00:00.000Z");
    expect(interviews.featuredImageUrl).toMatch(/^\/objects\/uploads\//);
    expect(interviews.content).toMatch(/src="\/objects\/uploads\//);
    const old = await noRedirect("/interviewing-twenty-customers/");
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location")!, app.url).pathname).toBe("/journal/interviewing-twenty-customers");
    const again = await importFile(as.owner, "ghost", fixture("ghost.json"));
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it("a zip of Markdown files keeps front matter, images and aliases", async () => {
    const files = Object.fromEntries(
      readdirSync(`${FIXTURES}/markdown`).map((name) => [`journal/${name}`, fixture(`markdown/${name}`)]),
    );
    const res = await importFile(as.owner, "markdown", await zipOf(files));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.created).toBe(3);
    const hello = await postBySlug("hello-from-plain-text");
    expect(hello.title).toBe("Hello from plain text files");
    expect(hello.category).toBe(DEFAULT_IMPORT_CATEGORY);
    expect(hello.tags).toEqual(expect.arrayContaining(["writing", "tools", "Studio Life"]));
    expect(hello.featuredImageUrl).toMatch(/^\/objects\/uploads\//);
    expect(hello.featuredImageAlt).toBe("A paper folder on a wooden desk");
    for (const alias of ["/blog/hello-markdown/", "/2024/02/hello/"]) {
      const old = await noRedirect(alias);
      expect(old.status, alias).toBe(301);
      expect(new URL(old.headers.get("location")!, app.url).pathname).toBe("/journal/hello-from-plain-text");
    }
  });

  it("an image inside the zip is copied from the zip", async () => {
    const png = await testImage(10, 10, "png");
    const md = `---\ntitle: Zip image post\nslug: zip-image-post\ndate: 2024-05-01\n---\n\n<p>See <img src="media/pic.png" alt="Pic"></p>\n`;
    const res = await importFile(
      as.owner,
      "markdown",
      await zipOf({ "posts/zip-image-post.md": md, "media/pic.png": png }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const post = await postBySlug("zip-image-post");
    const src = /src="(\/objects\/uploads\/[^"]+)"/.exec(post.content)?.[1];
    expect(src).toBeDefined();
    expect(Buffer.from(await (await fetch(app.url + src)).arrayBuffer())).toEqual(png);
  });
});

describe("files that are refused or fail in part", () => {
  const hostile: [string, string, () => Promise<Buffer | string>, number, RegExp][] = [
    [
      "an XML entity expansion",
      "wordpress",
      async () =>
        `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><rss><channel><item><title>&lol2;</title></item></channel></rss>`,
      400,
      /DOCTYPE|declar/i,
    ],
    [
      "an external entity",
      "wordpress",
      async () =>
        `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&xxe;</title></item></channel></rss>`,
      400,
      /DOCTYPE|declar/i,
    ],
    ["a zip sent as Ghost JSON", "ghost", () => zipOf({ "a.md": "---\ntitle: A\n---\nA" }), 415, /Ghost|UTF-8/i],
    ["binary bytes as a WXR", "wordpress", async () => Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]), 415, /UTF-8/],
    ["not a zip as Markdown", "markdown", async () => "just text", 415, /not a zip/],
  ];

  it.each(hostile)(
    "%s is refused with a clear 4xx and nothing stored",
    async (_name, source, build, status, message) => {
      const before = await fingerprint(app.db);
      const res = await importFile(as.owner, source, await build());
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expectErrorShape(res.body);
      expect(res.body.message).toMatch(message);
      expect(await fingerprint(app.db)).toEqual(before);
    },
  );

  it("a zip whose entry leaves its folder is refused", async () => {
    // yazl refuses such names itself: the entry is renamed in the bytes after it is written.
    const zip = await zipOf({ "aa/evil.md": "---\ntitle: Evil\n---\nEvil" });
    const bytes = Buffer.from(zip.toString("latin1").replaceAll("aa/evil.md", "../evil.md"), "latin1");
    const before = await fingerprint(app.db);
    const res = await importFile(as.owner, "markdown", bytes);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/outside its folder/);
    expect(await fingerprint(app.db)).toEqual(before);
  });

  it("bad query parameters and an empty body are 400", async () => {
    expect((await importFile(as.owner, "blogger", "x")).status).toBe(400);
    expect(
      (await call(as.owner, "/api/admin/import?source=wordpress&dryRun=maybe", { method: "POST", body: "x" })).status,
    ).toBe(400);
    expect((await importFile(as.owner, "wordpress", "")).status).toBe(400);
  });

  it("a post that cannot be stored is reported and leaves nothing behind; the others are imported", async () => {
    const wxr = fixture("wordpress.xml")
      .replaceAll("<wp:post_id>101</wp:post_id>", "<wp:post_id>9101</wp:post_id>")
      .replace("why-we-build-small]]></wp:post_name>", "only-script]]></wp:post_name>")
      .replace(
        /<content:encoded><!\[CDATA\[<!-- wp:paragraph -->\n<p>Every[\s\S]*?\]\]><\/content:encoded>/,
        "<content:encoded><![CDATA[<script>alert(1)</script>]]></content:encoded>",
      )
      .replaceAll("<wp:post_id>102</wp:post_id>", "<wp:post_id>9102</wp:post_id>")
      .replace("demo-day-in-pictures]]></wp:post_name>", "demo-day-again]]></wp:post_name>");
    const res = await importFile(as.owner, "wordpress", wxr);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.failed).toBe(1);
    const failure = res.body.posts.find((p: { outcome: string }) => p.outcome === "failed");
    expect(failure.title).toBe("Why we build small & ship weekly");
    expect(
      res.body.problems.some(
        (p: { item?: string; message: string }) => p.item === failure.title && /Not imported/.test(p.message),
      ),
    ).toBe(true);
    expect(await app.db.select().from(blogPosts).where(eq(blogPosts.slug, "only-script"))).toEqual([]);
    expect(await app.db.select().from(importedPosts).where(eq(importedPosts.sourceId, "9101"))).toEqual([]);
    expect((await postBySlug("demo-day-again")).title).toBe("Demo day in pictures");
  });
});

describe("progress and one import at a time", () => {
  const posts = (count: number, prefix: string, image?: string) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `posts/${prefix}-${i}.md`,
        `---\ntitle: ${prefix} post ${i}\nslug: ${prefix}-post-${i}\ndate: 2024-06-0${(i % 9) + 1}\n---\n\n<p>Body ${i}${i === 0 && image ? ` <img src="${image}" alt="Held">` : ""}</p>\n`,
      ]),
    );

  it("a client that accepts NDJSON gets the posts' progress, then the report as the last line", async () => {
    const res = await as.owner(`/api/admin/import?source=markdown`, {
      method: "POST",
      headers: { "content-type": "application/zip", accept: "application/x-ndjson" },
      body: new Uint8Array(await zipOf(posts(5, "progress"))),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const counts = lines.filter((line) => "done" in line);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.at(-1)).toEqual({ done: 5, total: 5 });
    expect(lines.at(-1).report).toMatchObject({ dryRun: false, created: 5, failed: 0 });
    expect((await postBySlug("progress-post-4")).title).toBe("progress post 4");
  });

  it("a refused file is still a plain 4xx answer when NDJSON is asked for", async () => {
    const res = await as.owner(`/api/admin/import?source=ghost`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/x-ndjson" },
      body: "{ not json",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectErrorShape(await res.json());
  });

  it("a second import while one runs is refused with 409 and writes nothing; a dry run still answers", async () => {
    heldAsked = Promise.withResolvers<void>();
    heldReleased = Promise.withResolvers<void>();
    const first = importFile(as.owner, "markdown", await zipOf(posts(2, "first", `${base}/held/a.png`)));
    await heldAsked.promise;
    const second = await zipOf(posts(2, "second"));
    const before = await fingerprint(app.db);
    const refused = await importFile(as.owner, "markdown", second);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Another import is running. Try again when it has finished.");
    expect(await fingerprint(app.db)).toEqual(before);
    const dry = await importFile(as.owner, "markdown", second, true);
    expect(dry.status).toBe(200);
    expect(dry.body.created).toBe(2);
    heldReleased.resolve();
    expect((await first).body).toMatchObject({ created: 2, failed: 0 });
    // Once it has finished the next import runs.
    expect((await importFile(as.owner, "markdown", second)).body.created).toBe(2);
  }, 60_000);
});

describe("the network rule", () => {
  it("without WEBHOOK_ALLOW_PRIVATE_NETWORKS, images on private addresses are not fetched and are reported", async () => {
    const guarded = await startTestApp({ pageCache: false });
    try {
      const owner = await guarded.as("owner");
      const requests = totalHits();
      const res = await importFile(owner, "ghost", fixture("ghost.json"));
      expect(res.status).toBe(200);
      expect(res.body.created).toBe(3);
      expect(res.body.media).toBe(0);
      expect(res.body.problems.some((p: { message: string }) => /not copied: .*private/.test(p.message))).toBe(true);
      expect(totalHits()).toBe(requests);
    } finally {
      await guarded.close();
    }
  });
});
