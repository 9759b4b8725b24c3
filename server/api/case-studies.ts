import { Router } from "express";
import { isStaff } from "../../core/permissions.ts";
import { caseStudyInputSchema, caseStudyUpdateSchema } from "../../core/schemas/case-study.ts";
import type { Db } from "../../db/client.ts";
import {
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudyBySlug,
  listCaseStudies,
  updateCaseStudy,
} from "../content/case-studies.server.ts";
import { parseWith } from "../http/errors.ts";
import { parseId, parseSlug, requireJsonBody, requirePermission } from "../http/guards.ts";

// SPEC §7 case studies. Drafts are visible to staff only; a draft's slug is 404 to everyone else.
export function caseStudiesRouter(db: Db): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listCaseStudies(db, { includeDrafts: isStaff(req.user?.role) }));
  });
  router.get("/:slug", async (req, res) => {
    res.json(await getCaseStudyBySlug(db, parseSlug(req.params.slug, "Case study"), { includeDrafts: isStaff(req.user?.role) }));
  });
  router.post("/", requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createCaseStudy(db, parseWith(caseStudyInputSchema, req.body)));
  });
  router.put("/:id", requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateCaseStudy(db, id, parseWith(caseStudyUpdateSchema, req.body)));
  });
  router.delete("/:id", requirePermission("deleteCaseStudy"), async (req, res) => {
    await deleteCaseStudy(db, parseId(req.params.id));
    res.status(204).end();
  });
  return router;
}
