import { Router } from "express";
import { writeContext } from "../http/write-context.server.ts";
import { z } from "zod";
import type { Db } from "#db/client.server.ts";
import { enquiriesCsv, listEnquiries, setEnquiryHandled } from "../content/enquiries.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { Enquiry, InboxEnquiry } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// The staff inbox: GET /api/admin/enquiries, PUT /api/admin/enquiries/:id, GET /api/admin/enquiries.csv.
export const enquiryHandledSchema = z.strictObject({ isHandled: z.boolean({ error: "Must be true or false." }) });

export const enquiriesApi = describeApi("Enquiries", "Messages sent through the contact form: the staff inbox.", {
  "GET /api/admin/enquiries": {
    summary: "List enquiries",
    description: "Newest first, each with the state of its notification mail.",
    access: "staff",
    responses: { 200: z.array(InboxEnquiry) },
  },
  "GET /api/admin/enquiries.csv": {
    summary: "Download the enquiries as CSV",
    description: "UTF-8 with a byte-order mark, for spreadsheets; cells never start a formula.",
    access: "staff",
    responses: { 200: { description: "The CSV file (an attachment).", media: { "text/csv": {} } } },
  },
  "PUT /api/admin/enquiries/:id": {
    summary: "Mark an enquiry handled or not",
    access: "staff",
    body: enquiryHandledSchema,
    responses: { 200: Enquiry },
  },
});

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
  router.put("/enquiries/:id", changesContent, guard, requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    const { isHandled } = parseWith(enquiryHandledSchema, req.body);
    res.json(await setEnquiryHandled(db, id, isHandled, writeContext(req)));
  });
  return router;
}
