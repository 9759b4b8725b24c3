import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import express, { type RequestHandler } from "express";
import { pino, type Logger } from "pino";
import { openDatabase, type Database } from "#db/client.server.ts";
import { copyTemplateInBackground, pgliteDirectory, pgliteTemplatePath } from "#db/template.server.ts";
import { privateDirectory, restrictNewFiles } from "#db/private-files.server.ts";
import type { AppServices } from "#app/context.ts";
import { createApp } from "./app.server.ts";
import { loadOrCreateSecret } from "./auth/secrets.server.ts";
import { ConfigError, legalSettingsOf, loadConfig, type Config } from "./config.server.ts";
import { seedSampleContentOnce } from "./content/sample-content.server.ts";
import { keepPlannerStatisticsFresh } from "./jobs/planner-statistics.server.ts";
import { investorPassword } from "./auth/bootstrap.server.ts";
import { startAccountsControl } from "./auth/accounts-control.server.ts";
import { welcome } from "./startup-message.server.ts";
import { setUpSignIn } from "./auth/sign-in.server.ts";
import { setUpMail } from "./mail/setup.server.ts";
import { setUpMedia } from "./storage/setup.server.ts";
import { createBlogGenerator } from "./ai/blog-generator.server.ts";
import { createAltTextDescriber } from "./ai/alt-text.server.ts";
import { backfillMediaOnce } from "./media/backfill.server.ts";
import { freePort } from "./http/free-port.server.ts";
import { PageServer } from "./http/socket-hits.server.ts";
import { precompressedAssets } from "./http/precompressed-assets.server.ts";
import { setUpPageCache } from "./http/content-changes.server.ts";
import { startWebhookWorker } from "./webhooks/worker.server.ts";
import { startScheduledPublishing } from "./jobs/scheduled-publishing.server.ts";
import { startRetentionPurges } from "./jobs/retention.server.ts";
import { setUpAnalytics } from "./analytics/setup.server.ts";

// Composition root: configuration, database, pages and API on one HTTP server.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PUBLIC_DIR = path.resolve(ROOT, "public");
// Expired sessions, sign-in state and counters; abandoned sign-ins (30-minute TTL) go within the hour.

type PagesFactory = (services: AppServices) => RequestHandler;

async function productionPages(
  buildDir: string,
): Promise<{ createPagesHandler: PagesFactory; assets: RequestHandler[] }> {
  const BUILD_SERVER = path.resolve(ROOT, buildDir, "server/index.js");
  const BUILD_CLIENT = path.resolve(ROOT, buildDir, "client");
  if (!existsSync(BUILD_SERVER))
    throw new Error("No production build: run `npm run build` first (npm start does it for you).");
  const { createPagesHandler } = (await import(pathToFileURL(BUILD_SERVER).href)) as {
    createPagesHandler: PagesFactory;
  };
  const assetsDir = path.join(BUILD_CLIENT, "assets");
  const assets = [
    // Fingerprinted files never change: precompressed siblings first, then the files themselves.
    withPrefix("/assets", precompressedAssets(assetsDir)),
    withPrefix("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y", index: false })),
    filesOnly(express.static(BUILD_CLIENT, { maxAge: "1h", index: false })),
  ];
  return { createPagesHandler, assets };
}

// Every file of the client build has an extension, so an address without one (a page, an API call)
// is passed on without asking the file system: no stat, and no 404 error made and dropped.
function filesOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (/\.[^/]*$/.test(req.path) ? handler(req, res, next) : next());
}

function withPrefix(prefix: string, handler: RequestHandler): RequestHandler {
  const router = express.Router();
  router.use(prefix, handler);
  return router;
}

async function developmentPages(): Promise<{ createPagesHandler: PagesFactory; assets: RequestHandler[] }> {
  const vite = await import("vite");
  const server = await vite.createServer({ root: ROOT, server: { middlewareMode: true }, appType: "custom" });
  const createPagesHandler: PagesFactory = (services) => async (req, res, next) => {
    try {
      const mod = (await server.ssrLoadModule("/server/pages.server.ts")) as { createPagesHandler: PagesFactory };
      await mod.createPagesHandler(services)(req, res, next);
    } catch (err) {
      next(err);
    }
  };
  return { createPagesHandler, assets: [server.middlewares] };
}

export interface RunningServer {
  server: Server;
  database: Database;
  url: string;
  /** The owner account this first start made (built-in sign-in only). */
  firstOwner?: { email: string; password: string; file: string; signInUrl: string };
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  logger: Logger,
  opts: { dev?: boolean } = {},
): Promise<RunningServer> {
  // Secrets, hashes and session ids live under DATA_DIR: the server's user alone may read them.
  restrictNewFiles();
  privateDirectory(config.DATA_DIR);
  const pgliteTemplate = opts.dev ? undefined : pgliteTemplatePath(path.resolve(ROOT, config.BUILD_DIR));
  // Started by scripts/start.ts as early as it could (db/template.server.ts); otherwise made here.
  if (!config.DATABASE_URL) {
    // The opened database is made private once ready (db/private-files.server.ts), older ones included.
    await copyTemplateInBackground(pgliteTemplate, pgliteDirectory(config.DATA_DIR));
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteTemplate });
  await database.migrate();
  if (config.SEED_SAMPLE_CONTENT) {
    const seeded = await database.withStartupLock(seedSampleContentOnce);
    if (seeded) logger.info("loaded sample content into the empty database");
  }
  const sessionSecret = config.SESSION_SECRET ?? loadOrCreateSecret(config.DATA_DIR, "session-secret");
  const { db } = database;
  // The built-in provider's issuer names the port, so it is fixed before the server starts.
  const port = config.PORT === 0 ? await freePort(config.HOST) : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const secure = url.startsWith("https://");

  if (secure && config.TRUST_PROXY === false) {
    logger.warn(
      "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy, rate limits see the proxy's address; set TRUST_PROXY",
    );
  }
  const signIn = await setUpSignIn({
    config,
    database,
    port,
    secure,
    url,
    logger,
    sessionSecret,
    maxFailuresPerAccount: config.RATE_LIMIT_SIGN_IN_FAILURES,
    maxFailuresPerAddress: config.RATE_LIMIT_SIGN_IN_ADDRESS,
    requireTwoFactorForStaff: config.REQUIRE_2FA_FOR_STAFF,
  });
  const mail = setUpMail({ config, db, logger, url });
  const webhookWorker = startWebhookWorker({
    db,
    logger,
    origin: url,
    allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
  });
  const { createPagesHandler, assets } = opts.dev ? await developmentPages() : await productionPages(config.BUILD_DIR);
  // No page cache in development: every edit must show at once.
  const pageCache = await setUpPageCache({
    notifications: database.notifications,
    logger,
    enabled: config.PAGE_CACHE && !opts.dev,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  });
  const analytics = setUpAnalytics(config, db, logger);
  const media = await setUpMedia(config, sessionSecret);
  // Every stored file and sample image is a media item (decision 058): once per database, re-runnable.
  await database.withStartupLock((locked) =>
    backfillMediaOnce(locked, { storage: media.storage, publicDir: PUBLIC_DIR }),
  );
  const { handler, hits, sessionStore, missingPages } = createApp({
    db,
    logger,
    sessionSecret,
    publicOrigin: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    contactLimitPerWindow: config.RATE_LIMIT_CONTACT,
    searchLimitPerMinute: config.RATE_LIMIT_SEARCH,
    investorAttemptsPerMinute: config.RATE_LIMIT_INVESTOR_GATE,
    generateLimitPerWindow: config.RATE_LIMIT_AI_DRAFTS,
    apiTokenLimitPerMinute: config.RATE_LIMIT_API_TOKEN,
    assets,
    pages: createPagesHandler({
      db,
      legal: legalSettingsOf(config),
    }),
    identityProvider: signIn.identityProvider,
    relyingParty: signIn.relyingParty,
    localIssuer: signIn.localIssuer,
    twoFactor: signIn.twoFactor,
    investorPassword: await investorPassword({
      db,
      configured: config.INVESTOR_PASSWORD,
      dataDir: config.DATA_DIR,
      logger,
    }),
    notifications: mail?.notifications,
    accountMail: mail?.accountMail,
    media,
    publicDir: PUBLIC_DIR,
    blogGenerator: config.OPENAI_API_KEY
      ? createBlogGenerator({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.AI_MODEL })
      : undefined,
    altTextDescriber: config.OPENAI_API_KEY
      ? createAltTextDescriber({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.AI_MODEL,
        })
      : undefined,
    webhooks: { allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS, nudge: () => void webhookWorker.nudge() },
    pageCache,
    keepRevisions: config.REVISIONS_KEEP,
    analytics: analytics.counter,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = new PageServer(handler, hits).listen(port, config.HOST, () => resolve(s));
    s.once("error", reject);
  });
  pageCache.warmThrough(loopbackOrigin(server));
  // `npm run accounts` while this server runs (decision 048).
  const accountsControl = await startAccountsControl({ db, dataDir: config.DATA_DIR });

  const retention = startRetentionPurges({
    db,
    logger,
    enquiryRetentionMonths: config.ENQUIRY_RETENTION_MONTHS,
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
    purgeExpiredSessions: () => sessionStore.purgeExpired(),
  });
  const statistics = await keepPlannerStatisticsFresh(database, logger);
  const scheduler = startScheduledPublishing({
    db,
    logger,
    // Only what the entries that went live change: their pages and their kinds' lists (issue 29).
    onPublished: async (tags) => {
      await pageCache.publishChange(tags);
      void webhookWorker.nudge();
    },
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      retention.stop();
      await accountsControl.stop();
      await statistics.stop();
      await scheduler.stop();
      await mail?.worker.stop();
      await webhookWorker.stop();
      // Stop accepting, let in-flight requests finish, then close the database.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await analytics.close();
      // The last missing-page counts are written before the database closes.
      await missingPages?.stop();
      await pageCache.close();
      await database.close();
    })());
  return { server, database, url, firstOwner: "firstOwner" in signIn ? signIn.firstOwner : undefined, stop };
}

async function main() {
  const isDev = process.argv.includes("--dev");
  if (isDev) process.env.NODE_ENV ??= "development";
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({ level: config.LOG_LEVEL });
  const running = await startServer(config, logger, { dev: isDev });
  logger.info(`listening on ${running.url}`);
  process.stdout.write(welcome(running));
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      running.server.closeIdleConnections();
      running.stop().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** This server's own address, for requests it makes to itself (warm re-renders). */
function loopbackOrigin(server: Server): string {
  const address = server.address() as AddressInfo;
  const unspecified = address.address === "0.0.0.0" || address.address === "::";
  const host = unspecified ? "127.0.0.1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}
