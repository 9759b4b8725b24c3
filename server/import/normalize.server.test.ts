import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSlug } from "#core/slug.ts";
import { finishBatch, type DraftPost } from "./normalize.server.ts";

const draft = (over: Partial<DraftPost> = {}): DraftPost => ({
  sourceId: "1",
  title: "A title",
  html: "<p>Body</p>",
  state: "published",
  tags: [],
  categories: [],
  oldPaths: [],
  ...over,
});

describe("finishBatch", () => {
  it("skips a post with no title, and one with an empty body, with a problem each", () => {
    const batch = finishBatch(
      "markdown",
      [draft({ title: "  " }), draft({ sourceId: "2", title: "Empty", html: " " })],
      [],
    );
    expect(batch.posts).toEqual([]);
    expect(batch.problems).toEqual([
      { item: "1", message: "Skipped: it has no title." },
      { item: "Empty", message: "Skipped: its body is empty." },
    ]);
  });

  it("cuts a long title and a long excerpt to the stored limits, and says so", () => {
    const batch = finishBatch("ghost", [draft({ title: "t".repeat(250), excerpt: "e".repeat(1200) })], []);
    expect(batch.posts[0]?.title).toHaveLength(200);
    expect(batch.posts[0]?.excerpt).toHaveLength(1000);
    expect(batch.problems.map((p) => p.message)).toEqual([
      "Title cut to 200 characters.",
      "Excerpt cut to 1000 characters.",
    ]);
  });

  it("gives each post of the batch its own slug and reports the renamed ones", () => {
    const batch = finishBatch(
      "wordpress",
      [draft({ slug: "Hello World" }), draft({ sourceId: "2", title: "Hello, world!" })],
      [],
    );
    expect(batch.posts.map((p) => p.slug)).toEqual(["hello-world", "hello-world-2"]);
    expect(batch.problems[0]?.message).toMatch(/becomes "hello-world-2"/);
  });

  it("keeps at most 20 tags of 50 characters, each once", () => {
    const tags = ["News", "news", "x".repeat(60), ...Array.from({ length: 25 }, (_, i) => `t${i}`)];
    const post = finishBatch("ghost", [draft({ tags })], []).posts[0]!;
    expect(post.tags).toHaveLength(20);
    expect(post.tags.slice(0, 2)).toEqual(["News", "x".repeat(50)]);
  });

  it("turns a scheduled post without a date into a draft", () => {
    const batch = finishBatch("ghost", [draft({ state: "scheduled" })], []);
    expect(batch.posts[0]?.state).toBe("draft");
  });

  it("skips a body longer than the stored limit", () => {
    const batch = finishBatch("ghost", [draft({ html: `<p>${"x".repeat(200_000)}</p>` })], []);
    expect(batch.posts).toEqual([]);
    expect(batch.problems[0]?.message).toMatch(/at most 200,000/);
  });

  it("keeps only old addresses that are paths on this site", () => {
    const post = finishBatch(
      "markdown",
      [draft({ oldPaths: ["/a/", "/a/", "/", "//evil.example/x", "https://x/y", "/?p=1"] })],
      [],
    ).posts[0]!;
    expect(post.oldPaths).toEqual(["/a/", "/?p=1"]);
  });

  it("always produces valid, unique slugs and titles within the limit (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ title: fc.string({ maxLength: 300 }), slug: fc.option(fc.string(), { nil: undefined }) }),
          { maxLength: 30 },
        ),
        (items) => {
          const batch = finishBatch(
            "markdown",
            items.map((it, i) => draft({ sourceId: `${i}`, ...it })),
            [],
          );
          const slugs = batch.posts.map((p) => p.slug);
          expect(new Set(slugs).size).toBe(slugs.length);
          for (const post of batch.posts) {
            expect(isSlug(post.slug)).toBe(true);
            expect(post.title.length).toBeGreaterThan(0);
            expect(post.title.length).toBeLessThanOrEqual(200);
          }
        },
      ),
    );
  });
});
