import { describe, expect, it } from "vitest";
import {
  formatStatsLines,
  formatTags,
  parseCaseStudyReadTime,
  parseCaseStudySortOrder,
  parseStatsLines,
  parseTags,
  parseWholeNumber,
} from "./form-parsers.ts";

describe("stats lines", () => {
  it("reads label | value | description, one per line", () => {
    expect(parseStatsLines("Revenue growth | 3x | in six months\nUsers | 40k")).toEqual([
      { label: "Revenue growth", value: "3x", description: "in six months" },
      { label: "Users", value: "40k" },
    ]);
  });
  it("ignores blank lines and surrounding spaces", () => {
    expect(parseStatsLines("\n  Users |  40k  \n\n   \r\nNPS | 72 |  \n")).toEqual([
      { label: "Users", value: "40k" },
      { label: "NPS", value: "72" },
    ]);
  });
  it("keeps a line without a value so validation can name it", () => {
    expect(parseStatsLines("Just a label")).toEqual([{ label: "Just a label", value: "" }]);
  });
  it("keeps extra bars inside the description", () => {
    expect(parseStatsLines("A | 1 | b | c")).toEqual([{ label: "A", value: "1", description: "b | c" }]);
  });
  it("is empty for empty text and round-trips through formatting", () => {
    expect(parseStatsLines("")).toEqual([]);
    const stats = [
      { label: "Users", value: "40k", description: "monthly" },
      { label: "NPS", value: "72" },
    ];
    expect(formatStatsLines(stats)).toBe("Users | 40k | monthly\nNPS | 72");
    expect(parseStatsLines(formatStatsLines(stats))).toEqual(stats);
    expect(formatStatsLines(null)).toBe("");
  });
});

describe("tags", () => {
  it("splits on commas, trims and drops empties", () => {
    expect(parseTags(" AI, SaaS ,, , Growth ")).toEqual(["AI", "SaaS", "Growth"]);
    expect(parseTags("")).toEqual([]);
    expect(formatTags(["AI", "SaaS"])).toBe("AI, SaaS");
    expect(formatTags(undefined)).toBe("");
  });
});

describe("whole numbers without fallback", () => {
  it("parses whole numbers, leaves blanks to the server and marks the rest invalid", () => {
    expect(parseWholeNumber("12")).toBe(12);
    expect(parseWholeNumber(" -3 ")).toBe(-3);
    expect(parseWholeNumber("")).toBeUndefined();
    expect(parseWholeNumber("2.5")).toBeNaN();
    expect(parseWholeNumber("ten")).toBeNaN();
  });
});

describe("case study read time", () => {
  it("keeps 1–120 and falls back to 5 otherwise", () => {
    expect(parseCaseStudyReadTime("1")).toBe(1);
    expect(parseCaseStudyReadTime("120")).toBe(120);
    expect(parseCaseStudyReadTime("0")).toBe(5);
    expect(parseCaseStudyReadTime("121")).toBe(5);
    expect(parseCaseStudyReadTime("")).toBe(5);
    expect(parseCaseStudyReadTime("abc")).toBe(5);
    expect(parseCaseStudyReadTime("7.5")).toBe(5);
  });
});

describe("case study sort order", () => {
  it("keeps 0 or more and falls back to 0 otherwise", () => {
    expect(parseCaseStudySortOrder("0")).toBe(0);
    expect(parseCaseStudySortOrder("42")).toBe(42);
    expect(parseCaseStudySortOrder("-1")).toBe(0);
    expect(parseCaseStudySortOrder("")).toBe(0);
    expect(parseCaseStudySortOrder("x")).toBe(0);
  });
});
