import { desc, eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiTokens,
  auditLog,
  blogPosts,
  contactEnquiries,
  portfolioCards,
  twoFactorRecoveryCodes,
  twoFactorTotp,
  users,
  ventures,
  webhookDeliveries,
  webhookEndpoints,
} from "#db/schema.server.ts";
import { addAccount } from "#server/auth/accounts.server.ts";
import { fullApiRouter, routesOf, signInRouter } from "../support/express-routes.ts";
import { cookieFetch, signInThroughProvider, type CookieFetch } from "../support/cookie-fetch.ts";
import { startTestApp, TEST_INVESTOR_PASSWORD, type Actor, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { testImage } from "../support/objects.ts";
import { uploadBytes } from "../support/media.ts";
import {
  type ApiFetch,
  call,
  cardBody,
  caseStudyBody,
  contactBody,
  create,
  fetchersFor,
  postBody,
  randomUuid,
  unique,
  ventureBody,
} from "./helpers.ts";

// docs/product.md#audit-log: every successful state-changing call records exactly one entry with
// who (email, "visitor"), what (action, entity type and id), its request id and client address.
// This file walks the real API router: a write route with neither a recipe below nor an entry in
// EXEMPT fails, and so does a recipe whose call records no entry, or more than one.

/** Write routes that change no stored state, and why. */
const EXEMPT: Record<string, string> = {
  "POST /api/generate-blog": "stores nothing: the AI draft goes back to the dashboard's form, unsaved",
  "POST /api/media/:id/describe": "stores nothing: the suggested alt text goes back to the dashboard's form, unsaved",
  "POST /api/investor-access/verify": "only checks a token the server issued; changes nothing",
  "POST /api/account/two-factor/passkeys/options": "stores only a challenge in the caller's own session",
  "PUT /api/autosaves/:collection/:key":
    "changes no state of the product: a person's unsaved editor work, like a browser's local storage kept on the server; visitors never see it (issue 26)",
  "DELETE /api/autosaves/:collection/:key":
    "drops a person's own unsaved editor work, which was never part of the product's state (issue 26)",
  "POST /api/account/two-factor/totp":
    "needs a session of the built-in provider; tests/integration/two-factor.test.ts checks its one audit entry",
  "POST /api/account/two-factor/totp/confirm":
    "needs a session of the built-in provider; tests/integration/two-factor.test.ts checks its one audit entry",
  "DELETE /api/account/two-factor/totp":
    "needs a session of the built-in provider; tests/integration/two-factor.test.ts checks its one audit entry",
  "POST /api/account/two-factor/passkeys":
    "needs a session of the built-in provider; tests/integration/two-factor.test.ts checks its one audit entry (two-factor.spec.ts in Chromium)",
  "DELETE /api/account/two-factor/passkeys/:passkeyId":
    "needs a session of the built-in provider; tests/integration/two-factor.test.ts checks its one audit entry",
  "POST /api/newsletter":
    "needs mail (503 without it) and records after its answer: tests/integration/newsletter.test.ts checks its entries, which the confirm and unsubscribe pages record too",
  "POST /api/admin/import":
    "records one entry per post and per redirect rule it makes, through their own write paths (a dry run none): tests/integration/import.test.ts checks them",
  "DELETE /api/media":
    "records one entry per item it deletes, as DELETE /api/media/:id does (none when nothing is unused): tests/integration/media-delete-unused.test.ts checks them",
  "POST /api/account/two-factor/recovery-codes":
    "needs a session of the built-in provider; tests/integration/two-factor.test.ts checks its one audit entry",
};

/** One successful call: where to send it and the entity the entry must name. */
interface Prepared {
  path: string;
  json?: unknown;
  /** The entry's entity id; a function reads it from the answer (e.g. a create's new id). */
  entityId?: string | null | ((body: any) => string | null);
}

interface Recipe {
  as: Exclude<Actor, "investor">;
  status: number;
  action: string;
  entityType: string | null;
  prepare: () => Promise<Prepared>;
}

let app: TestApp;
let as: Record<Actor, ApiFetch>;
const emails = {} as Record<Actor, string>;

beforeAll(async () => {
  app = await startTestApp({
    signIn: { ownerEmails: ["audit-owner@test.example"], teamEmails: ["audit-team@test.example"] },
    webhooks: { allowPrivateNetworks: true },
  });
  as = await fetchersFor(app);
  for (const actor of ["investor", "team", "owner"] as const)
    emails[actor] = (await call<{ email: string }>(as[actor], "/api/auth/user")).body.email;
  emails.visitor = "visitor";
});
afterAll(() => app?.close());

const idOf = (body: { id: string }) => body.id;

/** A new media item (an image uploaded through the real flow). */
async function mediaItemId(): Promise<string> {
  const { objectPath } = await uploadBytes(as.team, await testImage(16, 16));
  const list = await call<{ id: string }[]>(as.team, `/api/media?q=${encodeURIComponent(objectPath)}`);
  return list.body[0]!.id;
}

async function auditIds(): Promise<Set<string>> {
  return new Set((await app.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id));
}

/** The entries written since `before` was taken. */
async function newEntries(before: Set<string>) {
  const rows = await app.db.select().from(auditLog).orderBy(desc(auditLog.at));
  return rows.filter((r) => !before.has(r.id));
}

/** A created entity with one more revision (an edit), and the id of its first revision. */
async function revisedEntity(collection: string, body: Record<string, unknown>, change: Record<string, unknown>) {
  const created = await create<{ id: string }>(as.owner, `/api/${collection}`, body);
  expect((await call(as.owner, `/api/${collection}/${created.id}`, { method: "PUT", json: change })).status).toBe(200);
  const revisions = await call<{ id: string }[]>(as.owner, `/api/${collection}/${created.id}/revisions`);
  expect(revisions.body).toHaveLength(2);
  return { id: created.id, oldest: revisions.body[1]!.id };
}

function contentRecipes(
  collection: "portfolio-cards" | "blog-posts" | "case-studies" | "ventures",
  entityType: string,
  body: () => Record<string, unknown>,
  change: () => Record<string, unknown>,
  deleter: "owner" | "team" | null,
): Record<string, Recipe> {
  const recipes: Record<string, Recipe> = {
    [`POST /api/${collection}`]: {
      as: "team",
      status: 201,
      action: "create",
      entityType,
      prepare: async () => ({ path: `/api/${collection}`, json: body(), entityId: idOf }),
    },
    [`PUT /api/${collection}/:id`]: {
      as: "team",
      status: 200,
      action: "update",
      entityType,
      prepare: async () => {
        const { id } = await create<{ id: string }>(as.owner, `/api/${collection}`, body());
        return { path: `/api/${collection}/${id}`, json: change(), entityId: id };
      },
    },
    [`POST /api/${collection}/:id/revisions/:revisionId/restore`]: {
      as: "team",
      status: 200,
      action: "restore",
      entityType,
      prepare: async () => {
        const { id, oldest } = await revisedEntity(collection, body(), change());
        return { path: `/api/${collection}/${id}/revisions/${oldest}/restore`, entityId: id };
      },
    },
  };
  if (deleter)
    recipes[`DELETE /api/${collection}/:id`] = {
      as: deleter,
      status: 204,
      action: "delete",
      entityType,
      prepare: async () => {
        const { id } = await create<{ id: string }>(as.owner, `/api/${collection}`, body());
        return { path: `/api/${collection}/${id}`, entityId: id };
      },
    };
  return recipes;
}

async function draftPost(): Promise<string> {
  return (await create<{ id: string }>(as.owner, "/api/blog-posts", postBody())).id;
}

async function webhook(): Promise<string> {
  const res = await call<{ id: string }>(as.owner, "/api/webhooks", {
    method: "POST",
    json: { url: "http://127.0.0.1:9/hooks", events: ["post.published"] },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const RECIPES: Record<string, Recipe> = {
  ...contentRecipes("portfolio-cards", "portfolio-card", cardBody, () => ({ name: `Renamed ${unique()}` }), "owner"),
  ...contentRecipes("blog-posts", "blog-post", postBody, () => ({ title: `Retitled ${unique()}` }), "owner"),
  ...contentRecipes("case-studies", "case-study", caseStudyBody, () => ({ title: `Retitled ${unique()}` }), "team"),
  ...contentRecipes("ventures", "venture", ventureBody, () => ({ oneLiner: `Another line ${unique()}` }), null),

  "POST /api/portfolio-cards/seed": {
    as: "owner",
    status: 201,
    action: "seed",
    entityType: "portfolio-card",
    prepare: async () => {
      await app.db.delete(portfolioCards);
      return { path: "/api/portfolio-cards/seed", entityId: null };
    },
  },
  "POST /api/ventures/seed": {
    as: "team",
    status: 201,
    action: "seed",
    entityType: "venture",
    prepare: async () => {
      await app.db.delete(ventures);
      return { path: "/api/ventures/seed", entityId: null };
    },
  },

  "POST /api/previews": {
    as: "team",
    status: 201,
    action: "preview.create",
    entityType: "blog-post",
    prepare: async () => {
      const id = await draftPost();
      return { path: "/api/previews", json: { type: "blog-post", id }, entityId: id };
    },
  },
  "DELETE /api/previews/:id": {
    as: "team",
    status: 204,
    action: "preview.revoke",
    entityType: "case-study",
    prepare: async () => {
      const study = await create<{ id: string }>(as.owner, "/api/case-studies", caseStudyBody());
      const link = await create<{ id: string }>(as.owner, "/api/previews", { type: "case-study", id: study.id });
      return { path: `/api/previews/${link.id}`, entityId: study.id };
    },
  },

  "POST /api/contact": {
    as: "visitor",
    status: 201,
    action: "create",
    entityType: "enquiry",
    prepare: async () => ({ path: "/api/contact", json: contactBody(), entityId: idOf }),
  },
  "PUT /api/admin/enquiries/:id": {
    as: "team",
    status: 200,
    action: "enquiry.handled",
    entityType: "enquiry",
    prepare: async () => {
      const { id } = await create<{ id: string }>(as.visitor, "/api/contact", contactBody());
      return { path: `/api/admin/enquiries/${id}`, json: { isHandled: true }, entityId: id };
    },
  },
  "POST /api/investor-access": {
    as: "visitor",
    status: 200,
    action: "sign-in",
    entityType: "session",
    prepare: async () => ({ path: "/api/investor-access", json: { password: TEST_INVESTOR_PASSWORD }, entityId: null }),
  },

  "PUT /api/users/:id/role": {
    as: "owner",
    status: 200,
    action: "role.change",
    entityType: "user",
    prepare: async () => {
      const { user } = await app.sessionCookie("investor");
      return { path: `/api/users/${user.id}/role`, json: { role: "team" }, entityId: user.id };
    },
  },

  "POST /api/invitations": {
    as: "owner",
    status: 201,
    action: "invitation.create",
    entityType: "invitation",
    prepare: async () => ({
      path: "/api/invitations",
      json: { email: `${unique()}@invited.example`, role: "team" },
      entityId: idOf,
    }),
  },
  "POST /api/invitations/:id/resend": {
    as: "owner",
    status: 200,
    action: "invitation.resend",
    entityType: "invitation",
    prepare: async () => {
      const made = await create<{ id: string }>(as.owner, "/api/invitations", {
        email: `${unique()}@invited.example`,
        role: "investor",
      });
      return { path: `/api/invitations/${made.id}/resend`, entityId: idOf };
    },
  },
  "DELETE /api/invitations/:id": {
    as: "owner",
    status: 204,
    action: "invitation.revoke",
    entityType: "invitation",
    prepare: async () => {
      const made = await create<{ id: string }>(as.owner, "/api/invitations", {
        email: `${unique()}@invited.example`,
        role: "team",
      });
      return { path: `/api/invitations/${made.id}`, entityId: made.id };
    },
  },
  "POST /api/users/:id/sign-out": {
    as: "owner",
    status: 204,
    action: "sessions.end",
    entityType: "user",
    prepare: async () => {
      const { user } = await app.sessionCookie("team");
      return { path: `/api/users/${user.id}/sign-out`, entityId: user.id };
    },
  },
  "POST /api/users/:id/reset-link": {
    as: "owner",
    status: 201,
    action: "password.reset-link",
    entityType: "user",
    prepare: async () => {
      const email = `${unique()}@reset.example`;
      await addAccount(app.db, email, "reset-password-1", "team");
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return { path: `/api/users/${user!.id}/reset-link`, entityId: user!.id };
    },
  },
  "DELETE /api/users/:id": {
    as: "owner",
    status: 204,
    action: "user.remove",
    entityType: "user",
    prepare: async () => {
      const { user } = await app.sessionCookie("investor");
      return { path: `/api/users/${user.id}`, entityId: user.id };
    },
  },

  "POST /api/objects/upload": {
    as: "team",
    status: 200,
    action: "upload",
    entityType: "upload",
    prepare: async () => ({
      path: "/api/objects/upload",
      json: { contentType: "image/png", size: 2048 },
      entityId: (body: { objectPath: string }) => body.objectPath,
    }),
  },

  // The media library (issue 30, decision 058): edits and deletes of an item; a replacement's
  // grant is an upload like any other (its swap is recorded as "media.replace" when the bytes come).
  "PUT /api/media/:id": {
    as: "team",
    status: 200,
    action: "update",
    entityType: "media",
    prepare: async () => {
      const id = await mediaItemId();
      return { path: `/api/media/${id}`, json: { alt: "A chart" }, entityId: id };
    },
  },
  "DELETE /api/media/:id": {
    as: "owner",
    status: 204,
    action: "delete",
    entityType: "media",
    prepare: async () => {
      const id = await mediaItemId();
      return { path: `/api/media/${id}`, entityId: id };
    },
  },
  "POST /api/media/:id/replace": {
    as: "team",
    status: 200,
    action: "upload",
    entityType: "upload",
    prepare: async () => ({
      path: `/api/media/${await mediaItemId()}/replace`,
      json: { contentType: "image/png", size: 2048 },
      entityId: (body: { uploadURL: string }) => new URL(body.uploadURL).pathname,
    }),
  },

  "POST /api/tokens": {
    as: "owner",
    status: 201,
    action: "create",
    entityType: "api-token",
    prepare: async () => ({ path: "/api/tokens", json: { name: `Token ${unique()}`, scope: "read" }, entityId: idOf }),
  },
  "DELETE /api/tokens/:id": {
    as: "owner",
    status: 204,
    action: "delete",
    entityType: "api-token",
    prepare: async () => {
      const token = await create<{ id: string }>(as.owner, "/api/tokens", { name: `Token ${unique()}`, scope: "read" });
      return { path: `/api/tokens/${token.id}`, entityId: token.id };
    },
  },

  "POST /api/redirects": {
    as: "owner",
    status: 201,
    action: "create",
    entityType: "redirect",
    prepare: async () => ({ path: "/api/redirects", json: { from: `/old-${unique()}`, to: "/about" }, entityId: idOf }),
  },
  "DELETE /api/redirects/:id": {
    as: "owner",
    status: 204,
    action: "delete",
    entityType: "redirect",
    prepare: async () => {
      const post = await create<{ id: string }>(as.owner, "/api/blog-posts", postBody({ isPublished: true }));
      await call(as.owner, `/api/blog-posts/${post.id}`, { method: "PUT", json: { slug: `moved-${unique()}` } });
      const listed = await call<{ id: string; entityId: string }[]>(as.owner, "/api/redirects");
      const id = listed.body.find((r) => r.entityId === post.id)!.id;
      return { path: `/api/redirects/${id}`, entityId: id };
    },
  },

  "POST /api/webhooks": {
    as: "owner",
    status: 201,
    action: "create",
    entityType: "webhook",
    prepare: async () => ({
      path: "/api/webhooks",
      json: { url: "http://127.0.0.1:9/hooks", events: ["post.published"] },
      entityId: idOf,
    }),
  },
  "PUT /api/webhooks/:id": {
    as: "owner",
    status: 200,
    action: "update",
    entityType: "webhook",
    prepare: async () => {
      const id = await webhook();
      return { path: `/api/webhooks/${id}`, json: { enabled: false }, entityId: id };
    },
  },
  "DELETE /api/webhooks/:id": {
    as: "owner",
    status: 204,
    action: "delete",
    entityType: "webhook",
    prepare: async () => {
      const id = await webhook();
      return { path: `/api/webhooks/${id}`, entityId: id };
    },
  },
  "POST /api/webhooks/:id/test": {
    as: "owner",
    status: 202,
    action: "webhook.test",
    entityType: "webhook",
    prepare: async () => {
      const id = await webhook();
      return { path: `/api/webhooks/${id}/test`, entityId: id };
    },
  },
};

/** Signs a fresh session of `role` out through `method /api/logout`; checked in its own tests below. */
const SIGN_OUT_ROUTES = ["POST /api/logout"];

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const served = [...routesOf(fullApiRouter(), "/api"), ...routesOf(signInRouter(), "/api")];
const writes = served.filter((route) => !READS.has(route.split(" ")[0]!));

describe(`the audit log covers every state-changing API call (${DB_KIND})`, () => {
  it("has a recipe or a stated exemption for every write route the API serves", () => {
    expect(writes.length).toBeGreaterThan(25);
    const covered = new Set([...Object.keys(RECIPES), ...Object.keys(EXEMPT), ...SIGN_OUT_ROUTES]);
    expect(
      writes.filter((route) => !covered.has(route)),
      "write routes without an audit recipe or exemption",
    ).toEqual([]);
    // And nothing listed here names a route that no longer exists.
    expect([...covered].filter((route) => !served.includes(route))).toEqual([]);
    for (const reason of Object.values(EXEMPT)) expect(reason.length).toBeGreaterThan(10);
  });

  for (const [route, recipe] of Object.entries(RECIPES)) {
    it(`${route} records one "${recipe.action}" entry by ${recipe.as}`, async () => {
      const prepared = await recipe.prepare();
      const method = route.split(" ")[0]!;
      const before = await auditIds();
      const res = await as[recipe.as](prepared.path, {
        method,
        ...(prepared.json !== undefined ? { json: prepared.json } : {}),
      });
      const text = await res.text();
      expect(res.status, text).toBe(recipe.status);
      const body = text ? JSON.parse(text) : undefined;
      const entries = await newEntries(before);
      expect(entries, `${route} must record exactly one audit entry`).toHaveLength(1);
      const [entry] = entries;
      const entityId = typeof prepared.entityId === "function" ? prepared.entityId(body) : (prepared.entityId ?? null);
      expect(entry).toMatchObject({
        actor: emails[recipe.as],
        action: recipe.action,
        entityType: recipe.entityType,
        entityId,
        requestId: res.headers.get("x-request-id"),
      });
      expect(entry!.requestId).toMatch(/^[\w.-]+$/);
      expect(entry!.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(entry!.summary.length).toBeGreaterThan(0);
      expect(Math.abs(entry!.at.getTime() - Date.now())).toBeLessThan(60_000);
      // Readable through the owner's API, with the same request id.
      const listed = await call<{ items: { id: string; requestId: string }[] }>(
        as.owner,
        `/api/admin/audit?entityType=${recipe.entityType}&action=${recipe.action}&limit=5`,
      );
      expect(listed.body.items.find((item) => item.id === entry!.id)?.requestId).toBe(entry!.requestId);
    });
  }

  describe("refused calls record nothing", () => {
    const refused: [string, Actor, string, string, () => Promise<unknown>, number][] = [
      ["an invalid post", "team", "POST", "/api/blog-posts", async () => ({ title: "" }), 400],
      ["a team member deleting a post", "team", "DELETE", "/api/blog-posts/:post", async () => undefined, 403],
      ["an investor creating a card", "investor", "POST", "/api/portfolio-cards", async () => cardBody(), 403],
      ["a visitor creating a case study", "visitor", "POST", "/api/case-studies", async () => caseStudyBody(), 401],
      [
        "an update of a missing card",
        "team",
        "PUT",
        `/api/portfolio-cards/${randomUuid()}`,
        async () => cardBody(),
        404,
      ],
      [
        "a preview of a missing post",
        "team",
        "POST",
        "/api/previews",
        async () => ({ type: "blog-post", id: randomUuid() }),
        404,
      ],
      ["revoking a missing preview", "team", "DELETE", `/api/previews/${randomUuid()}`, async () => undefined, 404],
      [
        "restoring a missing revision",
        "team",
        "POST",
        `/api/blog-posts/:post/revisions/${randomUuid()}/restore`,
        async () => undefined,
        404,
      ],
      ["a role change by the team", "team", "PUT", "/api/users/:user/role", async () => ({ role: "owner" }), 403],
      ["an invalid enquiry", "visitor", "POST", "/api/contact", async () => ({ name: "" }), 400],
      ["a token by the team", "team", "POST", "/api/tokens", async () => ({ name: "x", scope: "read" }), 403],
      ["an investor-access call without a password", "visitor", "POST", "/api/investor-access", async () => ({}), 400],
      [
        "a stale update of a post",
        "team",
        "PUT",
        "/api/blog-posts/:post",
        async () => ({ title: "Late", updatedAt: "2000-01-01T00:00:00.000Z" }),
        409,
      ],
    ];
    for (const [name, actor, method, template, body, status] of refused) {
      it(`${name} (${status})`, async () => {
        const post = await draftPost();
        const { user } = await app.sessionCookie("investor");
        const path = template.replace(":post", post).replace(":user", user.id);
        const json = await body();
        const before = await auditIds();
        const res = await call(as[actor], path, { method, ...(json !== undefined ? { json } : {}) });
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(await newEntries(before)).toEqual([]);
      });
    }

    it("a filled honeypot answers like a success but stores and records nothing", async () => {
      const before = await auditIds();
      const enquiriesBefore = (await app.db.select().from(contactEnquiries)).length;
      const res = await call(as.visitor, "/api/contact", {
        method: "POST",
        json: contactBody({ company: "Bots Inc" }),
      });
      expect(res.status).toBe(201);
      expect((await app.db.select().from(contactEnquiries)).length).toBe(enquiriesBefore);
      expect(await newEntries(before)).toEqual([]);
    });
  });

  describe("signing in and out", () => {
    it("POST /api/logout records one sign-out of the signed-out person", async () => {
      const { user, cookie } = await app.sessionCookie("team");
      const before = await auditIds();
      const res = await fetch(`${app.url}/api/logout`, {
        method: "POST",
        headers: { cookie, origin: app.url },
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const entries = await newEntries(before);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor: user.email,
        action: "sign-out",
        entityType: "user",
        entityId: user.id,
        requestId: res.headers.get("x-request-id"),
      });
    });

    it("GET /api/logout (a typed address) records one sign-out too; signed out already, none", async () => {
      const { user, cookie } = await app.sessionCookie("owner");
      const before = await auditIds();
      const res = await fetch(`${app.url}/api/logout`, {
        headers: { cookie, "sec-fetch-site": "none" },
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const entries = await newEntries(before);
      expect(entries.map((e) => [e.actor, e.action, e.entityId])).toEqual([[user.email, "sign-out", user.id]]);
      const again = await auditIds();
      expect(
        (await fetch(`${app.url}/api/logout`, { headers: { cookie, "sec-fetch-site": "none" }, redirect: "manual" }))
          .status,
      ).toBe(303);
      expect(await newEntries(again)).toEqual([]);
    });

    it("the sign-in callback records one sign-in; a wrong password at the provider one sign-in.failed", async () => {
      const email = `audit-team@test.example`;
      await addAccount(app.db, email, "team-password-123", "team");
      const before = await auditIds();
      const { url } = await signInThroughProvider(cookieFetch(), app.url, email, "team-password-123");
      expect(new URL(url).pathname).toBe("/dashboard");
      const [entry, ...more] = await newEntries(before);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actor: email, action: "sign-in", entityType: "user" });
      expect(entry!.entityId).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry!.requestId).toMatch(/^[\w.-]+$/);

      const failed = await auditIds();
      const wrong = await signInThroughProvider(cookieFetch(), app.url, email, "not-the-password");
      expect(wrong.response.status).toBe(401);
      const entries = await newEntries(failed);
      expect(entries.map((e) => [e.actor, e.action])).toEqual([["visitor", "sign-in.failed"]]);
      // The summary names the account but never the password tried.
      expect(entries[0]!.summary).toContain(email);
      expect(entries[0]!.summary).not.toContain("not-the-password");
    });

    it("a wrong investor password records one sign-in.failed by a visitor", async () => {
      const before = await auditIds();
      const res = await call(as.visitor, "/api/investor-access", { method: "POST", json: { password: "wrong-one-1" } });
      expect(res.status).toBe(401);
      const entries = await newEntries(before);
      expect(entries.map((e) => [e.actor, e.action, e.entityType])).toEqual([["visitor", "sign-in.failed", "session"]]);
    });
  });

  it("no API route edits or deletes entries: the log has no write route, and the table refuses updates", async () => {
    expect(writes.filter((route) => route.includes("/audit"))).toEqual([]);
    const [entry] = await app.db.select().from(auditLog).limit(1);
    await expect(
      app.db.update(auditLog).set({ summary: "forged" }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
  });
});

// Decision 030: an entry commits or rolls back with its change. A trigger makes every audit
// insert fail, after the service's change ran in the same transaction: the call must answer 500
// and leave no trace of its change.
describe(`each audit entry commits or rolls back with its change (${DB_KIND})`, () => {
  /** Runs `call` while every audit insert fails. */
  async function whileAuditFails<T>(call: () => Promise<T>): Promise<T> {
    await app.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_audit_fails() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit insert failed (injected by the test)'; END $$`),
    );
    await app.db.execute(
      sql.raw(
        "CREATE TRIGGER test_audit_fails BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_audit_fails()",
      ),
    );
    try {
      return await call();
    } finally {
      await app.db.execute(sql.raw("DROP TRIGGER test_audit_fails ON audit_log"));
    }
  }

  it("content: a post whose entry fails is not created, nor its change saved", async () => {
    const body = postBody();
    const failed = await whileAuditFails(() => call(as.team, "/api/blog-posts", { method: "POST", json: body }));
    expect(failed.status).toBe(500);
    expect(
      await app.db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.title, String(body.title))),
    ).toEqual([]);

    const id = await draftPost();
    const title = `Retitled ${unique()}`;
    const update = await whileAuditFails(() =>
      call(as.team, `/api/blog-posts/${id}`, { method: "PUT", json: { title } }),
    );
    expect(update.status).toBe(500);
    const [stored] = await app.db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id));
    expect(stored?.title).not.toBe(title);
  });

  it("API tokens: neither made nor revoked without their entry", async () => {
    const name = `rollback ${unique()}`;
    const failed = await whileAuditFails(() =>
      call(as.owner, "/api/tokens", { method: "POST", json: { name, scope: "read" } }),
    );
    expect(failed.status).toBe(500);
    expect(await app.db.select().from(apiTokens).where(eq(apiTokens.name, name))).toEqual([]);

    const made = await call<{ id: string }>(as.owner, "/api/tokens", { method: "POST", json: { name, scope: "read" } });
    expect(made.status).toBe(201);
    const revoke = await whileAuditFails(() => call(as.owner, `/api/tokens/${made.body.id}`, { method: "DELETE" }));
    expect(revoke.status).toBe(500);
    expect(await app.db.select().from(apiTokens).where(eq(apiTokens.id, made.body.id))).toHaveLength(1);
  });

  it("webhooks: no endpoint made, changed, deleted or test event queued without its entry", async () => {
    const url = `http://127.0.0.1:9/rollback-${unique()}`;
    const failed = await whileAuditFails(() =>
      call(as.owner, "/api/webhooks", { method: "POST", json: { url, events: ["post.published"] } }),
    );
    expect(failed.status).toBe(500);
    expect(await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, url))).toEqual([]);

    const id = await webhook();
    const stored = () => app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    const [before] = await stored();
    const change = await whileAuditFails(() =>
      call(as.owner, `/api/webhooks/${id}`, { method: "PUT", json: { url: `${url}-changed`, enabled: false } }),
    );
    expect(change.status).toBe(500);
    expect(await stored()).toEqual([before]);

    const test = await whileAuditFails(() => call(as.owner, `/api/webhooks/${id}/test`, { method: "POST" }));
    expect(test.status).toBe(500);
    expect(await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([]);

    const remove = await whileAuditFails(() => call(as.owner, `/api/webhooks/${id}`, { method: "DELETE" }));
    expect(remove.status).toBe(500);
    expect(await stored()).toHaveLength(1);
  });

  it("two-factor: no factor started, confirmed, removed or codes replaced without its entry", async () => {
    const email = `rollback-2fa-${unique()}@test.example`.toLowerCase();
    const { id: accountId } = await addAccount(app.db, email, "rollback-password-123", "team");
    const client = cookieFetch();
    const end = await signInThroughProvider(client, app.url, email, "rollback-password-123");
    expect(new URL(end.url).pathname).toBe("/dashboard");
    const totpRow = async () =>
      (await app.db.select().from(twoFactorTotp).where(eq(twoFactorTotp.accountId, accountId)))[0];
    const codes = async () =>
      (
        await app.db
          .select({ hash: twoFactorRecoveryCodes.codeHash })
          .from(twoFactorRecoveryCodes)
          .where(eq(twoFactorRecoveryCodes.accountId, accountId))
      )
        .map((r) => r.hash)
        .sort();

    expect((await whileAuditFails(() => ownApi(client, "/api/account/two-factor/totp", "POST"))).status).toBe(500);
    expect(await totpRow()).toBeUndefined();

    const started = await ownApi(client, "/api/account/two-factor/totp", "POST");
    expect(started.status).toBe(201);
    const code = await generate({ secret: (started.body as { secret: string }).secret });
    const confirm = () => ownApi(client, "/api/account/two-factor/totp/confirm", "POST", { code });
    expect((await whileAuditFails(confirm)).status).toBe(500);
    expect((await totpRow())?.confirmedAt).toBeNull();
    expect(await codes()).toEqual([]);
    // The refused confirmation used nothing up: the same code confirms now.
    expect((await confirm()).status).toBe(200);
    const issued = await codes();
    expect(issued).toHaveLength(10);

    const replace = () => ownApi(client, "/api/account/two-factor/recovery-codes", "POST");
    expect((await whileAuditFails(replace)).status).toBe(500);
    expect(await codes()).toEqual(issued);

    const remove = () => ownApi(client, "/api/account/two-factor/totp", "DELETE");
    expect((await whileAuditFails(remove)).status).toBe(500);
    expect((await totpRow())?.confirmedAt).not.toBeNull();
    expect(await codes()).toEqual(issued);
    expect((await remove()).status).toBe(204);
    expect(await totpRow()).toBeUndefined();
  });

  it("sign-in: a first sign-in whose entry fails binds nobody", async () => {
    const email = `rollback-sign-in-${unique()}@test.example`.toLowerCase();
    await addAccount(app.db, email, "rollback-password-123", "team");
    const attempt = await whileAuditFails(() =>
      signInThroughProvider(cookieFetch(), app.url, email, "rollback-password-123"),
    );
    expect(new URL(attempt.url).pathname).not.toBe("/dashboard");
    // The account's role made a users row; the sign-in would have bound it to the provider's subject.
    const rows = await app.db.select({ subject: users.oidcSubject }).from(users).where(eq(users.email, email));
    expect(rows).toEqual(rows.length ? [{ subject: null }] : []);
  });
});

/** A call of a signed-in person's own API (a cookie session). */
async function ownApi(client: CookieFetch, path: string, method: string, json?: unknown) {
  const response = await client.request(`${app.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify(json ?? {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
