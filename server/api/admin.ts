import { Router } from "express";
import type { Db } from "../../db/client.ts";
import { listAllCaseStudiesForAdmin } from "../content/case-studies.server.ts";
import { listAllPostsForAdmin } from "../content/posts.server.ts";
import { requirePermission } from "../http/guards.ts";
import { enquiriesRouter } from "./enquiries.ts";

// SPEC §7 admin lists: every entry with its full body, for the dashboard's edit dialogs.
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
