import { ANALYTICS_MAX_DAYS } from "#core/analytics.ts";
import { dayBefore } from "#core/schemas/analytics.ts";

// The Analytics section's range (issue 31): the last 7, 30 or 90 UTC days, or two dates of one's own.

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function presetRange(days: Preset, today = todayUtc()): DayRange {
  return { from: dayBefore(today, days - 1), to: today };
}

/** A custom range the API takes, or what is wrong with it. */
export function checkRange(range: DayRange): string | undefined {
  if (!range.from || !range.to) return "Choose both dates.";
  if (range.from > range.to) return "The first date must not be after the last.";
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  if (days > ANALYTICS_MAX_DAYS) return `Choose at most ${ANALYTICS_MAX_DAYS} days.`;
  return undefined;
}

export function reportPath(range: DayRange, path?: string, format: "json" | "csv" = "json"): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(path ? { path } : {}) });
  return `/api/admin/analytics${format === "csv" ? ".csv" : ""}?${query}`;
}
