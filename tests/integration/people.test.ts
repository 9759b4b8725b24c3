import { request as httpRequest } from "node:http";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_MAILS_PER_ACCOUNT_HOUR, RESET_SENT_MESSAGE } from "#core/account-links.ts";
import { accountLinks, auditLog, mailOutbox, rateLimitHits, users } from "#db/schema.server.ts";
import { addAccount } from "#server/auth/accounts.server.ts";
import { cookieFetch, signInThroughProvider, type CookieFetch } from "../support/cookie-fetch.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { DB_KIND } from "../support/test-database.ts";
import { PEOPLE_MATRIX, routeKey, type MatrixRoute } from "./authorization-matrix.table.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// People without a shell (issue 27 items 1 and 2, decision 049): invitations with a one-time link
// to choose a password, a forgotten password by mail, the owner's reset links, signing someone out
// everywhere and removing them; each only by the owner, each in the audit log.

const OWNER = { email: "owner@people.example", password: "owner-password-1" };

async function postForm(client: CookieFetch, url: string, fields: Record<string, string>) {
  return client.request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signedInRole(app: TestApp, email: string, password: string) {
  const client = cookieFetch();
  await signInThroughProvider(client, app.url, email, password);
  const me = await client.request(`${app.url}/api/auth/user`);
  return { client, status: me.status, role: me.ok ? ((await me.json()) as { role: string }).role : undefined };
}

async function auditActions(app: TestApp) {
  return (await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog)).map(
    (r) => `${r.action} ${r.summary}`,
  );
}

describe(`people, without mail (${DB_KIND})`, () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp["as"]>>;

  beforeAll(async () => {
    app = await startTestApp({ signIn: { ownerEmails: [OWNER.email] } });
    owner = await app.as("owner");
  });
  afterAll(() => app.close());

  it("invites: the link sets a password and the person signs in with the invited role", async () => {
    const made = await owner("/api/invitations", {
      method: "POST",
      json: { email: "New.Editor@People.example", role: "team" },
    });
    expect(made.status).toBe(201);
    const invitation = (await made.json()) as { id: string; url: string; mailed: boolean; email: string };
    expect(invitation).toMatchObject({ email: "new.editor@people.example", mailed: false, signIn: "built-in" });
    expect(invitation.url).toMatch(new RegExp(`^${app.url}/account/invite/[A-Za-z0-9_-]{43}$`));
    // Only a hash of the token is stored.
    const [stored] = await app.db.select().from(accountLinks).where(eq(accountLinks.id, invitation.id));
    expect(stored!.tokenHash).not.toContain(invitation.url.split("/").pop());

    const listed = (await (await owner("/api/invitations")).json()) as { email: string }[];
    expect(listed.map((i) => i.email)).toContain("new.editor@people.example");

    const client = cookieFetch();
    const page = await client.request(invitation.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("new.editor@people.example");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");

    const mismatch = await postForm(client, invitation.url, { password: "editor-pass-1", confirm: "editor-pass-2" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords are not the same.");
    const short = await postForm(client, invitation.url, { password: "short", confirm: "short" });
    expect(short.status).toBe(400);

    const done = await postForm(client, invitation.url, { password: "editor-pass-1", confirm: "editor-pass-1" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your account is ready.");

    const signedIn = await signedInRole(app, "new.editor@people.example", "editor-pass-1");
    expect(signedIn.role).toBe("team");
    // Used: the same link works no more, and the invitation leaves the list.
    expect((await cookieFetch().request(invitation.url)).status).toBe(410);
    const reuse = await postForm(cookieFetch(), invitation.url, {
      password: "other-pass-12",
      confirm: "other-pass-12",
    });
    expect(reuse.status).toBe(410);
    expect(await signedInRole(app, "new.editor@people.example", "other-pass-12")).toMatchObject({ role: undefined });
    const after = (await (await owner("/api/invitations")).json()) as { email: string }[];
    expect(after.map((i) => i.email)).not.toContain("new.editor@people.example");

    const actions = await auditActions(app);
    expect(actions).toContain("invitation.create new.editor@people.example as team");
    expect(actions).toContain("invitation.accept new.editor@people.example");
  });

  it("refuses expired, revoked and resent-over links, and someone who already has an account", async () => {
    const make = async (email: string, role = "investor") =>
      (await (await owner("/api/invitations", { method: "POST", json: { email, role } })).json()) as {
        id: string;
        url: string;
      };
    const expired = await make("late@people.example");
    await app.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.id, expired.id));
    expect((await cookieFetch().request(expired.url)).status).toBe(410);
    const listed = (await (await owner("/api/invitations")).json()) as { id: string; expired: boolean }[];
    expect(listed.find((i) => i.id === expired.id)?.expired).toBe(true);

    const revoked = await make("gone@people.example", "owner");
    expect((await app.db.select().from(users).where(eq(users.email, "gone@people.example")))[0]?.role).toBe("owner");
    expect((await owner(`/api/invitations/${revoked.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await cookieFetch().request(revoked.url)).status).toBe(410);
    // The role it gave went with it.
    expect(await app.db.select().from(users).where(eq(users.email, "gone@people.example"))).toHaveLength(0);
    expect((await owner(`/api/invitations/${revoked.id}`, { method: "DELETE" })).status).toBe(404);

    const first = await make("twice@people.example");
    const again = await owner(`/api/invitations/${first.id}/resend`, { method: "POST" });
    expect(again.status).toBe(200);
    const second = (await again.json()) as { url: string; role: string };
    expect(second.role).toBe("investor");
    expect((await cookieFetch().request(first.url)).status).toBe(410);
    expect((await cookieFetch().request(second.url)).status).toBe(200);

    await addAccount(app.db, "member@people.example", "member-pass-1", "team");
    const taken = await owner("/api/invitations", {
      method: "POST",
      json: { email: "member@people.example", role: "investor" },
    });
    expect(taken.status).toBe(409);
    expect((await app.db.select().from(users).where(eq(users.email, "member@people.example")))[0]?.role).toBe("team");
  });

  it("answers bad input with 4xx and changes nothing", async () => {
    const before = (await app.db.select().from(accountLinks)).length;
    for (const json of [
      { email: "not-an-email", role: "team" },
      { email: "x@people.example", role: "admin" },
      { email: "x@people.example" },
      { email: "x@people.example", role: "team", extra: 1 },
      { email: `${"a".repeat(250)}@people.example`, role: "team" },
    ])
      expect((await owner("/api/invitations", { method: "POST", json })).status).toBe(400);
    expect((await owner("/api/invitations/not-a-uuid", { method: "DELETE" })).status).toBe(404);
    expect((await owner("/api/users/00000000-0000-4000-8000-000000000000/sign-out", { method: "POST" })).status).toBe(
      404,
    );
    expect((await owner("/api/users/00000000-0000-4000-8000-000000000000", { method: "DELETE" })).status).toBe(404);
    expect((await app.db.select().from(accountLinks)).length).toBe(before);
    for (const token of ["short", "x".repeat(43), "%00", "a".repeat(500)])
      expect((await cookieFetch().request(`${app.url}/account/invite/${token}`)).status).toBe(410);
  });

  it("lets only the owner manage people (the matrix rows of people)", { timeout: 120_000 }, async () => {
    const fetchers = Object.fromEntries(
      await Promise.all(
        (["visitor", "investor", "team", "owner"] as const).map(async (a) => [a, await app.as(a)] as const),
      ),
    );
    for (const route of PEOPLE_MATRIX as readonly MatrixRoute[]) {
      // A target per route, an invitation and a person with a password; the owner goes last.
      const email = `target-${Math.random().toString(36).slice(2)}@people.example`;
      const invitation = (await (
        await owner("/api/invitations", { method: "POST", json: { email, role: "team" } })
      ).json()) as { id: string };
      await addAccount(app.db, `p-${email}`, "target-pass-1", "team");
      const [person] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `p-${email}`));
      const path = route.path.replace(":id", route.path.startsWith("/api/invitations") ? invitation.id : person!.id);
      const json =
        route.path === "/api/invitations" && route.method === "POST"
          ? { email: `new-${email}`, role: "team" }
          : undefined;
      for (const actor of ["visitor", "investor", "team", "owner"] as const) {
        const res = await fetchers[actor]!(path, { method: route.method, ...(json ? { json } : {}) });
        const expected = route.expect[actor];
        if (expected === "allowed")
          expect(route.allowed as readonly number[], `${routeKey(route)} as ${actor}`).toContain(res.status);
        else {
          expect(res.status, `${routeKey(route)} as ${actor}`).toBe(expected);
          // Refused: nothing changed.
          expect(await app.db.select().from(users).where(eq(users.id, person!.id))).toHaveLength(1);
          expect(
            await app.db
              .select()
              .from(users)
              .where(eq(users.email, `new-${email}`)),
          ).toHaveLength(0);
        }
      }
    }
  });

  it("without mail, says to ask the owner, and the owner makes a reset link that ends every session", async () => {
    const forgot = await cookieFetch().request(`${app.url}/account/forgot-password`);
    expect(await forgot.text()).toContain("owner for a reset link: they can make one in the dashboard, under Team.");

    await addAccount(app.db, "forgetful@people.example", "forgetful-pass-1", "team");
    const before = await signedInRole(app, "forgetful@people.example", "forgetful-pass-1");
    expect(before.role).toBe("team");
    const [person] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "forgetful@people.example"));
    const made = await owner(`/api/users/${person!.id}/reset-link`, { method: "POST" });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const done = await postForm(cookieFetch(), url, { password: "forgetful-pass-2", confirm: "forgetful-pass-2" });
    expect(done.status).toBe(200);
    // The session from before the reset is over; the new password works, the old one not.
    expect((await before.client.request(`${app.url}/api/auth/user`)).status).toBe(401);
    expect((await signedInRole(app, "forgetful@people.example", "forgetful-pass-2")).role).toBe("team");
    expect((await signedInRole(app, "forgetful@people.example", "forgetful-pass-1")).role).toBeUndefined();
    expect((await cookieFetch().request(url)).status).toBe(410);
  });

  it("signs someone out everywhere, and removes them, never the last owner or oneself", async () => {
    await addAccount(app.db, "leaver@people.example", "leaver-pass-1", "team");
    const session = await signedInRole(app, "leaver@people.example", "leaver-pass-1");
    const [leaver] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, "leaver@people.example"));
    expect((await owner(`/api/users/${leaver!.id}/sign-out`, { method: "POST" })).status).toBe(204);
    expect((await session.client.request(`${app.url}/api/auth/user`)).status).toBe(401);

    expect((await owner(`/api/users/${leaver!.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await app.db.select().from(users).where(eq(users.id, leaver!.id))).toHaveLength(0);
    expect((await signedInRole(app, "leaver@people.example", "leaver-pass-1")).role).toBeUndefined();

    // An owner cannot remove themself (so the studio never loses its last owner this way either).
    const me = await app.sessionCookie("owner", "self@people.example");
    const self = await fetch(`${app.url}/api/users/${me.user.id}`, {
      method: "DELETE",
      headers: { cookie: me.cookie, origin: app.url },
    });
    expect(self.status).toBe(409);
    expect(await app.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);

    const actions = await auditActions(app);
    expect(actions).toContain("sessions.end leaver@people.example signed out everywhere");
    expect(actions).toContain("user.remove leaver@people.example (team)");
  });
});

describe(`forgot password, with mail (${DB_KIND})`, () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ signIn: {}, mail: { smtpPort: sink.port } });
    await addAccount(app.db, "reader@people.example", "reader-pass-1", "team");
    await addAccount(app.db, "reader2@people.example", "reader2-pass-1", "team");
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  async function ask(email: string) {
    const started = performance.now();
    const response = await postForm(cookieFetch(), `${app.url}/account/forgot-password`, { email });
    return { response, body: await response.text(), ms: performance.now() - started };
  }
  const mailsTo = async (email: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
  async function waitForMail(email: string) {
    for (let i = 0; i < 100; i++) {
      const found = sink.messages.find((m) => m.to.includes(email));
      if (found) return found;
      await app.mail!.worker.nudge();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email}`);
  }

  it("gives the same answer, as fast, for a real and an unknown email", async () => {
    const real = await ask("reader@people.example");
    const unknown = await ask("nobody@people.example");
    expect(real.response.status).toBe(200);
    expect(unknown.response.status).toBe(200);
    expect(real.body).toBe(unknown.body);
    expect(real.body).toContain(RESET_SENT_MESSAGE.slice(0, 40));
    // The answer is sent before any of the work: a real account does not make it slower.
    const times = { real: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i++) {
      times.unknown.push((await ask(`nobody${i}@people.example`)).ms);
      times.real.push((await ask("reader@people.example")).ms);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Generous for a loaded machine; the mail work (a password-strength hash is not even among it)
    // would show as a steady gap, not noise.
    expect(median(times.real)).toBeLessThan(median(times.unknown) + 300);
    expect(await mailsTo("nobody@people.example")).toBe(0);
  });

  it("mails a link that works once and ends every session; mails per account are limited", async () => {
    const before = await signedInRole(app, "reader2@people.example", "reader2-pass-1");
    expect(before.role).toBe("team");
    sink.messages.length = 0;
    await app.db.delete(mailOutbox);
    // A new hour of the per-account counter, then one request.
    await app.db.delete(rateLimitHits).where(like(rateLimitHits.key, "password-reset-%"));
    await ask("reader2@people.example");
    const mail = await waitForMail("reader2@people.example");
    const link = /http:\/\/\S+\/account\/reset\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const client = cookieFetch();
    expect(await (await client.request(link!)).text()).toContain("reader2@people.example");
    const done = await postForm(client, link!, { password: "reader2-pass-2", confirm: "reader2-pass-2" });
    expect(done.status).toBe(200);
    expect((await before.client.request(`${app.url}/api/auth/user`)).status).toBe(401);
    expect((await signedInRole(app, "reader2@people.example", "reader2-pass-2")).role).toBe("team");
    expect(
      (await postForm(cookieFetch(), link!, { password: "reader2-pass-3", confirm: "reader2-pass-3" })).status,
    ).toBe(410);

    await app.db.delete(rateLimitHits).where(like(rateLimitHits.key, "password-reset-address:%"));
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT_HOUR + 2; i++) await ask("reader2@people.example");
    await new Promise((resolve) => setTimeout(resolve, 500));
    // One was sent above in this hour: the limit allows the rest up to it, never more.
    expect(await mailsTo("reader2@people.example")).toBe(RESET_MAILS_PER_ACCOUNT_HOUR);
    const actions = await auditActions(app);
    expect(actions).toContain("password.reset reader2@people.example");
  });

  it("points mailed links at the configured origin, whatever Host and Origin a request names", async () => {
    await app.db.delete(rateLimitHits).where(like(rateLimitHits.key, "password-reset-%"));
    sink.messages.length = 0;
    const evil = "http://evil.example";
    // A forged request straight to the server (no browser would send these for our form).
    const url = new URL(`${app.url}/account/forgot-password`);
    const forged = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { host: "evil.example", origin: evil, "content-type": "application/x-www-form-urlencoded" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end(new URLSearchParams({ email: "reader@people.example" }).toString());
    });
    // Same-origin by its own (forged) Host and Origin, so it is answered and a mail goes out.
    expect(forged).toBe(200);
    const mail = await waitForMail("reader@people.example");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toContain(`${app.url}/account/reset/`);
    const owner = await app.as("owner");
    const invited = await owner("/api/invitations", {
      method: "POST",
      json: { email: "poison@people.example", role: "team" },
      headers: { origin: evil },
    });
    // Our own pages' check refuses a foreign Origin; whatever answers, no mail names the other site.
    expect(invited.status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.mail!.worker.nudge();
    expect(sink.messages.every((m) => !m.text.includes("evil.example"))).toBe(true);
  });

  it("limits requests per address", async () => {
    let last = 200;
    for (let i = 0; i < 12 && last === 200; i++) last = (await ask(`flood${i}@people.example`)).response.status;
    expect(last).toBe(429);
  });

  it("mails an invitation instead of answering its link", async () => {
    const owner = await app.as("owner");
    const made = await owner("/api/invitations", {
      method: "POST",
      json: { email: "mailed@people.example", role: "investor" },
    });
    const body = (await made.json()) as { url: string | null; mailed: boolean };
    expect(body).toMatchObject({ url: null, mailed: true });
    const mail = await waitForMail("mailed@people.example");
    expect(mail.text).toMatch(/\/account\/invite\/[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain("as an investor");
  });
});
