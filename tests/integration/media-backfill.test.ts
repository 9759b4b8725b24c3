import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, caseStudies, portfolioCards } from "#db/schema.server.ts";
import { SAMPLE_IMAGES } from "#db/seed/sample-images.server.ts";
import { backfillMedia, backfillMediaOnce } from "#server/media/backfill.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { S3_TEST_CREDENTIALS, s3Media, startS3Server } from "../support/s3-server.ts";
import { testImage } from "../support/objects.ts";
import { call, cardBody, caseStudyBody, postBody } from "./helpers.ts";

// The media library's backfill (issue 30 item 1, decision 058) on a database from before the
// library: migration 0019 is taken back, entries and stored files are made as an older version
// made them (no items, no references), then the migration runs again and the backfill fills the
// library, on the local disk and on S3. Running it again changes nothing.

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

type Item = { id: string; url: string; mime: string; width: number | null; height: number | null; usedBy: number };

/** When migration 0019 was made: the journal's rows from it on are taken back. */
const LIBRARY_MIGRATION_WHEN = (
  JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as { entries: { tag: string; when: number }[] }
).entries.find((e) => e.tag === "0019_media_library")!.when;

/** The database as it was before migration 0019: its tables (and what later migrations added to them) and journal rows gone. */
async function beforeTheMigration(app: TestApp) {
  await app.db.execute(sql`drop table media_references`);
  await app.db.execute(sql`drop table media_items`);
  await app.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${LIBRARY_MIGRATION_WHEN}`);
}

/** Entries saved by the older version: straight rows, no references recorded. */
async function oldEntries(urls: { featured: string; body: string }) {
  const [post] = await app.db
    .insert(blogPosts)
    .values({ ...postBody({ featuredImageUrl: urls.featured }), slug: `old-${randomUUID()}` } as never)
    .returning();
  const [study] = await app.db
    .insert(caseStudies)
    .values({
      ...caseStudyBody({ content: `<p>Before</p><img src="${urls.body}" alt="">` }),
      slug: `old-${randomUUID()}`,
    } as never)
    .returning();
  const [card] = await app.db
    .insert(portfolioCards)
    .values(cardBody({ logoUrl: "/images/samples/logo-supplylink.svg" }) as never)
    .returning();
  return { post: post!, study: study!, card: card! };
}

let app: TestApp;

async function library(team: Awaited<ReturnType<TestApp["as"]>>) {
  const res = await call<Item[]>(team, "/api/media");
  expect(res.status).toBe(200);
  return new Map(res.body.map((item) => [item.url, item]));
}

async function checkBackfill(
  storage: TestApp["media"]["storage"],
  keys: { featured: string; body: string; junk: string },
) {
  const urls = { featured: `/objects/${keys.featured}`, body: `/objects/${keys.body}` };
  const entries = await oldEntries(urls);
  await app.database.migrate();
  const team = await app.as("team");
  expect(await library(team)).toEqual(new Map());

  const first = await backfillMedia(app.db, { storage, publicDir: PUBLIC_DIR });
  expect(first.items).toBe(2 + SAMPLE_IMAGES.length);
  expect(first.skipped).toEqual([keys.junk]);

  const items = await library(team);
  expect(items.get(urls.featured)).toMatchObject({ mime: "image/png", width: 200, height: 100, usedBy: 1 });
  expect(items.get(urls.body)).toMatchObject({ mime: "image/webp", width: 50, height: 40, usedBy: 1 });
  expect(items.get("/images/samples/logo-supplylink.svg")).toMatchObject({ mime: "image/svg+xml", usedBy: 1 });
  expect(items.get("/images/samples/aurora.svg")).toMatchObject({ usedBy: 0 });
  expect(items.get("/images/samples/aurora.svg")!.width).toBeGreaterThan(0);
  expect([...items.keys()].some((url) => url.includes(keys.junk))).toBe(false);
  const featured = await call<{ usages: { type: string; id: string }[] }>(
    team,
    `/api/media/${items.get(urls.featured)!.id}`,
  );
  expect(featured.body.usages).toMatchObject([{ type: "blog-post", id: entries.post.id }]);
  const body = await call<{ usages: { type: string; id: string }[] }>(team, `/api/media/${items.get(urls.body)!.id}`);
  expect(body.body.usages).toMatchObject([{ type: "case-study", id: entries.study.id }]);

  // Again: nothing new, nothing changed.
  const second = await backfillMedia(app.db, { storage, publicDir: PUBLIC_DIR });
  expect(second.items).toBe(0);
  expect(await library(team)).toEqual(items);
  // At start it runs once per database.
  expect(await backfillMediaOnce(app.db, { storage, publicDir: PUBLIC_DIR })).toMatchObject({ items: 0 });
  expect(await backfillMediaOnce(app.db, { storage, publicDir: PUBLIC_DIR })).toBeNull();
}

describe(`the backfill on the local disk (${DB_KIND})`, () => {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("makes items of the stored files and sample images, with their sizes and usages, once", async () => {
    await beforeTheMigration(app);
    const keys = {
      featured: `uploads/${randomUUID()}`,
      body: `uploads/${randomUUID()}`,
      junk: `uploads/${randomUUID()}`,
    };
    const dir = path.join(app.dataDir, "objects", "uploads");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(app.dataDir, "objects", keys.featured), await testImage(200, 100));
    writeFileSync(path.join(app.dataDir, "objects", keys.body), await testImage(50, 40, "webp"));
    writeFileSync(path.join(app.dataDir, "objects", keys.junk), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await checkBackfill(app.media.storage, keys);
  });
});

describe(`the backfill on S3 (${DB_KIND})`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server("backfill");
    app = await startTestApp({
      media: s3Media(s3),
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("makes items of the objects in the bucket, with their sizes and usages, once", async () => {
    await beforeTheMigration(app);
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    const keys = {
      featured: `uploads/${randomUUID()}`,
      body: `uploads/${randomUUID()}`,
      junk: `uploads/${randomUUID()}`,
    };
    const put = (Key: string, Body: Buffer | string) =>
      client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body }));
    await put(keys.featured, await testImage(200, 100));
    await put(keys.body, await testImage(50, 40, "webp"));
    await put(keys.junk, "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await checkBackfill(app.media.storage, keys);
  });
});
