import path from "node:path";
import { statSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { listFiles } from "../support/objects.ts";
import { call, fetchersFor } from "./helpers.ts";

// GET /objects/{path}?w=: resized WebP or AVIF by the Accept header, made once with sharp and
// then served from the disk cache; only the fixed widths; never wider than the original.

let app: TestApp;
let objectPath: string;
let cacheDir: string;

beforeAll(async () => {
  app = await startTestApp();
  const as = await fetchersFor(app);
  cacheDir = path.join(app.dataDir, "cache", "object-variants");
  const image = await sharp({
    create: { width: 1500, height: 1000, channels: 3, background: { r: 79, g: 70, b: 229 } },
  })
    .composite([
      {
        input: { create: { width: 500, height: 500, channels: 3, background: { r: 6, g: 182, b: 212 } } },
        left: 200,
        top: 200,
      },
    ])
    .png()
    .toBuffer();
  const signed = await call(as.team, "/api/objects/upload", {
    method: "POST",
    json: { contentType: "image/png", size: image.length, purpose: "background" },
  });
  expect(signed.status).toBe(200);
  const put = await fetch(signed.body.uploadURL, {
    method: "PUT",
    body: image,
    headers: { "content-type": "image/png" },
  });
  expect(put.status).toBe(200);
  objectPath = signed.body.objectPath;
});

afterAll(async () => {
  await app?.close();
});

async function variant(width: number | string, accept: string) {
  const res = await fetch(`${app.url}${objectPath}?w=${width}`, { headers: { accept } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

describe("resized variants", () => {
  it("serves WebP to a browser that takes WebP, at the asked width", async () => {
    const { res, bytes } = await variant(640, "image/webp,*/*");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("vary")).toMatch(/accept/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 427]);
  });

  it("serves AVIF to a browser that takes AVIF", async () => {
    const { res, bytes } = await variant(320, "image/avif,image/webp,image/apng,image/*,*/*;q=0.8");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect([meta.width, meta.height]).toEqual([320, 213]);
  });

  it("falls back to WebP when AVIF is refused or not mentioned", async () => {
    expect((await variant(320, "image/avif;q=0,image/webp")).res.headers.get("content-type")).toBe("image/webp");
    expect((await variant(320, "image/png")).res.headers.get("content-type")).toBe("image/webp");
  });

  it("never makes an image wider than the original", async () => {
    const { bytes } = await variant(1920, "image/webp");
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1500, 1000]);
  });

  it("makes each variant once and serves it from the disk cache afterwards", async () => {
    const first = await variant(960, "image/avif");
    const cached = listFiles(cacheDir).filter((f) => f.endsWith("-960.avif"));
    expect(cached).toHaveLength(1);
    const file = path.join(cacheDir, cached[0]!);
    const madeAt = statSync(file).mtimeMs;
    const second = await variant(960, "image/avif");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(madeAt);
    expect(second.res.headers.get("etag")).toBe(first.res.headers.get("etag"));
  });

  it("refuses widths outside the fixed set with 400", async () => {
    for (const w of ["641", "0", "-320", "abc", "320.5", "99999", ""]) {
      const { res } = await variant(w, "image/webp");
      expect(res.status, `w=${w}`).toBe(400);
    }
    const repeated = await fetch(`${app.url}${objectPath}?w=320&w=640`);
    expect(repeated.status).toBe(400);
  });

  it("answers 404 for a variant of a missing object", async () => {
    const res = await fetch(`${app.url}/objects/uploads/00000000-0000-4000-8000-000000000000?w=320`);
    expect(res.status).toBe(404);
  });
});

describe("share crops (?share=x,y, decision 062)", () => {
  async function share(at: string) {
    const res = await fetch(`${app.url}${objectPath}?share=${at}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  /** The colour at (x, y) of a JPEG, as "indigo" or "cyan" (the test image's two colours). */
  async function colourAt(bytes: Buffer, x: number, y: number) {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * info.channels;
    return data[i + 1]! > 150 ? "cyan" : "indigo";
  }

  it("is a 1200 × 630 JPEG, cacheable for good", async () => {
    const { res, bytes } = await share("50,50");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("keeps the point in view: the crop's window moves with it", async () => {
    // Scaled to 1200 × 800, the square spans y 160–560 and x 160–560: a window at the top shows
    // indigo at (360, 100); one at the bottom (top edge at 170) shows the square there.
    expect(await colourAt((await share("50,0")).bytes, 360, 100)).toBe("indigo");
    expect(await colourAt((await share("50,100")).bytes, 360, 100)).toBe("cyan");
    expect(await colourAt((await share("30,60")).bytes, 360, 100)).toBe("cyan");
  });

  it("refuses points outside 0–100, other forms, and a width beside it, with 400", async () => {
    for (const at of ["101,0", "0,101", "-1,5", "50", "50,50,50", "a,b", "50.5,50", ""]) {
      expect((await share(at)).res.status, `share=${at}`).toBe(400);
    }
    expect((await fetch(`${app.url}${objectPath}?share=50,50&w=320`)).status).toBe(400);
    expect((await fetch(`${app.url}${objectPath}?share=1,1&share=2,2`)).status).toBe(400);
  });

  it("answers 404 for a crop of a missing object", async () => {
    const res = await fetch(`${app.url}/objects/uploads/00000000-0000-4000-8000-000000000000?share=50,50`);
    expect(res.status).toBe(404);
  });
});
