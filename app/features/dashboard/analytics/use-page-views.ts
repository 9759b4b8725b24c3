import { useQuery } from "@tanstack/react-query";
import type { AnalyticsReport } from "#core/analytics.ts";
import { presetRange, reportPath } from "./analytics-range.ts";

// Each post's views on its tile (issue 31): one read of the last 30 days for the whole grid (the
// Analytics section's default report, so the two share it), not one per post.

const TOP = 100;

/** Views of a page in the last 30 days: a number, or undefined while unknown (loading, or below the top 100). */
export function usePageViews(): (path: string) => number | undefined {
  const { data } = useQuery<AnalyticsReport>({ queryKey: [reportPath(presetRange(30))] });
  return (path) => {
    if (!data) return undefined;
    const page = data.pages.find((p) => p.path === path);
    if (page) return page.views;
    return data.pages.length < TOP ? 0 : undefined;
  };
}
