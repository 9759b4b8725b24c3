import { and, desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, twoFactorRecoveryCodes, twoFactorTotp } from "#db/schema.server.ts";
import { addAccount } from "#server/auth/accounts.server.ts";
import { ENROL_FIRST_MESSAGE } from "#server/auth/two-factor-gate.server.ts";
import { fingerprint } from "../support/db-fingerprint.ts";
import { cookieFetch, signInThroughProvider, type CookieFetch } from "../support/cookie-fetch.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { TWO_FACTOR_MATRIX } from "./authorization-matrix.table.ts";

// Issue 19 item 4 (decision 034): second factors of the built-in identity provider, through the
// real provider over HTTP: the second step of sign-in (authenticator codes, recovery codes),
// its rate limit and audit entries, enrolment and removal from the API, and REQUIRE_2FA_FOR_STAFF.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ signIn: { maxFailuresPerAccount: 3, maxFailuresPerAddress: 1000 } });
});
afterAll(() => app?.close());

let counter = 0;
async function newAccount(target: TestApp, role: "owner" | "team" | "investor") {
  const email = `two-factor-${++counter}-${Date.now()}@test.example`;
  const password = `password-${counter}-of-two-factor`;
  const { id } = await addAccount(target.db, email, password, role);
  return { id, email, password };
}

type Page = { response: Response; url: string };

/** Password step; answers the page it ends on (the second step, or the dashboard after redirects). */
async function passwordStep(target: TestApp, client: CookieFetch, email: string, password: string, fresh = false) {
  if (!fresh) return signInThroughProvider(client, target.url, email, password);
  const page = await client.follow(`${target.url}/api/login?fresh=1&returnTo=/dashboard`);
  const html = await page.response.text();
  const action = new URL(/action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&"), page.url).href;
  const posted = await client.request(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(action).origin },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (posted.status !== 303) return { response: posted, url: action };
  return client.follow(new URL(posted.headers.get("location")!, action).href);
}

/** Posts the second step's form; on success follows to the app and answers where it ends. */
async function secondStep(client: CookieFetch, page: Page, fields: Record<string, string>) {
  const html = await page.response.text();
  expect(html).toContain("Two-factor sign-in");
  const action = new URL(/action="([^"]+second-factor)"/.exec(html)![1]!.replace(/&amp;/g, "&"), page.url).href;
  const posted = await client.request(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(action).origin },
    body: new URLSearchParams(fields).toString(),
  });
  if (posted.status !== 303) return { response: posted, url: action, signedIn: false };
  const end = await client.follow(new URL(posted.headers.get("location")!, action).href);
  return { ...end, signedIn: new URL(end.url).pathname === "/dashboard" };
}

async function api(target: TestApp, client: CookieFetch, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await client.request(`${target.url}${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", origin: target.url },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.method && init.method !== "GET" ? "{}" : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function signedIn(target: TestApp, email: string, password: string) {
  const client = cookieFetch();
  const end = await signInThroughProvider(client, target.url, email, password);
  expect(new URL(end.url).pathname).toBe("/dashboard");
  return client;
}

/** Lets the next code be accepted: as if the last used time step were long past. */
async function timePasses(target: TestApp, accountId: string) {
  await target.db.update(twoFactorTotp).set({ lastTimeStep: null }).where(eq(twoFactorTotp.accountId, accountId));
}

/** Ages the caller's sessions' sign-in by `minutes`. */
async function ageSignIn(target: TestApp, minutes: number) {
  const old = Date.now() - minutes * 60 * 1000;
  await target.db.execute(
    sql`update sessions set sess = jsonb_set(jsonb_set(sess, '{authTime}', to_jsonb(${old}::bigint)), '{signedInAt}', to_jsonb(${old}::bigint))`,
  );
}

/** A signed-in person with a confirmed authenticator app; answers its secret and recovery codes. */
async function enrolled(target: TestApp, role: "owner" | "team" | "investor") {
  const person = await newAccount(target, role);
  const client = await signedIn(target, person.email, person.password);
  const started = await api(target, client, "/api/account/two-factor/totp", { method: "POST" });
  expect(started.status).toBe(201);
  const secret: string = started.body.secret;
  expect(started.body.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await api(target, client, "/api/account/two-factor/totp/confirm", {
    method: "POST",
    json: { code: await generate({ secret }) },
  });
  expect(confirmed.status).toBe(200);
  const recoveryCodes: string[] = confirmed.body.recoveryCodes;
  expect(recoveryCodes).toHaveLength(10);
  await timePasses(target, person.id);
  return { ...person, client, secret, recoveryCodes };
}

async function failedEntries(email: string) {
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "sign-in.failed"))
    .orderBy(desc(auditLog.at));
  return rows.filter((r) => r.summary.includes(email));
}

describe("enrolment", () => {
  it("confirms an authenticator app with a first code, then keeps ten hashed recovery codes", async () => {
    const person = await enrolled(app, "team");
    const status = await api(app, person.client, "/api/account/two-factor");
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      enabled: true,
      required: false,
      totp: { enabled: true },
      recoveryCodesLeft: 10,
    });
    const stored = await app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.accountId, person.id));
    expect(stored).toHaveLength(10);
    for (const code of person.recoveryCodes) expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);
    const [totp] = await app.db.select().from(twoFactorTotp).where(eq(twoFactorTotp.accountId, person.id));
    expect(totp!.secret).not.toContain(person.secret);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, "2fa.enrol"));
    expect(entries.some((e) => e.summary === "Authenticator app set up" && e.actor === person.email)).toBe(true);
  });

  it("refuses a wrong first code and a second app while one is set up", async () => {
    const person = await newAccount(app, "investor");
    const client = await signedIn(app, person.email, person.password);
    const started = await api(app, client, "/api/account/two-factor/totp", { method: "POST" });
    const wrong = await api(app, client, "/api/account/two-factor/totp/confirm", {
      method: "POST",
      json: { code: "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not valid/);
    const bad = await api(app, client, "/api/account/two-factor/totp/confirm", {
      method: "POST",
      json: { code: "12ab" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code).toBeDefined();
    expect((await api(app, client, "/api/account/two-factor")).body.totp.enabled).toBe(false);
    const ok = await api(app, client, "/api/account/two-factor/totp/confirm", {
      method: "POST",
      json: { code: await generate({ secret: started.body.secret }) },
    });
    expect(ok.status).toBe(200);
    expect((await api(app, client, "/api/account/two-factor/totp", { method: "POST" })).status).toBe(409);
  });
});

describe("signing in with a second factor", () => {
  it("asks for a code after the password; a valid code signs in once, its replay is refused", async () => {
    const person = await enrolled(app, "owner");
    const client = cookieFetch();
    const page = await passwordStep(app, client, person.email, person.password);
    expect(page.response.status).toBe(200);
    const code = await generate({ secret: person.secret });
    const done = await secondStep(client, page, { code });
    expect(done.signedIn).toBe(true);
    const me = await api(app, client, "/api/auth/user");
    expect(me.body.email).toBe(person.email);

    // The same code again, in another sign-in within its window: refused.
    const other = cookieFetch();
    const again = await passwordStep(app, other, person.email, person.password);
    const replay = await secondStep(other, again, { code });
    expect(replay.signedIn).toBe(false);
    expect(replay.response.status).toBe(401);
    expect(await replay.response.text()).toContain("Invalid or already used code");
    expect((await api(app, other, "/api/auth/user")).status).toBe(401);
  });

  it("accepts a code of the next time step (clock drift) but not one two steps away", async () => {
    const person = await enrolled(app, "team");
    const client = cookieFetch();
    const page = await passwordStep(app, client, person.email, person.password);
    const far = await generate({ secret: person.secret, epoch: Math.floor(Date.now() / 1000) + 95 });
    const refused = await secondStep(client, page, { code: far });
    expect(refused.signedIn).toBe(false);
    const retry = { response: refused.response, url: refused.url };
    const next = await generate({ secret: person.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await secondStep(client, retry, { code: next })).signedIn).toBe(true);
  });

  it("refuses a wrong code with an audit entry, and slows down after repeated wrong codes", async () => {
    const person = await enrolled(app, "team");
    const client = cookieFetch();
    let page: Page = await passwordStep(app, client, person.email, person.password);
    const before = (await failedEntries(person.email)).length;
    for (let i = 0; i < 3; i++) {
      const wrong = await secondStep(client, page, { code: "000000" === person.secret ? "111111" : "000000" });
      expect(wrong.response.status).toBe(401);
      page = wrong;
    }
    const entries = await failedEntries(person.email);
    expect(entries.length - before).toBe(3);
    expect(entries[0]!.summary).toContain("Wrong authentication code");
    // The fourth try waits, even with the right code …
    const limited = await secondStep(client, page, { code: await generate({ secret: person.secret }) });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toMatch(/^\d+$/);
    // … and the right password does not reset the count.
    const client2 = cookieFetch();
    const again = await passwordStep(app, client2, person.email, person.password);
    expect(again.response.status).toBe(429);
  });

  it("takes a recovery code once", async () => {
    const person = await enrolled(app, "investor");
    const code = person.recoveryCodes[3]!;
    const client = cookieFetch();
    const page = await passwordStep(app, client, person.email, person.password);
    expect((await secondStep(client, page, { recoveryCode: code.toUpperCase() })).signedIn).toBe(true);
    expect((await api(app, client, "/api/account/two-factor")).body.recoveryCodesLeft).toBe(9);

    const other = cookieFetch();
    const again = await passwordStep(app, other, person.email, person.password);
    const reused = await secondStep(other, again, { recoveryCode: code });
    expect(reused.signedIn).toBe(false);
    expect(reused.response.status).toBe(401);
    expect(await reused.response.text()).toContain("not valid or was already used");
    expect((await failedEntries(person.email))[0]!.summary).toContain("Wrong recovery code");
  });

  it("refuses the second step of an interaction whose password was never given", async () => {
    const client = cookieFetch();
    const page = await client.follow(`${app.url}/api/login`);
    const html = await page.response.text();
    const action = new URL(/action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&"), page.url).href;
    const res = await client.request(action.replace(/\/login$/, "/second-factor"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: "code=123456",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your sign-in expired");
  });

  it("signs in without a second step when the account has no factor", async () => {
    const person = await newAccount(app, "team");
    await signedIn(app, person.email, person.password);
  });
});

describe("removing factors and new recovery codes", () => {
  it("need a sign-in within the last 10 minutes; a fresh sign-in (prompt=login) allows them", async () => {
    const person = await enrolled(app, "owner");
    await ageSignIn(app, 11);
    const stale = await api(app, person.client, "/api/account/two-factor/totp", { method: "DELETE" });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toMatch(/sign in again/i);
    expect((await api(app, person.client, "/api/account/two-factor/recovery-codes", { method: "POST" })).status).toBe(
      403,
    );
    expect((await api(app, person.client, "/api/account/two-factor")).body.totp.enabled).toBe(true);

    // Sign in again: the provider asks for the password and the code although its session lives.
    const page = await passwordStep(app, person.client, person.email, person.password, true);
    expect(await page.response.clone().text()).toContain("Two-factor sign-in");
    expect((await secondStep(person.client, page, { code: await generate({ secret: person.secret }) })).signedIn).toBe(
      true,
    );
    const status = await api(app, person.client, "/api/account/two-factor");
    expect(status.body.freshUntil).not.toBeNull();

    const codes = await api(app, person.client, "/api/account/two-factor/recovery-codes", { method: "POST" });
    expect(codes.status).toBe(200);
    expect(codes.body.recoveryCodes).toHaveLength(10);
    expect(codes.body.recoveryCodes).not.toContain(person.recoveryCodes[0]);
    const removed = await api(app, person.client, "/api/account/two-factor/totp", { method: "DELETE" });
    expect(removed.status).toBe(204);
    const after = await api(app, person.client, "/api/account/two-factor");
    expect(after.body).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.actor, person.email))).map((e) => e.action);
    expect(actions).toContain("2fa.remove");
    expect(actions).toContain("2fa.recovery-codes");

    // Without a factor, the password alone signs in again.
    await signedIn(app, person.email, person.password);
  });

  it("adding a factor needs a sign-in within the last 10 minutes too: a stale session cannot enrol one", async () => {
    // Issue 33 item 7: a stolen old session must not add an authenticator and lock the owner out.
    const person = await newAccount(app, "owner");
    const client = await signedIn(app, person.email, person.password);
    const started = await api(app, client, "/api/account/two-factor/totp", { method: "POST" });
    expect(started.status).toBe(201);
    await ageSignIn(app, 11);
    const confirm = await api(app, client, "/api/account/two-factor/totp/confirm", {
      method: "POST",
      json: { code: await generate({ secret: started.body.secret }) },
    });
    expect(confirm.status).toBe(403);
    expect(confirm.body.message).toMatch(/sign in again/i);
    const again = await api(app, client, "/api/account/two-factor/totp", { method: "POST" });
    expect(again.status).toBe(403);
    for (const path of ["/api/account/two-factor/passkeys/options", "/api/account/two-factor/passkeys"]) {
      const res = await api(app, client, path, { method: "POST", json: { name: "Stolen", response: {} } });
      expect(res.status, path).toBe(403);
    }
    const status = await api(app, client, "/api/account/two-factor");
    expect(status.body).toMatchObject({ totp: { enabled: false }, passkeys: [], recoveryCodesLeft: 0 });
    // The password alone still signs its owner in: nothing was added.
    await signedIn(app, person.email, person.password);
  });

  it("a fresh sign-in without the second factor does not get through", async () => {
    const person = await enrolled(app, "team");
    const client = cookieFetch();
    const page = await passwordStep(app, client, person.email, person.password);
    expect(page.response.status).toBe(200);
    // Skipping the second step: the interaction never finished, so no app session.
    expect((await api(app, client, "/api/auth/user")).status).toBe(401);
  });
});

describe("who may call the two-factor API", () => {
  it("follows the role matrix: every signed-in person of the built-in provider, never a visitor", async () => {
    const clients = {
      visitor: cookieFetch(),
      investor: await signedIn(app, ...(await creds("investor"))),
      team: await signedIn(app, ...(await creds("team"))),
      owner: await signedIn(app, ...(await creds("owner"))),
    };
    for (const route of TWO_FACTOR_MATRIX) {
      for (const actor of ["visitor", "investor", "team", "owner"] as const) {
        const res = await api(app, clients[actor], route.path.replace(":passkeyId", "no-such-passkey"), {
          method: route.method,
          json: route.method === "POST" && route.path.endsWith("confirm") ? { code: "000000" } : undefined,
        });
        const expected = route.expect[actor];
        if (expected === "allowed")
          expect(route.allowed as readonly number[], `${actor} ${route.method} ${route.path}: ${res.status}`).toContain(
            res.status,
          );
        else expect(res.status, `${actor} ${route.method} ${route.path}`).toBe(expected);
      }
    }
  });

  it("refuses people of another session kind (a session not made by the built-in provider) with 403", async () => {
    const outsider = await app.as("owner");
    const res = await outsider("/api/account/two-factor");
    expect(res.status).toBe(403);
  });
});

async function creds(role: "owner" | "team" | "investor"): Promise<[string, string]> {
  const person = await newAccount(app, role);
  return [person.email, person.password];
}

describe("REQUIRE_2FA_FOR_STAFF", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ signIn: { requireTwoFactorForStaff: true } });
  });
  afterAll(() => strict?.close());

  it("keeps owner and team without a factor from every staff API until they enrol", async () => {
    for (const role of ["owner", "team"] as const) {
      const person = await newAccount(strict, role);
      const client = await signedIn(strict, person.email, person.password);
      const blocked = await api(strict, client, "/api/admin/blog-posts");
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe(ENROL_FIRST_MESSAGE);
      expect((await api(strict, client, "/api/blog-posts", { method: "POST", json: {} })).status).toBe(403);
      expect((await api(strict, client, "/api/auth/user")).status).toBe(200);
      const status = await api(strict, client, "/api/account/two-factor");
      expect(status.body).toMatchObject({ required: true, totp: { enabled: false } });

      const started = await api(strict, client, "/api/account/two-factor/totp", { method: "POST" });
      const confirmed = await api(strict, client, "/api/account/two-factor/totp/confirm", {
        method: "POST",
        json: { code: await generate({ secret: started.body.secret }) },
      });
      expect(confirmed.status).toBe(200);
      expect((await api(strict, client, "/api/admin/blog-posts")).status).toBe(200);
    }
  });

  it("leaves investors alone", async () => {
    const person = await newAccount(strict, "investor");
    const client = await signedIn(strict, person.email, person.password);
    expect((await api(strict, client, "/api/ventures")).status).toBe(200);
    expect((await api(strict, client, "/api/account/two-factor")).body.required).toBe(false);
  });

  it("counts the account's factors, so a factor removed blocks again", async () => {
    const person = await newAccount(strict, "team");
    const client = await signedIn(strict, person.email, person.password);
    const started = await api(strict, client, "/api/account/two-factor/totp", { method: "POST" });
    await api(strict, client, "/api/account/two-factor/totp/confirm", {
      method: "POST",
      json: { code: await generate({ secret: started.body.secret }) },
    });
    expect((await api(strict, client, "/api/admin/blog-posts")).status).toBe(200);
    await strict.db.delete(twoFactorTotp).where(eq(twoFactorTotp.accountId, person.id));
    expect((await api(strict, client, "/api/admin/blog-posts")).status).toBe(403);
    const [account] = await strict.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, person.id)));
    expect(account).toBeDefined();
  });
});

describe("bad input to the two-factor API", () => {
  const CASES = Math.min(Number(process.env.FUZZ_CASES ?? 300), 1000);
  const junk = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ code: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null)) }),
    fc.record({ code: fc.constantFrom("12345", "1234567", "12 34 56", "１２３４５６", "123456\u0000", " ") }),
    fc.record({
      name: fc.oneof(fc.string({ maxLength: 80 }), fc.constant("")),
      response: fc.jsonValue({ maxDepth: 3 }),
    }),
    fc.record({
      name: fc.constant("Laptop"),
      response: fc.record({
        id: fc.string({ maxLength: 20 }),
        rawId: fc.string({ maxLength: 20 }),
        type: fc.constant("public-key"),
        response: fc.record({ clientDataJSON: fc.base64String(), attestationObject: fc.base64String() }),
      }),
    }),
  );

  it(`refuses ${CASES} broken bodies per write with a 4xx and changes nothing`, { timeout: 120_000 }, async () => {
    const person = await enrolled(app, "team");
    // A pending passkey challenge, so that bodies reach the verification.
    const before = await fingerprint(app.db);
    for (const path of ["/api/account/two-factor/totp/confirm", "/api/account/two-factor/passkeys"]) {
      await fc.assert(
        fc.asyncProperty(junk, async (body) => {
          if (path.endsWith("passkeys"))
            await api(app, person.client, "/api/account/two-factor/passkeys/options", { method: "POST" });
          const res = await api(app, person.client, path, { method: "POST", json: body ?? null });
          const what = `${path} ${JSON.stringify(body).slice(0, 200)}`;
          expect(res.status, what).toBeGreaterThanOrEqual(400);
          expect(res.status, what).toBeLessThan(500);
          expect(typeof res.body?.message, what).toBe("string");
        }),
        { numRuns: CASES },
      );
    }
    const bad = await api(app, person.client, "/api/account/two-factor/passkeys/%00", { method: "DELETE" });
    expect(bad.status).toBe(404);
    expect(await fingerprint(app.db)).toEqual(before);
  });
});

describe("audit entries", () => {
  it("every state-changing call writes exactly one entry naming the person (the passkey options none)", async () => {
    const person = await newAccount(app, "team");
    const client = await signedIn(app, person.email, person.password);
    const user = (await api(app, client, "/api/auth/user")).body as { id: string };
    const entriesOf = async () =>
      app.db.select().from(auditLog).where(eq(auditLog.actor, person.email)).orderBy(desc(auditLog.at));
    const expectOne = async (run: () => Promise<{ status: number }>, status: number, action: string) => {
      const before = (await entriesOf()).length;
      expect((await run()).status).toBe(status);
      const after = await entriesOf();
      expect(after.length - before, action).toBe(1);
      expect(after[0]).toMatchObject({ action, entityType: "user", entityId: user.id });
    };
    let secret = "";
    await expectOne(
      async () => {
        const res = await api(app, client, "/api/account/two-factor/totp", { method: "POST" });
        secret = res.body.secret;
        return res;
      },
      201,
      "2fa.enrol",
    );
    await expectOne(
      async () =>
        api(app, client, "/api/account/two-factor/totp/confirm", {
          method: "POST",
          json: { code: await generate({ secret }) },
        }),
      200,
      "2fa.enrol",
    );
    await expectOne(
      () => api(app, client, "/api/account/two-factor/recovery-codes", { method: "POST" }),
      200,
      "2fa.recovery-codes",
    );
    const before = (await entriesOf()).length;
    expect((await api(app, client, "/api/account/two-factor/passkeys/options", { method: "POST" })).status).toBe(200);
    expect((await entriesOf()).length).toBe(before);
    await expectOne(() => api(app, client, "/api/account/two-factor/totp", { method: "DELETE" }), 204, "2fa.remove");
  });
});
