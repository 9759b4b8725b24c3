import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, caseStudies, portfolioCards, ventures } from "#db/schema.server.ts";
import { uploadImage } from "#app/components/upload/upload-image.ts";
import { exportArchive } from "#server/export/archive.server.ts";
import { splitFrontMatter } from "#server/import/front-matter.server.ts";
import { testImage } from "../support/objects.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { readZip } from "../support/zip.ts";
import { EXPORT_MATRIX } from "./authorization-matrix.export.ts";
import {
  ACTORS,
  call,
  cardBody,
  caseStudyBody,
  create,
  expectErrorShape,
  fetchersFor,
  postBody,
  ventureBody,
  type ApiFetch,
} from "./helpers.ts";

// Moving out (DESIGN.md §3d, §4d; issue 32 item 3; decision 055): GET /api/admin/export and
// `npm run export` give one zip holding every entity as the admin reads answer it, a Markdown
// file per post and case study, and the media files byte for byte; written as a stream.

/** V8's full collection, exposed for this file only. */
function gcFunction(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const SAMPLE = "/images/samples/aurora.svg";

let app: TestApp;
let as: Record<Actor, ApiFetch>;
let image: Buffer;
let imagePath: string;
let zip: Map<string, Buffer>;
let headers: Headers;
const made = {} as Record<"published" | "draft" | "scheduled" | "study" | "draftStudy", { id: string; slug: string }>;

const viaApp = (fetcher: ApiFetch): typeof fetch =>
  ((input: string | URL | Request, init?: RequestInit) =>
    typeof input === "string" && input.startsWith("/")
      ? fetcher(input, init as never)
      : fetch(input, init)) as typeof fetch;

const json = (name: string) => JSON.parse(zip.get(name)!.toString("utf8"));
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

/** What the app logs at warn and above (the export's stops). */
const logged: string[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: "warn" },
    new Writable({ write: (line: Buffer, _e, done) => (logged.push(String(line)), done()) }),
  );
  app = await startTestApp({ pageCache: false, logger });
  as = await fetchersFor(app);
  // An image through the real upload flow (docs/product.md#api POST /api/objects/upload).
  image = await testImage(40, 30, "png");
  imagePath = await uploadImage(new Blob([new Uint8Array(image)], { type: "image/png" }), "featured", {
    fetch: viaApp(as.owner),
  });

  await create(as.team, "/api/portfolio-cards", cardBody({ imageUrl: imagePath }));
  await create(as.team, "/api/portfolio-cards", cardBody({ isActive: false, imageUrl: SAMPLE }));
  const body = `<p>Look:</p><figure><img src="${imagePath}?w=640" alt="Noise"></figure><p>And <img src="${SAMPLE}" alt="">.</p>`;
  made.published = await create(
    as.team,
    "/api/blog-posts",
    postBody({
      isPublished: true,
      tags: ["AI", "Notes"],
      featuredImageUrl: imagePath,
      featuredImageAlt: "Noise",
      content: body,
    }),
  );
  made.draft = await create(as.team, "/api/blog-posts", postBody({ tags: ["Draft"] }));
  made.scheduled = await create(
    as.team,
    "/api/blog-posts",
    postBody({ isPublished: true, publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  );
  made.study = await create(as.team, "/api/case-studies", caseStudyBody({ isPublished: true }));
  made.draftStudy = await create(as.team, "/api/case-studies", caseStudyBody({ featuredImageUrl: imagePath }));
  await create(as.team, "/api/ventures", ventureBody());
  await create(as.team, "/api/ventures", ventureBody());
  // A renamed live post keeps its old address (a slug redirect).
  const renamed = await call(as.team, `/api/blog-posts/${made.published.id}`, {
    method: "PUT",
    json: { slug: `${made.published.slug}-renamed` },
  });
  expect(renamed.status).toBe(200);
  made.published = { id: made.published.id, slug: renamed.body.slug };

  const res = await as.owner("/api/admin/export");
  expect(res.status).toBe(200);
  headers = res.headers;
  zip = await readZip(Buffer.from(await res.arrayBuffer()));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe(`GET /api/admin/export (${DB_KIND})`, () => {
  it("answers a zip attachment named for the day, never cached", () => {
    expect(headers.get("content-type")).toBe("application/zip");
    expect(headers.get("content-disposition")).toBe(
      `attachment; filename="arcwell-export-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("lists in content.json exactly the entities stored, as the admin reads answer them", async () => {
    const content = json("content.json");
    expect(content.version).toBe(1);
    expect(Date.parse(content.exportedAt)).not.toBeNaN();
    expect(content.source).toBeNull();
    for (const [key, table] of [
      ["portfolioCards", portfolioCards],
      ["blogPosts", blogPosts],
      ["caseStudies", caseStudies],
      ["ventures", ventures],
    ] as const) {
      const stored = await app.db.select({ id: table.id }).from(table);
      expect(ids(content[key]), key).toEqual(ids(stored));
    }
    const sameAs = async (key: string, path: string) => {
      const answer = (await call(as.owner, path)).body as { id: string }[];
      const byId = new Map(answer.map((row) => [row.id, row]));
      for (const row of content[key]) expect(row, `${key} ${row.id}`).toEqual(byId.get(row.id));
    };
    await sameAs("blogPosts", "/api/admin/blog-posts");
    await sameAs("caseStudies", "/api/admin/case-studies");
    await sameAs("portfolioCards", "/api/portfolio-cards");
    await sameAs("ventures", "/api/ventures");
    await sameAs("redirects", "/api/redirects");
    expect(content.redirects).toHaveLength(1);
    // Hidden and unpublished ones too.
    expect(content.portfolioCards.some((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    expect(content.blogPosts.map((p: { status: string }) => p.status).sort()).toEqual([
      "draft",
      "published",
      "scheduled",
    ]);
    // Nothing personal or secret.
    expect(Object.keys(content).sort()).toEqual(
      [
        "version",
        "exportedAt",
        "source",
        "portfolioCards",
        "blogPosts",
        "caseStudies",
        "ventures",
        "redirects",
        "media",
      ].sort(),
    );
  });

  it("carries each stored file an entry shows, byte for byte, with a map from its addresses", () => {
    const content = json("content.json");
    const uploaded = `media${imagePath.slice("/objects".length)}.png`;
    expect(zip.get(uploaded)?.equals(image)).toBe(true);
    expect(zip.get(`media${SAMPLE}`)?.equals(readFileSync(path.join(ROOT, "public", SAMPLE)))).toBe(true);
    expect(content.media).toEqual({
      [imagePath]: uploaded,
      [`${imagePath}?w=640`]: uploaded,
      [SAMPLE]: `media${SAMPLE}`,
    });
    expect([...zip.keys()].filter((name) => name.startsWith("media/")).sort()).toEqual(
      [uploaded, `media${SAMPLE}`].sort(),
    );
    // content.json keeps the original addresses.
    const post = content.blogPosts.find((p: { id: string }) => p.id === made.published.id);
    expect(post.featuredImageUrl).toBe(imagePath);
  });

  it("writes one Markdown file per post and case study, with front matter and the body pointing at the zip's files", () => {
    const names = [...zip.keys()].filter((name) => name.endsWith(".md")).sort();
    expect(names).toEqual(
      [
        `posts/${made.published.slug}.md`,
        `posts/${made.draft.slug}.md`,
        `posts/${made.scheduled.slug}.md`,
        `case-studies/${made.study.slug}.md`,
        `case-studies/${made.draftStudy.slug}.md`,
      ].sort(),
    );
    const read = (name: string) => splitFrontMatter(zip.get(name)!.toString("utf8"));
    const uploaded = `media${imagePath.slice("/objects".length)}.png`;
    const published = read(`posts/${made.published.slug}.md`);
    expect(published.problem).toBeUndefined();
    expect(published.data).toMatchObject({
      slug: made.published.slug,
      tags: ["AI", "Notes"],
      category: "Tech Trends",
      draft: false,
      image: uploaded,
      image_alt: "Noise",
      aliases: [`/journal/${made.published.slug.replace(/-renamed$/, "")}`],
    });
    expect(published.body).toMatch(new RegExp(`<img [^>]*alt="Noise" src="${uploaded}"`));
    expect(published.body).toMatch(new RegExp(`<img [^>]*src="media${SAMPLE}"`));
    expect(published.body).not.toContain("/objects/");
    expect(read(`posts/${made.draft.slug}.md`).data.draft).toBe(true);
    const scheduled = read(`posts/${made.scheduled.slug}.md`).data;
    expect(scheduled.draft).toBe(false);
    expect(Date.parse(String(scheduled.date))).toBeGreaterThan(Date.now());
    expect(read(`case-studies/${made.draftStudy.slug}.md`).data).toMatchObject({ draft: true, image: uploaded });
  });

  it("answers HEAD with the attachment's headers without exporting", async () => {
    const res = await as.owner("/api/admin/export", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="arcwell-export-/);
  });

  it("records who exported everything in the audit log", async () => {
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor).toMatch(/^owner-/);
    expect(entries[0]!.summary).toMatch(/^Exported everything as arcwell-export-\d{4}-\d{2}-\d{2}\.zip$/);
  });
});

describe("who may export (DESIGN.md §4d)", () => {
  const route = EXPORT_MATRIX[0];
  for (const actor of ACTORS.filter((a) => route.expect[a] !== "allowed")) {
    it(`${actor === "visitor" ? "a visitor" : `the ${actor}`} is refused with ${route.expect[actor]}`, async () => {
      const res = await call(as[actor], route.path);
      expect(res.status).toBe(route.expect[actor]);
      expectErrorShape(res.body);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    });
  }
});

describe("streaming", () => {
  it("keeps pace with its reader: a paused download stops the reading of rows and files", async () => {
    // ~2,000 posts of 4 KB (random, so it does not compress to nothing) and 16 files of 1 MiB: a zip of ~30 MB.
    const files: string[] = [];
    for (let i = 0; i < 16; i++) {
      const key = `uploads/${randomUUID()}`;
      const bytes = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(2 ** 20, i + 1)]);
      mkdirSync(path.join(app.dataDir, "objects", "uploads"), { recursive: true });
      writeFileSync(path.join(app.dataDir, "objects", key), bytes);
      files.push(`/objects/${key}`);
    }
    for (let batch = 0; batch < 4; batch++) {
      await app.db.insert(blogPosts).values(
        Array.from({ length: 500 }, (_, i) => ({
          title: `Bulk ${batch}-${i}`,
          slug: `bulk-${batch}-${i}-${randomUUID().slice(0, 8)}`,
          excerpt: "Bulk",
          category: "Tech Trends",
          content: `<p>${randomBytes(3000).toString("base64")}</p>`,
          featuredImageUrl: files[(batch * 500 + i) % files.length],
        })),
      );
    }
    const started: string[] = [];
    const archive = exportArchive({
      db: app.db,
      storage: app.media.storage,
      source: null,
      onEntry: (n) => started.push(n),
    });
    const reader = archive.stream[Symbol.asyncIterator]();
    await reader.next();
    // The reader stops: the export stops too, a few buffers' worth of entries in, far from the end.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const whilePaused = started.length;
    expect(whilePaused).toBeLessThan(50);
    expect(started.some((name) => name.startsWith("media/"))).toBe(false);

    // What the export holds: the heap after a full collection, every 2 MB of output.
    const collect = gcFunction();
    const retained = () => (collect(), process.memoryUsage().heapUsed);
    const baseline = retained();
    let peak = baseline;
    let bytes = 0;
    let nextCheck = 0;
    await pipeline(
      { [Symbol.asyncIterator]: () => reader },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes >= nextCheck) {
            peak = Math.max(peak, retained());
            nextCheck = bytes + 2 * 2 ** 20;
          }
          done();
        },
      }),
    );
    const summary = await archive.done;
    expect(summary.blogPosts).toBeGreaterThanOrEqual(2000);
    expect(summary.mediaFiles).toBeGreaterThanOrEqual(17);
    expect(started.length).toBe(summary.markdownFiles + 1 + summary.mediaFiles);
    expect(bytes).toBeGreaterThan(25 * 2 ** 20);
    // Nothing close to the zip is ever held: a page of rows and a file's chunks, not the site (about
    // 2.5 MB for this 30 MB zip, most of it yazl's directory of 2,000 entries).
    expect(peak - baseline).toBeLessThan(bytes / 6);
  }, 120_000);

  it("stops reading when the client goes away mid-download", async () => {
    const res = await as.owner("/api/admin/export");
    const body = res.body!.getReader();
    await body.read();
    await body.cancel();
    // The server notices and stops reading; the app still answers (nothing hangs or leaks a connection).
    await expect.poll(() => logged.some((line) => line.includes("export stopped")), { timeout: 10_000 }).toBe(true);
    const again = await call(as.team, "/api/admin/blog-posts?limit=1");
    expect(again.status).toBe(200);
  });
});

describe("npm run export", () => {
  it("writes the same zip as the API, refuses to overwrite without --force, and prints counts and the size", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "arcwell-export-"));
    const file = path.join(dir, "site.zip");
    const viaApi = await readZip(Buffer.from(await (await as.owner("/api/admin/export")).arrayBuffer()));
    // The embedded database admits one process: the app lets go of it first (it is the last test).
    if (DB_KIND === "pglite") await app.database.close();
    const env = {
      ...process.env,
      LOG_LEVEL: "silent",
      DATA_DIR: app.dataDir,
      DATABASE_URL: DB_KIND === "postgres" ? app.database.databaseUrl : undefined,
      SESSION_SECRET: DB_KIND === "postgres" ? "s".repeat(40) : undefined,
    };
    const run = (args: string[]) =>
      execFileSync(process.execPath, [path.join(ROOT, "scripts/export.ts"), ...args], {
        cwd: ROOT,
        env,
        encoding: "utf8",
        stdio: "pipe",
      });
    try {
      const out = run([file]);
      expect(out).toMatch(/^Export written to .*site\.zip \(\d+\.\d MB\)/);
      expect(out).toMatch(/\d+ portfolio cards, \d+ blog posts, \d+ case studies, \d+ ventures, 1 redirects/);
      const viaCli = await readZip(readFileSync(file));
      expect([...viaCli.keys()].sort()).toEqual([...viaApi.keys()].sort());
      const withoutTime = (entries: Map<string, Buffer>) => {
        const { exportedAt: _at, ...rest } = JSON.parse(entries.get("content.json")!.toString("utf8"));
        return rest;
      };
      expect(withoutTime(viaCli)).toEqual(withoutTime(viaApi));
      for (const [name, bytes] of viaApi)
        if (name !== "content.json") expect(viaCli.get(name)?.equals(bytes), name).toBe(true);

      expect(() => run([file])).toThrow(/already exists: add --force/);
      expect(run([file, "--force"])).toContain("Export written to");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    if (DB_KIND === "postgres") {
      const cli = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "export"), eq(auditLog.actor, "system")));
      expect(cli).toHaveLength(2);
    }
  }, 120_000);
});
