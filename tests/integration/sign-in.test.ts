import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "#db/schema.server.ts";
import { addAccount, setAppRole } from "#server/auth/accounts.server.ts";
import { SESSION_COOKIE } from "#server/auth/session.server.ts";
import { choosePassword, cookieFetch, signInThroughProvider } from "../support/cookie-fetch.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// The whole authorization-code flow against the built-in provider, over real HTTP.

let app: TestApp;
let ownerEmail: string;
const ownerPassword = "the-owner-chose-this-1";
let generatedPassword: string;

beforeAll(async () => {
  app = await startTestApp({
    signIn: {
      ownerEmails: ["first@test.example", "boss@test.example"],
      teamEmails: ["crew@test.example", "first@test.example", "crew-lead@test.example"],
      maxFailuresPerAccount: 3,
    },
  });
  // The first owner is the first of OWNER_EMAILS, with a password written to DATA_DIR.
  const file = readFileSync(path.join(app.database.dataDir, "initial-owner.txt"), "utf8");
  ownerEmail = /Email: (\S+)/.exec(file)![1]!;
  generatedPassword = /Password: (\S+)/.exec(file)![1]!;
  // The generated password only leads to "Choose a new password" (tested below in full).
  const client = cookieFetch();
  const first = await signInThroughProvider(client, app.url, ownerEmail, generatedPassword);
  const chosen = await choosePassword(client, first, ownerPassword);
  if (chosen.status !== 303) throw new Error(`the first owner could not choose a password: ${chosen.status}`);
});
afterAll(() => app.close());

async function currentUser(client: ReturnType<typeof cookieFetch>) {
  const response = await client.request(`${app.url}/api/auth/user`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("sign-in through the built-in provider", () => {
  it("makes a person with a generated password choose a new one before signing in", async () => {
    const client = cookieFetch();
    const email = "generated@test.example";
    const generated = "generated-password-1";
    await addAccount(app.db, email, generated, "team", { mustChangePassword: true });
    const first = await signInThroughProvider(client, app.url, email, generated);
    expect(first.response.status).toBe(200);
    // Not signed in yet: the generated password alone gives no session.
    expect((await currentUser(client)).status).toBe(401);
    const mismatch = await choosePassword(
      client,
      { response: first.response, url: first.url },
      ownerPassword,
      "something-else-1",
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.clone().text()).toContain("The two passwords do not match.");
    const same = await choosePassword(client, { response: mismatch, url: first.url }, generated);
    expect(same.status).toBe(400);
    const short = await choosePassword(client, { response: same, url: first.url }, "short");
    expect(short.status).toBe(400);
    const chosen = await choosePassword(client, { response: short, url: first.url }, "chosen-password-1");
    expect(chosen.status).toBe(303);
    const landed = await client.follow(new URL(chosen.headers.get("location")!, first.url).href);
    expect(new URL(landed.url).pathname).toBe("/dashboard");
    expect((await currentUser(client)).body).toMatchObject({ email, role: "team" });
    // The generated password no longer works; the chosen one does, without another change.
    expect((await signInThroughProvider(cookieFetch(), app.url, email, generated)).response.status).toBe(401);
    const again = cookieFetch();
    await signInThroughProvider(again, app.url, email, "chosen-password-1");
    expect((await currentUser(again)).status).toBe(200);
  });

  it("also asks the first owner, created at start with a printed password, for a new one", async () => {
    const client = cookieFetch();
    const { response } = await signInThroughProvider(client, app.url, ownerEmail, generatedPassword);
    expect(response.status).toBe(401); // replaced in beforeAll through the change form
    const [account] = await app.db.select().from(accounts).where(eq(accounts.email, ownerEmail));
    expect(account!.mustChangePassword).toBe(false);
  });

  it("signs the first owner in with the chosen password, landing on /dashboard", async () => {
    const client = cookieFetch();
    const { url } = await signInThroughProvider(client, app.url, ownerEmail, ownerPassword);
    expect(new URL(url).pathname).toBe("/dashboard");
    const me = await currentUser(client);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "first@test.example", role: "owner" });
    expect(Object.keys(me.body).sort()).toEqual(["email", "firstName", "id", "lastName", "profileImageUrl", "role"]);
  });

  it("shows 'Invalid email or password.' for a wrong pair and signs nobody in", async () => {
    const client = cookieFetch();
    const { response } = await signInThroughProvider(client, app.url, ownerEmail, "not-the-password");
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("Invalid email or password.");
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toContain(">Sign in</button>");
    expect((await currentUser(client)).status).toBe(401);
  });

  it("gives a new account the investor role, and promotes OWNER_EMAILS and TEAM_EMAILS at sign-in", async () => {
    await addAccount(app.db, "newcomer@test.example", "newcomer-password");
    await addAccount(app.db, "boss@test.example", "boss-password-1");
    await addAccount(app.db, "crew@test.example", "crew-password-1");
    for (const [email, password, role] of [
      ["newcomer@test.example", "newcomer-password", "investor"],
      ["boss@test.example", "boss-password-1", "owner"],
      ["crew@test.example", "crew-password-1", "team"],
    ] as const) {
      const client = cookieFetch();
      await signInThroughProvider(client, app.url, email, password);
      expect((await currentUser(client)).body.role).toBe(role);
    }
  });

  it("never demotes: an owner listed in TEAM_EMAILS stays owner", async () => {
    await addAccount(app.db, "crew-lead@test.example", "crew-lead-password", "owner");
    const client = cookieFetch();
    await signInThroughProvider(client, app.url, "crew-lead@test.example", "crew-lead-password");
    expect((await currentUser(client)).body.role).toBe("owner");
  });

  it("keeps the role given by the accounts CLI", async () => {
    await addAccount(app.db, "cli-team@test.example", "cli-team-password", "team");
    const client = cookieFetch();
    await signInThroughProvider(client, app.url, "cli-team@test.example", "cli-team-password");
    expect((await currentUser(client)).body.role).toBe("team");
    await setAppRole(app.db, "cli-team@test.example", "investor");
    expect((await currentUser(client)).body.role).toBe("investor"); // read fresh on every request
  });

  it("returns to a same-origin path and refuses to leave the site", async () => {
    const cases: [string, string][] = [
      ["/journal?tab=1", "/journal?tab=1"],
      ["https://evil.example/", "/dashboard"],
      ["//evil.example", "/dashboard"],
      ["/\\evil.example", "/dashboard"],
      ["javascript:alert(1)", "/dashboard"],
      // Found by the security review: these normalize or decode to //host or /\host.
      ["/.//evil.example/x", "/dashboard"],
      ["/..//evil.example/x", "/dashboard"],
      ["/%2e%2e//evil.example/x", "/dashboard"],
      ["/%2F%2Fevil.example/x", "/dashboard"],
      ["/%5Cevil.example/x", "/dashboard"],
      ["/.\\evil.example/x", "/dashboard"],
      ["/./%2F/evil.example", "/dashboard"],
    ];
    for (const [returnTo, landing] of cases) {
      const client = cookieFetch();
      const { url } = await signInThroughProvider(client, app.url, ownerEmail, ownerPassword, returnTo);
      const landed = new URL(url);
      expect(landed.origin).toBe(app.url);
      expect(landed.pathname + landed.search).toBe(landing);
    }
  });

  it("gives a new session id at sign-in (no fixation)", async () => {
    const client = cookieFetch();
    await addAccount(app.db, "planter@test.example", "planter-password-1");
    await signInThroughProvider(client, app.url, "planter@test.example", "planter-password-1");
    const planted = client.jar.get(SESSION_COOKIE)?.value;
    // Forget the provider's session, so that the next sign-in asks for a password.
    for (const name of [...client.jar.keys()]) if (name.startsWith("arcwell.op.")) client.jar.delete(name);
    expect(planted).toBeTruthy();
    await signInThroughProvider(client, app.url, ownerEmail, ownerPassword);
    const after = client.jar.get(SESSION_COOKIE)?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(planted);
    const withPlanted = await fetch(`${app.url}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
    });
    expect(withPlanted.status).toBe(401);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, path /, for seven days, not Secure over http", async () => {
    const client = cookieFetch();
    await signInThroughProvider(client, app.url, ownerEmail, ownerPassword);
    const attributes = client.jar.get(SESSION_COOKIE)!.attributes.toLowerCase();
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).not.toContain("secure");
    const expires = new Date(/expires=([^;]+)/.exec(attributes)![1]!).getTime();
    expect(Math.abs(expires - Date.now() - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
  });

  it("refuses a tampered session cookie", async () => {
    const client = cookieFetch();
    await signInThroughProvider(client, app.url, ownerEmail, ownerPassword);
    const value = decodeURIComponent(client.jar.get(SESSION_COOKIE)!.value);
    const tampered = value.slice(0, -2) + (value.endsWith("A") ? "BB" : "AA");
    const response = await fetch(`${app.url}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(tampered)}` },
    });
    expect(response.status).toBe(401);
  });

  it("signs out: the session is gone from the database and the provider's session ends", async () => {
    const client = cookieFetch();
    await signInThroughProvider(client, app.url, ownerEmail, ownerPassword);
    const cookie = client.cookieHeader(`${app.url}/api/auth/user`);
    const before = await app.db.select().from(sessions);
    const logout = await client.follow(`${app.url}/api/logout`, { headers: { "sec-fetch-site": "same-origin" } });
    // The provider asks for a confirmation that its script submits at once.
    const html = await logout.response.text();
    expect(html).toContain("op.logoutForm");
    expect(html).toContain("/auth-logout.js");
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirm = await client.follow(`${app.url}/oidc/session/end/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
    });
    expect(new URL(confirm.url).pathname).toBe("/");
    expect((await currentUser(client)).status).toBe(401);
    const replay = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
    expect((await app.db.select().from(sessions)).length).toBeLessThan(before.length);
    // Signing in again asks for the password: the provider's session ended too.
    const again = await client.follow(`${app.url}/api/login`);
    expect(await again.response.text()).toContain('name="password"');
  });

  it("refuses a callback without a pending sign-in, or with a forged state", async () => {
    const bare = await fetch(`${app.url}/api/callback?code=abc&state=xyz`);
    expect(bare.status).toBe(400);
    const client = cookieFetch();
    await client.request(`${app.url}/api/login`);
    const forged = await client.request(`${app.url}/api/callback?code=abc&state=forged`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Sign-in could not be completed");
  });

  it("slows repeated failures for one account with 429", async () => {
    await addAccount(app.db, "target@test.example", "target-password-1");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = cookieFetch();
      const { response } = await signInThroughProvider(client, app.url, "target@test.example", `wrong-${i}`);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("answers NUL bytes in authorization parameters without a 500 (found by wapiti)", async () => {
    const client = cookieFetch();
    const start = await client.request(`${app.url}/api/login`);
    const authorize = new URL(start.headers.get("location")!);
    for (const name of ["state", "nonce", "client_id", "redirect_uri", "code_challenge"]) {
      const url = new URL(authorize);
      url.searchParams.set(name, `${url.searchParams.get(name)}\u0000`);
      const response = await client.request(url.href);
      expect(response.status, name).toBeLessThan(500);
    }
    const token = await fetch(`${app.url}/oidc/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=authorization_code&code=abc%00def&redirect_uri=x&client_id=arcwell-web",
    });
    expect(token.status).toBeLessThan(500);
  });

  it("refuses a cross-site post of the sign-in form", async () => {
    const client = cookieFetch();
    const page = await client.follow(`${app.url}/api/login`);
    const action = /action="([^"]+)"/.exec(await page.response.text())![1]!;
    const response = await client.request(new URL(action, page.url).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ email: ownerEmail, password: ownerPassword }).toString(),
    });
    expect(response.status).toBe(403);
  });

  it("stores the signed-in user with the claims of the provider", async () => {
    const [row] = await app.db.select().from(users).where(eq(users.email, ownerEmail));
    expect(row).toMatchObject({ email: ownerEmail, role: "owner" });
  });
});
