import { Router } from "express";
import { ventureInputSchema, ventureUpdateSchema } from "../../core/schemas/venture.ts";
import type { Db } from "../../db/client.ts";
import { createVenture, listVentures, seedVentures, updateVenture } from "../content/ventures.server.ts";
import { parseWith } from "../http/errors.ts";
import { parseId, requireJsonBody, requirePermission } from "../http/guards.ts";

// SPEC §7 ventures: any signed-in user reads; staff add, edit and seed (DESIGN.md §4).
export function venturesRouter(db: Db): Router {
  const router = Router();
  router.get("/", requirePermission("readVentures"), async (_req, res) => {
    res.json(await listVentures(db));
  });
  router.post("/", requirePermission("writeVentures"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createVenture(db, parseWith(ventureInputSchema, req.body)));
  });
  router.post("/seed", requirePermission("writeVentures"), async (_req, res) => {
    res.status(201).json(await seedVentures(db));
  });
  router.put("/:id", requirePermission("writeVentures"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateVenture(db, id, parseWith(ventureUpdateSchema, req.body)));
  });
  return router;
}
