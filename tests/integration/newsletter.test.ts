import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NEWSLETTER_ACCEPTED_MESSAGE,
  NEWSLETTER_MAILS_PER_ADDRESS_DAY,
  NEWSLETTER_UNAVAILABLE_MESSAGE,
} from "#core/newsletter.ts";
import { auditLog, mailOutbox, newsletterSubscribers, rateLimitHits } from "#db/schema.server.ts";
import { purgePendingSignups } from "#server/newsletter/subscribers.server.ts";
import { startSmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { DB_KIND } from "../support/test-database.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { ACTORS, fetchersFor, unique, type ApiFetch } from "./helpers.ts";
import { NEWSLETTER_MATRIX } from "./authorization-matrix.newsletter.ts";

// The journal's newsletter (issue 27 item 6, decision 050): double opt-in, the same answer for every
// address, links that only act on a button's POST, unsubscribing that holds, the owner's export.

const SUBSCRIBERS = "/api/newsletter/subscribers";
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const address = (name: string) => `${name}-${unique()}@news.example`;

interface Links {
  confirm: string;
  unsubscribe: string;
}

function linksOf(mail: ReceivedMail): Links {
  const confirm = /(http:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  const unsubscribe = /(http:\/\/\S+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(confirm, "the confirmation link").toBeDefined();
  expect(unsubscribe, "the unsubscribe link").toBeDefined();
  return { confirm: confirm!, unsubscribe: unsubscribe! };
}

/** The button's POST, as the browser sends it from our own page. */
const press = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
    body: "",
  });

describe(`the newsletter, with mail (${DB_KIND})`, () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let as: Record<Actor, ApiFetch>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ mail: { smtpPort: sink.port } });
    as = await fetchersFor(app);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  const signUp = (email: string) => as.visitor("/api/newsletter", { method: "POST", json: { email } });
  const rowOf = async (email: string) =>
    (await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const outboxTo = async (email: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
  const listed = async () => ((await (await as.owner(SUBSCRIBERS)).json()) as { email: string }[]).map((s) => s.email);
  const csv = async () => (await as.owner(`${SUBSCRIBERS}.csv`)).text();

  /** The `n`th mail to `email` (1 = the first), once the worker has sent it. */
  async function mailTo(email: string, n = 1): Promise<ReceivedMail> {
    for (let i = 0; i < 150; i++) {
      const found = sink.messages.filter((m) => m.to.includes(email));
      if (found.length >= n) return found[n - 1]!;
      await app.mail!.worker.nudge();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail ${n} to ${email}`);
  }

  /** Waits until the work after the answer has counted the sign-up of `email` `hits` times. */
  async function counted(email: string, hits: number) {
    const key = `newsletter-address:${email}`;
    for (let i = 0; i < 150; i++) {
      const [row] = await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
      if ((row?.hits ?? 0) >= hits) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the sign-up of ${email} was never counted ${hits} times`);
  }

  async function confirmed(email: string): Promise<Links> {
    expect((await signUp(email)).status).toBe(202);
    const links = linksOf(await mailTo(email));
    expect((await press(links.confirm)).status).toBe(200);
    expect((await rowOf(email))!.status).toBe("confirmed");
    return links;
  }

  it("confirms only on the button's POST, then lists and exports the subscriber", async () => {
    const email = address("reader");
    const answer = await signUp(`  ${email.toUpperCase()} `);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ message: NEWSLETTER_ACCEPTED_MESSAGE });

    const mail = await mailTo(email);
    expect(mail.headers.get("subject")).toMatch(/Confirm your subscription/);
    const links = linksOf(mail);
    expect(links.confirm.startsWith(`${app.url}/newsletter/confirm/`)).toBe(true);
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: "pending", confirmedAt: null });
    // Only the tokens' SHA-256 is kept.
    expect(row!.confirmTokenHash).toBe(sha256(links.confirm.split("/").pop()!));
    expect(row!.unsubscribeTokenHash).toBe(sha256(links.unsubscribe.split("/").pop()!));

    // Opening the link (as a mail scanner would) shows a button and confirms nothing.
    const page = await fetch(links.confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain(">Confirm subscription</button>");
    expect(html).toContain(`action="/newsletter/confirm/${links.confirm.split("/").pop()}"`);
    expect((await rowOf(email))!.status).toBe("pending");
    expect(await listed()).not.toContain(email);

    const done = await press(links.confirm);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You are subscribed");
    expect((await rowOf(email))!.status).toBe("confirmed");
    // Pressed twice (a double click, a second tab): still subscribed, recorded once.
    expect((await press(links.confirm)).status).toBe(200);

    const list = (await (await as.owner(SUBSCRIBERS)).json()) as { email: string; confirmedAt: string }[];
    expect(list.find((s) => s.email === email)).toMatchObject({ email, confirmedAt: expect.any(String) });
    const exported = await as.owner(`${SUBSCRIBERS}.csv`);
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename="?newsletter-subscribers-/);
    expect(await exported.text()).toContain(`"${email}"`);

    const entries = await app.db
      .select({ action: auditLog.action, actor: auditLog.actor, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entityId, row!.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["newsletter.confirm", "newsletter.subscribe"]);
    expect(entries.every((e) => e.actor === "visitor" && !e.summary.includes(email))).toBe(true);
  });

  it("pages the owner's list with limit and cursor, with the total", async () => {
    await confirmed(address("paged"));
    await confirmed(address("paged"));
    const first = await as.owner(`${SUBSCRIBERS}?limit=1`);
    expect(first.status).toBe(200);
    const total = Number(first.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(((await first.json()) as unknown[]).length).toBe(1);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toMatch(/^\/api\/newsletter\/subscribers\?limit=1&cursor=/);
    expect(((await (await as.owner(next!)).json()) as unknown[]).length).toBe(1);
  });

  it("answers new, pending, subscribed and unsubscribed addresses alike, and mails only those not subscribed", async () => {
    const subscribed = address("subscribed");
    await confirmed(subscribed);
    const gone = address("gone");
    const goneLinks = await confirmed(gone);
    expect((await press(goneLinks.unsubscribe)).status).toBe(200);
    const pending = address("pending");
    expect((await signUp(pending)).status).toBe(202);
    await mailTo(pending);
    const fresh = address("fresh");

    const answers = [];
    for (const email of [fresh, pending, subscribed, gone]) {
      const response = await signUp(email);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ message: NEWSLETTER_ACCEPTED_MESSAGE }) });

    await mailTo(fresh);
    await mailTo(pending, 2);
    await mailTo(gone, 2);
    await counted(subscribed, 2);
    expect(await outboxTo(subscribed)).toBe(1);
    // The re-sign-up after unsubscribing waits for its own confirmation.
    expect((await rowOf(gone))!.status).toBe("pending");
    expect(await listed()).not.toContain(gone);
    expect((await rowOf(subscribed))!.status).toBe("confirmed");
  });

  it("unsubscribes through the link, any number of times: off the list and the CSV; signing up again needs confirming", async () => {
    const email = address("leaver");
    const links = await confirmed(email);
    expect(await listed()).toContain(email);

    const page = await fetch(links.unsubscribe);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await page.text()).toContain(">Unsubscribe</button>");
    expect((await rowOf(email))!.status).toBe("confirmed");

    for (let i = 0; i < 2; i++) {
      const done = await press(links.unsubscribe);
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("You are unsubscribed");
    }
    expect((await rowOf(email))!).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(Date) });
    expect(await listed()).not.toContain(email);
    expect(await csv()).not.toContain(email);
    expect((await fetch(links.unsubscribe)).status).toBe(200);
    // The old confirmation link cannot undo it.
    expect((await press(links.confirm)).status).toBe(404);
    expect((await rowOf(email))!.status).toBe("unsubscribed");
    const unsubscribes = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "newsletter.unsubscribe"), eq(auditLog.entityId, (await rowOf(email))!.id)));
    expect(unsubscribes).toHaveLength(1);

    expect((await signUp(email)).status).toBe(202);
    const again = linksOf(await mailTo(email, 2));
    expect(again.confirm).not.toBe(links.confirm);
    expect((await rowOf(email))!.status).toBe("pending");
    expect(await listed()).not.toContain(email);
    expect((await press(again.confirm)).status).toBe(200);
    expect(await listed()).toContain(email);
    expect(await csv()).toContain(email);
  });

  it(`sends at most ${NEWSLETTER_MAILS_PER_ADDRESS_DAY} confirmation mails a day to one address`, async () => {
    const email = address("often");
    for (let i = 1; i <= NEWSLETTER_MAILS_PER_ADDRESS_DAY + 2; i++) {
      expect((await signUp(email)).status).toBe(202);
      await counted(email, i);
      if (i <= NEWSLETTER_MAILS_PER_ADDRESS_DAY) await mailTo(email, i);
    }
    expect(await outboxTo(email)).toBe(NEWSLETTER_MAILS_PER_ADDRESS_DAY);
  });

  it("refuses bad input with 400 and a clear message, storing and mailing nothing", async () => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers);
    const outbox = await app.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const cases: [unknown, string, string][] = [
      [{ email: "not-an-email" }, "email", "Enter a valid email address."],
      [{ email: "   " }, "email", "Enter your email address."],
      [{}, "email", "Enter your email address."],
      [{ email: `${"a".repeat(250)}@news.example` }, "email", "Use at most 254 characters."],
    ];
    for (const [json, field, message] of cases) {
      const response = await as.visitor("/api/newsletter", { method: "POST", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.errors[field]).toContain(message);
    }
    const extra = await as.visitor("/api/newsletter", {
      method: "POST",
      json: { email: address("extra"), status: "confirmed" },
    });
    expect(extra.status).toBe(400);
    const form = await as.visitor("/api/newsletter", { method: "POST", body: "email=a%40b.example" });
    expect(form.status).toBe(415);
    // Give any work after an answer the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers)).toEqual(before);
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)).toEqual(outbox);
  });

  it("answers unknown or malformed links with a clear 404 page", async () => {
    const made = "A".repeat(43);
    for (const path of [`/newsletter/confirm/${made}`, "/newsletter/confirm/nope", `/newsletter/unsubscribe/${made}`]) {
      const page = await fetch(`${app.url}${path}`);
      expect(page.status, path).toBe(404);
      expect(await page.text()).toContain("This link does not work");
      expect((await press(`${app.url}${path}`)).status, path).toBe(404);
    }
  });

  it("refuses a link's POST from another site", async () => {
    const email = address("csrf");
    expect((await signUp(email)).status).toBe(202);
    const { confirm } = linksOf(await mailTo(email));
    const forged = await fetch(confirm, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      body: "",
    });
    expect(forged.status).toBe(403);
    expect((await rowOf(email))!.status).toBe("pending");
  });

  it("lets only the owner read the list and its CSV", async () => {
    for (const route of NEWSLETTER_MATRIX.filter((r) => r.method === "GET")) {
      for (const actor of ACTORS) {
        const response = await as[actor](route.path);
        const expected = route.expect[actor];
        if (expected === "allowed") expect(route.allowed, `${route.path} as ${actor}`).toContain(response.status);
        else expect(response.status, `${route.path} as ${actor}`).toBe(expected);
      }
    }
  });

  it("deletes sign-ups left unconfirmed for 7 days; their link stops working at once", async () => {
    const stale = address("stale");
    const recent = address("recent");
    const kept = address("kept");
    await confirmed(kept);
    for (const email of [stale, recent]) expect((await signUp(email)).status).toBe(202);
    const staleLinks = linksOf(await mailTo(stale));
    await mailTo(recent);
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    await app.db
      .update(newsletterSubscribers)
      .set({ createdAt: ago(8) })
      .where(eq(newsletterSubscribers.email, stale));
    await app.db
      .update(newsletterSubscribers)
      .set({ createdAt: ago(6) })
      .where(eq(newsletterSubscribers.email, recent));
    await app.db
      .update(newsletterSubscribers)
      .set({ createdAt: ago(30) })
      .where(eq(newsletterSubscribers.email, kept));

    // Past its 7 days, the link no longer confirms, even before the purge runs.
    expect((await fetch(staleLinks.confirm)).status).toBe(404);
    expect((await press(staleLinks.confirm)).status).toBe(404);

    expect(await purgePendingSignups(app.db)).toBe(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect((await rowOf(recent))!.status).toBe("pending");
    expect((await rowOf(kept))!.status).toBe("confirmed");
    expect(await purgePendingSignups(app.db)).toBe(0);
  });
});

describe(`the newsletter's limits and its absence without mail (${DB_KIND})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let limited: TestApp;
  let mailless: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    limited = await startTestApp({ mail: { smtpPort: sink.port }, contactLimitPerWindow: 2 });
    mailless = await startTestApp();
  });
  afterAll(async () => {
    await limited?.close();
    await mailless?.close();
    await sink?.close();
  });

  it("limits sign-ups per client address, apart from the contact form", async () => {
    const visitor = await limited.as("visitor");
    const signUp = () => visitor("/api/newsletter", { method: "POST", json: { email: address("busy") } });
    expect((await signUp()).status).toBe(202);
    expect((await signUp()).status).toBe(202);
    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many sign-ups/);
  });

  it("answers 503 without mail, storing nothing; the owner's list still opens", async () => {
    const visitor = await mailless.as("visitor");
    const response = await visitor("/api/newsletter", { method: "POST", json: { email: address("early") } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(NEWSLETTER_UNAVAILABLE_MESSAGE);
    expect(await mailless.db.select().from(newsletterSubscribers)).toEqual([]);
    const owner = await mailless.as("owner");
    const list = await owner(SUBSCRIBERS);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
  });
});
