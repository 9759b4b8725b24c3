import { describe, expect, it } from "vitest";
import { checkRange, presetRange, reportPath } from "./analytics-range.ts";

describe("the Analytics section's range", () => {
  it("ends today and counts today among its days", () => {
    expect(presetRange(7, "2026-03-05")).toEqual({ from: "2026-02-27", to: "2026-03-05" });
    expect(presetRange(30, "2026-01-30")).toEqual({ from: "2026-01-01", to: "2026-01-30" });
  });
  it("says what is wrong with a custom range before asking the server", () => {
    expect(checkRange({ from: "2026-01-01", to: "2026-01-31" })).toBeUndefined();
    expect(checkRange({ from: "", to: "2026-01-31" })).toMatch(/both/);
    expect(checkRange({ from: "2026-02-01", to: "2026-01-31" })).toMatch(/after/);
    expect(checkRange({ from: "2020-01-01", to: "2026-01-31" })).toMatch(/at most/);
  });
  it("asks for the report, one page of it, or its CSV", () => {
    const range = { from: "2026-01-01", to: "2026-01-31" };
    expect(reportPath(range)).toBe("/api/admin/analytics?from=2026-01-01&to=2026-01-31");
    expect(reportPath(range, "/journal/a", "csv")).toBe(
      "/api/admin/analytics.csv?from=2026-01-01&to=2026-01-31&path=%2Fjournal%2Fa",
    );
  });
});
