import { Router } from "express";
import { z } from "zod";
import { isStaff } from "#core/permissions.ts";
import { blogPostInputSchema, blogPostUpdateSchema } from "#core/schemas/blog-post.ts";
import type { Db } from "#db/client.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import {
  createPost,
  deletePost,
  getPostById,
  getPostBySlug,
  listPosts,
  pagePosts,
  updatePost,
} from "../content/posts.server.ts";
import { listRead, pageHeaders, pageQuery } from "../http/paging.server.ts";
import { notFound, parseWith } from "../http/errors.server.ts";
import { parseId, parseSlug, requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { changesContent } from "../http/content-changes.server.ts";
import { BlogPost, BlogPostSummary } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";
import { addRevisionRoutes, describeRevisions } from "./revisions.server.ts";

// docs/product.md#api blog posts. Drafts are visible to staff only; a draft's slug is 404 to everyone else.
export const blogPostsApi = describeApi("Blog posts", "The journal on /journal.", {
  "GET /api/blog-posts": {
    summary: "List blog posts (without their bodies)",
    description:
      "Visitors see published ones only; staff also drafts. Featured first, then newest. Paged with `limit` and `cursor`.",
    access: "public",
    query: pageQuery,
    responses: { 200: { description: "The posts.", json: z.array(BlogPostSummary), headers: pageHeaders } },
  },
  "GET /api/blog-posts/:slug": {
    summary: "Read a blog post by its slug",
    description: "A draft is 404 to everyone but staff.",
    access: "public",
    responses: { 200: BlogPost },
  },
  "POST /api/blog-posts": {
    summary: "Create a blog post",
    description: "Without a slug, one is made from the title (-2, -3 … when taken). HTML is sanitized.",
    access: "staff",
    body: blogPostInputSchema,
    responses: { 201: BlogPost },
    errors: { 409: "The slug is taken: by another entry, or as an old slug that redirects (see Redirects)." },
  },
  "PUT /api/blog-posts/:id": {
    summary: "Change a blog post",
    description:
      "Send only the fields to change (at least one). The first publication stamps publishedAt. A new slug for a post that was ever live keeps the old one as a redirect.",
    access: "staff",
    body: blogPostUpdateSchema,
    responses: { 200: BlogPost },
    errors: { 409: "The slug is taken: by another entry, or as an old slug that redirects (see Redirects)." },
  },
  "DELETE /api/blog-posts/:id": {
    summary: "Delete a blog post",
    access: "owner",
    responses: { 204: "Deleted." },
  },
  ...describeRevisions("post"),
});

export function blogPostsRouter(db: Db): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const includeDrafts = isStaff(req.user?.role);
    await listRead(req, res, {
      whole: () => listPosts(db, { includeDrafts }),
      page: (page) => pagePosts(db, { includeDrafts, ...page }),
    });
  });
  router.get("/:slug", async (req, res) => {
    const post = await getPostBySlug(db, parseSlug(req.params.slug, "Blog post"), {
      includeDrafts: isStaff(req.user?.role),
    });
    if (!post) throw notFound("Blog post");
    res.json(post);
  });
  router.post("/", changesContent, requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    res.status(201).json(await createPost(db, parseWith(blogPostInputSchema, req.body), writeContext(req)));
  });
  router.put("/:id", changesContent, requirePermission("writeContent"), requireJsonBody, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await updatePost(db, id, parseWith(blogPostUpdateSchema, req.body), writeContext(req)));
  });
  router.delete("/:id", changesContent, requirePermission("deleteBlogPost"), async (req, res) => {
    await deletePost(db, parseId(req.params.id), writeContext(req));
    res.status(204).end();
  });
  addRevisionRoutes(router, db, {
    kind: "post",
    writePermission: "writeContent",
    getById: getPostById,
    updateSchema: blogPostUpdateSchema,
    update: updatePost,
  });
  return router;
}
