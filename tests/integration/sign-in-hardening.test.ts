import { request as httpRequest } from "node:http";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, oidcModels, sessions, users } from "#db/schema.server.ts";
import { addAccount, removeAccount, setAccountPassword } from "#server/auth/accounts.server.ts";
import { investorPassword } from "#server/auth/bootstrap.server.ts";
import { SESSION_MAX_AGE_MS } from "#server/auth/session.server.ts";
import { cookieFetch, signInThroughProvider, type CookieFetch } from "../support/cookie-fetch.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

// Issue 17, items 2, 3, 4, 8 and 10: what the security review showed about sign-in, each
// through the real flow of the built-in provider over HTTP.

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    signIn: { ownerEmails: ["boss@hardening.example"], maxFailuresPerAccount: 3, maxFailuresPerAddress: 8 },
    logger: pino({ level: "trace" }, logSink),
  });
});
afterAll(() => app.close());

let counter = 0;
/** A new account and its password; `role` is given through the accounts CLI's function. */
async function newAccount(role: "owner" | "team" | "investor" = "team") {
  const email = `person-${++counter}-${Date.now()}@hardening.example`;
  const password = `password-of-${counter}-xyz`;
  await addAccount(app.db, email, password, role);
  return { email, password };
}

async function signedIn(email: string, password: string) {
  const client = cookieFetch();
  const result = await signInThroughProvider(client, app.url, email, password);
  expect(new URL(result.url).pathname).toBe("/dashboard");
  return client;
}

const me = (client: CookieFetch) => client.request(`${app.url}/api/auth/user`);
const cookieOf = (client: CookieFetch) => client.cookieHeader(`${app.url}/api/auth/user`);

describe("logs", () => {
  it("hold no cookie, session id, authorization header, token or id_token_hint", async () => {
    logLines.length = 0;
    const { email, password } = await newAccount("owner");
    const client = await signedIn(email, password);
    const cookie = cookieOf(client);
    await me(client);
    await fetch(`${app.url}/api/auth/user?token=query-token-secret-1&access_token=query-token-secret-2`, {
      headers: { authorization: "Bearer bearer-secret-value-3", cookie },
    });
    const logout = await client.request(`${app.url}/api/logout`, { headers: { "sec-fetch-site": "same-origin" } });
    const location = logout.headers.get("location")!;
    expect(location).toContain("id_token_hint=");
    const idToken = new URL(location).searchParams.get("id_token_hint")!;

    const log = logLines.join("");
    expect(log).toContain("/api/auth/user"); // requests are logged…
    expect(log).toContain("[redacted]"); // …with their secrets replaced
    const sessionValue = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const secrets = [
      sessionValue,
      sessionValue.slice(2, 34),
      "query-token-secret",
      "bearer-secret-value",
      idToken,
      idToken.slice(0, 40),
    ];
    for (const secret of secrets) expect(log, secret.slice(0, 20)).not.toContain(secret);
    for (const line of logLines) {
      const entry = JSON.parse(line) as {
        req?: { headers?: Record<string, string> };
        res?: { headers?: Record<string, string> };
      };
      for (const name of ["cookie", "authorization"]) {
        if (entry.req?.headers?.[name]) expect(entry.req.headers[name]).toBe("[redacted]");
      }
      if (entry.res?.headers?.["set-cookie"]) expect(entry.res.headers["set-cookie"]).toBe("[redacted]");
    }
  });

  it("never hold a generated investor password, which goes to a file readable by its owner only", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "trace" }, new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));
    await app.db.execute(sql`delete from app_settings where key = 'investor_password'`);
    const password = await investorPassword({ db: app.db, dataDir: app.dataDir, logger });
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(lines.join("")).not.toContain(password);
    const file = path.join(app.dataDir, "investor-password.txt");
    expect(readFileSync(file, "utf8")).toContain(password);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});

describe("removing an account or changing its password", () => {
  it("signs the removed person out at once and drops their role", async () => {
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    const cookie = cookieOf(client);
    expect((await me(client)).status).toBe(200);
    await removeAccount(app.db, email);
    const inbox = await fetch(`${app.url}/api/admin/enquiries`, { headers: { cookie } });
    expect(inbox.status).toBe(401);
    const post = await fetch(`${app.url}/api/blog-posts`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ title: "Written after removal", excerpt: "x", content: "<p>x</p>", category: "News" }),
    });
    expect(post.status).toBe(401);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const [{ n }] = (await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' is not null and ${sessions.sess}::text like ${"%" + email + "%"}`)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it("ends the app's and the provider's sessions when the password changes", async () => {
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    const cookie = cookieOf(client);
    await setAccountPassword(app.db, email, "a-brand-new-password");
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
    // The provider's session is gone too: signing in again asks for the (new) password.
    const again = await client.follow(`${app.url}/api/login`);
    expect(await again.response.text()).toContain('name="password"');
    const [account] = await app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const left = await app.db
      .select()
      .from(oidcModels)
      .where(sql`${oidcModels.payload}->>'accountId' = ${account!.id}`);
    expect(left).toEqual([]);
  });

  it("does not let a provider session that outlived its account answer 500", async () => {
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    // Gone behind the app's back (no session clean-up): the provider session is left over.
    await app.db.delete(accounts).where(eq(accounts.email, email));
    expect((await me(client)).status).toBe(401); // the app session needs a live account
    const again = await client.follow(`${app.url}/api/login`);
    for (const url of again.visited) expect(url).not.toContain("/api/callback");
    if (again.response.status !== 200) console.log(again.visited, await again.response.clone().text());
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain('name="password"');
  });

  it("ends every session 30 days after its sign-in, however active", async () => {
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    expect((await me(client)).status).toBe(200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await app.db
      .update(sessions)
      .set({
        sess: sql`jsonb_set(${sessions.sess}, '{signedInAt}', to_jsonb(${Date.now() - SESSION_MAX_AGE_MS - 1000}::bigint))`,
      })
      .where(sql`${sessions.sess}->>'userId' = ${user!.id}`);
    expect((await me(client)).status).toBe(401);
    const rows = await app.db
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${user!.id}`);
    expect(rows).toEqual([]);
  });
});

/** The sign-in form of a new interaction, and a way to post to it from a chosen address. */
async function signInForm() {
  const client = cookieFetch();
  const page = await client.follow(`${app.url}/api/login`);
  const action = /action="([^"]+)"/.exec(await page.response.text())![1]!;
  const url = new URL(action, page.url);
  const post = (email: string, password: string, localAddress = "127.0.0.1") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const body = new URLSearchParams({ email, password }).toString();
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port: Number(url.port),
            path: url.pathname,
            method: "POST",
            localAddress,
            headers: {
              cookie: client.cookieHeader(url.href),
              host: new URL(app.url).host,
              origin: app.url,
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = "";
            res.on("data", (c) => (text += c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          },
        );
        req.on("error", reject);
        req.end(body);
      },
    );
  return { post, url: url.href };
}

describe("failed sign-ins", () => {
  it("are not counted for made-up interactions, so nobody can lock a victim out with them", async () => {
    const victim = await newAccount("owner");
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${app.url}/oidc/interaction/made-up-${i}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
        body: new URLSearchParams({ email: victim.email, password: `wrong-${i}` }).toString(),
      });
      expect(res.status).toBe(400);
    }
    await signedIn(victim.email, victim.password);
  });

  it("slow down only the address that fails, with growing delays, never the account's owner elsewhere", async () => {
    const victim = await newAccount("owner");
    const statuses: number[] = [];
    let retryAfter = "";
    for (let i = 0; i < 5; i++) {
      const { post } = await signInForm();
      const res = await post(victim.email, `wrong-${i}`, "127.0.0.2");
      statuses.push(res.status);
      if (res.status === 429) retryAfter = String(res.headers["retry-after"]);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15);
    // Even the right password waits at the failing address…
    const { post: fromAttacker } = await signInForm();
    expect((await fromAttacker(victim.email, victim.password, "127.0.0.2")).status).toBe(429);
    // …while the owner, at their own address, signs in at once.
    const { post: fromOwner } = await signInForm();
    const ok = await fromOwner(victim.email, victim.password, "127.0.0.3");
    expect(ok.status).toBe(303);
  });

  it("grow the wait with every failure past the free ones", async () => {
    const victim = await newAccount("team");
    for (let i = 0; i < 3; i++)
      expect((await (await signInForm()).post(victim.email, "wrong", "127.0.0.4")).status).toBe(401);
    const key = sql`${"sign-in:account:" + victim.email + "|"}`;
    const waitOf = async () =>
      Number((await (await signInForm()).post(victim.email, "wrong", "127.0.0.4")).headers["retry-after"]);
    const first = await waitOf();
    // Pretend the wait has passed: move the last failure back, then fail once more.
    await app.db.execute(
      sql`update rate_limit_hits set reset_at = reset_at - interval '20 seconds' where key like ${key} || '%'`,
    );
    expect((await (await signInForm()).post(victim.email, "wrong", "127.0.0.4")).status).toBe(401);
    const second = await waitOf();
    expect(first).toBeGreaterThan(10);
    expect(second).toBeGreaterThan(first);
  });
});

describe("starting a sign-in", () => {
  it("stores nothing in the sessions table, however often it is asked", async () => {
    const before = (await app.db.select({ sid: sessions.sid }).from(sessions)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${app.url}/api/login`, { redirect: "manual" }).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 303)).toBe(true);
    expect((await app.db.select({ sid: sessions.sid }).from(sessions)).length).toBe(before);
  });

  it("lets an abandoned sign-in page expire within half an hour", async () => {
    const client = cookieFetch();
    await client.follow(`${app.url}/api/login`);
    const [latest] = await app.db
      .select({ expiresAt: oidcModels.expiresAt })
      .from(oidcModels)
      .where(eq(oidcModels.kind, "Interaction"))
      .orderBy(sql`${oidcModels.expiresAt} desc`)
      .limit(1);
    expect(latest!.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
  });

  it("refuses a tampered sign-in state cookie", async () => {
    const client = cookieFetch();
    const start = await client.request(`${app.url}/api/login`);
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const stored = client.jar.get("arcwell.signin")!;
    stored.value = stored.value.slice(0, -3) + (stored.value.endsWith("AAA") ? "BBB" : "AAA");
    const res = await client.request(`${app.url}/api/callback?code=x&state=${state}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("expired or was already used");
  });
});

describe("signing out", () => {
  it("asks first when another site sends the browser to /api/logout", async () => {
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    for (const site of ["cross-site", "same-site"]) {
      const res = await client.request(`${app.url}/api/logout`, { headers: { "sec-fetch-site": site } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<form method="post" action="/api/logout">');
      expect((await me(client)).status).toBe(200);
    }
    // A cross-site post of that form is refused too.
    const forged = await client.request(`${app.url}/api/logout`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect((await me(client)).status).toBe(200);
  });

  it("asks first when nothing proves the request came from our own pages (no Fetch Metadata, another Origin or Referer)", async () => {
    // Issue 33 item 10: browsers without Fetch Metadata, and contradicting headers.
    const asks: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "https://evil.example/page" },
      { referer: `${app.url}.evil.example/` },
      {},
      { "sec-fetch-site": "same-origin", origin: "https://evil.example" },
      { "sec-fetch-site": "same-origin", referer: "https://evil.example/" },
      { "sec-fetch-site": "none", origin: "null" },
    ];
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    for (const headers of asks) {
      const res = await client.request(`${app.url}/api/logout`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toContain('<form method="post" action="/api/logout">');
      expect((await me(client)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("signs out at once without Fetch Metadata when the Origin or Referer is our own", async () => {
    for (const headers of [{ origin: app.url }, { referer: `${app.url}/dashboard` }] as Record<string, string>[]) {
      const { email, password } = await newAccount("team");
      const client = await signedIn(email, password);
      const res = await client.request(`${app.url}/api/logout`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(303);
      expect((await me(client)).status).toBe(401);
    }
  });

  it("signs out at once from our own pages, a typed address, and the confirmation form", async () => {
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }]) {
      const { email, password } = await newAccount("team");
      const client = await signedIn(email, password);
      const res = await client.request(`${app.url}/api/logout`, { headers });
      expect(res.status).toBe(303);
      expect((await me(client)).status).toBe(401);
    }
    const { email, password } = await newAccount("team");
    const client = await signedIn(email, password);
    const posted = await client.request(`${app.url}/api/logout`, { method: "POST", headers: { origin: app.url } });
    expect(posted.status).toBe(303);
    expect((await me(client)).status).toBe(401);
  });
});

describe.runIf(DB_KIND === "postgres")("the built-in provider on another port", () => {
  it("signs the same person in as the same user (its issuer URL follows the port)", async () => {
    const { email, password } = await newAccount("owner");
    const first = await me(await signedIn(email, password)).then((r) => r.json());
    const elsewhere = await startTestApp({ sameDatabaseAs: app, signIn: {} });
    try {
      const client = cookieFetch();
      const result = await signInThroughProvider(client, elsewhere.url, email, password);
      expect(new URL(result.url).pathname).toBe("/dashboard");
      const second = await client.request(`${elsewhere.url}/api/auth/user`).then((r) => r.json());
      expect(second).toMatchObject({ id: first.id, email, role: "owner" });
    } finally {
      await elsewhere.close();
    }
  });
});
