import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { contactEnquiries, portfolioCards, users } from "#db/schema.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  type ApiFetch,
  call,
  cardBody,
  caseStudyBody,
  contactBody,
  create,
  expectErrorShape,
  expectFieldErrors,
  fetchersFor,
  postBody,
  unique,
} from "./helpers.ts";

// Cross-cutting API behaviour: the current user, the error format (docs/product.md#api-errors), body and
// media-type limits, the same-origin rule for writes, and the contact endpoint (docs/product.md#api).

let app: TestApp;
let visitor: ApiFetch;
let team: ApiFetch;
let owner: ApiFetch;

beforeAll(async () => {
  app = await startTestApp();
  ({ visitor, team, owner } = await fetchersFor(app));
});

afterAll(async () => {
  await app?.close();
});

async function countOf(table: typeof contactEnquiries | typeof portfolioCards): Promise<number> {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/** A raw request with the owner's session cookie and nothing added (no Origin, no content type). */
async function rawAsOwner(path: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
  const { cookie } = await app.sessionCookie("owner");
  const res = await fetch(app.url + path, { ...init, headers: { cookie, ...init.headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

describe("GET /api/auth/user", () => {
  it("answers 401 with exactly { message: 'Unauthorized', requestId } to a visitor", async () => {
    const res = await call(visitor, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Unauthorized");
    expect(res.body).toEqual({ message: "Unauthorized", requestId: expect.any(String) });
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("answers 200 with the signed-in user's id, email, names, picture and role", async () => {
    for (const role of ["investor", "team", "owner"] as const) {
      const email = `user-${unique()}@test.example`;
      const { user, cookie } = await app.sessionCookie(role, email);
      await app.db
        .update(users)
        .set({ firstName: "Ada", lastName: "Lovelace", profileImageUrl: "https://cdn.example/ada.png" })
        .where(eq(users.id, user.id));
      const res = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        id: user.id,
        email,
        firstName: "Ada",
        lastName: "Lovelace",
        profileImageUrl: "https://cdn.example/ada.png",
        role,
      });
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
    }
  });

  it("reports null names and picture when the identity provider gave none", async () => {
    const { user, cookie } = await app.sessionCookie("investor");
    const res = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
    expect(await res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: "investor",
    });
  });

  it("applies a role change at the next request", async () => {
    const { user, cookie } = await app.sessionCookie("investor");
    const before = await fetch(`${app.url}/api/admin/blog-posts`, { headers: { cookie } });
    expect(before.status).toBe(403);
    await app.db.update(users).set({ role: "team" }).where(eq(users.id, user.id));
    const me = await (await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).json();
    expect(me.role).toBe("team");
    const after = await fetch(`${app.url}/api/admin/blog-posts`, { headers: { cookie } });
    expect(after.status).toBe(200);
  });

  it("treats the session of a removed user as signed out", async () => {
    const { user, cookie } = await app.sessionCookie("owner");
    await app.db.delete(users).where(eq(users.id, user.id));
    const res = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
    expect(res.status).toBe(401);
  });

  it("treats a forged session cookie as signed out", async () => {
    const res = await fetch(`${app.url}/api/auth/user`, { headers: { cookie: "arcwell.sid=s%3Aforged.signature" } });
    expect(res.status).toBe(401);
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON, never the HTML app", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["GET", "/api/portfolio-cards/x/y"],
      ["POST", "/api/nope"],
      ["DELETE", "/api/blog-posts"],
    ] as const) {
      const res = await call(owner, path, method === "GET" ? {} : { method, json: {} });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expectErrorShape(res.body);
    }
  });
});

describe("request bodies", () => {
  it("a malformed JSON body answers 400 'Malformed JSON body'", async () => {
    const res = await call(owner, "/api/portfolio-cards", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "x",',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON body", requestId: expect.any(String) });
  });

  it("JSON bodies that are not objects answer 400", async () => {
    for (const body of ["null", '"text"', "42", "[]", "[1,2]"]) {
      const res = await call(owner, "/api/portfolio-cards", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status, body).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it("an empty JSON body answers 400, not 500", async () => {
    const res = await call(owner, "/api/portfolio-cards", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "",
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it("a body over 1 MB answers 413 and stores nothing", async () => {
    const before = await countOf(contactEnquiries);
    const res = await call(visitor, "/api/contact", {
      method: "POST",
      json: contactBody({ projectInterest: "x".repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expectErrorShape(res.body);
    expect(await countOf(contactEnquiries)).toBe(before);
  });

  it("a text/plain body answers 415", async () => {
    for (const [method, path] of [
      ["POST", "/api/portfolio-cards"],
      ["POST", "/api/blog-posts"],
      ["POST", "/api/contact"],
    ] as const) {
      const res = await call(owner, path, {
        method,
        headers: { "content-type": "text/plain", origin: app.url },
        body: JSON.stringify(cardBody()),
      });
      expect(res.status, path).toBe(415);
      expectErrorShape(res.body);
    }
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const put = await call(owner, `/api/portfolio-cards/${card.id}`, {
      method: "PUT",
      headers: { "content-type": "text/plain", origin: app.url },
      body: JSON.stringify({ isActive: false }),
    });
    expect(put.status).toBe(415);
  });
});

describe("cross-site writes", () => {
  it("a seed without a JSON body from another origin is refused with 403", async () => {
    const before = await countOf(portfolioCards);
    const res = await rawAsOwner("/api/portfolio-cards/seed", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    expect(await countOf(portfolioCards)).toBe(before);
  });

  it("a seed with neither Origin nor Sec-Fetch-Site is refused with 403", async () => {
    const before = await countOf(portfolioCards);
    const res = await rawAsOwner("/api/portfolio-cards/seed", { method: "POST" });
    expect(res.status).toBe(403);
    expectErrorShape(res.body);
    const crossSite = await rawAsOwner("/api/portfolio-cards/seed", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await countOf(portfolioCards)).toBe(before);
  });

  it("a seed from our own origin gets past the check", async () => {
    const res = await rawAsOwner("/api/portfolio-cards/seed", { method: "POST", headers: { origin: app.url } });
    expect(res.status).not.toBe(403);
    expect([201, 409]).toContain(res.status);
    const sameSite = await rawAsOwner("/api/portfolio-cards/seed", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.status).not.toBe(403);
    expect([201, 409]).toContain(sameSite.status);
  });

  it("a delete from another origin is refused with 403 and the card stays", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const res = await rawAsOwner(`/api/portfolio-cards/${card.id}`, {
      method: "DELETE",
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const rows = await app.db.select().from(portfolioCards).where(eq(portfolioCards.id, card.id));
    expect(rows).toHaveLength(1);
  });
});

describe("validation answers", () => {
  it("unknown fields answer 400 with errors.<field> = ['Unknown field.']", async () => {
    const cases = [
      ["/api/portfolio-cards", cardBody({ admin: true })],
      ["/api/blog-posts", postBody({ admin: true })],
      ["/api/case-studies", caseStudyBody({ admin: true })],
      ["/api/contact", contactBody({ admin: true })],
    ] as const;
    for (const [path, body] of cases) {
      const res = await call(owner, path, { method: "POST", json: body });
      expect(res.status, path).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors, path).toEqual({ admin: ["Unknown field."] });
    }
  });

  it("names nested unknown fields with their path", async () => {
    const res = await call(owner, "/api/case-studies", {
      method: "POST",
      json: caseStudyBody({ stats: [{ label: "Users", value: "1k", extra: 1 }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "stats.0.extra": ["Unknown field."] });
  });

  it("wrong types answer 400 with errors naming the field", async () => {
    expectFieldErrors(await call(owner, "/api/portfolio-cards", { method: "POST", json: cardBody({ name: 42 }) }), [
      "name",
    ]);
    expectFieldErrors(
      await call(owner, "/api/portfolio-cards", { method: "POST", json: cardBody({ isActive: "yes" }) }),
      ["isActive"],
    );
    expectFieldErrors(
      await call(owner, "/api/portfolio-cards", { method: "POST", json: cardBody({ services: "UI" }) }),
      ["services"],
    );
    expectFieldErrors(
      await call(owner, "/api/case-studies", { method: "POST", json: caseStudyBody({ stats: [["3x"]] }) }),
      ["stats.0"],
    );
    expectFieldErrors(
      await call(owner, "/api/blog-posts", { method: "POST", json: postBody({ videoGallery: [[]] }) }),
      ["videoGallery.0"],
    );
    expectFieldErrors(
      await call(owner, "/api/blog-posts", { method: "POST", json: postBody({ publishedAt: "yesterday" }) }),
      ["publishedAt"],
    );
    const card = await create(team, "/api/portfolio-cards", cardBody());
    expectFieldErrors(
      await call(owner, `/api/portfolio-cards/${card.id}`, { method: "PUT", json: { isActive: "false" } }),
      ["isActive"],
    );
  });

  it("an array where an object belongs answers 400 with errors", async () => {
    const res = await call(owner, "/api/portfolio-cards", { method: "POST", json: [cardBody()] });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
    expect(res.body.errors).toBeDefined();
  });

  it("refuses text with a null byte", async () => {
    expectFieldErrors(
      await call(owner, "/api/portfolio-cards", { method: "POST", json: cardBody({ name: "a\u0000b" }) }),
      ["name"],
    );
  });

  it("refuses script and data addresses for images and websites", async () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x.png"]) {
      expectFieldErrors(
        await call(owner, "/api/portfolio-cards", { method: "POST", json: cardBody({ imageUrl: bad }) }),
        ["imageUrl"],
      );
      expectFieldErrors(
        await call(owner, "/api/portfolio-cards", { method: "POST", json: cardBody({ websiteUrl: bad }) }),
        ["websiteUrl"],
      );
    }
  });
});

describe("the error format", () => {
  it("every error answer has a message string and the request id, also sent as X-Request-Id", async () => {
    const card = await create(team, "/api/portfolio-cards", cardBody());
    const answers = [
      await call(visitor, "/api/admin/blog-posts"), // 401
      await call(team, `/api/portfolio-cards/${card.id}`, { method: "DELETE" }), // 403
      await call(owner, "/api/blog-posts/no-such-post"), // 404
      await call(owner, "/api/portfolio-cards", { method: "POST", json: {} }), // 400
      await call(owner, "/api/portfolio-cards", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      }), // 415
      await call(owner, "/api/portfolio-cards", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }), // 400
      await call(visitor, "/api/nope"), // 404
    ];
    const statuses = answers.map((a) => a.status);
    expect(statuses).toEqual([401, 403, 404, 400, 415, 400, 404]);
    for (const answer of answers) {
      expectErrorShape(answer.body);
      expect(answer.body.requestId.length).toBeGreaterThan(0);
      expect(answer.headers.get("x-request-id")).toBe(answer.body.requestId);
      expect(answer.headers.get("content-type")).toMatch(/application\/json/);
    }
  });

  it("every response carries an X-Request-Id header; a valid one sent by the client is kept", async () => {
    const ok = await call(visitor, "/api/portfolio-cards");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[\w.-]+$/);

    const created = await call(team, "/api/portfolio-cards", { method: "POST", json: cardBody() });
    expect(created.headers.get("x-request-id")).toBeTruthy();

    const given = `req-${unique()}`;
    const echoed = await call(visitor, "/api/auth/user", { headers: { "x-request-id": given } });
    expect(echoed.headers.get("x-request-id")).toBe(given);
    expect(echoed.body.requestId).toBe(given);

    const refused = await call(visitor, "/api/portfolio-cards", { headers: { "x-request-id": "bad id <script>" } });
    expect(refused.headers.get("x-request-id")).not.toBe("bad id <script>");
    expect(refused.headers.get("x-request-id")).toMatch(/^[\w.-]+$/);
  });

  it("a visitor's successful read may be held briefly by a CDN; staff answers and errors are never stored", async () => {
    const read = await call(visitor, "/api/portfolio-cards");
    expect(read.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    const staffRead = await call(team, "/api/portfolio-cards");
    expect(staffRead.headers.get("cache-control")).toBe("no-store");
    const missing = await call(visitor, "/api/blog-posts/no-such-post");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const unauthorized = await call(visitor, "/api/admin/blog-posts");
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("cache-control")).toBe("no-store");
    const me = await call(team, "/api/auth/user");
    expect(me.headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/contact", () => {
  it("stores a valid enquiry and answers 201 { id }", async () => {
    const body = contactBody({ whatsapp: "+44 7700 900123" });
    const before = await countOf(contactEnquiries);
    const res = await call(visitor, "/api/contact", { method: "POST", json: body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    expect(await countOf(contactEnquiries)).toBe(before + 1);
    const [row] = await app.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, res.body.id));
    expect(row).toMatchObject({
      name: body.name,
      email: body.email,
      whatsapp: body.whatsapp,
      projectInterest: body.projectInterest,
    });
  });

  it("accepts an enquiry from signed-in users too, with whatsapp optional", async () => {
    for (const fetcher of [team, owner]) {
      const res = await call(fetcher, "/api/contact", { method: "POST", json: contactBody() });
      expect(res.status).toBe(201);
      const [row] = await app.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, res.body.id));
      expect(row!.whatsapp).toBeNull();
    }
  });

  it("answers 400 naming name, email and projectInterest when they are missing", async () => {
    const before = await countOf(contactEnquiries);
    const res = await call(visitor, "/api/contact", { method: "POST", json: {} });
    expectFieldErrors(res, ["name", "email", "projectInterest"]);
    const blank = await call(visitor, "/api/contact", {
      method: "POST",
      json: { name: "  ", email: "", projectInterest: "", whatsapp: "" },
    });
    expectFieldErrors(blank, ["name", "email", "projectInterest"]);
    expect(await countOf(contactEnquiries)).toBe(before);
  });

  it("answers 400 to an invalid email", async () => {
    const before = await countOf(contactEnquiries);
    for (const email of ["not-an-email", "a@", "@b.example", "a b@c.example"]) {
      const res = await call(visitor, "/api/contact", { method: "POST", json: contactBody({ email }) });
      expectFieldErrors(res, ["email"]);
    }
    expect(await countOf(contactEnquiries)).toBe(before);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await countOf(contactEnquiries);
    const res = await call(visitor, "/api/contact", { method: "POST", json: contactBody({ company: "Spam Inc" }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    expect(await countOf(contactEnquiries)).toBe(before);
    const [row] = await app.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, res.body.id));
    expect(row).toBeUndefined();
  });

  it("an empty honeypot is a person: the enquiry is stored", async () => {
    const res = await call(visitor, "/api/contact", { method: "POST", json: contactBody({ company: "" }) });
    expect(res.status).toBe(201);
    const [row] = await app.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, res.body.id));
    expect(row).toBeDefined();
  });

  it("rate limits: the request over the limit answers 429", async () => {
    const limited = await startTestApp({ contactLimitPerWindow: 2 });
    try {
      const anon = await limited.as("visitor");
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call(anon, "/api/contact", { method: "POST", json: contactBody() })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const over = await call(anon, "/api/contact", { method: "POST", json: contactBody() });
      expect(over.status).toBe(429);
      expectErrorShape(over.body);
      const [row] = await limited.db.select({ n: sql<number>`count(*)::int` }).from(contactEnquiries);
      expect(row!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe("hostile input", () => {
  it("a NUL character in a slug path answers 404, not 500", async () => {
    for (const path of ["/api/blog-posts/a%00b", "/api/case-studies/a%00b"]) {
      const res = await call(owner, path);
      expect(res.status, path).toBe(404);
      expectErrorShape(res.body);
    }
  });

  it("broken percent-encoding in a path answers 400 or 404, not 500", async () => {
    for (const path of ["/api/blog-posts/%E0%A4%A", "/api/case-studies/%", "/api/portfolio-cards/%ZZ"]) {
      const res = await call(
        owner,
        path,
        path.includes("portfolio") ? { method: "PUT", json: { isActive: true } } : {},
      );
      expect([400, 404], path).toContain(res.status);
      expectErrorShape(res.body);
    }
  });

  const nulBodies: [string, string, () => Record<string, unknown>][] = [
    ["a blog post image gallery path", "/api/blog-posts", () => postBody({ imageGallery: ["/images/a\u0000.png"] })],
    [
      "a blog post image gallery address",
      "/api/blog-posts",
      () => postBody({ imageGallery: ["https://cdn.example/a\u0000.png"] }),
    ],
    [
      "a blog post video address",
      "/api/blog-posts",
      () => postBody({ videoGallery: [{ url: "https://vimeo.com/1\u0000" }] }),
    ],
    [
      "a blog post content section",
      "/api/blog-posts",
      () => postBody({ contentSections: [{ type: "text", content: "a\u0000b", order: 0 }] }),
    ],
    [
      "a case study image gallery path",
      "/api/case-studies",
      () => caseStudyBody({ imageGallery: ["/images/a\u0000.png"] }),
    ],
    ["a portfolio card service", "/api/portfolio-cards", () => cardBody({ services: ["a\u0000b"] })],
    ["the contact honeypot", "/api/contact", () => contactBody({ company: "\u0000" })],
  ];
  for (const [where, path, makeBody] of nulBodies) {
    it(`a NUL character in ${where} answers 400 (or is dropped), never 500`, async () => {
      const res = await call(owner, path, { method: "POST", json: makeBody() });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      if (res.status >= 400) {
        expect(res.status).toBe(400);
        expectErrorShape(res.body);
      }
    });
  }

  for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
    it(`an unknown field named ${key} answers 400 with errors.${key} = ['Unknown field.']`, async () => {
      const res = await call(owner, "/api/portfolio-cards", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(cardBody()).replace(/^\{/, `{${JSON.stringify(key)}:{"isAdmin":true},`),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expectErrorShape(res.body);
      const errors = res.body.errors ?? {};
      expect(Object.keys(errors)).toEqual([key]);
      expect(Object.getOwnPropertyDescriptor(errors, key)?.value).toEqual(["Unknown field."]);
    });
  }

  it("deeply nested JSON answers 400, not 500", async () => {
    const body = `{"name":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const res = await call(owner, "/api/portfolio-cards", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it("a very long slug or id in the path answers 404", async () => {
    expect((await call(owner, `/api/blog-posts/${"a".repeat(5000)}`)).status).toBe(404);
    expect((await call(owner, `/api/portfolio-cards/${"a".repeat(5000)}`, { method: "DELETE" })).status).toBe(404);
  });
});
