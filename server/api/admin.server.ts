import { Router } from "express";
import { z } from "zod";
import type { Db } from "#db/client.server.ts";
import { listAllCaseStudiesForAdmin, pageAllCaseStudiesForAdmin } from "../content/case-studies.server.ts";
import { listAllPostsForAdmin, pageAllPostsForAdmin } from "../content/posts.server.ts";
import { listRead, pageHeaders, pageQuery } from "../http/paging.server.ts";
import { requirePermission } from "../http/guards.server.ts";
import { auditRouter } from "./audit.server.ts";
import { enquiriesRouter } from "./enquiries.server.ts";
import { AdminBlogPost, AdminCaseStudy } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

const totalHeaders = {
  ...pageHeaders,
  "X-Total-Count": { description: "With `limit`: the number of entries in the whole list." },
};

// docs/product.md#api admin lists: every entry with its full body, for the dashboard's edit dialogs.
export const adminApi = describeApi("Admin lists", "Every entry, drafts included, with its full body.", {
  "GET /api/admin/blog-posts": {
    summary: "Every blog post with its body",
    description:
      "Scheduled first, then newest; each with its derived `status`. Paged with `limit` and `cursor`; a page carries `X-Total-Count`.",
    access: "staff",
    query: pageQuery,
    responses: { 200: { description: "The posts.", json: z.array(AdminBlogPost), headers: totalHeaders } },
  },
  "GET /api/admin/case-studies": {
    summary: "Every case study with its body",
    description:
      "Scheduled first, then in the public order, drafts included; each with its derived `status`. Paged with `limit` and `cursor`; a page carries `X-Total-Count`.",
    access: "staff",
    query: pageQuery,
    responses: { 200: { description: "The case studies.", json: z.array(AdminCaseStudy), headers: totalHeaders } },
  },
});

export function adminRouter(db: Db): Router {
  const router = Router();
  router.use(enquiriesRouter(db));
  router.use(auditRouter(db));
  router.use(requirePermission("readAllContent"));
  router.get("/blog-posts", async (req, res) => {
    await listRead(req, res, { whole: () => listAllPostsForAdmin(db), page: (page) => pageAllPostsForAdmin(db, page) });
  });
  router.get("/case-studies", async (req, res) => {
    await listRead(req, res, {
      whole: () => listAllCaseStudiesForAdmin(db),
      page: (page) => pageAllCaseStudiesForAdmin(db, page),
    });
  });
  return router;
}
