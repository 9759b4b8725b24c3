import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import express, { Router, type Request } from "express";
import type { RateLimitRequestHandler } from "express-rate-limit";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Db } from "../../db/client.ts";
import { getOrCreateSetting } from "../content/settings.server.ts";
import { HttpError } from "../http/errors.ts";
import { sameOriginWrites } from "../http/guards.ts";
import { sharedRateLimit } from "../http/rate-limit-store.ts";
import { checkCredentials, findAccountById } from "./accounts.server.ts";
import { escapeHtml, renderAuthPage, renderMessagePage, renderSignInForm } from "./auth-pages.server.ts";
import { databaseAdapter } from "./oidc-adapter.server.ts";

// The built-in OpenID Connect provider, mounted at /oidc when no OIDC_ISSUER_URL is given.
// Its keys, cookie secrets and client secret live in app_settings, so restarts keep sessions.

export const BUILT_IN_CLIENT_ID = "arcwell-web";
const SCOPE = "openid email profile";
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

interface ProviderSecrets {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  clientSecret: string;
}

export function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  return getOrCreateSetting<ProviderSecrets>(db, "oidc_provider_secrets", async () => {
    // Off the main thread: an RSA key takes 60–250 ms of CPU on a first start.
    const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: "jwk" }), kid: randomBytes(8).toString("hex"), use: "sig", alg: "RS256" };
    return {
      jwks: { keys: [jwk] },
      cookieKeys: [randomBytes(32).toString("base64url")],
      clientSecret: randomBytes(32).toString("base64url"),
    };
  });
}

export interface IdentityProviderOptions {
  db: Db;
  /** e.g. http://localhost:3000 — the issuer is `${origin}/oidc`. */
  origins: string[];
  /** Origins of the app using this provider (its redirect URIs); the provider's own by default. */
  clientOrigins?: string[];
  secure: boolean;
  /** Sign-in failures allowed per address and per account within 15 minutes. */
  maxFailuresPerAddress?: number;
  maxFailuresPerAccount?: number;
}

export async function createIdentityProvider(opts: IdentityProviderOptions) {
  const { db } = opts;
  const secrets = await loadProviderSecrets(db);
  const issuer = `${opts.origins[0]}/oidc`;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: BUILT_IN_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: "Arcwell Studio",
        redirect_uris: (opts.clientOrigins ?? opts.origins).map((o) => `${o}/api/callback`),
        post_logout_redirect_uris: (opts.clientOrigins ?? opts.origins).map((o) => `${o}/`),
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: secrets.jwks as Configuration["jwks"],
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: "arcwell.op.session", interaction: "arcwell.op.interaction", resume: "arcwell.op.resume" },
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: true }) };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = "html";
          ctx.body = renderAuthPage({
            title: "Signing out",
            body: `<h1>Signing you out…</h1><p class="lead">One moment.</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
            scripts: ["/auth-logout.js"],
          });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = "html";
          ctx.body = renderMessagePage({ title: "Signed out", message: "You have been signed out." });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    // First-party client: no consent screen; the grant covers the scopes we ask for.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = renderMessagePage({
        title: "Sign-in could not be completed",
        message: String(out.error_description ?? out.error ?? "Please try again."),
        action: { href: "/api/login", label: "Try again" },
      });
    },
    ttl: {
      Session: 14 * 24 * 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      AccessToken: 10 * 60,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = opts.secure;
  return { provider, issuer, clientSecret: secrets.clientSecret, router: interactionRouter(provider, opts) };
}

function failureLimiter(db: Db, name: string, limit: number, key?: (req: Request) => string): RateLimitRequestHandler {
  return sharedRateLimit(db, name, {
    windowMs: FAILURE_WINDOW_MS,
    limit,
    skipSuccessfulRequests: true,
    ...(key ? { keyGenerator: key } : {}),
    handler: (req, res) => {
      res.status(429).type("html").send(
        renderSignInForm({
          action: req.originalUrl,
          email: typeof req.body?.email === "string" ? req.body.email : "",
          error: "Too many sign-in attempts. Please wait a few minutes and try again.",
        }),
      );
    },
  });
}

/** The sign-in page and its form post, then oidc-provider itself. */
function interactionRouter(provider: Provider, opts: IdentityProviderOptions): Router {
  const router = Router();
  const perAddress = failureLimiter(opts.db, "sign-in-address", opts.maxFailuresPerAddress ?? 20);
  const perAccount = failureLimiter(opts.db, "sign-in-account", opts.maxFailuresPerAccount ?? 5, (req) =>
    `account:${String(req.body?.email ?? "").trim().toLowerCase().slice(0, 254)}`,
  );
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  };

  router.get("/interaction/:uid", noStore, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) throw new Error("interaction mismatch");
    res.type("html").send(renderSignInForm({ action: `/oidc/interaction/${escapeHtml(details.uid)}/login` }));
  });

  router.post(
    "/interaction/:uid/login",
    noStore,
    sameOriginWrites(undefined),
    express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 10 }),
    perAddress,
    perAccount,
    async (req, res) => {
      const details = await provider.interactionDetails(req, res);
      const email = typeof req.body?.email === "string" ? req.body.email : "";
      const password = typeof req.body?.password === "string" ? req.body.password : "";
      const accountId = email && password ? await checkCredentials(opts.db, email, password) : undefined;
      if (!accountId) {
        res
          .status(401)
          .type("html")
          .send(renderSignInForm({ action: `/oidc/interaction/${details.uid}/login`, email, error: "Invalid email or password." }));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    },
  );

  // A refused post keeps its status; an expired or unknown interaction starts again
  // instead of showing a stack of jargon.
  router.use("/interaction", ((err, _req, res, _next) => {
    if (err instanceof HttpError) {
      res.status(err.status).type("html").send(renderMessagePage({ title: "Sign-in refused", message: err.message }));
      return;
    }
    res
      .status(400)
      .type("html")
      .send(
        renderMessagePage({
          title: "Your sign-in expired",
          message: "The sign-in page was open too long or was already used.",
          action: { href: "/api/login", label: "Sign in again" },
        }),
      );
  }) as express.ErrorRequestHandler);

  router.use(provider.callback());
  return router;
}
