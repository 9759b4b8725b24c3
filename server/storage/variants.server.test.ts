import { describe, expect, it } from "vitest";
import { variantFormat } from "./variants.server.ts";

describe("choosing the variant format", () => {
  it("gives AVIF to browsers that take it and WebP to everyone else", () => {
    expect(variantFormat("image/avif,image/webp,image/apng,image/*,*/*;q=0.8")).toBe("avif");
    expect(variantFormat("image/webp,*/*")).toBe("webp");
    expect(variantFormat("image/avif;q=0, image/webp")).toBe("webp");
    expect(variantFormat("IMAGE/AVIF ; q=0.5")).toBe("avif");
    expect(variantFormat(undefined)).toBe("webp");
  });
});
