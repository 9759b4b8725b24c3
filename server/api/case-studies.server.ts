import { Router } from "express";
import { z } from "zod";
import { isStaff } from "#core/permissions.ts";
import { caseStudyInputSchema, caseStudyUpdateSchema } from "#core/schemas/case-study.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import {
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudyById,
  getCaseStudyBySlug,
  listCaseStudies,
  pageCaseStudies,
  updateCaseStudy,
} from "../content/case-studies.server.ts";
import { notFound, parseWith } from "../http/errors.server.ts";
import { listRead, pageHeaders, pageQuery } from "../http/paging.server.ts";
import { parseId, parseSlug, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { CaseStudy, CaseStudySummary } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";
import { addRevisionRoutes, describeRevisions } from "./revisions.server.ts";

// docs/product.md#api case studies. Drafts are visible to staff only; a draft's slug is 404 to everyone else.
export const caseStudiesApi = describeApi("Case studies", "Long-form project stories on /case-studies.", {
  "GET /api/case-studies": {
    summary: "List case studies (without their bodies)",
    description: "Visitors see published ones only; staff also drafts. Paged with `limit` and `cursor`.",
    access: "public",
    query: pageQuery,
    responses: { 200: { description: "The case studies.", json: z.array(CaseStudySummary), headers: pageHeaders } },
  },
  "GET /api/case-studies/:slug": {
    summary: "Read a case study by its slug",
    description: "A draft is 404 to everyone but staff.",
    access: "public",
    responses: { 200: CaseStudy },
  },
  "POST /api/case-studies": {
    summary: "Create a case study",
    description: "Without a slug, one is made from the title (-2, -3 … when taken). HTML is sanitized.",
    access: "staff",
    body: caseStudyInputSchema,
    responses: { 201: CaseStudy },
    errors: { 409: "The slug is taken: by another entry, or as an old slug that redirects (see Redirects)." },
  },
  "PUT /api/case-studies/:id": {
    summary: "Change a case study",
    description:
      "Send only the fields to change (at least one). The first publication stamps publishedAt. A new slug for a case study that was ever live keeps the old one as a redirect.",
    access: "staff",
    body: caseStudyUpdateSchema,
    responses: { 200: CaseStudy },
    errors: { 409: "The slug is taken: by another entry, or as an old slug that redirects (see Redirects)." },
  },
  "DELETE /api/case-studies/:id": {
    summary: "Delete a case study",
    access: "staff",
    responses: { 204: "Deleted." },
  },
  ...describeRevisions("case-study"),
});

export function caseStudiesRouter(db: Db): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const includeDrafts = isStaff(req.user?.role);
    await listRead(req, res, {
      whole: () => listCaseStudies(db, { includeDrafts }),
      page: (page) => pageCaseStudies(db, { includeDrafts, ...page }),
    });
  });
  router.get("/:slug", async (req, res) => {
    const study = await getCaseStudyBySlug(db, parseSlug(req.params.slug, "Case study"), {
      includeDrafts: isStaff(req.user?.role),
    });
    if (!study) throw notFound("Case study");
    res.json(study);
  });
  router.post("/", changesContent, requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createCaseStudy(db, parseWith(caseStudyInputSchema, req.body), writeContext(req)));
  });
  router.put("/:id", changesContent, requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updateCaseStudy(db, id, parseWith(caseStudyUpdateSchema, req.body), writeContext(req)));
  });
  router.delete("/:id", changesContent, requirePermission("deleteCaseStudy"), async (req, res) => {
    await deleteCaseStudy(db, parseId(req.params.id), writeContext(req));
    res.status(204).end();
  });
  addRevisionRoutes(router, db, {
    kind: "case-study",
    writePermission: "writeContent",
    getById: getCaseStudyById,
    updateSchema: caseStudyUpdateSchema,
    update: updateCaseStudy,
  });
  return router;
}
