import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ImportRefused } from "./errors.server.ts";
import { parseGhost } from "./ghost.server.ts";

const BASE = "https://old.example";
const text = () => readFileSync("tests/fixtures/import/ghost.json", "utf8").replaceAll("{{IMAGE_BASE}}", BASE);
const batch = parseGhost(Buffer.from(text()));
const bySlug = (slug: string) => {
  const found = batch.posts.find((p) => p.slug === slug);
  if (!found) throw new Error(`${slug} not imported`);
  return found;
};

describe("parseGhost", () => {
  it("imports the three posts with their states and skips the page", () => {
    expect(batch.posts.map((p) => [p.slug, p.state])).toEqual([
      ["interviewing-twenty-customers", "published"],
      ["what-a-good-brief-looks-like", "draft"],
      ["spring-open-studio", "scheduled"],
    ]);
    expect(batch.problems).toContainEqual({ item: "Contact", message: "Skipped: a Ghost page, not a post." });
  });

  it("keeps dates, excerpt and author", () => {
    const post = bySlug("interviewing-twenty-customers");
    expect(post.publishedAt?.toISOString()).toBe("2024-03-02T09:00:00.000Z");
    expect(post.createdAt?.toISOString()).toBe("2024-03-01T08:00:00.000Z");
    expect(post.excerpt).toBe("Four calls a day, twenty minutes each, and what we learned.");
    expect(post.authorName).toBe("Ines Okafor");
    expect(bySlug("what-a-good-brief-looks-like").authorName).toBe("Pavel Novak");
    expect(bySlug("spring-open-studio").publishedAt?.toISOString()).toBe("2027-05-07T15:00:00.000Z");
    expect(bySlug("what-a-good-brief-looks-like").publishedAt).toBeUndefined();
  });

  it("keeps public tags in order and drops internal #tags", () => {
    expect(bySlug("interviewing-twenty-customers").tags).toEqual(["Research", "Customers"]);
    expect(bySlug("spring-open-studio").tags).toEqual(["Events"]);
  });

  it("takes the feature image with its alt, and lists it after the body's images", () => {
    const post = bySlug("interviewing-twenty-customers");
    expect(post.featuredImage).toEqual({
      url: `${BASE}/content/images/2024/03/interviews.jpg`,
      alt: "A notebook and a phone on a café table",
    });
    expect(post.images).toEqual([
      { url: `${BASE}/content/images/2024/03/call-notes.jpg`, alt: "Call notes on a desk" },
      { url: `${BASE}/content/images/2024/03/interviews.jpg`, alt: "A notebook and a phone on a café table" },
    ]);
    expect(bySlug("spring-open-studio").featuredImage).toEqual({
      url: `${BASE}/content/images/2027/04/open-studio.jpg`,
    });
  });

  it("gives published posts their old address /{slug}/", () => {
    expect(bySlug("interviewing-twenty-customers").oldPaths).toEqual(["/interviewing-twenty-customers/"]);
    expect(bySlug("what-a-good-brief-looks-like").oldPaths).toEqual([]);
  });

  it("reports __GHOST_URL__ images without a base address, and resolves them with one", () => {
    expect(bySlug("what-a-good-brief-looks-like").images[0]?.url).toBe(
      "__GHOST_URL__/content/images/2024/03/brief.png",
    );
    expect(batch.problems.some((p) => /1 image address\(es\) start with __GHOST_URL__/.test(p.message))).toBe(true);
    const resolved = parseGhost(Buffer.from(text()), { baseUrl: "http://127.0.0.1:4000/" });
    const draft = resolved.posts.find((p) => p.slug === "what-a-good-brief-looks-like");
    expect(draft?.images[0]?.url).toBe("http://127.0.0.1:4000/content/images/2024/03/brief.png");
    expect(draft?.html).not.toContain("__GHOST_URL__");
    expect(resolved.problems.some((p) => p.message.includes("__GHOST_URL__"))).toBe(false);
  });

  it("skips a post that has no HTML in the export", () => {
    const json = JSON.parse(text());
    json.db[0].data.posts[0].html = null;
    json.db[0].data.posts[0].mobiledoc = '{"version":"0.3.1"}';
    const result = parseGhost(Buffer.from(JSON.stringify(json)));
    expect(result.posts).toHaveLength(2);
    expect(result.problems).toContainEqual({
      item: "Interviewing twenty customers in a week",
      message: "Skipped: no HTML in the export (only mobiledoc or lexical).",
    });
  });

  it("reads older exports that mark pages with page: true", () => {
    const json = {
      db: [
        {
          data: {
            posts: [{ id: "1", title: "Old page", slug: "old", html: "<p>x</p>", status: "published", page: true }],
          },
        },
      ],
    };
    expect(parseGhost(Buffer.from(JSON.stringify(json))).posts).toEqual([]);
  });

  it("reads the feature image's alt from posts_meta (Ghost 5) and reports members-only posts", () => {
    const json = JSON.parse(text());
    const first = json.db[0].data.posts[0];
    delete first.feature_image_alt;
    first.visibility = "paid";
    json.db[0].data.posts_meta = [{ id: "m1", post_id: first.id, feature_image_alt: "Alt from posts_meta" }];
    const result = parseGhost(Buffer.from(JSON.stringify(json)));
    expect(result.posts[0]?.featuredImage?.alt).toBe("Alt from posts_meta");
    expect(result.problems).toContainEqual({
      item: "Interviewing twenty customers in a week",
      message: "For paid members only in Ghost: public once imported.",
    });
  });

  it("refuses JSON that is not a Ghost export", () => {
    expect(() => parseGhost(Buffer.from('{"posts": []}'))).toThrow(ImportRefused);
    expect(() => parseGhost(Buffer.from('{"posts": []}'))).toThrow(/not a Ghost export/);
    expect(() => parseGhost(Buffer.from("[1,2,3]"))).toThrow(/not a Ghost export/);
  });
});
