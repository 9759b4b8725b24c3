import { describe, expect, it } from "vitest";
import {
  addVideo,
  EMPTY_POST,
  generatedToForm,
  postImagesWithoutAlt,
  postPayload,
  type PostFormValues,
} from "./post-form.ts";

// The Add/Edit Post form's values → the body sent to /api/blog-posts, or the messages shown;
// and an AI draft → the form.

const filled: PostFormValues = {
  ...EMPTY_POST,
  title: "Field notes",
  excerpt: "What we learned.",
  content: "<p>Five things.</p>",
  category: "Venture Building",
};

describe("postPayload", () => {
  it("names the blank required fields, in the schema's order, with a message under each", () => {
    expect(postPayload(EMPTY_POST)).toStrictEqual({
      ok: false,
      errors: {
        title: "This field is required.",
        excerpt: "This field is required.",
        content: "This field is required.",
        category: "This field is required.",
      },
      missing: ["title", "excerpt", "content", "category"],
    });
  });

  it("refuses a blank author, which is optional in the API and so not a missing field", () => {
    expect(postPayload({ ...filled, author: " " })).toStrictEqual({
      ok: false,
      errors: { author: "This field is required." },
      missing: [],
    });
  });

  it("parses tags, drops a blank read time, and pairs gallery alts with images by position", () => {
    expect(
      postPayload({
        ...filled,
        slug: "field-notes",
        tags: " AI, , Product ,Growth ",
        readTime: " ",
        featuredImageUrl: "",
        featuredImageAlt: "Left over from a removed image",
        imageGallery: ["/images/samples/waves.svg", "/images/samples/prism.svg"],
        imageGalleryAlts: ["Waves"],
        videoGallery: [{ url: "https://vimeo.com/76979871", title: "Video 1" }],
        isPublished: true,
      }),
    ).toStrictEqual({
      ok: true,
      body: {
        title: "Field notes",
        slug: "field-notes",
        excerpt: "What we learned.",
        content: "<p>Five things.</p>",
        category: "Venture Building",
        author: "Arcwell Studio Team",
        tags: ["AI", "Product", "Growth"],
        featuredImageUrl: "",
        featuredImageAlt: null,
        imageGallery: ["/images/samples/waves.svg", "/images/samples/prism.svg"],
        imageGalleryAlts: ["Waves", null],
        videoGallery: [{ url: "https://vimeo.com/76979871", title: "Video 1" }],
        isFeatured: false,
        isPublished: true,
        readTime: undefined,
        metaTitle: "",
        metaDescription: "",
        socialImageUrl: "",
      },
    });
  });

  it("sends the search and social fields, and refuses a meta title past its limit and a social image that is no image address", () => {
    const seo = {
      metaTitle: "Field notes from year one",
      metaDescription: "Five lessons.",
      socialImageUrl: "/uploads/x.png",
    };
    const sent = postPayload({ ...filled, ...seo });
    expect(sent.ok && sent.body).toMatchObject(seo);
    expect(postPayload({ ...filled, metaTitle: "x".repeat(201), socialImageUrl: "javascript:alert(1)" })).toMatchObject(
      {
        ok: false,
        errors: { metaTitle: expect.stringContaining("200"), socialImageUrl: expect.any(String) },
      },
    );
  });

  it("sends the read time as a number and keeps the featured image's alt", () => {
    const check = postPayload({
      ...filled,
      readTime: "12",
      featuredImageUrl: "/images/samples/aurora.svg",
      featuredImageAlt: "",
    });
    expect(check.ok && check.body).toMatchObject({
      readTime: 12,
      featuredImageUrl: "/images/samples/aurora.svg",
      featuredImageAlt: "",
    });
  });

  it("names list items in messages: tag, image and video by position", () => {
    expect(
      postPayload({
        ...filled,
        tags: "a".repeat(51),
        readTime: "500",
        imageGallery: ["javascript:alert(1)"],
        videoGallery: [{ url: "ftp://example.com/v.mp4", title: "V" }],
      }),
    ).toStrictEqual({
      ok: false,
      errors: {
        tags: "Tag 1: Each item must be at most 50 characters.",
        imageGallery: "Image 1: Use a web address (https://…), a site path (/…) or an image name.",
        videoGallery: "Video 1 (url): Use a web address starting with http:// or https://.",
        readTime: "Must be at most 120.",
      },
      missing: [],
    });
  });

  it("reports a read time that is not a whole number", () => {
    expect(postPayload({ ...filled, readTime: "4.5" })).toStrictEqual({
      ok: false,
      errors: { readTime: "Must be a whole number." },
      missing: [],
    });
  });
});

describe("generatedToForm", () => {
  it("fills the parts the AI sent and keeps the defaults for the rest", () => {
    expect(
      generatedToForm({
        title: "T",
        content: "<p>x</p>",
        excerpt: "E",
        category: "AI & Automation",
        tags: ["AI", "Growth"],
        readTime: 7,
      }),
    ).toStrictEqual({
      ...EMPTY_POST,
      title: "T",
      content: "<p>x</p>",
      excerpt: "E",
      category: "AI & Automation",
      tags: "AI, Growth",
      readTime: "7",
    });
  });

  it("ignores parts of the wrong type, keeps text tags, and rounds the read time", () => {
    expect(generatedToForm({ title: 42, excerpt: null, tags: ["AI", 5, "Growth"], readTime: 7.6 })).toStrictEqual({
      ...EMPTY_POST,
      tags: "AI, Growth",
      readTime: "8",
    });
    expect(generatedToForm({ tags: "AI, , Growth ", readTime: "12" })).toStrictEqual({
      ...EMPTY_POST,
      tags: "AI, Growth",
      readTime: "5",
    });
    expect(generatedToForm({ tags: { AI: true }, readTime: Number.POSITIVE_INFINITY })).toStrictEqual({
      ...EMPTY_POST,
      readTime: "5",
    });
  });

  it("gives an empty post for an empty answer", () => {
    expect(generatedToForm({})).toStrictEqual({ ...EMPTY_POST, readTime: "5", author: "Arcwell Studio Team" });
  });
});

describe("addVideo", () => {
  it("ignores a blank address and titles untitled videos by position", () => {
    const first = addVideo([], "  ", "");
    expect(first).toStrictEqual([]);
    const one = addVideo(first, " https://vimeo.com/1 ", " ");
    expect(one).toStrictEqual([{ url: "https://vimeo.com/1", title: "Video 1" }]);
    expect(addVideo(one, "https://vimeo.com/2", " Demo ")).toStrictEqual([
      { url: "https://vimeo.com/1", title: "Video 1" },
      { url: "https://vimeo.com/2", title: "Demo" },
    ]);
  });
});

describe("postImagesWithoutAlt", () => {
  it("lists the images that have an address but neither alt text nor the decorative mark", () => {
    expect(
      postImagesWithoutAlt({
        ...filled,
        featuredImageUrl: "/images/samples/aurora.svg",
        featuredImageAlt: null,
        imageGallery: ["/a.svg", "/b.svg", "/c.svg"],
        imageGalleryAlts: ["", null],
      }),
    ).toStrictEqual(["featured image", "gallery image 2", "gallery image 3"]);
  });
});

describe("the publish date of a post", () => {
  const opened: PostFormValues = { ...filled, isPublished: true, publishedAt: "2030-05-01T09:30" };

  it("is left out when untouched, so the server stamps the first publication as before", () => {
    const body = postPayload(opened, opened);
    expect(body.ok && "publishedAt" in body.body).toBe(false);
  });

  it("is sent as the ISO instant of the local date and time chosen", () => {
    const body = postPayload({ ...opened, publishedAt: "2030-06-02T18:05" }, opened);
    expect(body.ok && body.body.publishedAt).toBe(new Date(2030, 5, 2, 18, 5).toISOString());
  });

  it("cleared on a draft, is sent as no date", () => {
    const body = postPayload({ ...opened, isPublished: false, publishedAt: "" }, opened);
    expect(body.ok && body.body.publishedAt).toBeNull();
  });
});
