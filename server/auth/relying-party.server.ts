import { Router, type Request, type Response } from "express";
import * as oidc from "openid-client";
import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { cameFromOurPages, sameOriginWrites } from "../http/guards.server.ts";
import { noContentChange } from "../http/content-changes.server.ts";
import { recordAudit } from "../audit/audit.server.ts";
import { writeContext } from "../http/write-context.server.ts";
import { renderAuthPage, renderMessagePage } from "./auth-pages.server.ts";
import { bindSignedInUser, IdentityConflict } from "./identity-binding.server.ts";
import { safeReturnTo } from "./return-to.server.ts";
import { SESSION_COOKIE } from "./session.server.ts";
import { signInStateCookies } from "./sign-in-state.server.ts";

// The app as an OpenID Connect relying party: /api/login, /api/callback, /api/logout
// (authorization code + PKCE, state and nonce), against any provider found by discovery.

declare module "express-session" {
  interface SessionData {
    idToken?: string;
    /** When the provider last checked the person's credentials (ID token auth_time, ms): a fresh sign-in (decision 034). */
    authTime?: number;
  }
}

export interface RelyingPartyOptions {
  db: Db;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** The canonical origin, or the request's own when unset. */
  publicOrigin?: string;
  ownerEmails: string[];
  teamEmails: string[];
  /** Encrypts the pre-sign-in state cookie (the session secret). */
  secret: string;
  /** Secure cookies (https PUBLIC_URL). */
  secure: boolean;
  /**
   * The issuer recorded with each person; the built-in provider's URL follows the port and
   * origin, so its people are recorded under a fixed name instead (BUILT_IN_ISSUER).
   */
  boundIssuer?: string;
}

const RANK: Record<Role, number> = { investor: 0, team: 1, owner: 2 };

/** OWNER_EMAILS / TEAM_EMAILS promote at sign-in; nobody is demoted by them. */
export function roleAtSignIn(
  current: Role | undefined,
  email: string,
  opts: Pick<RelyingPartyOptions, "ownerEmails" | "teamEmails">,
): Role {
  const promoted: Role = opts.ownerEmails.includes(email)
    ? "owner"
    : opts.teamEmails.includes(email)
      ? "team"
      : "investor";
  if (!current) return promoted;
  return RANK[promoted] > RANK[current] ? promoted : current;
}

function claimString(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 500) : null;
}

export function relyingPartyRouter(opts: RelyingPartyOptions): Router {
  const router = Router();
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(opts.issuer),
        opts.clientId,
        opts.clientSecret,
        undefined,
        opts.issuer.startsWith("http://") ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        discovered = undefined; // try again next time
        throw err;
      });
    return discovered;
  };
  const pending = signInStateCookies(opts.secret, opts.secure);
  const originOf = (req: Request) => opts.publicOrigin ?? `${req.protocol}://${req.get("host")}`;
  const fail = (res: import("express").Response, status: number, message: string) =>
    res
      .status(status)
      .type("html")
      .send(
        renderMessagePage({ title: "Sign-in failed", message, action: { href: "/api/login", label: "Try again" } }),
      );

  router.get("/login", async (req, res) => {
    let config: oidc.Configuration;
    try {
      config = await configuration();
    } catch (err) {
      req.log?.error({ err }, "identity provider unreachable");
      return void fail(res, 503, "The sign-in service is not reachable right now. Please try again in a moment.");
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const signIn = {
      verifier,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: safeReturnTo(req.query.returnTo),
      redirectUri: `${originOf(req)}/api/callback`,
    };
    pending.save(res, signIn);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: signIn.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state: signIn.state,
      nonce: signIn.nonce,
      // ?fresh=1: the provider asks for the credentials again, even with a session (decision 034).
      ...(req.query.fresh === "1" ? { prompt: "login", max_age: "0" } : {}),
    });
    res.set("Cache-Control", "no-store").redirect(303, url.href);
  });

  router.get("/callback", async (req, res) => {
    const signIn = pending.take(req, res);
    if (!signIn) return void fail(res, 400, "This sign-in link has expired or was already used.");
    let claims: Record<string, unknown>;
    let idToken: string | undefined;
    try {
      const config = await configuration();
      const current = new URL(req.originalUrl, signIn.redirectUri);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: signIn.verifier,
        expectedState: signIn.state,
        expectedNonce: signIn.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      // The ID token's issuer and subject name the person; userinfo cannot override them.
      claims = { ...info, ...idClaims };
      idToken = tokens.id_token;
    } catch (err) {
      req.log?.warn({ err }, "sign-in callback refused");
      return void fail(res, 400, "Sign-in could not be completed. Please try again.");
    }
    // Only an address the provider has verified may carry a role (OWNER_EMAILS, TEAM_EMAILS).
    if (claims.email_verified !== true)
      return void fail(res, 403, "Your email address is not verified with the sign-in service.");
    const email = claimString(claims.email)?.toLowerCase();
    if (!email) return void fail(res, 403, "The sign-in service did not share an email address.");

    let userId: string;
    try {
      userId = await bindSignedInUser(
        opts.db,
        {
          issuer: opts.boundIssuer ?? String(claims.iss),
          subject: String(claims.sub),
          email,
          profile: {
            firstName: claimString(claims.given_name),
            lastName: claimString(claims.family_name),
            profileImageUrl: claimString(claims.picture),
          },
          roleFor: (current) => roleAtSignIn(current, email, opts),
          signedInWith: String(claims.iss),
        },
        writeContext(req),
      );
    } catch (err) {
      if (!(err instanceof IdentityConflict)) throw err;
      req.log?.warn({ email }, "sign-in refused: the email is bound to another identity");
      return void fail(res, 403, err.message);
    }

    // A new session id on sign-in: a session planted before cannot be taken over.
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.userId = userId;
    req.session.signedInAt = Date.now();
    req.session.authTime = typeof claims.auth_time === "number" ? claims.auth_time * 1000 : Date.now();
    req.session.idToken = idToken;
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
    res.set("Cache-Control", "no-store").redirect(303, signIn.returnTo);
  });

  const signOut = async (req: Request, res: Response) => {
    const idToken = req.session?.idToken;
    if (req.user) {
      await recordAudit(opts.db, writeContext(req), {
        action: "sign-out",
        entityType: "user",
        entityId: req.user.id,
        summary: "Signed out",
      });
    }
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.set("Cache-Control", "no-store");
    const home = `${originOf(req)}/`;
    try {
      const config = await configuration();
      if (config.serverMetadata().end_session_endpoint) {
        const url = oidc.buildEndSessionUrl(config, {
          post_logout_redirect_uri: home,
          ...(idToken ? { id_token_hint: idToken } : {}),
        });
        return void res.redirect(303, url.href);
      }
    } catch (err) {
      req.log?.warn({ err }, "identity provider unreachable at sign-out");
    }
    res.redirect(303, "/");
  };

  // The dashboard signs out by navigating to /api/logout (docs/product.md#routes), and a typed address works too.
  // Another site's link or image must not sign anyone out: a request that does not prove it
  // came from our own pages gets a page that asks, whose button posts from our own origin.
  router.get("/logout", async (req, res) => {
    if (!cameFromOurPages(req, opts.publicOrigin)) {
      res.set("Cache-Control", "no-store").type("html").send(confirmSignOutPage());
      return;
    }
    await signOut(req, res);
  });
  router.post("/logout", noContentChange, sameOriginWrites(opts.publicOrigin), signOut);

  return router;
}

function confirmSignOutPage(): string {
  return renderAuthPage({
    title: "Sign out",
    body: `<h1>Sign out?</h1>
<p class="lead">Another website sent you here. Sign out only if you meant to.</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<p class="aside"><a href="/">Back to the website</a></p>`,
  });
}
