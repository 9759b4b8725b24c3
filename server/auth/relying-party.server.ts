import { Router, type Request } from "express";
import * as oidc from "openid-client";
import { eq } from "drizzle-orm";
import type { Role } from "../../core/permissions.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { renderMessagePage } from "./auth-pages.server.ts";
import { safeReturnTo } from "./return-to.ts";
import { SESSION_COOKIE } from "./session.server.ts";

// The app as an OpenID Connect relying party: /api/login, /api/callback, /api/logout
// (authorization code + PKCE, state and nonce), against any provider found by discovery.

declare module "express-session" {
  interface SessionData {
    signIn?: { verifier: string; state: string; nonce: string; returnTo: string; redirectUri: string };
    idToken?: string;
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
}

const RANK: Record<Role, number> = { investor: 0, team: 1, owner: 2 };

/** OWNER_EMAILS / TEAM_EMAILS promote at sign-in; nobody is demoted by them. */
export function roleAtSignIn(current: Role | undefined, email: string, opts: Pick<RelyingPartyOptions, "ownerEmails" | "teamEmails">): Role {
  const promoted: Role = opts.ownerEmails.includes(email) ? "owner" : opts.teamEmails.includes(email) ? "team" : "investor";
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
  const originOf = (req: Request) => opts.publicOrigin ?? `${req.protocol}://${req.get("host")}`;
  const fail = (res: import("express").Response, status: number, message: string) =>
    res
      .status(status)
      .type("html")
      .send(renderMessagePage({ title: "Sign-in failed", message, action: { href: "/api/login", label: "Try again" } }));

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
    req.session.signIn = signIn;
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: signIn.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state: signIn.state,
      nonce: signIn.nonce,
    });
    res.set("Cache-Control", "no-store").redirect(303, url.href);
  });

  router.get("/callback", async (req, res) => {
    const signIn = req.session.signIn;
    if (!signIn) return void fail(res, 400, "This sign-in link has expired or was already used.");
    let email: string;
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
      claims = { ...idClaims, ...info };
      idToken = tokens.id_token;
      if (claims.email_verified === false) return void fail(res, 403, "Your email address is not verified with the sign-in service.");
      const given = claimString(claims.email)?.toLowerCase();
      if (!given) return void fail(res, 403, "The sign-in service did not share an email address.");
      email = given;
    } catch (err) {
      req.log?.warn({ err }, "sign-in callback refused");
      delete req.session.signIn;
      return void fail(res, 400, "Sign-in could not be completed. Please try again.");
    }

    const [existing] = await opts.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    const role = roleAtSignIn(existing?.role as Role | undefined, email, opts);
    const profile = {
      firstName: claimString(claims.given_name),
      lastName: claimString(claims.family_name),
      profileImageUrl: claimString(claims.picture),
    };
    const [user] = await opts.db
      .insert(users)
      .values({ email, role, ...profile })
      .onConflictDoUpdate({ target: users.email, set: { role, ...profile } })
      .returning({ id: users.id });

    // A new session id on sign-in: a session planted before cannot be taken over.
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.userId = user!.id;
    req.session.idToken = idToken;
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
    res.set("Cache-Control", "no-store").redirect(303, signIn.returnTo);
  });

  router.get("/logout", async (req, res) => {
    const idToken = req.session?.idToken;
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
  });

  return router;
}
