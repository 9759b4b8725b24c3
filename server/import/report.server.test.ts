import { describe, expect, it } from "vitest";
import { dryRunReport } from "./report.server.ts";

describe("dryRunReport", () => {
  it("lists posts by state, categories, tags, images, old addresses and problems", () => {
    const text = dryRunReport({
      source: "wordpress",
      posts: [
        {
          sourceId: "1",
          title: "First",
          slug: "first",
          html: "<p>x</p>",
          state: "published",
          publishedAt: new Date("2024-01-02T00:00:00Z"),
          tags: ["a", "b"],
          categories: ["News"],
          images: [{ url: "https://old.example/a.jpg" }],
          oldPaths: ["/2024/01/first/", "/?p=1"],
        },
        {
          sourceId: "2",
          title: "Second",
          slug: "second",
          html: "<p>y</p>",
          state: "draft",
          tags: ["a"],
          categories: [],
          images: [],
          oldPaths: [],
        },
      ],
      problems: [{ item: "About", message: "Skipped: a WordPress page, not a post." }, { message: "General note." }],
    });
    expect(text).toContain("Posts: 2 (1 published, 0 scheduled, 1 draft)");
    expect(text).toContain("[published] First → /journal/first (2024-01-02)");
    expect(text).toContain("Tags (2):\n  a (2)\n  b (1)");
    expect(text).toContain("Categories (1):\n  News (1)");
    expect(text).toContain("Images to copy (1):\n  https://old.example/a.jpg");
    expect(text).toContain("  /?p=1 → /journal/first");
    expect(text).toContain("Problems (2):\n  About: Skipped: a WordPress page, not a post.\n  General note.");
  });

  it("shortens long lists", () => {
    const tags = Array.from({ length: 40 }, (_, i) => `tag${String(i).padStart(2, "0")}`);
    const text = dryRunReport({
      source: "ghost",
      posts: [
        {
          sourceId: "1",
          title: "T",
          slug: "t",
          html: "x",
          state: "draft",
          tags,
          categories: [],
          images: [],
          oldPaths: [],
        },
      ],
      problems: [],
    });
    expect(text).toContain("… and 10 more");
    expect(text).toContain("Problems: none");
  });
});
