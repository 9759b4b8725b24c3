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
});
