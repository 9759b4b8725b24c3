import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { call, cardBody, caseStudyBody, create, expectFieldErrors, postBody, type ApiFetch } from "./helpers.ts";

// Alt text beside every image address (issue 17 item 14): stored as given (trimmed), "" for a
// decorative image, null when not given; refused when too long or not text.

let app: TestApp;
let team: ApiFetch;
beforeAll(async () => {
  app = await startTestApp();
  team = await app.as("team");
});
afterAll(() => app.close());

describe("alt text", () => {
  it("is stored and returned for a post's featured and gallery images, and kept by updates that leave it out", async () => {
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({
        featuredImageUrl: "/images/samples/aurora.svg",
        featuredImageAlt: "  A founder sketching a product map  ",
        imageGallery: ["/images/a.png", "/images/b.png", "/images/c.png"],
        imageGalleryAlts: ["Whiteboard with sticky notes", "", null],
        isPublished: true,
      }),
    );
    expect(post.featuredImageAlt).toBe("A founder sketching a product map");
    expect(post.imageGalleryAlts).toEqual(["Whiteboard with sticky notes", "", null]);
    const read = await call(team, `/api/blog-posts/${post.slug}`);
    expect(read.body).toMatchObject({
      featuredImageAlt: "A founder sketching a product map",
      imageGalleryAlts: ["Whiteboard with sticky notes", "", null],
    });
    const list = await call(await app.as("visitor"), "/api/blog-posts");
    expect(list.body.find((p: { id: string }) => p.id === post.id).featuredImageAlt).toBe(
      "A founder sketching a product map",
    );

    const renamed = await call(team, `/api/blog-posts/${post.id}`, { method: "PUT", json: { title: "Renamed" } });
    expect(renamed.body.featuredImageAlt).toBe("A founder sketching a product map");
    const decorative = await call(team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { featuredImageAlt: "" },
    });
    expect(decorative.body.featuredImageAlt).toBe("");
    const cleared = await call(team, `/api/blog-posts/${post.id}`, { method: "PUT", json: { featuredImageAlt: null } });
    expect(cleared.body.featuredImageAlt).toBeNull();
  });

  it("is stored for a case study's image and a card's logo and background", async () => {
    const study = await create(
      team,
      "/api/case-studies",
      caseStudyBody({ featuredImageUrl: "/images/x.png", featuredImageAlt: "Dashboard on a laptop" }),
    );
    expect(study.featuredImageAlt).toBe("Dashboard on a laptop");
    const card = await create(
      team,
      "/api/portfolio-cards",
      cardBody({ logoUrl: "/images/l.png", logoAlt: "Brightcart logo", imageUrl: "/images/bg.png", imageAlt: "" }),
    );
    expect(card).toMatchObject({ logoAlt: "Brightcart logo", imageAlt: "" });
    const visitorCards = await call(await app.as("visitor"), "/api/portfolio-cards");
    expect(visitorCards.body.find((c: { id: string }) => c.id === card.id)).toMatchObject({
      logoAlt: "Brightcart logo",
      imageAlt: "",
    });
  });

  it("defaults to null (not given) when an image comes without one", async () => {
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({ featuredImageUrl: "/images/a.png", imageGallery: ["/images/a.png"] }),
    );
    expect(post.featuredImageAlt).toBeNull();
    expect(post.imageGalleryAlts).toEqual([]);
  });

  it("refuses alt text that is too long, not text, or holds NUL, naming the field", async () => {
    for (const [path, json, field] of [
      ["/api/blog-posts", postBody({ featuredImageAlt: "x".repeat(251) }), "featuredImageAlt"],
      ["/api/blog-posts", postBody({ featuredImageAlt: 42 }), "featuredImageAlt"],
      ["/api/blog-posts", postBody({ imageGalleryAlts: ["ok", 7] }), "imageGalleryAlts.1"],
      ["/api/blog-posts", postBody({ imageGalleryAlts: "not a list" }), "imageGalleryAlts"],
      ["/api/blog-posts", postBody({ featuredImageAlt: "a\u0000b" }), "featuredImageAlt"],
      ["/api/case-studies", caseStudyBody({ featuredImageAlt: ["x"] }), "featuredImageAlt"],
      ["/api/portfolio-cards", cardBody({ logoAlt: "y".repeat(300) }), "logoAlt"],
      ["/api/portfolio-cards", cardBody({ imageAlt: true }), "imageAlt"],
    ] as const) {
      const res = await call(team, path, { method: "POST", json });
      expectFieldErrors(res, [field]);
    }
  });
});
