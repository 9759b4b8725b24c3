import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { s3Media, startS3Server } from "../support/s3-server.ts";
import { listFiles, testImage } from "../support/objects.ts";
import { bombPng, uploadBytes } from "../support/media.ts";
import { call, create, expectErrorShape, postBody, type ApiFetch } from "./helpers.ts";

// The media library on S3 (issue 30, decision 058): the browser PUTs straight to the store, so
// an upload or a replacement becomes part of the library the next time the library is read.
// No AI model is configured here: alt text suggestions answer 503.

type Item = { id: string; url: string; mime: string; width: number | null; height: number | null; usedBy: number };

let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: TestApp;
let team: ApiFetch;
let owner: ApiFetch;

beforeAll(async () => {
  s3 = await startS3Server("library");
  app = await startTestApp({
    media: s3Media(s3),
  });
  team = await app.as("team");
  owner = await app.as("owner");
});

afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const stored = (url: string) =>
  listFiles(path.join(s3.directory, s3.bucket)).some((f) => f.startsWith(url.slice("/objects/".length)));

async function itemAt(url: string): Promise<Item | undefined> {
  return (await call<Item[]>(team, `/api/media?q=${encodeURIComponent(url)}`)).body[0];
}

describe(`the media library on S3 (${DB_KIND})`, () => {
  it("an upload PUT to the store is an item with its dimensions on the next read", async () => {
    const { objectPath, put } = await uploadBytes(team, await testImage(90, 30, "jpeg"), "image/jpeg");
    expect(put.status).toBe(200);
    expect(await itemAt(objectPath)).toMatchObject({ mime: "image/jpeg", width: 90, height: 30, usedBy: 0 });
  });

  it("a decompression bomb PUT to the store is removed from it and never listed", async () => {
    const { objectPath, put } = await uploadBytes(team, bombPng(40_000, 40_000));
    expect(put.status).toBe(200); // the store cannot tell
    expect(await itemAt(objectPath)).toBeUndefined();
    expect(stored(objectPath)).toBe(false);
  });

  it("a replacement moves the entry to the new file once its bytes are in the store; the old object goes", async () => {
    const { objectPath } = await uploadBytes(team, await testImage(64, 64));
    const item = (await itemAt(objectPath))!;
    const post = await create<{ id: string }>(team, "/api/blog-posts", postBody({ featuredImageUrl: objectPath }));
    const bytes = await testImage(128, 32, "webp");
    const ticket = await call<{ uploadURL: string }>(team, `/api/media/${item.id}/replace`, {
      method: "POST",
      json: { contentType: "image/webp", size: bytes.length },
    });
    expect(ticket.status).toBe(200);
    expect(new URL(ticket.body.uploadURL).origin).toBe(s3.endpoint);
    const put = await fetch(ticket.body.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/webp" },
    });
    expect(put.status).toBe(200);

    const now = await call<Item & { usages: { id: string }[] }>(team, `/api/media/${item.id}`);
    expect(now.body).toMatchObject({ mime: "image/webp", width: 128, height: 32, usedBy: 1 });
    expect(now.body.url).not.toBe(objectPath);
    expect(now.body.usages.map((u) => u.id)).toEqual([post.id]);
    const entry = await call<{ featuredImageUrl: string }>(team, `/api/admin/blog-posts/${post.id}`);
    expect(entry.body.featuredImageUrl).toBe(now.body.url);
    expect(stored(objectPath)).toBe(false);
  });

  it("deleting an unused item removes its object from the store", async () => {
    const { objectPath } = await uploadBytes(team, await testImage(20, 20));
    const item = (await itemAt(objectPath))!;
    expect(stored(objectPath)).toBe(true);
    expect((await call(owner, `/api/media/${item.id}`, { method: "DELETE" })).status).toBe(204);
    expect(stored(objectPath)).toBe(false);
  });

  it("answers 503 with a clear message when no AI model is configured", async () => {
    const { objectPath } = await uploadBytes(team, await testImage(20, 20));
    const item = (await itemAt(objectPath))!;
    const res = await call(team, `/api/media/${item.id}/describe`, { method: "POST" });
    expect(res.status).toBe(503);
    expectErrorShape(res.body);
    expect(res.body.message).toMatch(/OPENAI_API_KEY/);
  });
});
