import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Db } from "#db/client.server.ts";
import { findAccountById } from "./accounts.server.ts";
import { renderAuthPage, renderMessagePage } from "./auth-pages.server.ts";
import { databaseAdapter } from "./oidc-adapter.server.ts";
import { BUILT_IN_CLIENT_ID, loadProviderSecrets } from "./provider-secrets.server.ts";
import { interactionRouter } from "./sign-in-interactions.server.ts";

export { BUILT_IN_CLIENT_ID } from "./provider-secrets.server.ts";

// The built-in OpenID Connect provider, mounted at /oidc when no OIDC_ISSUER_URL is given: its
// configuration. Its keys, cookie secrets and client secret live in app_settings, so restarts
// keep sessions. The sign-in pages are sign-in-interactions.server.ts, their second step
// second-step.server.ts.

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
