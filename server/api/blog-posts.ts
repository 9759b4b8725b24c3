import { Router } from "express";
import { isStaff } from "../../core/permissions.ts";
import { blogPostInputSchema, blogPostUpdateSchema } from "../../core/schemas/blog-post.ts";
import type { Db } from "../../db/client.ts";
import { createPost, deletePost, getPostBySlug, listPosts, updatePost } from "../content/posts.server.ts";
import { parseWith } from "../http/errors.ts";
import { parseId, parseSlug, requireJsonBody, requirePermission } from "../http/guards.ts";

// SPEC §7 blog posts. Drafts are visible to staff only; a draft's slug is 404 to everyone else.
export function blogPostsRouter(db: Db): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listPosts(db, { includeDrafts: isStaff(req.user?.role) }));
  });
  router.get("/:slug", async (req, res) => {
    res.json(await getPostBySlug(db, parseSlug(req.params.slug, "Blog post"), { includeDrafts: isStaff(req.user?.role) }));
  });
  router.post("/", requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createPost(db, parseWith(blogPostInputSchema, req.body)));
  });
  router.put("/:id", requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updatePost(db, id, parseWith(blogPostUpdateSchema, req.body)));
  });
  router.delete("/:id", requirePermission("deleteBlogPost"), async (req, res) => {
    await deletePost(db, parseId(req.params.id));
    res.status(204).end();
  });
  return router;
}
