import { describe, expect, it } from "vitest";
import { postSeo, shareImagePath } from "./post-seo.ts";
import { OG_IMAGE_PATH } from "./seo.ts";

// A post's search and social texts: its overrides as written, else title, excerpt and image.

const post = { title: " Field notes ", excerpt: "What we learned.", featuredImageUrl: "/uploads/featured.webp" };

describe("postSeo", () => {
  it("defaults to the title with the site's name, the excerpt and the featured image", () => {
    expect(postSeo(post)).toEqual({
      title: "Field notes | Arcwell Studio",
      description: "What we learned.",
      image: "/uploads/featured.webp",
    });
  });

  it("uses the overrides as written, trimmed, and ignores blank ones", () => {
    expect(
      postSeo({
        ...post,
        metaTitle: " Our first year, in five notes ",
        metaDescription: " Five lessons. ",
        socialImageUrl: "/uploads/card.png",
      }),
    ).toEqual({ title: "Our first year, in five notes", description: "Five lessons.", image: "/uploads/card.png" });
    expect(postSeo({ ...post, metaTitle: "  ", metaDescription: "", socialImageUrl: null })).toEqual(postSeo(post));
  });

  it("skips SVG images, which social networks do not show, down to the site's default image", () => {
    expect(postSeo({ ...post, socialImageUrl: "/images/card.svg" }).image).toBe("/uploads/featured.webp");
    const none = postSeo({
      ...post,
      socialImageUrl: "/images/card.svg",
      featuredImageUrl: "/images/samples/aurora.svg",
    });
    expect(none.image).toBeUndefined();
    expect(shareImagePath(none)).toBe(OG_IMAGE_PATH);
  });

  it("asks for the server's 1200 × 630 crop of an uploaded image, around its focal point or the centre", () => {
    const upload = "/objects/uploads/0b5c9d4e-8f7a-4c1b-9d2e-3f4a5b6c7d8e";
    expect(postSeo({ ...post, featuredImageUrl: upload }).image).toBe(`${upload}?share=50,50`);
    const focused = postSeo({ ...post, featuredImageUrl: upload, imagePositions: { [upload]: "30.4% 66.6%" } });
    expect(focused.image).toBe(`${upload}?share=30,67`);
    // Another image's focal point does not move this one's crop.
    const other = postSeo({ ...post, featuredImageUrl: upload, imagePositions: { "/objects/uploads/x": "0% 0%" } });
    expect(other.image).toBe(`${upload}?share=50,50`);
  });
});
