import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type RequestHandler, type Router } from "express";
import compression from "compression";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { apiRouter } from "./api/router.server.ts";
import type { ContactNotifications } from "./api/contact.server.ts";
import { loadUser, sessionMiddleware } from "./auth/session.server.ts";
import { apiTokenAuth } from "./auth/bearer-token.server.ts";
import { requireTwoFactorForStaff, type TwoFactorSetup } from "./auth/two-factor-gate.server.ts";
import { errorHandler } from "./http/errors.server.ts";
import { healthRouter } from "./http/health.server.ts";
import { siteFont, SITE_FONT_PATH } from "./http/site-font.server.ts";
import { contentSecurityPolicy } from "./http/content-security.server.ts";
import { apiCachePolicy, pageCachePolicy } from "./http/cache-policy.server.ts";
import { publishContentChangesWith, type PageCacheSetup } from "./http/content-changes.server.ts";
import { requestId } from "./http/request-id.server.ts";
import { redactingSerializers } from "./http/log-redaction.server.ts";
import { onPaths } from "./http/normalised-path.server.ts";
import { exposeRenderOrigin, requestOrigins } from "./http/request-origin.server.ts";
import type { BlogGenerator } from "./ai/blog-generator.server.ts";
import { objectsRouter } from "./storage/objects-router.server.ts";
import { fileStored, movedTo, type MediaFiles } from "./media/files.server.ts";
import type { AltTextDescriber } from "./ai/alt-text.server.ts";
import { accountPagesRouter } from "./auth/account-pages.server.ts";
import { newsletterPagesRouter } from "./newsletter/newsletter-pages.server.ts";
import type { AccountMail } from "./mail/account-mail.server.ts";
import { searchRateLimits } from "./api/search.server.ts";
import { nudgeAfterWrites } from "./webhooks/worker.server.ts";
import type { Media } from "./storage/setup.server.ts";
import type { SiteAnalytics } from "./analytics/site-analytics.server.ts";
import { loadRules } from "./content/redirect-rules.server.ts";
import { RedirectRuleSet } from "./content/rule-set.server.ts";
import { exposeRedirectRules, MissingPageCounter, type MissingPagesOptions } from "./http/missing-pages.server.ts";

export interface AppOptions {
  db: Db;
  logger: Logger;
  sessionSecret: string;
  /** Canonical origin (PUBLIC_URL); decides Secure cookies, the same-origin check and every absolute address. */
  publicOrigin?: string;
  /** Express's `trust proxy` (TRUST_PROXY): which hops may name the client's address. */
  trustProxy?: boolean | number | string[];
  /** Serves the React Router pages; mounted last. */
  pages?: RequestHandler;
  /** Static files before the pages (production build or Vite's dev middleware). */
  assets?: RequestHandler[];
  contactLimitPerWindow?: number;
  /** The built-in identity provider (mounted at /oidc), when no external one is configured. */
  identityProvider?: RequestHandler;
  /** /api/login, /api/callback, /api/logout. */
  relyingParty?: Router;
  /** The built-in provider's issuer: its people's sessions need a live account. */
  localIssuer?: string;
  /** Second factors of the built-in provider and REQUIRE_2FA_FOR_STAFF (decision 034). */
  twoFactor?: TwoFactorSetup;
  /** The shared password of the public Investor button (docs/product.md#roles). */
  investorPassword?: string;
  investorAttemptsPerMinute?: number;
  /** Invitation and password reset mails, when SMTP is configured. */
  accountMail?: AccountMail;
  /** Enquiry notifications by mail, when SMTP is configured. */
  notifications?: ContactNotifications;
  /** Uploaded images: the store and the resized-variant cache (/objects, POST /api/objects/upload). */
  media?: Media;
  /** AI drafts (POST /api/generate-blog), when OPENAI_API_KEY is set. */
  blogGenerator?: BlogGenerator;
  /** The media library's alt text suggestions, with the AI drafts' model (decision 058). */
  altTextDescriber?: AltTextDescriber;
  /** public/: the shipped sample images the media library describes. */
  publicDir?: string;
  generateLimitPerWindow?: number;
  /** Searches per address per minute, over /api/search and the /search page. */
  searchLimitPerMinute?: number;
  /** Requests per minute of one API token. */
  apiTokenLimitPerMinute?: number;
  /** Webhooks: who may be a target, and the delivery worker to wake after writes. */
  webhooks?: { allowPrivateNetworks: boolean; nudge: () => void };
  /** Full-page cache of visitors' reads, emptied by every content write (docs/product.md#quality-bars). */
  pageCache?: PageCacheSetup;
  /** REVISIONS_KEEP: revisions kept per entry (100). */
  keepRevisions?: number;
  /** Cookieless page-view counts (ANALYTICS, decision 051); none when off. */
  analytics?: SiteAnalytics;
  /** How visitors' 404s are counted in memory before they are written (decision 054). */
  missingPages?: MissingPagesOptions;
}

/** The Express application: pages, /api and assets on one server (docs/product.md#stack). */
export function createApp(opts: AppOptions) {
  const app = express();
  const secure = opts.publicOrigin?.startsWith("https://") ?? false;
  app.disable("x-powered-by");
  app.locals.keepRevisions = opts.keepRevisions;
  // Only proxies named by TRUST_PROXY may set X-Forwarded-For: rate limits key on the address.
  app.set("trust proxy", opts.trustProxy ?? false);
  app.set("query parser", "simple");
  // The origin pages are rendered for, and the page cache keys on (decision 039).
  const origins = requestOrigins({ publicOrigin: opts.publicOrigin, trust: app.get("trust proxy fn") });
  opts.pageCache?.cache.keyOrigins(origins.render);
  // The owner's redirect rules, in memory; every instance reads them again after a change (decision 054).
  const redirectRules = new RedirectRuleSet(() => loadRules(opts.db));
  opts.pageCache?.onChange(redirectRules.onChange);
  const missingPages = opts.pages ? new MissingPageCounter(opts.db, opts.logger, opts.missingPages) : undefined;

  app.use(
    pinoHttp({
      logger: opts.logger,
      genReqId: (req, res) => {
        const id = requestId(req);
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => /^\/(assets\/|healthz|readyz)/.test(req.url ?? "") },
      serializers: redactingSerializers,
    }),
  );
  app.use(
    helmet({
      // Set below, with a fresh nonce per response.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: secure,
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Brotli or gzip for anything compressible that is not already encoded (HTML, JSON, CSS, JS).
  app.use(compression({ threshold: 1024 }));
  app.use(healthRouter(opts.db));
  for (const handler of opts.assets ?? []) app.use(handler);
  app.get(SITE_FONT_PATH, siteFont);
  // Images need neither sessions nor pages; they carry their own strict CSP.
  // The media library takes finished uploads and replacements (decision 058).
  const mediaFiles: MediaFiles | undefined = opts.media && {
    db: opts.db,
    ...opts.media,
    publishChange: opts.pageCache?.publishChange,
  };
  if (mediaFiles)
    app.use(
      "/objects",
      objectsRouter({
        ...mediaFiles,
        stored: (key) => fileStored(mediaFiles, key),
        movedTo: (key) => movedTo(opts.db, key),
      }),
    );
  app.use(contentSecurityPolicy({ secure, connectSources: opts.media?.storage.uploadOrigins }));
  app.use(exposeRenderOrigin(origins.render));
  // Misses of the page cache are recorded from here (plain bytes, every header set so far).
  if (opts.pageCache) app.use(opts.pageCache.cache.capture);
  if (opts.identityProvider) {
    app.use("/oidc", opts.identityProvider);
    // Invitations and password resets of the built-in provider (issue 27).
    app.use(
      "/account",
      accountPagesRouter({
        db: opts.db,
        logger: opts.logger,
        accountMail: opts.accountMail,
      }),
    );
  }
  // The links of the newsletter's mails: confirm and unsubscribe (decision 050); no session needed.
  app.use("/newsletter", newsletterPagesRouter({ db: opts.db, publicOrigin: opts.publicOrigin }));

  const { middleware: session, store: sessionStore } = sessionMiddleware({
    db: opts.db,
    secret: opts.sessionSecret,
    secure,
  });
  app.use(session, loadUser(opts.db, { localIssuer: opts.localIssuer }));
  app.use("/api", ...apiTokenAuth(opts.db, { limitPerMinute: opts.apiTokenLimitPerMinute }));
  app.use("/api", requireTwoFactorForStaff(opts.db, opts.twoFactor));
  // Routes marked `changesContent` empty the caches after a successful write (docs/product.md#quality-bars).
  if (opts.pageCache) app.use("/api", publishContentChangesWith(opts.pageCache.publishChange));
  app.use("/api", apiCachePolicy());
  const searchLimits = searchRateLimits(opts.db, opts.searchLimitPerMinute ?? 60);
  if (opts.webhooks) app.use("/api", nudgeAfterWrites(opts.webhooks.nudge));
  if (opts.relyingParty) app.use("/api", opts.relyingParty);
  app.use(
    "/api",
    apiRouter({
      db: opts.db,
      publicOrigin: opts.publicOrigin,
      linkOrigin: origins.links,
      contactLimitPerWindow: opts.contactLimitPerWindow,
      notifications: opts.notifications,
      analytics: opts.analytics,
      investorAccess: opts.investorPassword
        ? {
            password: opts.investorPassword,
            secret: opts.sessionSecret,
            attemptsPerMinute: opts.investorAttemptsPerMinute,
          }
        : undefined,
      storage: opts.media?.storage,
      mediaFiles,
      altTextDescriber: opts.altTextDescriber,
      publicDir: opts.publicDir,
      blogGenerator: opts.blogGenerator,
      generateLimitPerWindow: opts.generateLimitPerWindow,
      searchLimiter: searchLimits.api,
      webhooks: opts.webhooks,
      twoFactor: opts.twoFactor,
      people: { builtInSignIn: Boolean(opts.identityProvider), accountMail: opts.accountMail },
      redirectRules,
    }),
  );
  // Every spelling the router renders as the search page counts (`/%73earch`, `/Search/`: decision 039).
  app.use(onPaths(["/search", "/search.data"], searchLimits.page));
  // Page views (decision 051): a render is counted when its answer is a page; a page-cache hit by
  // the cache, which answers before Express runs.
  const views = opts.analytics?.counters({ trust: app.get("trust proxy fn"), origin: origins.render });
  if (views) opts.pageCache?.cache.countPageHits(views);
  const countRender: RequestHandler = (req, res, next) => {
    views?.render(req, res);
    next();
  };
  // A page's 404 may be a rule's redirect (the rules, handed to the pages), and counts as a missing page.
  if (opts.pages && missingPages)
    app.use(pageCachePolicy(), countRender, exposeRedirectRules(redirectRules), missingPages.middleware, opts.pages);
  app.use(errorHandler);

  // The HTTP server's handler: page-cache hits (and misses waiting on a render of the same page) are answered before Express runs.
  const cache = opts.pageCache?.cache;
  const handler = cache
    ? (req: IncomingMessage, res: ServerResponse) => {
        cache.handle(req, res, app);
      }
    : (req: IncomingMessage, res: ServerResponse) => app(req, res);
  // Hits that need only their stored bytes, answered off the socket (PageServer, decision 064).
  const hits = cache?.laidOutHit;
  return { app, handler, hits, sessionStore, redirectRules, missingPages };
}
