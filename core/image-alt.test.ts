import { describe, expect, it } from "vitest";
import { galleryAlt, imagesWithoutAlt, renderedAlt } from "./image-alt.ts";

describe("image alt text", () => {
  it("renders the text, and nothing for decorative or not-yet-described images", () => {
    expect(renderedAlt("A team at a whiteboard")).toBe("A team at a whiteboard");
    expect(renderedAlt("")).toBe("");
    expect(renderedAlt(null)).toBe("");
    expect(renderedAlt(undefined)).toBe("");
  });
  it("finds gallery alts by position", () => {
    expect(galleryAlt(["a", null, ""], 0)).toBe("a");
    expect(galleryAlt(["a", null, ""], 1)).toBeNull();
    expect(galleryAlt(["a"], 3)).toBeNull();
  });
  it("names images with an address but no alt and no decorative mark", () => {
    expect(
      imagesWithoutAlt([
        { label: "Featured image", url: "/a.png", alt: null },
        { label: "Logo", url: "/b.png", alt: "" },
        { label: "Background", url: "", alt: null },
        { label: "Gallery image 1", url: "/c.png", alt: "Chart" },
      ]),
    ).toEqual(["Featured image"]);
  });
});
