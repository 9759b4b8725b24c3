import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import type { Config } from "../config.ts";
import { createInitialOwner } from "./bootstrap.server.ts";
import { BUILT_IN_CLIENT_ID, createIdentityProvider } from "./identity-provider.server.ts";
import { relyingPartyRouter } from "./relying-party.server.ts";

type SignInConfig = Pick<
  Config,
  "OIDC_ISSUER_URL" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET" | "OWNER_EMAILS" | "TEAM_EMAILS" | "PUBLIC_URL" | "DATA_DIR"
>;

/** An external provider when OIDC_ISSUER_URL is set; otherwise the built-in one at /oidc. */
export async function setUpSignIn(opts: {
  config: SignInConfig;
  database: Database;
  port: number;
  secure: boolean;
  url: string;
  logger: Logger;
  maxFailuresPerAccount?: number;
  maxFailuresPerAddress?: number;
}) {
  const { config, database } = opts;
  const { db } = database;
  const roles = { ownerEmails: config.OWNER_EMAILS ?? [], teamEmails: config.TEAM_EMAILS ?? [] };
  if (config.OIDC_ISSUER_URL) {
    return {
      identityProvider: undefined,
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
  const origins = config.PUBLIC_URL ? [config.PUBLIC_URL] : [`http://localhost:${opts.port}`, `http://127.0.0.1:${opts.port}`];
  const idp = await createIdentityProvider({
    db,
    origins,
    secure: opts.secure,
    maxFailuresPerAccount: opts.maxFailuresPerAccount,
    maxFailuresPerAddress: opts.maxFailuresPerAddress,
  });
  await database.withStartupLock((locked) =>
    createInitialOwner({
      db: locked,
      dataDir: config.DATA_DIR,
      email: config.OWNER_EMAILS?.[0],
      signInUrl: `${opts.url}/api/login`,
      logger: opts.logger,
    }),
  );
  return {
    identityProvider: idp.router,
    relyingParty: relyingPartyRouter({
      db,
      issuer: idp.issuer,
      clientId: BUILT_IN_CLIENT_ID,
      clientSecret: idp.clientSecret,
      publicOrigin: config.PUBLIC_URL,
      ...roles,
    }),
  };
}
