// A break-even target is free text ("Q3 2025", "2025-09", "Sep 2025", "H2 2025", "2025", "Month 18",
// "Achieved"). When it names a period, the end of that period is the deadline; a target whose deadline
// has passed and that does not say "Achieved" is overdue (issue 27, item 5). Periods are read in UTC.

export type BreakEvenState = "achieved" | "overdue" | "upcoming" | "unknown";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const YEAR = String.raw`((?:19|20)\d{2})`;

/** The first instant after the period: month `endMonth` (0-based, may be 12) of `year`. */
const after = (year: number, endMonth: number) => new Date(Date.UTC(year, endMonth, 1));

const PATTERNS: [RegExp, (m: RegExpExecArray) => Date | null][] = [
  // Q3 2025, Q3-2025, Q3/2025, 2025 Q3
  [new RegExp(String.raw`\bQ([1-4])\W{0,2}${YEAR}\b`, "i"), (m) => after(+m[2]!, +m[1]! * 3)],
  [new RegExp(String.raw`\b${YEAR}\W{0,2}Q([1-4])\b`, "i"), (m) => after(+m[1]!, +m[2]! * 3)],
  // H2 2025, 2025 H2
  [new RegExp(String.raw`\bH([12])\W{0,2}${YEAR}\b`, "i"), (m) => after(+m[2]!, +m[1]! * 6)],
  [new RegExp(String.raw`\b${YEAR}\W{0,2}H([12])\b`, "i"), (m) => after(+m[1]!, +m[2]! * 6)],
  // 2025-09, 2025/09
  [new RegExp(String.raw`\b${YEAR}[-/.](0?[1-9]|1[0-2])\b`), (m) => after(+m[1]!, +m[2]!)],
  // 09/2025
  [new RegExp(String.raw`\b(0?[1-9]|1[0-2])[-/.]${YEAR}\b`), (m) => after(+m[2]!, +m[1]!)],
  // Sep 2025, September 2025, Sept. 2025
  [
    new RegExp(String.raw`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+${YEAR}\b`, "i"),
    (m) => after(+m[2]!, MONTHS.indexOf(m[1]!.toLowerCase()) + 1),
  ],
  // 2025
  [new RegExp(String.raw`\b${YEAR}\b`), (m) => after(+m[1]! + 1, 0)],
];

/** The deadline a target names: the first instant after its period; null when it names none ("Month 18"). */
export function breakEvenDeadline(target: string | null | undefined): Date | null {
  const text = (target ?? "").trim();
  for (const [pattern, end] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return end(match);
  }
  return null;
}

export const isAchieved = (target: string | null | undefined) => /\bachieved\b/i.test(target ?? "");

/** Where a target stands at `now`: achieved, overdue (its period has ended), upcoming, or unknown. */
export function breakEvenState(target: string | null | undefined, now: Date): BreakEvenState {
  if (isAchieved(target)) return "achieved";
  const deadline = breakEvenDeadline(target);
  if (!deadline) return "unknown";
  return now.getTime() >= deadline.getTime() ? "overdue" : "upcoming";
}
