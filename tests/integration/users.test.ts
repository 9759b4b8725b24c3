import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "#db/schema.server.ts";
import { LAST_OWNER_MESSAGE } from "#server/content/users.server.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { ACTORS, type ApiFetch, call, expectErrorShape, fetchersFor, randomUuid, unique } from "./helpers.ts";
import { routeKey, USERS_MATRIX, type MatrixRoute } from "./authorization-matrix.table.ts";

// The owner's Team section: GET /api/users and PUT /api/users/{id}/role, owner only; the
// studio always keeps at least one owner.

let app: TestApp;
let as: Record<Actor, ApiFetch>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
});

afterAll(async () => {
  await app?.close();
});

async function roleOf(id: string) {
  const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

/** A signed-in person with `role` and a fetch carrying their session. */
async function person(role: "owner" | "team" | "investor") {
  const { user, cookie } = await app.sessionCookie(role, `${role}-${unique()}@test.example`);
  const fetcher: ApiFetch = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return fetch(app.url + path, { ...init, headers, body });
  };
  return { user, fetch: fetcher };
}

describe("the users endpoints in the authorization matrix", () => {
  for (const route of USERS_MATRIX as readonly MatrixRoute[]) {
    for (const actor of ACTORS) {
      const expectation = route.expect[actor];
      it(`${routeKey(route)}: ${actor} → ${expectation}`, async () => {
        const target = await person("investor");
        const path = route.path.replace(":id", target.user.id);
        const init = route.method === "GET" ? {} : { method: route.method, json: { role: "team" } };
        const res = await call(as[actor], path, init);
        if (expectation === "allowed") {
          expect(route.allowed, JSON.stringify(res.body)).toContain(res.status);
        } else {
          expect(res.status, JSON.stringify(res.body)).toBe(expectation);
          expectErrorShape(res.body);
          expect(res.body.message).toBe(expectation === 401 ? "Unauthorized" : "Forbidden");
          expect(await roleOf(target.user.id)).toBe("investor");
        }
      });
    }
  }
});

describe("GET /api/users", () => {
  it("lists every user with their role, without anything secret", async () => {
    const member = await person("team");
    const res = await call(as.owner, "/api/users");
    expect(res.status).toBe(200);
    const entry = res.body.find((u: { id: string }) => u.id === member.user.id);
    expect(entry).toMatchObject({ id: member.user.id, email: member.user.email, role: "team" });
    expect(Object.keys(entry).sort()).toEqual(
      ["createdAt", "email", "firstName", "id", "lastName", "profileImageUrl", "role", "updatedAt"].sort(),
    );
    const emails = res.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
  });
});

describe("PUT /api/users/{id}/role", () => {
  it("changes a role, and the new role applies to that person's next request", async () => {
    const member = await person("team");
    const res = await call(as.owner, `/api/users/${member.user.id}/role`, {
      method: "PUT",
      json: { role: "investor" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.user.id, role: "investor" });
    expect(await roleOf(member.user.id)).toBe("investor");
    const me = await call(member.fetch, "/api/auth/user");
    expect(me.body.role).toBe("investor");
    expect((await call(member.fetch, "/api/admin/blog-posts")).status).toBe(403);
  });

  it("promotes an investor to owner", async () => {
    const investor = await person("investor");
    const res = await call(as.owner, `/api/users/${investor.user.id}/role`, { method: "PUT", json: { role: "owner" } });
    expect(res.status).toBe(200);
    expect((await call(investor.fetch, "/api/users")).status).toBe(200);
    // Back to investor so the owner count of later tests is unaffected.
    expect(
      (await call(as.owner, `/api/users/${investor.user.id}/role`, { method: "PUT", json: { role: "investor" } }))
        .status,
    ).toBe(200);
  });

  it("answers 400 naming the field for a role outside owner, team and investor", async () => {
    const target = await person("investor");
    for (const json of [{ role: "admin" }, { role: "" }, { role: null }, {}, { role: "team", extra: true }]) {
      const res = await call(as.owner, `/api/users/${target.user.id}/role`, { method: "PUT", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expectErrorShape(res.body);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
    const bad = await call(as.owner, `/api/users/${target.user.id}/role`, { method: "PUT", json: { role: "admin" } });
    expect(bad.body.errors.role).toEqual(["Choose owner, team or investor."]);
    expect(await roleOf(target.user.id)).toBe("investor");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [randomUuid(), "not-a-uuid"]) {
      const res = await call(as.owner, `/api/users/${id}/role`, { method: "PUT", json: { role: "team" } });
      expect(res.status).toBe(404);
      expectErrorShape(res.body);
    }
  });

  it("answers 415 without a JSON body", async () => {
    const target = await person("investor");
    const res = await call(as.owner, `/api/users/${target.user.id}/role`, {
      method: "PUT",
      body: "role=team",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
    });
    expect(res.status).toBe(415);
  });
});

describe("the last owner", () => {
  it("cannot demote themself (409 with a clear message); with a second owner they can", async () => {
    // A studio of its own: the only owner is `solo`.
    const own = await startTestApp();
    try {
      const { user: solo, cookie } = await own.sessionCookie("owner");
      const asSolo = (path: string, json: unknown) =>
        fetch(own.url + path, {
          method: "PUT",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify(json),
        });
      for (const role of ["team", "investor"]) {
        const res = await asSolo(`/api/users/${solo.id}/role`, { role });
        expect(res.status).toBe(409);
        const body = await res.json();
        expectErrorShape(body);
        expect(body.message).toBe(LAST_OWNER_MESSAGE);
      }
      // Keeping the owner role is not a demotion.
      expect((await asSolo(`/api/users/${solo.id}/role`, { role: "owner" })).status).toBe(200);

      const { user: second } = await own.sessionCookie("team");
      expect((await asSolo(`/api/users/${second.id}/role`, { role: "owner" })).status).toBe(200);
      const res = await asSolo(`/api/users/${solo.id}/role`, { role: "team" });
      expect(res.status).toBe(200);
      const [row] = await own.db.select({ role: users.role }).from(users).where(eq(users.id, solo.id));
      expect(row!.role).toBe("team");
      // Now a team member, the former owner may no longer manage roles.
      expect((await asSolo(`/api/users/${second.id}/role`, { role: "team" })).status).toBe(403);
    } finally {
      await own.close();
    }
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const own = await startTestApp();
    try {
      const a = await own.sessionCookie("owner");
      const b = await own.sessionCookie("owner");
      const demote = (cookie: string, id: string) =>
        fetch(`${own.url}/api/users/${id}/role`, {
          method: "PUT",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ role: "team" }),
        }).then((r) => r.status);
      const statuses = await Promise.all([demote(a.cookie, b.user.id), demote(b.cookie, a.user.id)]);
      const owners = await own.db.select().from(users).where(eq(users.role, "owner"));
      expect(owners.length).toBe(1);
      expect(statuses.filter((s) => s === 200).length).toBe(1);
    } finally {
      await own.close();
    }
  });
});
