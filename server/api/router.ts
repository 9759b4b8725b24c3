import express, { Router } from "express";
import type { Db } from "../../db/client.ts";
import { apiNotFound } from "../http/errors.ts";
import { sameOriginWrites } from "../http/guards.ts";
import { adminRouter } from "./admin.ts";
import { authUserRouter } from "./auth-user.ts";
import { blogPostsRouter } from "./blog-posts.ts";
import { caseStudiesRouter } from "./case-studies.ts";
import { contactRouter, type ContactNotifications } from "./contact.ts";
import { generateBlogRouter } from "./generate-blog.ts";
import { investorAccessRouter } from "./investor-access.ts";
import { objectsApiRouter } from "./objects.ts";
import { openApiJson } from "./openapi/document.ts";
import { referenceRouter } from "./openapi/reference.ts";
import { ogImageRouter } from "./og-image.ts";
import { portfolioCardsRouter } from "./portfolio-cards.ts";
import { tokensRouter } from "./tokens.ts";
import { usersRouter } from "./users.ts";
import { venturesRouter } from "./ventures.ts";
import { webhooksRouter, type WebhooksRouterOptions } from "./webhooks.ts";
import type { BlogGenerator } from "../ai/blog-generator.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";

export interface ApiOptions {
  db: Db;
  publicOrigin?: string;
  contactLimitPerWindow?: number;
  notifications?: ContactNotifications;
  investorAccess?: { password: string; secret: string; attemptsPerMinute?: number };
  /** Where uploads go (POST /api/objects/upload); 503 without it. */
  storage?: ObjectStorage;
  /** AI drafts (POST /api/generate-blog); 503 without it. */
  blogGenerator?: BlogGenerator;
  generateLimitPerWindow?: number;
  /** Webhook endpoints (owner only). */
  webhooks?: WebhooksRouterOptions;
}

/** Everything under /api (SPEC §7). Unknown paths answer 404 JSON, never the HTML app. */
export function apiRouter(opts: ApiOptions): Router {
  const { db } = opts;
  const router = Router();
  router.use(express.json({ limit: "1mb", strict: true }));
  router.use(sameOriginWrites(opts.publicOrigin));
  router.use("/auth", authUserRouter());
  router.use("/portfolio-cards", portfolioCardsRouter(db));
  router.use("/case-studies", caseStudiesRouter(db));
  router.use("/blog-posts", blogPostsRouter(db));
  router.use("/ventures", venturesRouter(db));
  router.use("/admin", adminRouter(db));
  router.use("/users", usersRouter(db));
  router.use("/tokens", tokensRouter(db));
  router.use("/webhooks", webhooksRouter(db, opts.webhooks ?? { allowPrivateNetworks: false }));
  router.use("/contact", contactRouter(db, { limitPerWindow: opts.contactLimitPerWindow, notifications: opts.notifications }));
  router.use("/objects", objectsApiRouter({ storage: opts.storage, publicOrigin: opts.publicOrigin }));
  router.use("/generate-blog", generateBlogRouter(db, { generator: opts.blogGenerator, limitPerWindow: opts.generateLimitPerWindow }));
  if (opts.investorAccess) router.use("/investor-access", investorAccessRouter(db, opts.investorAccess));
  router.use(ogImageRouter());
  // GET /api/openapi.json and the reference at /api/docs (decision 023).
  router.use(referenceRouter(openApiJson));
  router.use(apiNotFound);
  return router;
}
