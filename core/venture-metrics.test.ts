import { describe, expect, it } from "vitest";
import { baselineAmount, clampProgress, formatBaseline, portfolioOverview } from "./venture-metrics.ts";

describe("baseline amount of a venture", () => {
  it("takes the digits and dots of the text", () => {
    expect(baselineAmount("$1,500/month")).toBe(1500);
    expect(baselineAmount("€850 per month")).toBe(850);
    expect(baselineAmount("$2,500/mo")).toBe(2500);
    expect(baselineAmount("USD 99.50 monthly")).toBe(99.5);
  });
  it("counts text without digits, blanks and missing values as 0", () => {
    expect(baselineAmount("TBD")).toBe(0);
    expect(baselineAmount("")).toBe(0);
    expect(baselineAmount(null)).toBe(0);
    expect(baselineAmount(undefined)).toBe(0);
    expect(baselineAmount("...")).toBe(0);
  });
});

describe("portfolio overview", () => {
  it("is all zeros for an empty portfolio", () => {
    expect(portfolioOverview([])).toEqual({
      ventureCount: 0,
      totalMonthlyBaseline: 0,
      averageProgress: 0,
      phaseCounts: { concept: 0, mvp: 0, growth: 0 },
    });
  });
  it("sums baselines, rounds the mean progress and counts phases", () => {
    const overview = portfolioOverview([
      { baselineCost: "$1,500/month", progressPercentage: 10, phase: "concept" },
      { baselineCost: "€850 per month", progressPercentage: 25, phase: "mvp" },
      { baselineCost: "$2,500/mo", progressPercentage: 30, phase: "growth" },
      { baselineCost: "unknown", progressPercentage: 0, phase: "growth" },
    ]);
    expect(overview.totalMonthlyBaseline).toBe(4850);
    // (10 + 25 + 30 + 0) / 4 = 16.25 → 16
    expect(overview.averageProgress).toBe(16);
    expect(overview.phaseCounts).toEqual({ concept: 1, mvp: 1, growth: 2 });
    expect(overview.ventureCount).toBe(4);
  });
  it("rounds half up", () => {
    expect(portfolioOverview([{ progressPercentage: 50 }, { progressPercentage: 51 }]).averageProgress).toBe(51);
    expect(
      portfolioOverview([{ progressPercentage: 33 }, { progressPercentage: 33 }, { progressPercentage: 34 }])
        .averageProgress,
    ).toBe(33);
  });
  it("ignores phases outside concept, mvp and growth in the counts but not in the totals", () => {
    const overview = portfolioOverview([{ phase: "scale", baselineCost: "$10", progressPercentage: 80 }]);
    expect(overview.phaseCounts).toEqual({ concept: 0, mvp: 0, growth: 0 });
    expect(overview.totalMonthlyBaseline).toBe(10);
    expect(overview.averageProgress).toBe(80);
  });
  it("adds decimal amounts without floating-point dust", () => {
    expect(portfolioOverview([{ baselineCost: "$0.10" }, { baselineCost: "$0.20" }]).totalMonthlyBaseline).toBe(0.3);
  });
});

describe("formatting", () => {
  it("shows whole dollars without cents and keeps cents when there are some", () => {
    expect(formatBaseline(5450)).toBe("$5,450");
    expect(formatBaseline(0)).toBe("$0");
    expect(formatBaseline(12.5)).toBe("$12.50");
  });
  it("keeps progress within 0–100", () => {
    expect(clampProgress(120)).toBe(100);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(null)).toBe(0);
    expect(clampProgress(42.6)).toBe(43);
  });
});
