import { Router } from "express";
import { analyticsQueryFields, analyticsQuerySchema } from "#core/schemas/analytics.ts";
import type { Db } from "#db/client.server.ts";
import { analyticsCsv, analyticsReport } from "../analytics/report.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { requirePermission } from "../http/guards.server.ts";
import { AnalyticsReport } from "./openapi/analytics-answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// Site analytics (DESIGN §3d, decision 051): team and owner (§4d).
export const analyticsApi = describeApi(
  "Analytics",
  "Cookieless page-view counts of the public site, and where enquiries came from.",
  {
    "GET /api/admin/analytics": {
      summary: "Views, visitors and enquiries over a range of days",
      description:
        "Every day of the range in `series` (zeros included); `pages`, `referrers` and `campaigns` are the top 100 of the range. Visitors are counted per UTC day, so a range's visitors are the sum of its days'. Referrers and campaigns are those of each visitor's first page of the day; `(direct)` is a visit without a referring site. `path` narrows everything to one page.",
      access: "staff",
      query: analyticsQueryFields,
      responses: { 200: AnalyticsReport },
    },
    "GET /api/admin/analytics.csv": {
      summary: "Download the same report as CSV",
      description: "One section per list (series, pages, referrers, campaigns). Cells never start a formula.",
      access: "staff",
      query: analyticsQueryFields,
      responses: { 200: { description: "The CSV file (an attachment).", media: { "text/csv": {} } } },
    },
  },
);

export function analyticsRouter(db: Db): Router {
  const router = Router();
  const guard = requirePermission("readAnalytics");
  router.get("/analytics", guard, async (req, res) => {
    res.json(await analyticsReport(db, parseWith(analyticsQuerySchema, req.query)));
  });
  router.get("/analytics.csv", guard, async (req, res) => {
    const report = await analyticsReport(db, parseWith(analyticsQuerySchema, req.query));
    res
      .type("text/csv; charset=utf-8")
      .attachment(`analytics-${report.from}-${report.to}.csv`)
      .send(analyticsCsv(report));
  });
  return router;
}
