import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  call,
  create,
  expectFieldErrors,
  postBody,
  startPagesInstance,
  type ApiFetch,
  type PagesInstance,
} from "./helpers.ts";

// Search and social fields of a journal post (issue 19 item 3, docs/product.md#post-seo): stored
// as given (trimmed, blank = none), refused past their limits without changing anything, and
// written into the article page's title, description, share image and JSON-LD, with the title,
// excerpt and featured image as defaults.

let app: TestApp;
let team: ApiFetch;
let pages: PagesInstance;
beforeAll(async () => {
  app = await startTestApp();
  team = await app.as("team");
  pages = await startPagesInstance(app);
});
afterAll(async () => {
  await pages?.close();
  await app?.close();
});

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

async function headOf(slug: string) {
  const { status, body: html } = await pages.get(`/journal/${slug}`);
  expect(status).toBe(200);
  const meta = (attr: string, name: string) =>
    decode(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? "");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!))
    .find((o) => o["@type"] === "BlogPosting");
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    ogImage: meta("property", "og:image"),
    twitterImage: meta("name", "twitter:image"),
    jsonLd,
  };
}

describe("post SEO fields", () => {
  it("default to the title, excerpt and featured image on the article page", async () => {
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({
        title: "Notes on pricing",
        excerpt: "How we price.",
        featuredImageUrl: "/uploads/p.webp",
        isPublished: true,
      }),
    );
    expect(post).toMatchObject({ metaTitle: null, metaDescription: null, socialImageUrl: null });
    const head = await headOf(post.slug);
    expect(head).toMatchObject({
      title: "Notes on pricing | Arcwell Studio",
      description: "How we price.",
      ogTitle: "Notes on pricing | Arcwell Studio",
      ogDescription: "How we price.",
      ogImage: `${pages.url}/uploads/p.webp`,
      twitterImage: `${pages.url}/uploads/p.webp`,
    });
    expect(head.jsonLd).toMatchObject({ headline: "Notes on pricing", description: "How we price." });
  });

  it("are stored trimmed and used as written: title without the site's name, description, share image", async () => {
    const post = await create(
      team,
      "/api/blog-posts",
      postBody({
        title: "Notes on churn",
        featuredImageUrl: "/uploads/featured.webp",
        metaTitle: "  Why customers leave, and what brings them back  ",
        metaDescription: " Five signals of churn we now watch every week. ",
        socialImageUrl: "/uploads/card.png",
        isPublished: true,
      }),
    );
    expect(post).toMatchObject({
      metaTitle: "Why customers leave, and what brings them back",
      metaDescription: "Five signals of churn we now watch every week.",
      socialImageUrl: "/uploads/card.png",
    });
    const head = await headOf(post.slug);
    expect(head).toMatchObject({
      title: "Why customers leave, and what brings them back",
      description: "Five signals of churn we now watch every week.",
      ogTitle: "Why customers leave, and what brings them back",
      ogImage: `${pages.url}/uploads/card.png`,
    });
    expect(head.jsonLd).toMatchObject({
      headline: "Notes on churn",
      description: "Five signals of churn we now watch every week.",
      image: [`${pages.url}/uploads/card.png`],
    });

    // Blank again: back to the defaults, on the page too (the write empties the page cache).
    const cleared = await call(team, `/api/blog-posts/${post.id}`, {
      method: "PUT",
      json: { metaTitle: "", metaDescription: "  ", socialImageUrl: "" },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ metaTitle: null, metaDescription: null, socialImageUrl: null });
    expect(await headOf(post.slug)).toMatchObject({
      title: "Notes on churn | Arcwell Studio",
      ogImage: `${pages.url}/uploads/featured.webp`,
    });
  });

  it("are refused past their limits or when the image is no image address, changing nothing", async () => {
    const post = await create(team, "/api/blog-posts", postBody({ metaTitle: "Kept" }));
    for (const bad of [
      { metaTitle: "x".repeat(201) },
      { metaDescription: "x".repeat(301) },
      { socialImageUrl: "javascript:alert(1)" },
      { socialImageUrl: "/uploads/x.png\u0000" },
      { metaTitle: 42 },
    ]) {
      const res = await call(team, `/api/blog-posts/${post.id}`, { method: "PUT", json: bad });
      expectFieldErrors(res, Object.keys(bad));
    }
    const created = await call(team, "/api/blog-posts", {
      method: "POST",
      json: postBody({ metaDescription: "x".repeat(301) }),
    });
    expectFieldErrors(created, ["metaDescription"]);
    const read = await call(team, `/api/blog-posts/${post.slug}`);
    expect(read.body).toMatchObject({ metaTitle: "Kept", metaDescription: null, socialImageUrl: null });
  });
});
