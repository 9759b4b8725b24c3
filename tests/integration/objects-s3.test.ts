import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { objectPathFromUploadUrl } from "#core/uploads.ts";
import { uploadImage } from "#app/components/upload/upload-image.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { listFiles, rawRequest, testImage } from "../support/objects.ts";
import { S3_TEST_CREDENTIALS, s3Media, startS3Server } from "../support/s3-server.ts";
import { readZip } from "../support/zip.ts";
import { call, fetchersFor, type ApiFetch } from "./helpers.ts";

// The S3 driver against a local S3-protocol server (s3rver), through the same API and routes as
// the local driver. s3rver checks expiry but not signatures: signing rules are covered by
// objects-local.test.ts; here we check what is signed and that the store is used end to end.

let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: TestApp;
let as: Record<Actor, ApiFetch>;
let clockOffset = 0;

beforeAll(async () => {
  s3 = await startS3Server("media");
  app = await startTestApp({
    media: s3Media(s3, { now: () => Date.now() + clockOffset }),
  });
  as = await fetchersFor(app);
});

afterAll(async () => {
  await app?.close();
  await s3?.close();
});

async function presign(body: Record<string, unknown>) {
  const res = await call<{ uploadURL: string; objectPath: string }>(as.team, "/api/objects/upload", {
    method: "POST",
    json: body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const put = (url: string, body: Uint8Array<ArrayBuffer>, contentType: string) =>
  fetch(url, { method: "PUT", body, headers: { "content-type": contentType } });

/** Files s3rver keeps for `objectPath`'s key. */
const storedFor = (objectPath: string) =>
  listFiles(path.join(s3.directory, s3.bucket)).filter((f) => f.startsWith(objectPath.slice("/objects/".length)));

describe("the S3 driver", () => {
  let image: Buffer<ArrayBuffer>;
  let objectPath: string;

  beforeAll(async () => {
    image = await testImage(640, 480, "jpeg");
    const signed = await presign({ contentType: "image/jpeg", size: image.length, purpose: "featured" });
    const res = await put(signed.uploadURL, image, "image/jpeg");
    expect(res.status, await res.clone().text()).toBe(200);
    objectPath = signed.objectPath;
  });

  it("signs a path-style address in the bucket for 15 minutes, covering type and length", async () => {
    const signed = await presign({ contentType: "image/png", size: 1234 });
    const url = new URL(signed.uploadURL);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-SignedHeaders")!.split(";")).toEqual(
      expect.arrayContaining(["content-length", "content-type", "host"]),
    );
    // docs/product.md#api: the part after the bucket segment, without the query, prefixed with /objects/.
    expect(objectPathFromUploadUrl(signed.uploadURL)).toBe(signed.objectPath);
  });

  it("serves the uploaded bytes through /objects with caching, ETag and the sniffed type", async () => {
    const res = await fetch(app.url + objectPath);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-length")).toBe(String(image.length));
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await rawRequest(app.url, objectPath, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("streams the stored file into the owner's export, byte for byte (decision 055)", async () => {
    const post = await call(as.team, "/api/blog-posts", {
      method: "POST",
      json: {
        title: "From S3",
        excerpt: "x",
        content: "<p>x</p>",
        category: "Tech Trends",
        featuredImageUrl: objectPath,
      },
    });
    expect(post.status).toBe(201);
    const res = await as.owner("/api/admin/export");
    expect(res.status).toBe(200);
    const zip = await readZip(Buffer.from(await res.arrayBuffer()));
    const file = `media/${objectPath.slice("/objects/".length)}.jpg`;
    expect(zip.get(file)?.equals(image)).toBe(true);
    expect(JSON.parse(zip.get("content.json")!.toString("utf8")).media[objectPath]).toBe(file);
    expect(await app.media.storage.readStream("uploads/no-such-object")).toBeNull();
  });

  it("answers a Range request with 206 and the right slice", async () => {
    const res = await fetch(app.url + objectPath, { headers: { range: "bytes=1000-1999" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 1000-1999/${image.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(image.subarray(1000, 2000))).toBe(true);
  });

  it("answers HEAD with the length and no body", async () => {
    const res = await fetch(app.url + objectPath, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(image.length));
  });

  it("makes resized variants from the stored object", async () => {
    const res = await fetch(`${app.url}${objectPath}?w=320`, { headers: { accept: "image/webp" } });
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 240]);
  });

  it("lets the store refuse an expired address, and stores nothing", async () => {
    clockOffset = -16 * 60 * 1000;
    const signed = await presign({ contentType: "image/jpeg", size: image.length });
    clockOffset = 0;
    const res = await put(signed.uploadURL, image, "image/jpeg");
    expect(res.status).toBe(403);
    expect(storedFor(signed.objectPath)).toEqual([]);
    expect((await fetch(app.url + signed.objectPath)).status).toBe(404);
  });

  it("never serves bytes that are not an image, even when the store took them", async () => {
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: "uploads/sneaky",
        Body: "<script>alert(1)</script>",
        ContentType: "image/png",
      }),
    );
    expect((await fetch(`${app.url}/objects/uploads/sneaky`)).status).toBe(404);
    client.destroy();
  });

  it("answers a missing object with 404", async () => {
    expect((await fetch(`${app.url}/objects/uploads/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("lets pages send uploads to the store (CSP connect-src)", async () => {
    const res = await fetch(`${app.url}/api/blog-posts`);
    expect(res.headers.get("content-security-policy")).toContain(`connect-src 'self' ${s3.endpoint}`);
  });

  it("works with the upload control's flow", async () => {
    const png = await testImage(50, 50, "png");
    const viaApp = ((input: string | URL | Request, init?: RequestInit) =>
      typeof input === "string" && input.startsWith("/")
        ? as.owner(input, init as never)
        : fetch(input, init)) as typeof fetch;
    const stored = await uploadImage(new Blob([png], { type: "image/png" }), "logo", { fetch: viaApp });
    const res = await fetch(app.url + stored);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });
});
