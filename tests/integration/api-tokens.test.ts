import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, users } from "#db/schema.server.ts";
import { DB_KIND } from "../support/test-database.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  ACTORS,
  call,
  caseStudyBody,
  create,
  expectErrorShape,
  fetchersFor,
  postBody,
  randomUuid,
  type ApiFetch,
} from "./helpers.ts";
import { INTEGRATIONS_MATRIX } from "./authorization-matrix.table.ts";
import type { Actor } from "../support/test-app.ts";

// API tokens (issue 18, docs/product.md#integrations, #roles-integrations): made by the owner, shown once, kept as a
// hash, acting as team (read or write) and never as owner, revoked at once.

let app: TestApp;
let as: Record<Actor, ApiFetch>;
beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
});
afterAll(() => app?.close());

interface CreatedToken {
  id: string;
  name: string;
  scope: "read" | "write";
  token: string;
  createdAt: string;
  expiresAt: string | null;
}

async function newToken(
  scope: "read" | "write",
  extra: Record<string, unknown> = {},
  on: TestApp = app,
): Promise<CreatedToken> {
  const owner = on === app ? as.owner : await on.as("owner");
  const res = await call(owner, "/api/tokens", {
    method: "POST",
    json: { name: `${scope} token ${Date.now()}`, scope, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A call with the token and nothing else: no cookie, no Origin header. */
function withToken(token: string, on: TestApp = app) {
  return async (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...init.headers };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(on.url + path, {
      method: init.method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };
}

describe("making and listing tokens", () => {
  it("shows the token once, with a recognisable prefix, and keeps only its hash", async () => {
    const created = await newToken("read", { expiresInDays: 30 });
    expect(Object.keys(created).sort()).toEqual(["createdAt", "expiresAt", "id", "name", "scope", "token"]);
    expect(created.token).toMatch(/^arcwell_pat_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.expiresAt!) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    const rows = await app.db.execute(sql`select * from api_tokens`);
    const dump = JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
    expect(dump).not.toContain(created.token);
    expect(dump).not.toContain(created.token.slice(12));
    const list = await call(as.owner, "/api/tokens");
    expect(list.status).toBe(200);
    const listed = list.body.find((t: { id: string }) => t.id === created.id);
    expect(Object.keys(listed).sort()).toEqual([
      "active",
      "createdAt",
      "createdBy",
      "expiresAt",
      "id",
      "lastUsedAt",
      "name",
      "scope",
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(listed.lastUsedAt).toBeNull();
    await withToken(created.token)("/api/blog-posts");
    const after = await call(as.owner, "/api/tokens");
    expect(after.body.find((t: { id: string }) => t.id === created.id).lastUsedAt).not.toBeNull();
  });

  it("refuses bad input with 400 and the field named, making nothing", async () => {
    const before = await app.db.select().from(apiTokens);
    for (const [json, field] of [
      [{ scope: "read" }, "name"],
      [{ name: "x", scope: "admin" }, "scope"],
      [{ name: "x", scope: "write", expiresInDays: 0 }, "expiresInDays"],
      [{ name: "x", scope: "write", expiresInDays: 3651 }, "expiresInDays"],
      [{ name: "x".repeat(101), scope: "write" }, "name"],
      [{ name: "x", scope: "read", role: "owner" }, ""],
    ] as const) {
      const res = await call(as.owner, "/api/tokens", { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expectErrorShape(res.body);
      if (field) expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    expect(await app.db.select().from(apiTokens)).toHaveLength(before.length);
  });

  it("lets only the owner make, list and revoke tokens", async () => {
    const target = await newToken("read");
    for (const route of INTEGRATIONS_MATRIX) {
      for (const actor of ACTORS) {
        const expected = route.expect[actor];
        if (expected === "allowed") continue;
        const path = route.path.replace(":id", target.id);
        const res = await call(as[actor], path, {
          method: route.method,
          json: route.method === "POST" ? { name: "x", scope: "read" } : undefined,
        });
        expect(res.status, `${actor} ${route.method} ${route.path}`).toBe(expected);
      }
    }
    const revoked = await call(as.owner, `/api/tokens/${target.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(204);
    expect((await call(as.owner, `/api/tokens/${target.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(as.owner, `/api/tokens/not-an-id`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("calling the API with a token", () => {
  it("a read token reads what team reads (drafts, admin lists) and cannot write", async () => {
    const { token } = await newToken("read");
    const draft = await create(as.team, "/api/blog-posts", postBody({ isPublished: false }));
    const api = withToken(token);
    const admin = await api("/api/admin/blog-posts");
    expect(admin.status).toBe(200);
    expect(admin.body.some((p: { id: string }) => p.id === draft.id)).toBe(true);
    expect((await api(`/api/blog-posts/${draft.slug}`)).status).toBe(200);
    expect((await api("/api/admin/enquiries")).status).toBe(200);
    const write = await api("/api/blog-posts", { method: "POST", json: postBody() });
    expect(write.status).toBe(403);
    expectErrorShape(write.body);
    expect((await api(`/api/blog-posts/${draft.id}`, { method: "PUT", json: { title: "Changed" } })).status).toBe(403);
  });

  it("a write token writes as team, with no CSRF check, and never gets owner-only calls", async () => {
    const { token } = await newToken("write");
    const api = withToken(token);
    const post = await api("/api/blog-posts", { method: "POST", json: postBody() });
    expect(post.status).toBe(201);
    const study = await api("/api/case-studies", { method: "POST", json: caseStudyBody() });
    expect(study.status).toBe(201);
    expect((await api(`/api/case-studies/${study.body.id}`, { method: "DELETE" })).status).toBe(204);
    for (const [method, path, json] of [
      ["DELETE", `/api/blog-posts/${post.body.id}`, undefined],
      ["POST", "/api/portfolio-cards/seed", undefined],
      ["GET", "/api/users", undefined],
      ["PUT", `/api/users/${randomUuid()}/role`, { role: "owner" }],
      ["GET", "/api/tokens", undefined],
      ["POST", "/api/tokens", { name: "escalate", scope: "write" }],
      ["GET", "/api/webhooks", undefined],
      ["POST", "/api/webhooks", { url: "https://hooks.example.com/steal", events: ["enquiry.created"] }],
      ["POST", `/api/webhooks/${randomUuid()}/test`, undefined],
    ] as const) {
      const res = await api(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectErrorShape(res.body);
    }
  });

  it("refuses unknown, malformed, revoked and expired tokens with 401 and the error JSON", async () => {
    const revoked = await newToken("write");
    await call(as.owner, `/api/tokens/${revoked.id}`, { method: "DELETE" });
    const expired = await newToken("write", { expiresInDays: 1 });
    await app.db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expired.id}`);
    for (const header of [
      `Bearer ${revoked.token}`,
      `Bearer ${expired.token}`,
      `Bearer arcwell_pat_${"A".repeat(43)}`,
      "Bearer nonsense",
      "Bearer",
      "Basic dXNlcjpwYXNz",
      `Bearer ${revoked.token} extra`,
    ]) {
      const res = await fetch(`${app.url}/api/blog-posts`, { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expectErrorShape(await res.json());
    }
  });

  it("is never cached for visitors: a token's read of drafts does not reach the next visitor", async () => {
    const { token } = await newToken("read");
    const draft = await create(as.team, "/api/blog-posts", postBody({ isPublished: false }));
    const read = await withToken(token)("/api/blog-posts");
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(read.body.some((p: { id: string }) => p.id === draft.id)).toBe(true);
    const visitor = await call(as.visitor, "/api/blog-posts");
    expect(visitor.body.some((p: { id: string }) => p.id === draft.id)).toBe(false);
  });

  it("is rate limited per token", async () => {
    const limited = await startTestApp({ apiTokenLimitPerMinute: 3 });
    try {
      const a = withToken((await newToken("read", {}, limited)).token, limited);
      const b = withToken((await newToken("read", {}, limited)).token, limited);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await a("/api/blog-posts")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await b("/api/blog-posts")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("a token belongs to the owner who made it (issue 33 item 8)", () => {
  /** A second owner with a session of their own, and a write token they made. */
  async function ownersToken() {
    const { user, cookie } = await app.sessionCookie("owner");
    const res = await fetch(`${app.url}/api/tokens`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: `made by ${user.email}`, scope: "write" }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreatedToken;
    return { maker: user, created, call: withToken(created.token) };
  }

  it("lists who made each token and whether it still works", async () => {
    const { maker, created } = await ownersToken();
    const list = await call(as.owner, "/api/tokens");
    expect(list.body.find((t: { id: string }) => t.id === created.id)).toMatchObject({
      createdBy: maker.email,
      active: true,
    });
  });

  it("stops working at once when its maker is no longer an owner, and works again if they are one again", async () => {
    const { maker, created, call: token } = await ownersToken();
    expect((await token("/api/blog-posts")).status).toBe(200);
    const demote = await call(as.owner, `/api/users/${maker.id}/role`, { method: "PUT", json: { role: "team" } });
    expect(demote.status).toBe(200);
    const refused = await token("/api/blog-posts");
    expect(refused.status).toBe(401);
    expectErrorShape(refused.body);
    expect((await token("/api/blog-posts", { method: "POST", json: postBody() })).status).toBe(401);
    const list = await call(as.owner, "/api/tokens");
    expect(list.body.find((t: { id: string }) => t.id === created.id)).toMatchObject({ active: false });
    await call(as.owner, `/api/users/${maker.id}/role`, { method: "PUT", json: { role: "owner" } });
    expect((await token("/api/blog-posts")).status).toBe(200);
  });

  it("stops working when its maker is removed; the list shows no maker", async () => {
    const { maker, created, call: token } = await ownersToken();
    await app.db.delete(users).where(eq(users.id, maker.id));
    expect((await token("/api/blog-posts")).status).toBe(401);
    const list = await call(as.owner, "/api/tokens");
    expect(list.body.find((t: { id: string }) => t.id === created.id)).toMatchObject({
      createdBy: null,
      active: false,
    });
  });
});

describe.runIf(DB_KIND === "postgres")("two instances on one PostgreSQL", () => {
  it("a token revoked on one instance is refused by the other at once", async () => {
    const other = await startTestApp({ sameDatabaseAs: app });
    try {
      const created = await newToken("read");
      const onOther = withToken(created.token, other);
      expect((await onOther("/api/admin/blog-posts")).status).toBe(200);
      expect((await call(as.owner, `/api/tokens/${created.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await onOther("/api/admin/blog-posts")).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
