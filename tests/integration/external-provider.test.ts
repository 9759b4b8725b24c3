import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#server/auth/accounts.server.ts";
import { BUILT_IN_CLIENT_ID, createIdentityProvider } from "#server/auth/identity-provider.server.ts";
import { freePort } from "#server/http/free-port.server.ts";
import { cookieFetch, signInThroughProvider } from "../support/cookie-fetch.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { freshDatabase } from "../support/test-database.ts";

// Any standard provider works: here a separately running oidc-provider on its own port and
// database is given to the app as OIDC_ISSUER_URL, and the app mounts no provider of its own.

let app: TestApp;
let provider: { server: Server; url: string; dispose(): Promise<void> };

beforeAll(async () => {
  const providerDb = await freshDatabase();
  const providerPort = await freePort();
  const appPort = await freePort();
  const providerUrl = `http://localhost:${providerPort}`;
  const idp = await createIdentityProvider({
    db: providerDb.db,
    origins: [providerUrl],
    clientOrigins: [`http://localhost:${appPort}`],
    secure: false,
  });
  await addAccount(providerDb.db, "outside@partner.example", "outside-password");
  const providerApp = express();
  providerApp.use(express.static("public"));
  providerApp.use("/oidc", idp.router);
  const server = providerApp.listen(providerPort, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  provider = {
    server,
    url: providerUrl,
    dispose: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await providerDb.dispose();
    },
  };
  app = await startTestApp({
    port: appPort,
    signIn: {
      external: { issuer: `${providerUrl}/oidc`, clientId: BUILT_IN_CLIENT_ID, clientSecret: idp.clientSecret },
      teamEmails: ["outside@partner.example"],
    },
  });
});

afterAll(async () => {
  await app?.close();
  await provider?.dispose();
});

describe("an external OpenID Connect provider", () => {
  it("signs a person in through the provider's own pages and back to the app", async () => {
    const client = cookieFetch();
    const { url, visited } = await signInThroughProvider(
      client,
      app.url,
      "outside@partner.example",
      "outside-password",
    );
    expect(visited.some((u) => u.startsWith(provider.url))).toBe(true);
    expect(new URL(url).origin).toBe(app.url);
    expect(new URL(url).pathname).toBe("/dashboard");
    const me = await client.request(`${app.url}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "outside@partner.example", role: "team" });
  });

  it("does not mount a provider of its own", async () => {
    const response = await fetch(`${app.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).not.toBe(200);
  });

  it("sends sign-out to the provider's end-session endpoint", async () => {
    const client = cookieFetch();
    await signInThroughProvider(client, app.url, "outside@partner.example", "outside-password");
    const response = await client.request(`${app.url}/api/logout`, { headers: { "sec-fetch-site": "same-origin" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")!.startsWith(`${provider.url}/oidc/session/end`)).toBe(true);
    expect((await client.request(`${app.url}/api/auth/user`)).status).toBe(401);
  });
});
