import { describe, expect, it } from "vitest";
import { galleryColumns, galleryCounter, galleryThumbnails, moreLabel, wrapIndex } from "./gallery.ts";

const images = (n: number) => Array.from({ length: n }, (_, i) => `/img/${i + 1}.svg`);

describe("galleryColumns", () => {
  it("lays out as docs/product.md#public-screens says: 1 full width, 2 → 2, 3 → 3, 4 → 2, 5 or more → 3", () => {
    expect([1, 2, 3, 4, 5, 6, 8, 20].map(galleryColumns)).toEqual([1, 2, 3, 2, 3, 3, 3, 3]);
  });

  it("treats an empty gallery as one column", () => {
    expect(galleryColumns(0)).toBe(1);
  });
});

describe("galleryThumbnails", () => {
  it("shows every image up to six, with nothing hidden", () => {
    expect(galleryThumbnails(images(6))).toEqual({ thumbs: images(6), hiddenCount: 0 });
    expect(galleryThumbnails(images(3)).thumbs).toHaveLength(3);
  });

  it("shows six thumbnails and counts the rest for the '+N more' overlay", () => {
    const result = galleryThumbnails(images(8));
    expect(result.thumbs).toEqual(images(6));
    expect(result.hiddenCount).toBe(2);
    expect(moreLabel(result.hiddenCount)).toBe("+2 more");
  });

  it("handles an empty list", () => {
    expect(galleryThumbnails([])).toEqual({ thumbs: [], hiddenCount: 0 });
  });
});

describe("lightbox stepping", () => {
  it("wraps around at both ends", () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(-9, 8)).toBe(7);
  });

  it("counts from one as 'i / n'", () => {
    expect(galleryCounter(0, 8)).toBe("1 / 8");
    expect(galleryCounter(7, 8)).toBe("8 / 8");
    expect(galleryCounter(8, 8)).toBe("1 / 8");
  });

  it("does not divide by zero on an empty gallery", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
