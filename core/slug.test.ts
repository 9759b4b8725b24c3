import { describe, expect, it } from "vitest";
import { slugCandidate, slugify, SLUG_PATTERN } from "./slug.ts";

describe("slugify (docs/product.md#content-rules)", () => {
  it("lowercases, drops punctuation and turns spaces into hyphens", () => {
    expect(slugify("How We Built LeadsManager: A 90-Day Story!")).toBe("how-we-built-leadsmanager-a-90-day-story");
  });
  it("folds accents instead of dropping the letters", () => {
    expect(slugify("Café Société")).toBe("cafe-societe");
  });
  it("collapses runs of spaces and hyphens and trims them at the ends", () => {
    expect(slugify("  Hello   --  World  ")).toBe("hello-world");
  });
  it("cuts at 100 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(99)} b`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toBe("a".repeat(99));
    expect(slugify("word ".repeat(40)).length).toBeLessThanOrEqual(100);
  });
  it("returns an empty string when nothing usable remains", () => {
    expect(slugify("🚀 ✨ !!!")).toBe("");
  });
  it("always yields a slug matching the stored pattern or nothing", () => {
    for (const title of ["A/B testing", "—dash—", "x", "Ünïcödé 2024", "C++ & Rust"]) {
      const slug = slugify(title);
      expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});

describe("slugCandidate", () => {
  it("numbers taken slugs from 2 on", () => {
    expect(slugCandidate("post", 1)).toBe("post");
    expect(slugCandidate("post", 2)).toBe("post-2");
    expect(slugCandidate("post", 13)).toBe("post-13");
  });
  it("stays within 100 characters", () => {
    const base = "a".repeat(100);
    expect(slugCandidate(base, 2)).toHaveLength(100);
    expect(slugCandidate(base, 2).endsWith("-2")).toBe(true);
  });
});
