import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema.server.ts";
import { setAppRole } from "#server/auth/accounts.server.ts";
import { freePort } from "#server/http/free-port.server.ts";
import { startClaimsProvider, type Person } from "../support/claims-provider.ts";
import { cookieFetch } from "../support/cookie-fetch.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// With an outside provider (issue 17 item 10): only a verified email is taken, and a person is
// their (issuer, subject), so an address that changes hands does not carry a role with it.

let app: TestApp;
let provider: Awaited<ReturnType<typeof startClaimsProvider>>;

beforeAll(async () => {
  const port = await freePort("127.0.0.1");
  provider = await startClaimsProvider(`http://localhost:${port}`);
  app = await startTestApp({
    port,
    signIn: {
      external: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      ownerEmails: ["founder@outside.example"],
    },
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

async function signInAs(person: Person) {
  provider.signInAs(person);
  const client = cookieFetch();
  const result = await client.follow(`${app.url}/api/login`);
  const me = await client.request(`${app.url}/api/auth/user`);
  return {
    status: result.response.status,
    page: await result.response.text(),
    me: me.status === 200 ? await me.json() : undefined,
  };
}

describe("signing in through an outside provider", () => {
  it("refuses an email the provider has not verified, or does not say it verified", async () => {
    for (const email_verified of [false, undefined]) {
      const result = await signInAs({
        sub: `unverified-${String(email_verified)}`,
        email: "founder@outside.example",
        email_verified,
      });
      expect(result.status).toBe(403);
      expect(result.page).toContain("not verified");
      expect(result.me).toBeUndefined();
    }
    expect(await app.db.select().from(users).where(eq(users.email, "founder@outside.example"))).toEqual([]);
  });

  it("binds a person to their issuer and subject at the first sign-in", async () => {
    const result = await signInAs({ sub: "founder-1", email: "founder@outside.example", email_verified: true });
    expect(result.me).toMatchObject({ email: "founder@outside.example", role: "owner" });
    const [row] = await app.db.select().from(users).where(eq(users.email, "founder@outside.example"));
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: "founder-1" });
  });

  it("refuses another subject that now holds the same email, keeping the owner's role safe", async () => {
    const result = await signInAs({ sub: "someone-else", email: "founder@outside.example", email_verified: true });
    expect(result.status).toBe(403);
    expect(result.page).toContain("belongs to another sign-in");
    expect(result.me).toBeUndefined();
  });

  it("follows the person when the provider reports a new email", async () => {
    const result = await signInAs({ sub: "founder-1", email: "founder.new@outside.example", email_verified: true });
    expect(result.me).toMatchObject({ email: "founder.new@outside.example", role: "owner" });
    const rows = await app.db.select().from(users).where(eq(users.oidcSubject, "founder-1"));
    expect(rows).toHaveLength(1);
  });

  it("binds a role given beforehand by email (the accounts CLI) at that person's first sign-in", async () => {
    await setAppRole(app.db, "crew@outside.example", "team");
    const result = await signInAs({ sub: "crew-1", email: "crew@outside.example", email_verified: true });
    expect(result.me).toMatchObject({ email: "crew@outside.example", role: "team" });
    const [row] = await app.db.select().from(users).where(eq(users.email, "crew@outside.example"));
    expect(row!.oidcSubject).toBe("crew-1");
  });

  it("an invitation gives its role at the first sign-in and says the provider handles passwords (issue 27)", async () => {
    const owner = await app.as("owner");
    const made = await owner("/api/invitations", {
      method: "POST",
      json: { email: "Guest@Outside.example", role: "investor" },
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({
      email: "guest@outside.example",
      url: null,
      mailed: false,
      signIn: "external",
    });
    // No password page of ours exists with an outside provider.
    expect((await cookieFetch().request(`${app.url}/account/forgot-password`)).status).toBe(404);
    const listed = async () =>
      ((await (await owner("/api/invitations")).json()) as { email: string }[]).map((i) => i.email);
    expect(await listed()).toContain("guest@outside.example");

    const result = await signInAs({ sub: "guest-1", email: "guest@outside.example", email_verified: true });
    expect(result.me).toMatchObject({ email: "guest@outside.example", role: "investor" });
    // Signed in: the invitation has done its work and leaves the list.
    expect(await listed()).not.toContain("guest@outside.example");
    // A reset link means nothing here: the provider keeps the password.
    const [guest] = await app.db.select().from(users).where(eq(users.email, "guest@outside.example"));
    expect((await owner(`/api/users/${guest!.id}/reset-link`, { method: "POST" })).status).toBe(409);
  });
});
