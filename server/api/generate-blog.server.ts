import { Router } from "express";
import { generateBlogInputSchema } from "#core/schemas/generate-blog.ts";
import type { BlogGenerator } from "../ai/blog-generator.server.ts";
import { HttpError, parseWith } from "../http/errors.server.ts";
import { requireJsonBody, requirePermission } from "../http/guards.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import type { Db } from "#db/client.server.ts";
import { BlogDraft } from "./openapi/answers.server.ts";
import { describeApi } from "./openapi/describe.server.ts";

// POST /api/generate-blog { prompt, projectName? } → { title, content, excerpt, category, tags, readTime }
// (docs/product.md#api), for staff, a few per user and window: each call costs money upstream.

export const AI_NOT_CONFIGURED = "AI generation is not configured: set OPENAI_API_KEY";

export const generateBlogApi = describeApi("AI drafts", "Blog post drafts from an OpenAI-compatible model.", {
  "POST /api/generate-blog": {
    summary: "Draft a blog post with AI",
    description: "Nothing is stored: the draft is for the post form.",
    access: "staff",
    body: generateBlogInputSchema,
    responses: { 200: BlogDraft },
    errors: {
      429: "Too many AI drafts (10 per 10 minutes per person).",
      502: "The model failed, timed out or answered unusable output.",
      503: AI_NOT_CONFIGURED,
    },
  },
});

export function generateBlogRouter(db: Db, opts: { generator?: BlogGenerator; limitPerWindow?: number }): Router {
  const router = Router();
  const limiter = sharedRateLimit(db, "generate-blog", {
    windowMs: 10 * 60 * 1000,
    limit: opts.limitPerWindow ?? 10,
    keyGenerator: (req) => req.user!.id,
    handler: (_req, _res, next) =>
      next(new HttpError(429, "Too many AI generations. Please wait a few minutes and try again.")),
  });
  router.post(
    "/",
    noContentChange,
    requirePermission("generateContent"),
    // A bad request is the caller's to fix whatever the server's setup: 400 before 503.
    requireJsonBody,
    (req, res, next) => {
      res.locals.generateInput = parseWith(generateBlogInputSchema, req.body);
      next();
    },
    (_req, _res, next) => next(opts.generator ? undefined : new HttpError(503, AI_NOT_CONFIGURED)),
    limiter,
    async (_req, res) => {
      res.json(await opts.generator!.generate(res.locals.generateInput));
    },
  );
  return router;
}
