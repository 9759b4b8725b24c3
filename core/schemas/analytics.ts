import { z } from "zod";
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from "../analytics.ts";

// GET /api/admin/analytics (DESIGN §3d "Site analytics"): a range of UTC days, inclusive.

const DAY_MS = 86_400_000;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Must be a date as YYYY-MM-DD." })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: "Must be a real date.",
    },
  );

/** The query's fields, as the API description shows them. */
export const analyticsQueryFields = z.object({
  from: isoDay
    .optional()
    .describe(`First day (UTC), YYYY-MM-DD; by default ${ANALYTICS_DEFAULT_DAYS - 1} days before \`to\`.`),
  to: isoDay.optional().describe("Last day (UTC), YYYY-MM-DD, inclusive; today by default."),
  path: z
    .string()
    .regex(/^\/[^\s?#]{0,299}$/, { error: "Must be a page path starting with /." })
    .optional()
    .describe("One page (as counted: lower case, no trailing slash): its views, and the visits that landed on it."),
});

export const analyticsQuerySchema = analyticsQueryFields.transform((q, ctx) => {
  const to = q.to ?? new Date().toISOString().slice(0, 10);
  const from = q.from ?? dayBefore(to, ANALYTICS_DEFAULT_DAYS - 1);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) ctx.addIssue({ code: "custom", path: ["from"], message: "Must not be after `to`." });
  else if (days > ANALYTICS_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["from"], message: `The range is at most ${ANALYTICS_MAX_DAYS} days.` });
  return { from, to, path: q.path };
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
