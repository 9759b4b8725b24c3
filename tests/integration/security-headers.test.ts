import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/auth/session.server.ts";
import { SIGN_IN_STATE_COOKIE } from "#server/auth/sign-in-state.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// HSTS and Secure cookies follow PUBLIC_URL (server/app.server.ts): an https origin means a TLS proxy
// in front, one trusted hop whose X-Forwarded-Proto tells the app the visitor used https.

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** What helmet sends by default: a year, subdomains included (no preload: that is a commitment). */
const HSTS = `max-age=${YEAR_SECONDS}; includeSubDomains`;

const viaTlsProxy = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };

/** The session cookie in an answer, if any. */
const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));

/** Starting sign-in sets the (encrypted) sign-in state cookie, and no session cookie. */
async function signInStateCookie(app: TestApp, headers: Record<string, string>) {
  const res = await fetch(`${app.url}/api/login`, { headers, redirect: "manual" });
  expect(res.status).toBe(303);
  expect(sessionCookieOf(res)).toBeUndefined();
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SIGN_IN_STATE_COOKIE}=`));
}

/**
 * A session stored with no Secure or SameSite flag, as an http deployment stored it: rolling
 * sessions re-send their cookie on every signed-in request.
 */
async function storedSessionCookie(app: TestApp, headers: Record<string, string>) {
  const { cookie } = await app.sessionCookie("team");
  const res = await fetch(`${app.url}/api/auth/user`, { headers: { cookie, ...headers } });
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

const attributes = (setCookie: string) =>
  setCookie
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe("with an https PUBLIC_URL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ publicUrl: "https://arcwell.test", signIn: {} });
  });
  afterAll(() => app?.close());

  it("sends Strict-Transport-Security for at least a year, also on page-cache hits", async () => {
    for (const attempt of ["miss", "hit"]) {
      const res = await fetch(`${app.url}/api/portfolio-cards`, { headers: viaTlsProxy });
      expect(res.status, attempt).toBe(200);
      const hsts = res.headers.get("strict-transport-security");
      expect(hsts, attempt).toBe(HSTS);
      expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(YEAR_SECONDS);
    }
  });

  it("sends HSTS on error answers and health checks too", async () => {
    for (const path of ["/api/no-such-route", "/healthz"]) {
      const res = await fetch(`${app.url}${path}`, { headers: viaTlsProxy });
      expect(res.headers.get("strict-transport-security"), path).toBe(HSTS);
    }
  });

  it("marks the sign-in state cookie Secure (with HttpOnly, SameSite=Lax, only for the callback)", async () => {
    const setCookie = await signInStateCookie(app, viaTlsProxy);
    expect(setCookie).toBeDefined();
    expect(attributes(setCookie!)).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/api/callback"]),
    );
  });

  it("re-sends a session stored without those flags with them", async () => {
    const setCookie = await storedSessionCookie(app, viaTlsProxy);
    expect(setCookie).toBeDefined();
    expect(attributes(setCookie!)).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax"]));
  });

  it("sends no session cookie over a hop that was not https, rather than one without Secure", async () => {
    for (const headers of [{ "x-forwarded-proto": "http" }, {}] as Record<string, string>[]) {
      expect(await storedSessionCookie(app, headers)).toBeUndefined();
    }
  });
});

describe("with an http PUBLIC_URL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ publicUrl: "http://arcwell.test", signIn: {} });
  });
  afterAll(() => app?.close());

  it("sends no Strict-Transport-Security, whatever a client claims in X-Forwarded-Proto", async () => {
    for (const headers of [{}, viaTlsProxy]) {
      const res = await fetch(`${app.url}/api/portfolio-cards`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.has("strict-transport-security")).toBe(false);
      // The other helmet headers are there, so the missing one is a choice, not a missing helmet.
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("sends the session and sign-in cookies without Secure (they would never come back over http)", async () => {
    for (const setCookie of [await signInStateCookie(app, viaTlsProxy), await storedSessionCookie(app, viaTlsProxy)]) {
      expect(setCookie).toBeDefined();
      expect(attributes(setCookie!)).not.toContain("secure");
      expect(attributes(setCookie!)).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    }
  });
});
