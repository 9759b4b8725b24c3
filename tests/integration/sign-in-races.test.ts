import { and, eq, like } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, rateLimitHits, twoFactorTotp } from "#db/schema.server.ts";
import { addAccount } from "#server/auth/accounts.server.ts";
import { cookieFetch, signInThroughProvider, type CookieFetch } from "../support/cookie-fetch.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// Decision 038 (the outside review's findings): failed sign-ins are counted before the secret is
// checked, so a burst of concurrent tries gets no more than the design's free ones; wrong
// second-factor codes are capped per account and per sign-in; IPv6 clients count by /64.
// The design's defaults: 5 free failures per account and address, 20 per address in 15 minutes,
// 10 wrong second-step answers per account, 3 per sign-in.

const FREE = 5;
const PER_ADDRESS = 20;
const PER_ACCOUNT_CODES = 10;
const PER_SIGN_IN_CODES = 3;

let app: TestApp;
beforeAll(async () => {
  // Behind a proxy on loopback, so each test picks its client addresses with X-Forwarded-For.
  app = await startTestApp({ signIn: {}, trustProxy: ["loopback"] });
});
afterAll(() => app?.close());

let counter = 0;
async function newAccount() {
  const email = `race-${++counter}-${Date.now()}@races.example`;
  const password = `password-${counter}-of-races`;
  const { id } = await addAccount(app.db, email, password, "team");
  return { id, email, password };
}

/** A person with a confirmed authenticator app (enrolled through the API, as in the dashboard). */
async function enrolled() {
  const person = await newAccount();
  const client = cookieFetch();
  await signInThroughProvider(client, app.url, person.email, person.password);
  const call = (path: string, json?: unknown) =>
    client
      .request(`${app.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify(json ?? {}),
      })
      .then((r) => r.json());
  const { secret } = (await call("/api/account/two-factor/totp")) as { secret: string };
  await call("/api/account/two-factor/totp/confirm", { code: await generate({ secret }) });
  // As if that code's time step had passed: the next code of the app is accepted.
  await app.db.update(twoFactorTotp).set({ lastTimeStep: null }).where(eq(twoFactorTotp.accountId, person.id));
  return { ...person, secret };
}

/** A 6-digit code that is none of the accepted ones (this step, the one before, the one after). */
async function wrongCode(secret: string) {
  const now = Math.floor(Date.now() / 1000);
  const valid = await Promise.all([-30, 0, 30].map((d) => generate({ secret, epoch: now + d })));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, "0");
    if (!valid.includes(code)) return code;
  }
}

interface Answer {
  status: number;
  html: string;
  retryAfter: string | null;
}

/** Posts a provider form as the browser at `from` would (behind the trusted proxy). */
async function post(client: CookieFetch, action: string, fields: Record<string, string>, from: string) {
  const response = await client.request(action, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(action).origin,
      "x-forwarded-for": from,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text(), retryAfter: response.headers.get("retry-after") };
}

const actionOf = (html: string, base: string) =>
  new URL(/action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&"), base).href;

/** A new sign-in (interaction) and the address its password form posts to. */
async function signInForm() {
  const client = cookieFetch();
  const page = await client.follow(`${app.url}/api/login`);
  return { client, action: actionOf(await page.response.text(), page.url) };
}

/** The password step from `from`; answers the second step's form address when it was reached. */
async function passwordStep(person: { email: string; password: string }, from: string) {
  const { client, action } = await signInForm();
  const answer = await post(client, action, { email: person.email, password: person.password }, from);
  const second = answer.status === 200 && answer.html.includes("Two-factor sign-in");
  return { client, answer, secondStep: second ? actionOf(answer.html, action) : undefined };
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** Bursts of whole sign-ins (scrypt each) take a while on a busy machine. */
const BURST_TIMEOUT = 120_000;

async function failedEntries(email: string) {
  const rows = await app.db
    .select({ summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.action, "sign-in.failed"), like(auditLog.summary, `%${email}%`)));
  return rows.length;
}

describe("a burst of concurrent wrong passwords from one address", () => {
  it(
    "gets the account's free tries and no more; every other answer is 429",
    async () => {
      const person = await newAccount();
      const { client, action } = await signInForm();
      const answers = await Promise.all(
        range(100).map((i) => post(client, action, { email: person.email, password: `wrong-${i}` }, "203.0.113.10")),
      );
      expect(count(answers, 401)).toBe(FREE);
      expect(count(answers, 429)).toBe(100 - FREE);
      const limited = answers.find((a) => a.status === 429)!;
      expect(limited.html).toContain("Too many sign-in attempts. Please wait");
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(await failedEntries(person.email)).toBe(FREE); // each failure left its audit entry
    },
    BURST_TIMEOUT,
  );

  it(
    "spread over several accounts, gets at most the address's limit",
    async () => {
      const people = await Promise.all(range(10).map(() => newAccount()));
      const { client, action } = await signInForm();
      const answers = await Promise.all(
        range(120).map((i) =>
          post(client, action, { email: people[i % 10]!.email, password: `wrong-${i}` }, "203.0.113.11"),
        ),
      );
      expect(count(answers, 401)).toBe(PER_ADDRESS);
      expect(count(answers, 429)).toBe(120 - PER_ADDRESS);
    },
    BURST_TIMEOUT,
  );
});

describe("wrong second-factor codes", () => {
  it(
    "sent all at once in one sign-in, get at most the sign-in's allowance",
    async () => {
      const person = await enrolled();
      const { client, secondStep } = await passwordStep(person, "203.0.113.20");
      expect(secondStep).toBeDefined();
      const before = await failedEntries(person.email);
      const code = await wrongCode(person.secret);
      const answers = await Promise.all(range(100).map(() => post(client, secondStep!, { code }, "203.0.113.20")));
      expect(count(answers, 401)).toBe(PER_SIGN_IN_CODES);
      // The rest are refused; those read after the sign-in went back to its password step find
      // no second step to answer (400, "Your sign-in expired").
      expect(count(answers, 429)).toBeGreaterThan(0);
      expect(count(answers, 429) + count(answers, 400)).toBe(100 - PER_SIGN_IN_CODES);
      expect((await failedEntries(person.email)) - before).toBe(PER_SIGN_IN_CODES);
      // The right code does not get in through this sign-in any more.
      const right = await post(
        client,
        secondStep!,
        { code: await generate({ secret: person.secret }) },
        "203.0.113.20",
      );
      expect([400, 429]).toContain(right.status);
    },
    BURST_TIMEOUT,
  );

  it("ask for the password again after three in one sign-in; then the right code signs in", async () => {
    const person = await enrolled();
    const { client, secondStep } = await passwordStep(person, "203.0.113.21");
    for (let i = 0; i < PER_SIGN_IN_CODES; i++) {
      const wrong = await post(client, secondStep!, { code: await wrongCode(person.secret) }, "203.0.113.21");
      expect(wrong.status).toBe(401);
      expect(wrong.html).toContain("Two-factor sign-in");
    }
    // Even the right code is not checked now: the password is asked again.
    const again = await post(client, secondStep!, { code: await generate({ secret: person.secret }) }, "203.0.113.21");
    expect(again.status).toBe(429);
    expect(again.html).toContain("Too many wrong codes. Sign in with your password again.");
    expect(again.html).toContain('name="password"');
    const passwordAgain = actionOf(again.html, secondStep!);
    const step = await post(client, passwordAgain, { email: person.email, password: person.password }, "203.0.113.21");
    expect(step.html).toContain("Two-factor sign-in");
    const done = await post(
      client,
      actionOf(step.html, passwordAgain),
      { code: await generate({ secret: person.secret }) },
      "203.0.113.21",
    );
    expect(done.status).toBe(303);
  });

  it(
    "from 60 addresses of one IPv6 /64 count as one address's",
    async () => {
      const person = await enrolled();
      const code = await wrongCode(person.secret);
      const answers = await Promise.all(
        range(60).map(async (i) => {
          const from = `2001:db8:a:1::${(i + 1).toString(16)}`;
          const { client, secondStep, answer } = await passwordStep(person, from);
          return secondStep ? post(client, secondStep, { code }, from) : answer;
        }),
      );
      expect(count(answers, 401)).toBeLessThanOrEqual(FREE);
      expect(count(answers, 401) + count(answers, 429)).toBe(60);
    },
    BURST_TIMEOUT,
  );

  it(
    "from 60 networks are stopped by the account's cap",
    async () => {
      const person = await enrolled();
      const code = await wrongCode(person.secret);
      const answers = await Promise.all(
        range(60).map(async (i) => {
          const from = `2001:db8:b:${(i + 1).toString(16)}::1`;
          const { client, secondStep, answer } = await passwordStep(person, from);
          expect(secondStep, `password step from ${from}: ${answer.status}`).toBeDefined();
          return post(client, secondStep!, { code }, from);
        }),
      );
      expect(count(answers, 401)).toBe(PER_ACCOUNT_CODES);
      expect(count(answers, 429)).toBe(60 - PER_ACCOUNT_CODES);
    },
    BURST_TIMEOUT,
  );

  it("fewer than the caps still let the right code sign in, which clears the address's count", async () => {
    const person = await enrolled();
    const from = "203.0.113.22";
    const { client, secondStep } = await passwordStep(person, from);
    for (let i = 0; i < 2; i++)
      expect((await post(client, secondStep!, { code: await wrongCode(person.secret) }, from)).status).toBe(401);
    const done = await post(client, secondStep!, { code: await generate({ secret: person.secret }) }, from);
    expect(done.status).toBe(303);
    const left = await app.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `sign-in:account:${person.email}|${from}`));
    expect(left.map((r) => r.hits).filter((h) => h > 0)).toEqual([]);
    // A fresh set of free tries for this address.
    const { client: next, action } = await signInForm();
    const tries = [];
    for (let i = 0; i <= FREE; i++)
      tries.push(await post(next, action, { email: person.email, password: "wrong" }, from));
    expect(tries.map((t) => t.status)).toEqual([...range(FREE).map(() => 401), 429]);
  });
});

describe("addresses of one IPv6 /64", () => {
  it(
    "share the per-address limit across accounts",
    async () => {
      const people = await Promise.all(range(30).map(() => newAccount()));
      const { client, action } = await signInForm();
      const answers = await Promise.all(
        people.map((p, i) => post(client, action, { email: p.email, password: "wrong" }, `2001:db8:c:1::${i + 1}`)),
      );
      expect(count(answers, 401)).toBe(PER_ADDRESS);
      expect(count(answers, 429)).toBe(30 - PER_ADDRESS);
    },
    BURST_TIMEOUT,
  );

  it("share an account's free tries; another /64 and IPv4 addresses keep their own", async () => {
    const person = await newAccount();
    const { client, action } = await signInForm();
    const statuses = [];
    for (let i = 0; i <= FREE; i++)
      statuses.push(
        (await post(client, action, { email: person.email, password: "x" }, `2001:db8:d:1::${i + 1}`)).status,
      );
    expect(statuses).toEqual([...range(FREE).map(() => 401), 429]);
    expect((await post(client, action, { email: person.email, password: "x" }, "2001:db8:d:2::1")).status).toBe(401);
    expect((await post(client, action, { email: person.email, password: "x" }, "::ffff:203.0.113.30")).status).toBe(
      401,
    );
    expect((await post(client, action, { email: person.email, password: "x" }, "203.0.113.31")).status).toBe(401);
  });
});

describe("odd input", () => {
  it("never answers 500", async () => {
    const person = await enrolled();
    const from = "203.0.113.40";
    const { client, action } = await signInForm();
    const emails = ["a\u0000b@races.example", "x".repeat(5000), "", " ", "%", "'; drop table rate_limit_hits; --"];
    for (const email of emails) {
      const answer = await post(client, action, { email, password: "\u0000".repeat(3) }, from);
      expect(answer.status, JSON.stringify(email.slice(0, 20))).toBeLessThan(500);
    }
    const { client: second, secondStep } = await passwordStep(person, "203.0.113.41");
    const answers: Record<string, string>[] = [
      { code: "\u0000" },
      { recoveryCode: "x".repeat(5000) },
      { passkey: "{" },
      { passkey: "[]" },
    ];
    for (const fields of answers) {
      const answer = await post(second, secondStep!, fields, "203.0.113.41");
      expect(answer.status, JSON.stringify(fields).slice(0, 40)).toBeLessThan(500);
    }
  });
});
