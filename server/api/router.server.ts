import path from "node:path";
import express, { Router, type RequestHandler } from "express";
import type { Db } from "#db/client.server.ts";
import { apiNotFound } from "../http/errors.server.ts";
import { sameOriginWrites } from "../http/guards.server.ts";
import { requestOrigins, type OriginOf } from "../http/request-origin.server.ts";
import { adminRouter } from "./admin.server.ts";
import { exportRouter } from "./export.server.ts";
import { importRouter } from "./import.server.ts";
import { authUserRouter } from "./auth-user.server.ts";
import { autosavesRouter } from "./autosaves.server.ts";
import { blogPostsRouter } from "./blog-posts.server.ts";
import { caseStudiesRouter } from "./case-studies.server.ts";
import { contactRouter, type ContactNotifications } from "./contact.server.ts";
import { generateBlogRouter } from "./generate-blog.server.ts";
import { investorAccessRouter } from "./investor-access.server.ts";
import { objectsApiRouter } from "./objects.server.ts";
import { mediaRouter } from "./media.server.ts";
import type { MediaFiles } from "../media/files.server.ts";
import type { AltTextDescriber } from "../ai/alt-text.server.ts";
import { openApiJson } from "./openapi/document.server.ts";
import { referenceRouter } from "./openapi/reference.server.ts";
import { ogImageRouter } from "./og-image.server.ts";
import { portfolioCardsRouter } from "./portfolio-cards.server.ts";
import { previewsRouter } from "./previews.server.ts";
import { missingPagesRouter, redirectsRouter } from "./redirects.server.ts";
import type { RedirectRuleSet } from "../content/rule-set.server.ts";
import { searchRateLimits, searchRouter } from "./search.server.ts";
import { tokensRouter } from "./tokens.server.ts";
import { twoFactorRouter } from "./two-factor.server.ts";
import type { TwoFactorSetup } from "../auth/two-factor-gate.server.ts";
import { usersRouter } from "./users.server.ts";
import { invitationsRouter } from "./invitations.server.ts";
import { newsletterRouter } from "./newsletter.server.ts";
import type { AccountMail } from "../mail/account-mail.server.ts";
import { venturesRouter } from "./ventures.server.ts";
import { webhooksRouter, type WebhooksRouterOptions } from "./webhooks.server.ts";
import type { BlogGenerator } from "../ai/blog-generator.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import type { SiteAnalytics } from "../analytics/site-analytics.server.ts";

export interface ApiOptions {
  db: Db;
  publicOrigin?: string;
  /** Where addresses handed to staff point (request-origin.server.ts); from publicOrigin alone without it. */
  linkOrigin?: OriginOf;
  contactLimitPerWindow?: number;
  notifications?: ContactNotifications;
  /** The visit an enquiry came from (decision 051); without it, only the page it was sent from. */
  analytics?: SiteAnalytics;
  investorAccess?: { password: string; secret: string; attemptsPerMinute?: number };
  /** Where uploads go (POST /api/objects/upload); 503 without it. */
  storage?: ObjectStorage;
  /** The media library's files (decision 058); 503 for replacements without it. */
  mediaFiles?: MediaFiles;
  /** Alt text suggestions (POST /api/media/{id}/describe); 503 without it. */
  altTextDescriber?: AltTextDescriber;
  /** public/, where the sample images are. */
  publicDir?: string;
  /** AI drafts (POST /api/generate-blog); 503 without it. */
  blogGenerator?: BlogGenerator;
  generateLimitPerWindow?: number;
  /** The rate limit of GET /api/search, shared with the /search page (api/search.server.ts). */
  searchLimiter?: RequestHandler;
  /** Webhook endpoints (owner only). */
  webhooks?: WebhooksRouterOptions;
  /** The caller's second factors (built-in provider only; decision 034). */
  twoFactor?: TwoFactorSetup;
  /** People and invitations: whether the built-in provider signs in, and account mail when set up. */
  people?: { builtInSignIn: boolean; accountMail?: AccountMail };
  /** This instance's redirect rules, read again at once after its own rule writes (decision 054). */
  redirectRules?: RedirectRuleSet;
}

/** Everything under /api (docs/product.md#api). Unknown paths answer 404 JSON, never the HTML app. */
export function apiRouter(opts: ApiOptions): Router {
  const { db } = opts;
  const linkOrigin = opts.linkOrigin ?? requestOrigins({ publicOrigin: opts.publicOrigin }).links;
  const router = Router();
  // Owner only (decision 057); before the JSON parser: the export file is the raw body.
  router.use(
    "/admin/import",
    importRouter(db, {
      storage: opts.storage,
      allowPrivateNetworks: opts.webhooks?.allowPrivateNetworks ?? false,
      redirectRules: opts.redirectRules,
      publicOrigin: opts.publicOrigin,
    }),
  );
  router.use(express.json({ limit: "1mb", strict: true }));
  router.use(sameOriginWrites(opts.publicOrigin));
  router.use("/auth", authUserRouter());
  router.use("/portfolio-cards", portfolioCardsRouter(db));
  router.use("/case-studies", caseStudiesRouter(db));
  router.use("/blog-posts", blogPostsRouter(db));
  router.use("/ventures", venturesRouter(db));
  router.use("/admin/not-found", missingPagesRouter(db));
  // Owner only (decision 055); mounted before the staff's admin lists.
  router.use("/admin", exportRouter(db, { storage: opts.storage, publicOrigin: opts.publicOrigin }));
  router.use("/admin", adminRouter(db));
  router.use("/search", searchRouter(db, opts.searchLimiter ?? searchRateLimits(db, 60).api));
  const people = {
    linkOrigin,
    builtInSignIn: opts.people?.builtInSignIn ?? false,
    accountMail: opts.people?.accountMail,
  };
  router.use("/users", usersRouter(db, people));
  router.use("/invitations", invitationsRouter(db, people));
  router.use("/previews", previewsRouter(db, { linkOrigin }));
  router.use("/autosaves", autosavesRouter(db));
  router.use("/tokens", tokensRouter(db));
  router.use("/account/two-factor", twoFactorRouter(db, opts.twoFactor));
  router.use("/redirects", redirectsRouter(db, opts.redirectRules));
  router.use("/webhooks", webhooksRouter(db, opts.webhooks ?? { allowPrivateNetworks: false }));
  router.use(
    "/contact",
    contactRouter(db, {
      limitPerWindow: opts.contactLimitPerWindow,
      notifications: opts.notifications,
      analytics: opts.analytics,
      publicOrigin: opts.publicOrigin,
    }),
  );
  // The journal's newsletter: confirmation mails go out through the account mail (decision 050).
  router.use(
    "/newsletter",
    newsletterRouter(db, { mail: opts.people?.accountMail, limitPerWindow: opts.contactLimitPerWindow }),
  );
  router.use("/objects", objectsApiRouter({ db, storage: opts.storage, linkOrigin }));
  router.use(
    "/media",
    mediaRouter(db, {
      files: opts.mediaFiles,
      publicDir: opts.publicDir ?? path.resolve("public"),
      linkOrigin,
      describer: opts.altTextDescriber,
      limitPerWindow: opts.generateLimitPerWindow,
    }),
  );
  router.use(
    "/generate-blog",
    generateBlogRouter(db, { generator: opts.blogGenerator, limitPerWindow: opts.generateLimitPerWindow }),
  );
  if (opts.investorAccess) router.use("/investor-access", investorAccessRouter(db, opts.investorAccess));
  router.use(ogImageRouter());
  // GET /api/openapi.json and the reference at /api/docs (decision 023).
  router.use(referenceRouter(openApiJson));
  router.use(apiNotFound);
  return router;
}
