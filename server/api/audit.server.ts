import { Router } from "express";
import { auditPageSchema, auditQuerySchema } from "#core/schemas/audit.ts";
import type { Db } from "#db/client.server.ts";
import { auditCsv, pageAudit } from "../audit/audit.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { requirePermission } from "../http/guards.server.ts";
import { AuditPage } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The audit log (docs/product.md#audit-log), owner only. It has no write routes: entries are
// never edited or deleted through the API, only by the retention purge.
export const auditApi = describeApi("Audit log", "Who changed what, when and from where.", {
  "GET /api/admin/audit": {
    summary: "Read the audit log",
    description: "Newest first, filtered by actor, action, entity and time (`from`, `to`: ISO 8601, inclusive).",
    access: "owner",
    query: auditPageSchema,
    responses: { 200: AuditPage },
  },
  "GET /api/admin/audit.csv": {
    summary: "Export the audit log as CSV",
    description: "The same filters; at most the newest 50,000 entries. Cells never start a spreadsheet formula.",
    access: "owner",
    query: auditQuerySchema,
    responses: { 200: { description: "The entries.", media: { "text/csv": { description: "UTF-8 with a BOM." } } } },
  },
});

export function auditRouter(db: Db): Router {
  const router = Router();
  const owner = requirePermission("readAuditLog");
  router.get("/audit", owner, async (req, res) => {
    res.json(await pageAudit(db, parseWith(auditPageSchema, req.query)));
  });
  router.get("/audit.csv", owner, async (req, res) => {
    const csv = await auditCsv(db, parseWith(auditQuerySchema, req.query));
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="audit-log.csv"');
    res.send(csv);
  });
  return router;
}
