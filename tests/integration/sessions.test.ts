import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// Sessions on the `sessions` table: an expired row is never served, and the purge removes it.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("stored sessions", () => {
  it("stop working once expired and are purged", async () => {
    const { cookie } = await app.sessionCookie("team");
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    const sid = decodeURIComponent(cookie.split("=")[1]!).slice(2).split(".")[0]!;
    await app.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    expect((await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
    expect(await app.sessionStore.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
  });

  it("roll their expiry forward on use (seven days from the last request)", async () => {
    const { cookie } = await app.sessionCookie("owner");
    const sid = decodeURIComponent(cookie.split("=")[1]!).slice(2).split(".")[0]!;
    await app.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 60_000) })
      .where(eq(sessions.sid, sid));
    const response = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
    expect(response.status).toBe(200);
    // The session middleware ends the answer once the store has the new expiry: read it whole.
    await response.text();
    const [row] = await app.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    // Within a minute of that write, further requests leave the row alone (one write a minute, not one a request).
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await (await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).text();
    }
    const [after] = await app.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(after!.expire.getTime()).toBe(row!.expire.getTime());
  });
});
