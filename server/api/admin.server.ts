import { Router } from "express";
import { z } from "zod";
import type { Db } from "#db/client.server.ts";
import { listAllCaseStudiesForAdmin } from "../content/case-studies.server.ts";
import { listAllPostsForAdmin } from "../content/posts.server.ts";
import { requirePermission } from "../http/guards.server.ts";
import { enquiriesRouter } from "./enquiries.server.ts";
import { BlogPost, CaseStudy } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// docs/product.md#api admin lists: every entry with its full body, for the dashboard's edit dialogs.
export const adminApi = describeApi("Admin lists", "Every entry, drafts included, with its full body.", {
  "GET /api/admin/blog-posts": {
    summary: "Every blog post with its body",
    description: "Newest first.",
    access: "staff",
    responses: { 200: z.array(BlogPost) },
  },
  "GET /api/admin/case-studies": {
    summary: "Every case study with its body",
    access: "staff",
    responses: { 200: z.array(CaseStudy) },
  },
});

export function adminRouter(db: Db): Router {
  const router = Router();
  router.use(enquiriesRouter(db));
  router.use(requirePermission("readAllContent"));
  router.get("/blog-posts", async (_req, res) => {
    res.json(await listAllPostsForAdmin(db));
  });
  router.get("/case-studies", async (_req, res) => {
    res.json(await listAllCaseStudiesForAdmin(db));
  });
  return router;
}
