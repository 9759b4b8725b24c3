import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createVariantCache, variantFormat } from "./variants.server.ts";

describe("choosing the variant format", () => {
  it("gives AVIF to browsers that take it and WebP to everyone else", () => {
    expect(variantFormat("image/avif,image/webp,image/apng,image/*,*/*;q=0.8")).toBe("avif");
    expect(variantFormat("image/webp,*/*")).toBe("webp");
    expect(variantFormat("image/avif;q=0, image/webp")).toBe("webp");
    expect(variantFormat("IMAGE/AVIF ; q=0.5")).toBe("avif");
    expect(variantFormat(undefined)).toBe("webp");
  });
});

describe("the variant cache", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "variants-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("makes a small image's share crop at full card size, once, and removes it with the item's other variants", async () => {
    const cache = createVariantCache(dir);
    const source = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    let loads = 0;
    const load = async () => (loads++, source);
    const [a, b] = await Promise.all([
      cache.share("uploads/a", { x: 20, y: 80 }, load),
      cache.share("uploads/a", { x: 20, y: 80 }, load),
    ]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(await sharp(a!).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const resized = await cache.file("uploads/a", 320, "webp", load);
    await cache.remove("uploads/a");
    expect([existsSync(a!), existsSync(resized!)]).toEqual([false, false]);
    expect(await cache.share("uploads/gone", { x: 50, y: 50 }, async () => null)).toBeNull();
  });
});
