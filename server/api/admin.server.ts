import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { adminListQuerySchema, type AdminListQuery } from "#core/schemas/admin-list.ts";
import type { Db } from "#db/client.server.ts";
import {
  getCaseStudyForAdmin,
  listAllCaseStudiesForAdmin,
  pageAllCaseStudiesForAdmin,
} from "../content/case-studies.server.ts";
import type { Page, PageRequest } from "../content/keyset.server.ts";
import { getPostForAdmin, listAllPostsForAdmin, pageAllPostsForAdmin } from "../content/posts.server.ts";
import { pageHeaders, pageQuery, pageRequestOf } from "../http/paging.server.ts";
import { notFound, parseWith } from "../http/errors.server.ts";
import { parseId, requirePermission } from "../http/guards.server.ts";
import { analyticsRouter } from "./analytics.server.ts";
import { auditRouter } from "./audit.server.ts";
import { enquiriesRouter } from "./enquiries.server.ts";
import { AdminBlogPost, AdminCaseStudy } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

const totalHeaders = {
  ...pageHeaders,
  "X-Total-Count": { description: "With `limit`: the number of entries the search and filter keep, on every page." },
};
const listQuery = pageQuery.extend(adminListQuerySchema.shape);

// docs/product.md#api admin lists: every entry with its full body, for the dashboard's edit dialogs;
// searched by title or slug (`q`) and filtered by state (`status`) for the Blog Posts and Case
// Studies tabs, whose address holds the same parameters.
export const adminApi = describeApi("Admin lists", "Every entry, drafts included, with its full body.", {
  "GET /api/admin/blog-posts": {
    summary: "Every blog post with its body",
    description:
      "Scheduled first, then newest; each with its derived `status`. `q` keeps posts whose title or slug holds the text, `status` those in one state. Paged with `limit` and `cursor` (the `Link` keeps `q` and `status`); a page carries `X-Total-Count`.",
    access: "staff",
    query: listQuery,
    responses: { 200: { description: "The posts.", json: z.array(AdminBlogPost), headers: totalHeaders } },
  },
  "GET /api/admin/blog-posts/:id": {
    summary: "One blog post with its body and status",
    description: "Whatever its state: what the dashboard's address `?tab=posts&edit={id}` opens.",
    access: "staff",
    responses: { 200: AdminBlogPost },
  },
  "GET /api/admin/case-studies": {
    summary: "Every case study with its body",
    description:
      "Scheduled first, then in the public order, drafts included; each with its derived `status`. `q` keeps case studies whose title or slug holds the text, `status` those in one state. Paged with `limit` and `cursor` (the `Link` keeps `q` and `status`); a page carries `X-Total-Count`.",
    access: "staff",
    query: listQuery,
    responses: { 200: { description: "The case studies.", json: z.array(AdminCaseStudy), headers: totalHeaders } },
  },
  "GET /api/admin/case-studies/:id": {
    summary: "One case study with its body and status",
    description: "Whatever its state: what the dashboard's address `?tab=case-studies&edit={id}` opens.",
    access: "staff",
    responses: { 200: AdminCaseStudy },
  },
});

/**
 * A filtered admin list: the whole list, or one page whose `Link` repeats the filter (http/paging's
 * sendPage names only `limit` and `cursor`), so following it stays inside the same search.
 */
async function filteredListRead<T>(
  req: Request,
  res: Response,
  read: {
    whole: (filter: AdminListQuery) => Promise<T[]>;
    page: (page: PageRequest, filter: AdminListQuery) => Promise<Page<T> & { total: number }>;
  },
): Promise<void> {
  const filter = parseWith(adminListQuerySchema, req.query);
  const page = pageRequestOf(req);
  if (!page) return void res.json(await read.whole(filter));
  const { items, nextCursor, total } = await read.page(page, filter);
  if (nextCursor) {
    const next = new URLSearchParams({
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      limit: String(page.limit),
      cursor: nextCursor,
    });
    res.setHeader("Link", `<${req.baseUrl}${req.path}?${next}>; rel="next"`);
  }
  res.setHeader("X-Total-Count", String(total));
  res.json(items);
}

export function adminRouter(db: Db): Router {
  const router = Router();
  router.use(enquiriesRouter(db));
  router.use(auditRouter(db));
  router.use(analyticsRouter(db));
  router.use(requirePermission("readAllContent"));
  router.get("/blog-posts", async (req, res) => {
    await filteredListRead(req, res, {
      whole: (filter) => listAllPostsForAdmin(db, filter),
      page: (page, filter) => pageAllPostsForAdmin(db, page, filter),
    });
  });
  router.get("/blog-posts/:id", async (req, res) => {
    const post = await getPostForAdmin(db, parseId(req.params.id));
    if (!post) throw notFound("Blog post");
    res.json(post);
  });
  router.get("/case-studies", async (req, res) => {
    await filteredListRead(req, res, {
      whole: (filter) => listAllCaseStudiesForAdmin(db, filter),
      page: (page, filter) => pageAllCaseStudiesForAdmin(db, page, filter),
    });
  });
  router.get("/case-studies/:id", async (req, res) => {
    const study = await getCaseStudyForAdmin(db, parseId(req.params.id));
    if (!study) throw notFound("Case study");
    res.json(study);
  });
  return router;
}
