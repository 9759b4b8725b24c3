import { Router } from "express";
import { z } from "zod";
import { ventureInputSchema, ventureUpdateSchema } from "#core/schemas/venture.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import {
  createVenture,
  getVentureById,
  listVentures,
  pageVentures,
  seedVentures,
  updateVenture,
} from "../content/ventures.server.ts";
import { listRead, pageHeaders, pageQuery } from "../http/paging.server.ts";
import { parseWith } from "../http/errors.server.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { Venture } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";
import { addRevisionRoutes, describeRevisions } from "./revisions.server.ts";

// docs/product.md#api ventures: any signed-in user reads; staff add, edit and seed (#roles).
export const venturesApi = describeApi("Ventures", "The studio's ventures in the portfolio dashboard.", {
  "GET /api/ventures": {
    summary: "List ventures",
    description: "Oldest first. Paged with `limit` and `cursor`.",
    access: "signed-in",
    query: pageQuery,
    responses: { 200: { description: "The ventures.", json: z.array(Venture), headers: pageHeaders } },
  },
  "POST /api/ventures": {
    summary: "Add a venture",
    access: "staff",
    body: ventureInputSchema,
    responses: { 201: Venture },
  },
  "POST /api/ventures/seed": {
    summary: "Load the sample ventures into an empty table",
    access: "staff",
    responses: { 201: z.array(Venture) },
    errors: { 409: "There are ventures already." },
  },
  "PUT /api/ventures/:id": {
    summary: "Change a venture",
    description: "Send only the fields to change (at least one).",
    access: "staff",
    body: ventureUpdateSchema,
    responses: { 200: Venture },
  },
  ...describeRevisions("venture"),
});

export function venturesRouter(db: Db): Router {
  const router = Router();
  router.get("/", requirePermission("readVentures"), async (req, res) => {
    await listRead(req, res, { whole: () => listVentures(db), page: (page) => pageVentures(db, page) });
  });
  router.post("/", changesContent, requirePermission("writeVentures"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createVenture(db, parseWith(ventureInputSchema, req.body), writeContext(req)));
  });
  router.post("/seed", changesContent, requirePermission("writeVentures"), async (req, res) => {
    res.status(201).json(await seedVentures(db, writeContext(req, "seed")));
  });
  router.put("/:id", changesContent, requirePermission("writeVentures"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateVenture(db, id, parseWith(ventureUpdateSchema, req.body), writeContext(req)));
  });
  addRevisionRoutes(router, db, {
    kind: "venture",
    writePermission: "writeVentures",
    getById: getVentureById,
    updateSchema: ventureUpdateSchema,
    update: updateVenture,
  });
  return router;
}
