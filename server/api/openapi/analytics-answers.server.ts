import { z } from "zod";
import { named } from "./answers.server.ts";

// The analytics answers (issue 31, decision 051), beside answers.server.ts.

const count = z.number().int().min(0);

export const AnalyticsReport = named(
  "AnalyticsReport",
  z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    totals: z.object({ views: count, visitors: count, enquiries: count }),
    series: z.array(z.object({ date: z.iso.date(), views: count, visitors: count })),
    pages: z.array(z.object({ path: z.string(), views: count, visitors: count, enquiries: count })),
    referrers: z.array(z.object({ source: z.string(), visitors: count })),
    campaigns: z.array(
      z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visitors: count, enquiries: count }),
    ),
  }),
  "Views and visitors of the public site over a range of UTC days, with the enquiries they brought.",
);
