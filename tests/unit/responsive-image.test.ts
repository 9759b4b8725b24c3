import { describe, expect, it } from "vitest";
import { responsiveImage } from "#app/lib/responsive-image.ts";

describe("responsive images", () => {
  const path = "/objects/uploads/0b0e3c3a-4a3e-4b5e-9f43-1c2d3e4f5a6b";

  it("offers every served width of an uploaded image", () => {
    expect(responsiveImage(path, { sizes: "(min-width: 1024px) 50vw, 100vw" })).toEqual({
      src: `${path}?w=1920`,
      srcSet: [320, 640, 960, 1280, 1920].map((w) => `${path}?w=${w} ${w}w`).join(", "),
      sizes: "(min-width: 1024px) 50vw, 100vw",
    });
  });

  it("stops at the first width that covers maxWidth", () => {
    const image = responsiveImage(path, { maxWidth: 800 });
    expect(image.srcSet).toBe(`${path}?w=320 320w, ${path}?w=640 640w, ${path}?w=960 960w`);
    expect(image.src).toBe(`${path}?w=960`);
    expect(image.sizes).toBe("100vw");
  });

  it("passes other addresses through", () => {
    for (const src of [
      "/images/samples/card.svg",
      "https://cdn.example/a.jpg",
      "/objects/../etc/passwd",
      "/objects/uploads/a?w=1",
    ]) {
      expect(responsiveImage(src)).toEqual({ src });
    }
  });
});
