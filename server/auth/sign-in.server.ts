import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import type { Config } from "../config.server.ts";
import { createInitialOwner } from "./bootstrap.server.ts";
import { BUILT_IN_CLIENT_ID, loadProviderSecrets } from "./provider-secrets.server.ts";
import { relyingPartyRouter } from "./relying-party.server.ts";
import type { TwoFactorSetup } from "./two-factor-gate.server.ts";

type SignInConfig = Pick<
  Config,
  | "OIDC_ISSUER_URL"
  | "OIDC_CLIENT_ID"
  | "OIDC_CLIENT_SECRET"
  | "OWNER_EMAILS"
  | "TEAM_EMAILS"
  | "PUBLIC_URL"
  | "DATA_DIR"
>;

/** How people of the built-in provider are recorded (its URL changes with the port and origin). */
export const BUILT_IN_ISSUER = "built-in";

/** An external provider when OIDC_ISSUER_URL is set; otherwise the built-in one at /oidc. */
export async function setUpSignIn(opts: {
  config: SignInConfig;
  database: Database;
  port: number;
  secure: boolean;
  url: string;
  logger: Logger;
  /** The session secret; it also encrypts the pre-sign-in state cookie. */
  sessionSecret: string;
  maxFailuresPerAccount?: number;
  maxFailuresPerAddress?: number;
  /** REQUIRE_2FA_FOR_STAFF (decision 034). */
  requireTwoFactorForStaff?: boolean;
}) {
  const { config, database } = opts;
  const { db } = database;
  const roles = {
    ownerEmails: config.OWNER_EMAILS ?? [],
    teamEmails: config.TEAM_EMAILS ?? [],
    secret: opts.sessionSecret,
    secure: opts.secure,
  };
  if (config.OIDC_ISSUER_URL) {
    return {
      identityProvider: undefined,
      localIssuer: undefined as string | undefined,
      // An external provider's own rules decide its second factors.
      twoFactor: undefined as TwoFactorSetup | undefined,
      relyingParty: relyingPartyRouter({
        db,
        issuer: config.OIDC_ISSUER_URL,
        clientId: config.OIDC_CLIENT_ID!,
        clientSecret: config.OIDC_CLIENT_SECRET,
        publicOrigin: config.PUBLIC_URL,
        ...roles,
      }),
    };
  }
  const origins = config.PUBLIC_URL
    ? [config.PUBLIC_URL]
    : [`http://localhost:${opts.port}`, `http://127.0.0.1:${opts.port}`];
  // The provider (oidc-provider, passkeys: ~40 MB of code and heap) loads with the first
  // request to /oidc; the app needs only its issuer and client secret before that.
  const secrets = await loadProviderSecrets(db);
  const issuer = `${origins[0]}/oidc`;
  const identityProvider = onFirstUse(async () => {
    const { createIdentityProvider } = await import("./identity-provider.server.ts");
    const idp = await createIdentityProvider({
      db,
      origins,
      secure: opts.secure,
      maxFailuresPerAccount: opts.maxFailuresPerAccount,
      maxFailuresPerAddress: opts.maxFailuresPerAddress,
      twoFactorSecret: opts.sessionSecret,
    });
    return idp.router;
  });
  const firstOwner = await database.withStartupLock((locked) =>
    createInitialOwner({
      db: locked,
      dataDir: config.DATA_DIR,
      email: config.OWNER_EMAILS?.[0],
      signInUrl: `${opts.url}/dashboard`,
      logger: opts.logger,
    }),
  );
  return {
    /** The owner account made at this first start, for the welcome `npm start` prints. */
    firstOwner,
    identityProvider,
    localIssuer: BUILT_IN_ISSUER,
    twoFactor: {
      localIssuer: BUILT_IN_ISSUER,
      secret: opts.sessionSecret,
      origins,
      requiredForStaff: opts.requireTwoFactorForStaff ?? false,
    } satisfies TwoFactorSetup as TwoFactorSetup | undefined,
    relyingParty: relyingPartyRouter({
      db,
      issuer,
      clientId: BUILT_IN_CLIENT_ID,
      clientSecret: secrets.clientSecret,
      publicOrigin: config.PUBLIC_URL,
      boundIssuer: BUILT_IN_ISSUER,
      ...roles,
    }),
  };
}

/** A handler made on its first request (a failed attempt is retried by the next request). */
function onFirstUse(make: () => Promise<RequestHandler>): RequestHandler {
  let made: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    made ??= make().catch((err: unknown) => {
      made = undefined;
      throw err;
    });
    made.then((handler) => handler(req, res, next), next);
  };
}
