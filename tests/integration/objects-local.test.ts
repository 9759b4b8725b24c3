import path from "node:path";
import { writeFileSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectPathFromUploadUrl } from "#core/uploads.ts";
import { uploadImage, UPLOAD_FILE_FAILED, UPLOAD_URL_FAILED } from "#app/components/upload/upload-image.ts";
import { createLocalStorage } from "#server/storage/local.server.ts";
import { createVariantCache } from "#server/storage/variants.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { listFiles, rawRequest, testImage } from "../support/objects.ts";
import { ACTORS, call, expectErrorShape, fetchersFor, type ApiFetch } from "./helpers.ts";
import { MEDIA_AI_MATRIX } from "./authorization-matrix.table.ts";

// The local driver (DATA_DIR/objects): the app signs upload addresses, checks every PUT against
// what was signed, and serves what it stored with caching, ETag and Range.

let app: TestApp;
let as: Record<Actor, ApiFetch>;
let objectsDir: string;
/** Shifts the driver's clock, to sign addresses that have already expired. */
let clockOffset = 0;

beforeAll(async () => {
  app = await startTestApp({
    media: ({ dataDir, secret }) => ({
      storage: createLocalStorage({ root: path.join(dataDir, "objects"), secret, now: () => Date.now() + clockOffset }),
      variants: createVariantCache(path.join(dataDir, "cache", "object-variants")),
    }),
  });
  as = await fetchersFor(app);
  objectsDir = path.join(app.dataDir, "objects");
});

afterAll(async () => {
  await app?.close();
});

const MB = 1024 * 1024;

async function presign(body: Record<string, unknown>, fetcher: ApiFetch = as.team) {
  const res = await call<{ uploadURL: string; objectPath: string }>(fetcher, "/api/objects/upload", {
    method: "POST",
    json: body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const put = (url: string, body: Buffer | ReadableStream, contentType: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "PUT",
    body,
    headers: { "content-type": contentType, ...headers },
    duplex: "half",
  } as RequestInit);

async function expectRefused(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expectErrorShape(body);
  return body as { message: string };
}

/** Runs `act` and checks that no file appeared under the objects directory (temp files included). */
async function nothingStored(act: () => Promise<void>) {
  const before = listFiles(objectsDir);
  await act();
  expect(listFiles(objectsDir)).toEqual(before);
}

describe("POST /api/objects/upload: who may upload", () => {
  const route = MEDIA_AI_MATRIX.find((r) => r.path === "/api/objects/upload")!;
  for (const actor of ACTORS) {
    const expectation = route.expect[actor];
    it(`${actor === "visitor" ? "a visitor" : `the ${actor}`} ${expectation === "allowed" ? "gets an upload address" : `is refused with ${expectation}`}`, async () => {
      await nothingStored(async () => {
        const res = await call(as[actor], "/api/objects/upload", {
          method: "POST",
          json: { contentType: "image/png", size: 100 },
        });
        if (expectation === "allowed") {
          expect(route.allowed).toContain(res.status);
          expect(res.body.uploadURL).toMatch(new RegExp(`^${app.url}/objects/uploads/[0-9a-f-]{36}\\?`));
        } else {
          expect(res.status).toBe(expectation);
          expectErrorShape(res.body);
        }
      });
    });
  }
});

describe("presign rules", () => {
  it("refuses a file at or above its purpose's limit with 413 (docs/product.md#constants)", async () => {
    await nothingStored(async () => {
      for (const [purpose, size] of [
        ["logo", 5 * MB],
        ["featured", 5 * MB],
        ["gallery", 6 * MB],
        ["caseStudy", 5 * MB],
        ["background", 10 * MB],
        ["default", 10 * MB],
      ] as const) {
        const res = await call(as.team, "/api/objects/upload", {
          method: "POST",
          json: { contentType: "image/png", size, purpose },
        });
        expect(res.status, purpose).toBe(413);
        expect(res.body.message).toBe(
          `Please select a file smaller than ${purpose === "background" || purpose === "default" ? 10 : 5}MB.`,
        );
      }
    });
    await presign({ contentType: "image/png", size: 5 * MB - 1, purpose: "logo" });
    await presign({ contentType: "image/png", size: 5 * MB, purpose: "background" });
  });

  it("refuses types that are not raster images with 415, SVG included", async () => {
    for (const contentType of ["image/svg+xml", "text/html", "application/octet-stream"]) {
      const res = await call(as.team, "/api/objects/upload", { method: "POST", json: { contentType, size: 100 } });
      expect(res.status, contentType).toBe(415);
      expectErrorShape(res.body);
    }
  });

  it("refuses malformed requests and client-chosen keys with 400", async () => {
    for (const json of [
      {},
      { contentType: "image/png" },
      { contentType: "image/png", size: 0 },
      { contentType: "image/png", size: "12" },
      { contentType: "image/png", size: 10, key: "uploads/mine" },
      { contentType: "image/png", size: 10, purpose: "avatar" },
    ]) {
      const res = await call(as.team, "/api/objects/upload", { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it("answers a server-generated key and the path docs/product.md#api derives from the address", async () => {
    const a = await presign({ contentType: "image/png", size: 10 });
    const b = await presign({ contentType: "image/png", size: 10 });
    expect(a.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(objectPathFromUploadUrl(a.uploadURL)).toBe(a.objectPath);
    expect(a.objectPath).not.toBe(b.objectPath);
  });
});

describe("round trip", () => {
  let image: Buffer<ArrayBuffer>;
  let objectPath: string;

  beforeAll(async () => {
    image = await testImage(400, 300, "png");
    const signed = await presign({ contentType: "image/png", size: image.length, purpose: "gallery" });
    const res = await put(signed.uploadURL, image, "image/png");
    expect(res.status, await res.clone().text()).toBe(200);
    objectPath = signed.objectPath;
  });

  it("serves the identical bytes to anyone, with long-lived caching and no session", async () => {
    const res = await fetch(app.url + objectPath);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers 304 to a matching ETag", async () => {
    const etag = (await fetch(app.url + objectPath)).headers.get("etag")!;
    // Sent raw: fetch adds "Cache-Control: no-cache" to conditional requests.
    const res = await rawRequest(app.url, objectPath, { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
  });

  it("answers a Range request with 206 and the right slice", async () => {
    const res = await fetch(app.url + objectPath, { headers: { range: "bytes=100-199" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${image.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(image.subarray(100, 200))).toBe(true);
    const tail = await fetch(app.url + objectPath, { headers: { range: "bytes=-10" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(image.subarray(image.length - 10))).toBe(true);
  });

  it("stores the file under DATA_DIR/objects by its key, and nothing else", () => {
    expect(listFiles(objectsDir)).toContain(objectPath.slice("/objects/".length));
    expect(listFiles(path.join(objectsDir, ".tmp"))).toEqual([]);
  });

  it("refuses a second PUT to the same address with 409 and keeps the first object", async () => {
    const image2 = await testImage(10, 10, "png");
    const signed = await presign({ contentType: "image/png", size: image2.length });
    const [a, b] = await Promise.all([
      put(signed.uploadURL, image2, "image/png"),
      put(signed.uploadURL, image2, "image/png"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await nothingStored(async () => {
      await expectRefused(await put(signed.uploadURL, image, "image/png", {}), 400);
      await expectRefused(await put(signed.uploadURL, image2, "image/png"), 409);
    });
    const served = await fetch(app.url + signed.objectPath);
    expect(Buffer.from(await served.arrayBuffer()).equals(image2)).toBe(true);
  });
});

describe("PUT refusals: nothing is stored", () => {
  let image: Buffer<ArrayBuffer>;
  beforeAll(async () => {
    image = await testImage(64, 64, "jpeg");
  });

  it("refuses an expired address with 403", async () => {
    clockOffset = -16 * 60 * 1000;
    const signed = await presign({ contentType: "image/jpeg", size: image.length });
    clockOffset = 0;
    await nothingStored(async () => {
      const body = await expectRefused(await put(signed.uploadURL, image, "image/jpeg"), 403);
      expect(body.message).toMatch(/expired/i);
    });
  });

  it("refuses a tampered or missing signature with 403", async () => {
    const signed = await presign({ contentType: "image/jpeg", size: image.length });
    const url = new URL(signed.uploadURL);
    const variants: ((u: URL) => void)[] = [
      (u) => u.searchParams.set("signature", `${u.searchParams.get("signature")!.slice(0, -2)}AA`),
      (u) => u.searchParams.set("size", String(image.length + 1)),
      (u) => u.searchParams.set("type", "image/png"),
      (u) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 3600)),
      (u) => u.searchParams.delete("signature"),
      (u) => (u.pathname = "/objects/uploads/00000000-0000-4000-8000-000000000000"),
    ];
    await nothingStored(async () => {
      for (const change of variants) {
        const tampered = new URL(url);
        change(tampered);
        await expectRefused(await put(tampered.href, image, "image/jpeg"), 403);
      }
    });
  });

  it("refuses a body of another size than signed", async () => {
    const signed = await presign({ contentType: "image/jpeg", size: image.length });
    await nothingStored(async () => {
      await expectRefused(await put(signed.uploadURL, image.subarray(0, image.length - 1), "image/jpeg"), 400);
      await expectRefused(await put(signed.uploadURL, Buffer.concat([image, Buffer.alloc(10)]), "image/jpeg"), 400);
    });
  });

  it("refuses a streamed body past the signed size with 413, and one that stops short with 400", async () => {
    const signed = await presign({ contentType: "image/jpeg", size: image.length });
    const stream = (bytes: Buffer) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
    await nothingStored(async () => {
      await expectRefused(
        await put(signed.uploadURL, stream(Buffer.concat([image, Buffer.alloc(64 * 1024)])), "image/jpeg"),
        413,
      );
      await expectRefused(await put(signed.uploadURL, stream(image.subarray(0, 100)), "image/jpeg"), 400);
    });
  });

  it("refuses a Content-Type other than the signed one with 415", async () => {
    const signed = await presign({ contentType: "image/jpeg", size: image.length });
    await nothingStored(async () => {
      await expectRefused(await put(signed.uploadURL, image, "image/png"), 415);
      await expectRefused(await put(signed.uploadURL, image, "text/html"), 415);
    });
  });

  it("refuses bytes that are not an image, whatever type they claim, with 415", async () => {
    const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await nothingStored(async () => {
      for (const bytes of [html, svg]) {
        const signed = await presign({ contentType: "image/png", size: bytes.length });
        await expectRefused(await put(signed.uploadURL, bytes, "image/png"), 415);
      }
    });
  });
});

describe("paths that step outside the store", () => {
  const evil = [
    "/objects/../package.json",
    "/objects/uploads/../../package.json",
    "/objects/%2e%2e/%2e%2e/package.json",
    "/objects/uploads/..%2f..%2fpackage.json",
    "/objects/uploads%2f..%2f..%2fpackage.json",
    "/objects//etc/passwd",
    "/objects/%2fetc%2fpasswd",
    "/objects/uploads\\..\\..\\package.json",
    "/objects/.tmp/x",
    "/objects/uploads/.hidden",
  ];

  it("answers GET with 400 or 404, never a file", async () => {
    for (const p of evil) {
      const res = await rawRequest(app.url, p);
      expect([400, 404], p).toContain(res.status);
      expect(res.body.toString("utf8"), p).not.toContain("arcwell-studio");
      expect(String(res.headers["content-type"]), p).toContain("application/json");
    }
  });

  it("answers PUT with 4xx and stores nothing, even with a valid signature for another key", async () => {
    const image = await testImage(8, 8, "png");
    const signed = await presign({ contentType: "image/png", size: image.length });
    const query = new URL(signed.uploadURL).search;
    await nothingStored(async () => {
      for (const p of evil) {
        const res = await rawRequest(app.url, `${p}${query}`, {
          method: "PUT",
          headers: { "content-type": "image/png" },
          body: image,
        });
        expect(res.status, p).toBeGreaterThanOrEqual(400);
        expect(res.status, p).toBeLessThan(500);
      }
    });
    expect(listFiles(app.dataDir).filter((f) => f.endsWith("package.json") || f.endsWith("passwd"))).toEqual([]);
  });

  it("answers a missing object with a JSON 404, not the HTML app", async () => {
    const res = await fetch(`${app.url}/objects/uploads/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expectErrorShape(await res.json());
  });

  it("never serves stored bytes that are not an image", async () => {
    mkdirSync(path.join(objectsDir, "legacy"), { recursive: true });
    writeFileSync(path.join(objectsDir, "legacy", "page"), "<!doctype html><script>alert(1)</script>");
    const res = await fetch(`${app.url}/objects/legacy/page`);
    expect(res.status).toBe(404);
  });
});

describe("the upload control's flow (docs/product.md#api)", () => {
  const viaApp = (fetcher: ApiFetch): typeof fetch =>
    ((input: string | URL | Request, init?: RequestInit) =>
      typeof input === "string" && input.startsWith("/")
        ? fetcher(input, init as never)
        : fetch(input, init)) as typeof fetch;

  it("asks for an address, PUTs the file with its type and returns the stored path", async () => {
    const image = await testImage(120, 80, "webp");
    const storedPath = await uploadImage(new Blob([image], { type: "image/webp" }), "featured", {
      fetch: viaApp(as.owner),
    });
    expect(storedPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const res = await fetch(app.url + storedPath);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
  });

  it("reports 'Failed to get upload URL' when the server refuses", async () => {
    await expect(
      uploadImage(new Blob([Buffer.alloc(10)], { type: "image/png" }), "logo", { fetch: viaApp(as.investor) }),
    ).rejects.toThrow(UPLOAD_URL_FAILED);
    await expect(
      uploadImage(new Blob(["<svg/>"], { type: "image/svg+xml" }), "logo", { fetch: viaApp(as.owner) }),
    ).rejects.toThrow(UPLOAD_URL_FAILED);
  });

  it("reports 'Failed to upload file' when the store refuses the bytes", async () => {
    await nothingStored(async () => {
      await expect(
        uploadImage(new Blob(["not an image"], { type: "image/png" }), "logo", { fetch: viaApp(as.owner) }),
      ).rejects.toThrow(UPLOAD_FILE_FAILED);
    });
  });
});
