import { describe, expect, it } from "vitest";
import { buildDiff, changesOnRestore, humanize, valueText, wordDiff } from "./diff-model.ts";

// A revision against the current entry: which fields differ, and how, word by word.

const current = {
  id: "p1",
  title: "Pricing your first plan",
  excerpt: "One metric, two plans.",
  content: "<p>Start with one metric.</p>",
  tags: ["Pricing", "SaaS"],
  isFeatured: true,
  readTime: 7,
  featuredImageAlt: null,
  publishedAt: "2026-02-01T14:00:00.000Z",
  status: "scheduled",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-20T00:00:00.000Z",
};

describe("buildDiff", () => {
  it("finds no differences between an entry and itself, nor in bookkeeping fields", () => {
    expect(buildDiff({ ...current, updatedAt: "2025-01-01T00:00:00.000Z" }, current)).toEqual([]);
  });

  it("lists the changed fields in the form's order, with the form's labels", () => {
    const revision = { ...current, title: "Pricing a plan", readTime: 5, content: "<p>Start small.</p>" };
    const diffs = buildDiff(revision, current, {
      labels: { title: "Title", content: "Content", readTime: "Read time (minutes)" },
    });
    expect(diffs.map((d) => [d.field, d.label])).toEqual([
      ["title", "Title"],
      ["content", "Content"],
      ["readTime", "Read time (minutes)"],
    ]);
  });

  it("diffs word by word: what the revision had is removed, what the current entry has is added", () => {
    const [title] = buildDiff({ ...current, title: "Pricing a plan" }, current);
    expect(title!.parts).toEqual([
      { text: "Pricing ", change: "same" },
      { text: "a", change: "removed" },
      { text: "your first", change: "added" },
      { text: " plan", change: "same" },
    ]);
  });

  it("shows HTML as its text, lists as JSON and flags as Yes/No", () => {
    const diffs = buildDiff({ ...current, content: "<p>Start.</p>", tags: ["Pricing"], isFeatured: false }, current);
    const changed = (field: string) =>
      diffs
        .find((d) => d.field === field)!
        .parts.map((p) => `${{ same: "", removed: "-", added: "+" }[p.change]}${p.text}`);
    expect(changed("content")).toEqual(["<p>Start ", "+with one metric", ".</p>"]);
    expect(changed("tags")).toEqual(['[\n  "Pricing"', '+,\n  "SaaS"\n', "]"]);
    expect(changed("isFeatured")).toEqual(["-No", "+Yes"]);
  });

  it("leaves out the fields it is told to (a derived status), and counts a missing field as empty", () => {
    expect(buildDiff({ ...current, status: "draft" }, current, { ignore: ["status"] })).toEqual([]);
    const { featuredImageAlt: _alt, ...withoutAlt } = current;
    expect(buildDiff(withoutAlt, current)).toEqual([]);
    expect(buildDiff({ ...current, featuredImageAlt: "" }, current)).toEqual([]);
  });

  it("compares records by content, not by key order", () => {
    const video = { url: "https://vimeo.com/1", title: "Intro" };
    expect(
      buildDiff({ videoGallery: [{ title: "Intro", url: "https://vimeo.com/1" }] }, { videoGallery: [video] }),
    ).toEqual([]);
  });

  it("shows instants through the given formatter", () => {
    const [diff] = buildDiff({ ...current, publishedAt: null }, current, {
      formatInstant: (iso) => `on ${iso.slice(0, 10)}`,
    });
    expect(diff!.label).toBe("Published at");
    expect(diff!.parts).toEqual([{ text: "on 2026-02-01", change: "added" }]);
  });
});

describe("changesOnRestore", () => {
  it("is false when only the publication state differs, which a restore keeps", () => {
    const published = buildDiff(
      { ...current, isPublished: false, publishedAt: null },
      { ...current, isPublished: true },
    );
    expect(published.map((d) => [d.field, d.kept])).toEqual([
      ["publishedAt", true],
      ["isPublished", true],
    ]);
    expect(changesOnRestore(published)).toBe(false);
    expect(changesOnRestore(buildDiff({ ...current, isPublished: false, title: "Old" }, current))).toBe(true);
  });
});

describe("wordDiff", () => {
  it("shortens a long unchanged stretch to its ends", () => {
    const middle = "word ".repeat(100);
    const parts = wordDiff(`Old start. ${middle}end.`, `New start. ${middle}end.`);
    const same = parts.find((p) => p.elided)!;
    expect(same.text.length).toBeLessThan(200);
    expect(same.text).toContain("…");
    expect(parts.at(-1)).toMatchObject({ change: "same" });
    // Whole words only at the cuts.
    expect(same.text).toBe(` start. ${"word ".repeat(14)}…`);
  });
});

describe("valueText and humanize", () => {
  it("write empty values as nothing and numbers as digits", () => {
    expect(valueText(null)).toBe("");
    expect(valueText(undefined)).toBe("");
    expect(valueText(0)).toBe("0");
    expect(valueText("2026-02-01")).toBe("2026-02-01");
  });

  it("name a field from its key", () => {
    expect(humanize("featuredImageAlt")).toBe("Featured image alt");
    expect(humanize("progressPercentage")).toBe("Progress percentage");
    expect(humanize("seo_title")).toBe("Seo title");
  });
});
