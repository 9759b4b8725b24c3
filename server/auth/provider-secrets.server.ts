import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import type { Db } from "#db/client.server.ts";
import { getOrCreateSetting } from "../content/settings.server.ts";

// The built-in provider's keys, cookie secrets and client secret, kept in app_settings so restarts
// keep sessions. Apart from identity-provider.server.ts, which loads oidc-provider (tens of MB):
// the app needs the client secret at start, the provider itself only at the first sign-in.

export const BUILT_IN_CLIENT_ID = "arcwell-web";

interface ProviderSecrets {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  clientSecret: string;
}

export function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  return getOrCreateSetting<ProviderSecrets>(db, "oidc_provider_secrets", async () => {
    // Off the main thread: an RSA key takes 60–250 ms of CPU on a first start.
    const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: "jwk" }),
      kid: randomBytes(8).toString("hex"),
      use: "sig",
      alg: "RS256",
    };
    return {
      jwks: { keys: [jwk] },
      cookieKeys: [randomBytes(32).toString("base64url")],
      clientSecret: randomBytes(32).toString("base64url"),
    };
  });
}
