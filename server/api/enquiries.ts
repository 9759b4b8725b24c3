import { Router } from "express";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { enquiriesCsv, listEnquiries, setEnquiryHandled } from "../content/enquiries.server.ts";
import { parseWith } from "../http/errors.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.ts";

// The staff inbox: GET /api/admin/enquiries, PUT /api/admin/enquiries/:id, GET /api/admin/enquiries.csv.
export function enquiriesRouter(db: Db): Router {
  const router = Router();
  const guard = requirePermission("readEnquiries");
  router.get("/enquiries", guard, async (_req, res) => {
    res.json(await listEnquiries(db));
  });
  router.get("/enquiries.csv", guard, async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res
      .type("text/csv; charset=utf-8")
      .attachment(`enquiries-${day}.csv`)
      .send(await enquiriesCsv(db));
  });
  router.put("/enquiries/:id", guard, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const { isHandled } = parseWith(z.strictObject({ isHandled: z.boolean({ error: "Must be true or false." }) }), req.body);
    res.json(await setEnquiryHandled(db, id, isHandled));
  });
  return router;
}
