import { describe, expect, it } from "vitest";
import { clampProgress, portfolioOverview } from "./venture-metrics.ts";

describe("portfolio overview", () => {
  it("is all zeros for an empty portfolio", () => {
    expect(portfolioOverview([])).toEqual({
      ventureCount: 0,
      averageProgress: 0,
      phaseCounts: { concept: 0, mvp: 0, growth: 0 },
    });
  });
  it("rounds the mean progress and counts phases", () => {
    const overview = portfolioOverview([
      { baselineCost: "$1,500/month", progressPercentage: 10, phase: "concept" },
      { baselineCost: "€850 per month", progressPercentage: 25, phase: "mvp" },
      { baselineCost: "$2,500/mo", progressPercentage: 30, phase: "growth" },
      { baselineCost: "unknown", progressPercentage: 0, phase: "growth" },
    ]);
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
    expect(overview.averageProgress).toBe(80);
  });
});

describe("formatting", () => {
  it("keeps progress within 0–100", () => {
    expect(clampProgress(120)).toBe(100);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(null)).toBe(0);
    expect(clampProgress(42.6)).toBe(43);
  });
});
