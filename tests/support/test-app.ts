import { randomBytes } from "node:crypto";
import signature from "cookie-signature";
import { pino, type Logger } from "pino";
import type { Role } from "#core/permissions.ts";
import { users } from "#db/schema.server.ts";
import { createApp } from "#server/app.server.ts";
import { PageServer } from "#server/http/socket-hits.server.ts";
import { SESSION_COOKIE, SESSION_TTL_MS } from "#server/auth/session.server.ts";
import { anotherConnection, freshDatabase } from "./test-database.ts";
import { expectConformingAnswer } from "./openapi-conformance.ts";
import { setUpSignIn } from "#server/auth/sign-in.server.ts";
import { freePort } from "#server/http/free-port.server.ts";
import { setUpPageCache } from "#server/http/content-changes.server.ts";
import { setUpMail } from "#server/mail/setup.server.ts";
import { createBlogGenerator } from "#server/ai/blog-generator.server.ts";
import { createAltTextDescriber } from "#server/ai/alt-text.server.ts";
import { setUpMedia, type Media } from "#server/storage/setup.server.ts";
import { startWebhookWorker } from "#server/webhooks/worker.server.ts";
import { SiteAnalytics, type SiteAnalyticsOptions } from "#server/analytics/site-analytics.server.ts";
import type { RequestHandler } from "express";
import type { Db } from "#db/client.server.ts";

const SECRET = "integration-test-secret-".padEnd(48, "x");
export const TEST_INVESTOR_PASSWORD = "investor-pass-123";

export type Actor = Role | "visitor";

/**
 * The real Express app (API and sessions; no pages) on a fresh database, listening on a
 * random loopback port. `as(role)` returns a fetch that carries a real session cookie.
 */
export interface TestAppOptions {
  /** A port chosen beforehand (e.g. registered with an external provider). */
  port?: number;
  contactLimitPerWindow?: number;
  searchLimitPerMinute?: number;
  investorAttemptsPerMinute?: number;
  /** Send enquiry notifications to an SMTP server on this loopback port. */
  mail?: { smtpPort: number; to?: string };
  /** Mount sign-in: the built-in identity provider, or an external issuer. */
  signIn?: {
    ownerEmails?: string[];
    teamEmails?: string[];
    external?: { issuer: string; clientId: string; clientSecret: string };
    maxFailuresPerAccount?: number;
    maxFailuresPerAddress?: number;
    /** REQUIRE_2FA_FOR_STAFF. */
    requireTwoFactorForStaff?: boolean;
  };
  /** Uploaded images; by default the local driver under the test's data dir. */
  media?: (ctx: { dataDir: string; secret: string }) => Media | Promise<Media>;
  /** AI drafts against a chat-completions server; without it POST /api/generate-blog answers 503. */
  ai?: { baseURL: string; apiKey?: string; model?: string; timeoutMs?: number };
  generateLimitPerWindow?: number;
  apiTokenLimitPerMinute?: number;
  /** A second instance on the first one's PostgreSQL database (not PGlite: one process only). */
  sameDatabaseAs?: { database: { databaseUrl?: string; dataDir: string } };
  /** The page cache is on, as in production; false turns it off. */
  pageCache?: false;
  /** PUBLIC_URL: https turns on Secure cookies and HSTS. */
  publicUrl?: string;
  /** TRUST_PROXY. */
  trustProxy?: boolean | number | string[];
  /**
   * Webhooks: WEBHOOK_ALLOW_PRIVATE_NETWORKS (false by default), and a delivery worker when
   * `worker` is given (none by default: deliveries then stay queued).
   */
  webhooks?: {
    allowPrivateNetworks?: boolean;
    worker?: { retryScale?: number; intervalMs?: number; timeoutMs?: number; claimLeaseMs?: number };
  };
  /** Where the app logs (silent by default). */
  logger?: Logger;
  /** REVISIONS_KEEP: revisions kept per entity (the app's default, 100, without it). */
  keepRevisions?: number;
  /** Pages mounted last, behind the page cache (a stand-in for the React Router pages). */
  pages?: RequestHandler;
  /**
   * Cookieless page-view counting (off unless given, decision 051): its clock and flush interval,
   * and `through` a Db of the test's making for its writes (to watch the statements it sends).
   */
  analytics?: Partial<Pick<SiteAnalyticsOptions, "now" | "flushEveryMs">> & { through?: (db: Db) => Db };
}

export async function startTestApp(opts: TestAppOptions = {}) {
  const database = opts.sameDatabaseAs ? anotherConnection(opts.sameDatabaseAs.database) : await freshDatabase();
  const logger = opts.logger ?? pino({ level: "silent" });
  const port = opts.port ?? (await freePort("127.0.0.1"));
  const url = `http://localhost:${port}`;
  const signIn = opts.signIn
    ? await setUpSignIn({
        config: {
          OIDC_ISSUER_URL: opts.signIn.external?.issuer,
          OIDC_CLIENT_ID: opts.signIn.external?.clientId,
          OIDC_CLIENT_SECRET: opts.signIn.external?.clientSecret,
          OWNER_EMAILS: opts.signIn.ownerEmails,
          TEAM_EMAILS: opts.signIn.teamEmails,
          PUBLIC_URL: undefined,
          DATA_DIR: database.dataDir,
        },
        database,
        port,
        secure: opts.publicUrl?.startsWith("https://") ?? false,
        url,
        logger,
        sessionSecret: SECRET,
        maxFailuresPerAccount: opts.signIn.maxFailuresPerAccount,
        maxFailuresPerAddress: opts.signIn.maxFailuresPerAddress,
        requireTwoFactorForStaff: opts.signIn.requireTwoFactorForStaff,
      })
    : undefined;
  const mail = opts.mail
    ? setUpMail({
        config: {
          SMTP_URL: `smtp://127.0.0.1:${opts.mail.smtpPort}`,
          CONTACT_TO: opts.mail.to ?? "studio@test.example",
          MAIL_FROM: "Arcwell Studio <no-reply@test.example>",
        },
        db: database.db,
        logger,
        url,
        intervalMs: 60 * 60 * 1000,
      })
    : undefined;
  const media = await (opts.media ?? ((ctx) => setUpMedia({ DATA_DIR: ctx.dataDir }, ctx.secret)))({
    dataDir: database.dataDir,
    secret: SECRET,
  });
  const pageCache =
    opts.pageCache === false ? undefined : await setUpPageCache({ notifications: database.notifications, logger });
  const allowPrivateNetworks = opts.webhooks?.allowPrivateNetworks ?? false;
  const webhookWorker = opts.webhooks?.worker
    ? startWebhookWorker({ db: database.db, logger, origin: url, allowPrivateNetworks, ...opts.webhooks.worker })
    : undefined;
  const analytics = opts.analytics
    ? new SiteAnalytics({
        db: opts.analytics.through?.(database.db) ?? database.db,
        logger,
        now: opts.analytics.now,
        flushEveryMs: opts.analytics.flushEveryMs,
      })
    : undefined;
  const { handler, hits, sessionStore } = createApp({
    db: database.db,
    logger,
    sessionSecret: SECRET,
    publicOrigin: opts.publicUrl,
    trustProxy: opts.trustProxy,
    contactLimitPerWindow: opts.contactLimitPerWindow ?? 10_000,
    searchLimitPerMinute: opts.searchLimitPerMinute ?? 10_000,
    investorPassword: TEST_INVESTOR_PASSWORD,
    investorAttemptsPerMinute: opts.investorAttemptsPerMinute ?? 10_000,
    identityProvider: signIn?.identityProvider,
    relyingParty: signIn?.relyingParty,
    localIssuer: signIn?.localIssuer,
    twoFactor: signIn?.twoFactor,
    notifications: mail?.notifications,
    accountMail: mail?.accountMail,
    media,
    blogGenerator: opts.ai ? createBlogGenerator({ apiKey: "test-key", ...opts.ai }) : undefined,
    altTextDescriber: opts.ai ? createAltTextDescriber({ apiKey: "test-key", ...opts.ai }) : undefined,
    generateLimitPerWindow: opts.generateLimitPerWindow ?? 10_000,
    apiTokenLimitPerMinute: opts.apiTokenLimitPerMinute ?? 10_000,
    pageCache,
    webhooks: { allowPrivateNetworks, nudge: () => void webhookWorker?.nudge() },
    keepRevisions: opts.keepRevisions,
    pages: opts.pages,
    analytics,
  });
  const server = new PageServer(handler, hits).listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));

  /** Creates a user with `role` and a stored session; returns its cookie header. */
  async function sessionCookie(role: Role, email = `${role}-${randomBytes(4).toString("hex")}@test.example`) {
    const [user] = await database.db.insert(users).values({ email, role }).returning();
    const sid = randomBytes(24).toString("base64url");
    const expires = new Date(Date.now() + SESSION_TTL_MS);
    await new Promise<void>((resolve, reject) =>
      sessionStore.set(
        sid,
        {
          cookie: { originalMaxAge: SESSION_TTL_MS, expires, httpOnly: true, path: "/" },
          userId: user!.id,
          signedInAt: Date.now(),
        } as never,
        (err) => (err ? reject(err) : resolve()),
      ),
    );
    return { user: user!, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${signature.sign(sid, SECRET)}`)}` };
  }

  /** A fetch bound to the app, as a visitor or signed in with `actor`'s role. */
  async function as(actor: Actor) {
    const cookie = actor === "visitor" ? undefined : (await sessionCookie(actor)).cookie;
    return async (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set("cookie", cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      // Writes without a JSON body come from our own pages in real use.
      if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", url);
      const response = await fetch(url + path, { ...init, headers, body });
      // Every answer of the suite must match the API's own description (decision 023).
      await expectConformingAnswer(init.method ?? "GET", path, response);
      return response;
    };
  }

  return {
    url,
    db: database.db,
    database,
    dataDir: database.dataDir,
    media,
    sessionStore,
    sessionCookie,
    as,
    mail,
    webhookWorker,
    analytics,
    async close() {
      await mail?.worker.stop();
      await webhookWorker?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await analytics?.close();
      await pageCache?.close();
      await database.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
