import type { Server } from "node:http";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import express from "express";
import Provider, { type Configuration } from "oidc-provider";
import { freePort } from "#server/http/free-port.server.ts";

// A separately running OpenID Connect provider whose people and claims a test chooses: the
// next sign-in is whoever `signInAs` names, with exactly the claims given (email_verified
// false or missing included), as an outside provider may send them.

export interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

export async function startClaimsProvider(clientOrigin: string) {
  const port = await freePort("127.0.0.1");
  const url = `http://localhost:${port}`;
  const clientSecret = randomBytes(24).toString("base64url");
  const people = new Map<string, Person>();
  let next: Person | undefined;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: "claims-test-client",
        client_secret: clientSecret,
        redirect_uris: [`${clientOrigin}/api/callback`],
        post_logout_redirect_uris: [`${clientOrigin}/`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] as never },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ ...person }) };
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(`${url}/oidc`, configuration);
  const app = express();
  // No form: the interaction signs in whoever the test chose.
  app.get("/oidc/interaction/:uid", async (req, res) => {
    if (!next) return void res.status(400).send("nobody to sign in");
    people.set(next.sub, next);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: next.sub } },
      { mergeWithLastSubmission: false },
    );
  });
  app.use("/oidc", provider.callback());
  const server: Server = app.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    issuer: `${url}/oidc`,
    clientId: "claims-test-client",
    clientSecret,
    signInAs(person: Person) {
      next = person;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
