import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { recordAudit, writeContext } from "../audit/audit.server.ts";
import express, { Router, type Request } from "express";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Db } from "#db/client.server.ts";
import { HttpError } from "../http/errors.server.ts";
import { sameOriginWrites } from "../http/guards.server.ts";
import { clientAddress } from "../http/client-address.server.ts";
import {
  AccountError,
  checkCredentials,
  findAccountById,
  isCurrentPassword,
  setAccountPassword,
} from "./accounts.server.ts";
import {
  escapeHtml,
  renderAuthPage,
  renderChangePasswordForm,
  renderMessagePage,
  renderSecondFactorForm,
  renderSignInForm,
} from "./auth-pages.server.ts";
import { databaseAdapter } from "./oidc-adapter.server.ts";
import { signInThrottle, type SignInRefusal } from "./sign-in-throttle.server.ts";
import { hasSecondFactor, secretBox, useRecoveryCode, verifyTotp, factorsOf } from "./two-factor.server.ts";
import { passkeySignInOptions, relyingPartyOf, verifyPasskeySignIn } from "./webauthn.server.ts";
import { BUILT_IN_CLIENT_ID, loadProviderSecrets } from "./provider-secrets.server.ts";

export { BUILT_IN_CLIENT_ID } from "./provider-secrets.server.ts";

// The built-in OpenID Connect provider, mounted at /oidc when no OIDC_ISSUER_URL is given.
// Its keys, cookie secrets and client secret live in app_settings, so restarts keep sessions.

const SCOPE = "openid email profile";

export interface IdentityProviderOptions {
  db: Db;
  /** e.g. http://localhost:3000 — the issuer is `${origin}/oidc`. */
  origins: string[];
  /** Origins of the app using this provider (its redirect URIs); the provider's own by default. */
  clientOrigins?: string[];
  secure: boolean;
  /** Sign-in failures allowed per address within 15 minutes (then 429 for that address). */
  maxFailuresPerAddress?: number;
  /** Failures per account and address before growing delays start. */
  maxFailuresPerAccount?: number;
  /**
   * Encrypts authenticator-app secrets at rest (two-factor.server.ts): the session secret, kept
   * outside the database. Without it, the provider's cookie key (in the database) is used.
   */
  twoFactorSecret?: string;
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
        // The app reads auth_time to tell a fresh sign-in (removing a second factor needs one).
        require_auth_time: true,
      },
    ],
    jwks: secrets.jwks as Configuration["jwks"],
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: "arcwell.op.session", interaction: "arcwell.op.interaction", resume: "arcwell.op.resume" },
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    conformIdTokenClaims: false,
    async findAccount(ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) {
        // A provider session outliving its account (removed meanwhile) is a signed-out one:
        // ask for a sign-in again instead of failing on the missing account.
        if (ctx?.oidc?.session?.accountId === sub) delete ctx.oidc.session.accountId;
        return undefined;
      }
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
      Interaction: 30 * 60, // an abandoned sign-in page is purged within the hour (issue 17 item 8)
      Grant: 14 * 24 * 60 * 60,
      AccessToken: 10 * 60,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = opts.secure;
  return {
    provider,
    issuer,
    clientSecret: secrets.clientSecret,
    router: interactionRouter(provider, { ...opts, twoFactorSecret: opts.twoFactorSecret ?? secrets.cookieKeys[0]! }),
  };
}

const INTERACTION_ERROR = "interaction";

/** A refused second step: what the audit entry names, and what the page says. */
const SECOND_STEP_FAILURES = {
  passkey: { what: "passkey", error: "The passkey could not be verified. Try again, or use a code." },
  recoveryCode: { what: "recovery code", error: "That recovery code is not valid or was already used." },
  code: {
    what: "authentication code",
    error: "Invalid or already used code. Enter the current 6-digit code from your authenticator app.",
  },
} as const;

/** The sign-in page and its form posts, then oidc-provider itself. */
function interactionRouter(provider: Provider, opts: IdentityProviderOptions & { twoFactorSecret: string }): Router {
  const router = Router();
  const throttle = signInThrottle(opts.db, {
    freeFailures: opts.maxFailuresPerAccount ?? 5,
    maxPerAddress: opts.maxFailuresPerAddress ?? 20,
  });
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  };
  const formPost = [
    noStore,
    sameOriginWrites(undefined),
    express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 10 }),
  ];
  /** The live interaction of this URL; anything else is an expired sign-in (400). */
  const liveInteraction = async (req: Request, res: express.Response) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) throw new Error(INTERACTION_ERROR);
    return details;
  };
  const field = (req: Request, name: string) =>
    typeof req.body?.[name] === "string" ? (req.body[name] as string) : "";

  router.get("/interaction/:uid", noStore, async (req, res) => {
    const details = await liveInteraction(req, res);
    res.type("html").send(renderSignInForm({ action: `/oidc/interaction/${escapeHtml(details.uid)}/login` }));
  });

  router.post("/interaction/:uid/login", ...formPost, async (req, res) => {
    const details = await liveInteraction(req, res);
    const action = `/oidc/interaction/${details.uid}/login`;
    const email = field(req, "email");
    const password = field(req, "password");
    const account = email.trim().toLowerCase();
    // Counted as a failure before the password is checked (decision 038).
    const attempt = await throttle.password(account, clientAddress(req));
    if (attempt.refused) {
      if (attempt.refused === "wait") res.set("Retry-After", String(attempt.retryAfterSeconds));
      res
        .status(429)
        .type("html")
        .send(renderSignInForm({ action, email, error: refusalText(attempt) }));
      return;
    }
    const accountId = email && password ? await checkCredentials(opts.db, email, password) : undefined;
    if (!accountId) {
      await attempt.failed();
      await recordAudit(opts.db, writeContext(req), {
        action: "sign-in.failed",
        entityType: "user",
        summary: `Wrong email or password for ${account.slice(0, 320) || "(no email)"}`,
      });
      res
        .status(401)
        .type("html")
        .send(renderSignInForm({ action, email, error: "Invalid email or password." }));
      return;
    }
    const found = await findAccountById(opts.db, accountId);
    if (!found?.mustChangePassword && (await hasSecondFactor(opts.db, accountId))) {
      // The password is right, but failures stay counted until the second step passes too:
      // a right password must not reset the count of wrong codes.
      await attempt.passwordPassed(details.uid);
      await showSecondStep(req, res, details.uid, accountId);
      return;
    }
    await attempt.succeeded();
    if (found?.mustChangePassword) {
      // The generated first-owner password was printed and written to a file: replace it now.
      await provider.interactionResult(req, res, { passwordChange: { accountId } }, { mergeWithLastSubmission: false });
      res.type("html").send(renderChangePasswordForm({ action: `/oidc/interaction/${details.uid}/password` }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  });

  router.post("/interaction/:uid/password", ...formPost, async (req, res) => {
    const details = await liveInteraction(req, res);
    const action = `/oidc/interaction/${details.uid}/password`;
    const accountId = (details.result as { passwordChange?: { accountId?: unknown } } | undefined)?.passwordChange
      ?.accountId;
    const account = typeof accountId === "string" ? await findAccountById(opts.db, accountId) : undefined;
    if (!account) throw new Error(INTERACTION_ERROR);
    const password = field(req, "password");
    const refuse = (error: string) => res.status(400).type("html").send(renderChangePasswordForm({ action, error }));
    if (password !== field(req, "confirm")) return void refuse("The two passwords do not match.");
    if (await isCurrentPassword(opts.db, account.id, password)) {
      return void refuse("Choose a password other than the one you were given.");
    }
    try {
      await setAccountPassword(opts.db, account.email, password);
    } catch (err) {
      if (err instanceof AccountError) return void refuse(err.message);
      throw err;
    }
    if (await hasSecondFactor(opts.db, account.id))
      return void (await showSecondStep(req, res, details.uid, account.id));
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  });

  // ---- The second step (decision 034) ----
  const box = secretBox(opts.twoFactorSecret);
  const rp = relyingPartyOf(opts.origins);
  const secondStepAction = (uid: string) => `/oidc/interaction/${uid}/second-factor`;

  /** Records that the password passed and shows the second step (with a fresh passkey challenge). */
  async function showSecondStep(
    req: Request,
    res: express.Response,
    uid: string,
    accountId: string,
    failure?: { status: number; error: string; errorFor?: "code" | "recoveryCode" | "passkey"; retryAfter?: number },
  ) {
    const [factors, passkeyOptions] = await Promise.all([
      factorsOf(opts.db, accountId),
      passkeySignInOptions(opts.db, rp, accountId),
    ]);
    await provider.interactionResult(
      req,
      res,
      { secondFactor: { accountId, challenge: passkeyOptions?.challenge } },
      { mergeWithLastSubmission: false },
    );
    if (failure?.retryAfter) res.set("Retry-After", String(failure.retryAfter));
    res
      .status(failure?.status ?? 200)
      .type("html")
      .send(
        renderSecondFactorForm({
          action: secondStepAction(uid),
          totp: factors.totp.enabled,
          passkeyOptions,
          error: failure?.error,
          errorFor: failure?.errorFor,
        }),
      );
  }

  router.get("/assets/simplewebauthn-browser.js", (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").type("text/javascript").send(webauthnBrowserBundle());
  });

  router.post("/interaction/:uid/second-factor", ...formPost, async (req, res) => {
    const details = await liveInteraction(req, res);
    const pending = (details.result as { secondFactor?: { accountId?: unknown; challenge?: unknown } } | undefined)
      ?.secondFactor;
    const account =
      typeof pending?.accountId === "string" ? await findAccountById(opts.db, pending.accountId) : undefined;
    if (!account) throw new Error(INTERACTION_ERROR);
    const passkey = field(req, "passkey");
    const recoveryCode = field(req, "recoveryCode");
    const code = field(req, "code");
    const errorFor = passkey ? "passkey" : recoveryCode ? "recoveryCode" : "code";
    // Counted as a failure before the answer is checked (decision 038).
    const attempt = await throttle.secondStep(account, clientAddress(req), details.uid);
    if (attempt.refused === "password-again") {
      // Too many wrong answers in this sign-in: it starts again from the password.
      await provider.interactionResult(req, res, {}, { mergeWithLastSubmission: false });
      const action = `/oidc/interaction/${details.uid}/login`;
      res
        .status(429)
        .type("html")
        .send(renderSignInForm({ action, email: account.email, error: refusalText(attempt) }));
      return;
    }
    if (attempt.refused) {
      return void (await showSecondStep(req, res, details.uid, account.id, {
        status: 429,
        error: refusalText(attempt),
        errorFor,
        retryAfter: attempt.retryAfterSeconds,
      }));
    }
    let method: "otp" | "recovery" | "passkey" | undefined;
    if (passkey) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(passkey);
      } catch {
        parsed = undefined;
      }
      const challenge = typeof pending?.challenge === "string" ? pending.challenge : undefined;
      if (challenge && (await verifyPasskeySignIn(opts.db, rp, account.id, parsed, challenge))) method = "passkey";
    } else if (recoveryCode) {
      if (await useRecoveryCode(opts.db, account.id, recoveryCode)) method = "recovery";
    } else if (await verifyTotp(opts.db, box, account.id, code)) {
      method = "otp";
    }
    if (!method) {
      await attempt.failed();
      const { what, error } = SECOND_STEP_FAILURES[errorFor];
      await recordAudit(opts.db, writeContext(req), {
        action: "sign-in.failed",
        entityType: "user",
        summary: `Wrong ${what} for ${account.email}`,
      });
      return void (await showSecondStep(req, res, details.uid, account.id, { status: 401, error, errorFor }));
    }
    await attempt.succeeded();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id, amr: ["pwd", method === "passkey" ? "hwk" : "otp"] } },
      { mergeWithLastSubmission: false },
    );
  });

  // A refused post keeps its status; an expired or unknown interaction starts again
  // instead of showing a stack of jargon.
  router.use("/interaction", ((err, _req, res, _next) => {
    if (err instanceof HttpError) {
      res
        .status(err.status)
        .type("html")
        .send(renderMessagePage({ title: "Sign-in refused", message: err.message }));
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

let webauthnBrowser: string | undefined;
/** @simplewebauthn/browser's own browser bundle (global SimpleWebAuthnBrowser), served from /oidc/assets. */
function webauthnBrowserBundle(): string {
  if (webauthnBrowser === undefined) {
    const require = createRequire(import.meta.url);
    const entry = require.resolve("@simplewebauthn/browser");
    const root = entry.slice(0, entry.lastIndexOf("/script/"));
    webauthnBrowser = readFileSync(`${root}/dist/bundle/index.umd.min.js`, "utf8");
  }
  return webauthnBrowser;
}

function refusalText(refusal: SignInRefusal): string {
  if (refusal.refused === "password-again") return "Too many wrong codes. Sign in with your password again.";
  return `Too many sign-in attempts. Please wait ${waitText(refusal.retryAfterSeconds)} and try again.`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
