import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { previewInputSchema } from "#core/schemas/preview.ts";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KIND } from "../support/test-database.ts";
import { ROLES } from "#core/permissions.ts";
import { uploadLimitBytes } from "#core/uploads.ts";
import { users } from "#db/schema.server.ts";
import { blogPostInputSchema, blogPostUpdateSchema } from "#core/schemas/blog-post.ts";
import { caseStudyInputSchema, caseStudyUpdateSchema } from "#core/schemas/case-study.ts";
import { contactInputSchema } from "#core/schemas/contact.ts";
import { apiTokenInputSchema } from "#core/schemas/api-token.ts";
import { WEBHOOK_EVENTS, webhookInputSchema, webhookUpdateSchema } from "#core/schemas/webhook.ts";
import { literalTargetProblem } from "#server/webhooks/network-guard.server.ts";
import { portfolioCardInputSchema, portfolioCardUpdateSchema } from "#core/schemas/portfolio-card.ts";
import { ventureInputSchema, ventureUpdateSchema } from "#core/schemas/venture.ts";
import { mediaUpdateSchema } from "#core/schemas/media.ts";
import { testImage } from "../support/objects.ts";
import { uploadBytes } from "../support/media.ts";
import { startChatCompletionsServer } from "../support/chat-completions-server.ts";
import { fingerprint } from "../support/db-fingerprint.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  badIdSegments,
  generateStatus,
  generateValues,
  roleChangeStatus,
  rolePath,
  roleValues,
  uploadExamples,
  uploadStatus,
  uploadValues,
} from "./bad-input.rules.ts";
import { caseStudyBody, cardBody, contactBody, postBody, ventureBody } from "./helpers.ts";

// Property: for every write endpoint, any body its schema refuses gets a 4xx with the error
// JSON of docs/product.md#api-errors — never a 5xx — and the database is unchanged afterwards.
// FUZZ_CASES sets the cases per endpoint (2,000 in `npm test`; `npm run fuzz` runs 10,000).
// With PostgreSQL at hand `npm test` fuzzes on it alone: PGlite is the same engine, and what is
// looked for is a gap in validation, not a difference of databases; PGlite's run took 2.5 times
// as long (5 of the suite's 30 minutes). `npm run fuzz` (FUZZ_CASES set) runs both.

const CASES = Number(process.env.FUZZ_CASES ?? 2000);
const runHere = DB_KIND === "postgres" || !process.env.TEST_DATABASE_URL || !!process.env.FUZZ_CASES;

let app: TestApp;
let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let owner: Awaited<ReturnType<TestApp["as"]>>;
const ids: Record<string, string> = {};
let roleStatus: ReturnType<typeof roleChangeStatus>;

beforeAll(async () => {
  if (!runHere) return;
  // With an AI generator configured, so that POST /api/generate-blog validates instead of answering 503.
  chat = await startChatCompletionsServer();
  app = await startTestApp({ ai: { baseURL: chat.baseURL } });
  owner = await app.as("owner");
  // The owner is the only one, so demoting them meets the last-owner rule.
  const [me, ...others] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "owner"));
  expect(others).toEqual([]);
  ids.owner = me!.id;
  ids.team = (await app.sessionCookie("team")).user.id;
  ids.investor = (await app.sessionCookie("investor")).user.id;
  const create = async (path: string, body: unknown) =>
    ((await (await owner(path, { method: "POST", json: body })).json()) as { id: string }).id;
  ids.card = await create("/api/portfolio-cards", cardBody());
  ids.post = await create("/api/blog-posts", postBody());
  ids.study = await create("/api/case-studies", caseStudyBody());
  ids.venture = await create("/api/ventures", ventureBody());
  ids.enquiry = await create("/api/contact", contactBody());
  const { objectPath } = await uploadBytes(owner, await testImage(8, 8));
  ids.media = ((await (await owner(`/api/media?q=${objectPath}`)).json()) as { id: string }[])[0]!.id;
  // Subscribed to everything: a refused write that queued an event would change the fingerprint.
  ids.webhook = await create("/api/webhooks", { url: "https://hooks.example.com/fuzz", events: [...WEBHOOK_EVENTS] });
  const people = await app.db.select({ id: users.id, role: users.role }).from(users);
  roleStatus = roleChangeStatus(new Map(people.map((p) => [p.id, p.role])));
});
afterAll(async () => {
  await app?.close();
  await chat?.close();
});

interface Request {
  path: string;
  body: unknown;
}

interface Endpoint {
  method: "POST" | "PUT";
  path: () => string;
  /** The server's own rule for the request, so that only refused ones are sent. */
  accepts: (body: unknown, path: string) => boolean;
  valid: () => Record<string, unknown>;
  /** The one right status of a refused request, where the rule decides it; otherwise any 4xx. */
  status?: (body: unknown, path: string) => number | null;
  /** Near-miss values per field, besides the generic junk (unknown fields are refused too). */
  near?: Record<string, fc.Arbitrary<unknown>>;
  /** Requests beyond broken bodies sent to path(), e.g. ids that name no one. */
  requests?: (bodies: fc.Arbitrary<unknown>) => fc.Arbitrary<Request>;
  /** Requests always tried, whatever the case count. */
  examples?: () => Request[];
  /** Checked after the run, besides the unchanged database. */
  afterwards?: () => void;
}

const by = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;
const byStatus = (status: (body: unknown, path: string) => number | null) => ({
  status,
  accepts: (body: unknown, path: string) => status(body, path) === null,
});
/** Where the local storage driver keeps uploads (server/storage/setup.server.ts). */
const objectsDir = () => path.join(app.dataDir, "objects");
const upstreamUntouched = () => expect(chat.requests, "requests that reached the AI upstream").toHaveLength(0);

/** A webhook body the schema takes, aimed at a public address (the test app allows no other). */
function webhookTargetAccepted(schema: z.ZodType, body: unknown): boolean {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return false;
  const url = (parsed.data as { url?: string }).url;
  return !url || !literalTargetProblem(url);
}
const webhookNear = {
  url: fc.constantFrom(
    "http://127.0.0.1:3000/hook",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "https://[::127.0.0.1]/hook",
    "https://[64:ff9b::a00:1]/hook",
    "https://[fec0::1]/hook",
    "https://[2001::1]/hook",
    "https://198.18.0.1/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://10.1.2.3/hook",
    "http://192.168.0.10/hook",
    "http://0x7f.1/hook",
    "http://2130706433/hook",
    "http://localhost:8080/hook",
    "http://admin.localhost/hook",
    "http://0.0.0.0/hook",
    "ftp://hooks.example.com/",
    "https://user:secret@hooks.example.com/",
    "javascript:alert(1)",
    "https://",
  ),
  events: fc.constantFrom([], ["webhook.test"], ["post.created"], "post.published", [null], ["post.published", 1]),
};

/** Gallery videos other than YouTube and Vimeo links: pages frame no other player (docs/decisions/041). */
const postNear = {
  videoGallery: fc.constantFrom(
    [{ url: "https://media.example.com/clips/demo.mp4" }],
    [{ url: "https://evil.example/embed/1", title: "Embed" }],
    [{ url: "https://www.youtube.com/channel/UC123" }],
    [{ url: "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ" }],
    [{ url: "https://vimeo.com/about" }],
    [{ url: "https://youtu.be/dQw4w9WgXcQ" }, { url: "https://player.vimeo.com/video/1/../../x" }],
    [{ url: "javascript:alert(1)" }],
  ),
};

const ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/portfolio-cards": {
    method: "POST",
    path: () => "/api/portfolio-cards",
    accepts: by(portfolioCardInputSchema),
    valid: cardBody,
  },
  "PUT /api/portfolio-cards/:id": {
    method: "PUT",
    path: () => `/api/portfolio-cards/${ids.card}`,
    accepts: by(portfolioCardUpdateSchema),
    valid: cardBody,
  },
  "POST /api/blog-posts": {
    method: "POST",
    path: () => "/api/blog-posts",
    accepts: by(blogPostInputSchema),
    valid: postBody,
    near: postNear,
  },
  "PUT /api/blog-posts/:id": {
    method: "PUT",
    path: () => `/api/blog-posts/${ids.post}`,
    accepts: by(blogPostUpdateSchema),
    valid: postBody,
    near: postNear,
  },
  "POST /api/case-studies": {
    method: "POST",
    path: () => "/api/case-studies",
    accepts: by(caseStudyInputSchema),
    valid: caseStudyBody,
  },
  "PUT /api/case-studies/:id": {
    method: "PUT",
    path: () => `/api/case-studies/${ids.study}`,
    accepts: by(caseStudyUpdateSchema),
    valid: caseStudyBody,
  },
  "POST /api/ventures": {
    method: "POST",
    path: () => "/api/ventures",
    accepts: by(ventureInputSchema),
    valid: ventureBody,
  },
  "PUT /api/ventures/:id": {
    method: "PUT",
    path: () => `/api/ventures/${ids.venture}`,
    accepts: by(ventureUpdateSchema),
    valid: ventureBody,
  },
  "PUT /api/media/:id": {
    method: "PUT",
    path: () => `/api/media/${ids.media}`,
    accepts: by(mediaUpdateSchema),
    valid: () => ({ title: "Fuzz", alt: "A chart", tags: ["fuzz"], focalPoint: { x: 0.5, y: 0.5 } }),
  },
  "POST /api/contact": {
    method: "POST",
    path: () => "/api/contact",
    accepts: by(contactInputSchema),
    valid: contactBody,
  },
  "POST /api/tokens": {
    method: "POST",
    path: () => "/api/tokens",
    accepts: by(apiTokenInputSchema),
    valid: () => ({ name: "Fuzz", scope: "read" }),
  },
  "POST /api/webhooks": {
    method: "POST",
    path: () => "/api/webhooks",
    accepts: (b) => webhookTargetAccepted(webhookInputSchema, b),
    valid: () => ({ url: "https://hooks.example.com/arcwell", events: ["post.published"] }),
    near: webhookNear,
  },
  "PUT /api/webhooks/:id": {
    method: "PUT",
    path: () => `/api/webhooks/${ids.webhook}`,
    accepts: (b) => webhookTargetAccepted(webhookUpdateSchema, b),
    valid: () => ({ url: "https://hooks.example.com/arcwell", events: ["post.published"], enabled: true }),
    near: webhookNear,
  },
  "PUT /api/admin/enquiries/:id": {
    method: "PUT",
    path: () => `/api/admin/enquiries/${ids.enquiry}`,
    accepts: (b) =>
      typeof b === "object" &&
      b !== null &&
      !Array.isArray(b) &&
      Object.keys(b).length === 1 &&
      typeof (b as { isHandled?: unknown }).isHandled === "boolean",
    valid: () => ({ isHandled: true }),
  },
  "POST /api/investor-access": {
    method: "POST",
    path: () => "/api/investor-access",
    // Any well-formed password attempt is a valid request (401 when wrong): only malformed ones are bad input.
    accepts: (b) =>
      typeof b === "object" &&
      b !== null &&
      !Array.isArray(b) &&
      Object.keys(b).length === 1 &&
      typeof (b as { password?: unknown }).password === "string" &&
      (b as { password: string }).password.length >= 1 &&
      (b as { password: string }).password.length <= 1024,
    valid: () => ({ password: "guess" }),
  },
  "PUT /api/users/:id/role": {
    method: "PUT",
    path: () => rolePath(ids.team!),
    ...byStatus((body, path) => roleStatus(body, path)),
    valid: () => ({ role: "team" }),
    near: { role: roleValues },
    requests: (bodies) => {
      const real = [ids.owner!, ids.team!, ids.investor!];
      return fc.oneof(
        // Real people (the router lowercases ids) with broken bodies.
        {
          weight: 5,
          arbitrary: fc.record({
            path: fc.constantFrom(...real, ...real.map((id) => id.toUpperCase())).map(rolePath),
            body: bodies,
          }),
        },
        // Ids that name no one or could never be ids, with good and broken bodies.
        {
          weight: 5,
          arbitrary: fc.record({
            path: badIdSegments(real).map(rolePath),
            body: fc.oneof(
              fc.constantFrom(...ROLES).map((role) => ({ role })),
              bodies,
            ),
          }),
        },
        // The only owner demoting themself: the last-owner rule.
        {
          weight: 1,
          arbitrary: fc.record({
            path: fc.constant(rolePath(ids.owner!)),
            body: fc.constantFrom({ role: "team" }, { role: "investor" }),
          }),
        },
      );
    },
    examples: () => [
      { path: rolePath(ids.owner!), body: { role: "investor" } },
      { path: rolePath(ids.investor!), body: { role: "admin" } },
      { path: rolePath(crypto.randomUUID()), body: { role: "team" } },
      { path: rolePath("%zz"), body: { role: "team" } },
    ],
  },
  "POST /api/previews": {
    method: "POST",
    path: () => "/api/previews",
    // Only a link to an entry that exists is made; any other well-formed id is 404.
    accepts: (body) => {
      const parsed = previewInputSchema.safeParse(body);
      if (!parsed.success) return false;
      return parsed.data.id === (parsed.data.type === "blog-post" ? ids.post : ids.study);
    },
    valid: () => ({ type: "blog-post", id: ids.post, expiresInDays: 7 }),
    near: {
      type: fc.constantFrom("blog-posts", "post", "case-studies", "portfolio-card", "venture", "BLOG-POST", ""),
      id: fc.oneof(
        fc.uuid(),
        fc.constantFrom("", "not-a-uuid", "../../etc/passwd", "00000000-0000-0000-0000-00000000000g"),
      ),
      expiresInDays: fc.constantFrom(0, 31, -1, 1.5, "7", null, 1e9, Number.MAX_SAFE_INTEGER),
    },
  },
  "POST /api/objects/upload": {
    method: "POST",
    path: () => "/api/objects/upload",
    ...byStatus(uploadStatus),
    valid: () => ({ contentType: "image/png", size: 2048, purpose: "gallery" }),
    near: uploadValues,
    examples: () => uploadExamples.map((body) => ({ path: "/api/objects/upload", body })),
  },
  "POST /api/generate-blog": {
    method: "POST",
    path: () => "/api/generate-blog",
    ...byStatus(generateStatus),
    valid: () => ({ prompt: "How we validate a venture in six weeks", projectName: "Harvest Alerts" }),
    near: generateValues,
    afterwards: upstreamUntouched,
  },
};

// Values that break types and bounds: unicode, NUL, huge strings, deep JSON, odd numbers.
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom(
    -1,
    0,
    101,
    121,
    1.5,
    Number.MAX_SAFE_INTEGER,
    -0,
    1e308,
    "",
    " ",
    "javascript:alert(1)",
    "data:text/html,<script>",
    "//evil.example",
    "<script>alert(1)</script>",
    [],
    {},
    null,
    true,
    ["\u0000"],
    [{}],
  ),
  fc.integer({ min: 20, max: 400 }).map((depth) => {
    let deep: unknown = "bottom";
    for (let i = 0; i < depth; i++) deep = { a: deep };
    return deep;
  }),
  fc.array(fc.string({ maxLength: 5 }), { minLength: 60, maxLength: 300 }),
);

function bodies(endpoint: Endpoint) {
  const base = endpoint.valid();
  const keys = Object.keys(base);
  return fc.oneof(
    // Not an object at all, or an object of junk.
    fc.jsonValue({ maxDepth: 4 }),
    // One field replaced by a nasty value.
    fc
      .record({
        key: fc.constantFrom(
          ...keys,
          "isActive",
          "sortOrder",
          "readTime",
          "tags",
          "stats",
          "videoGallery",
          "progressPercentage",
          "status",
          "imageGallery",
          "services",
          "slug",
          "publishedAt",
          "updatedAt",
          "metaTitle",
          "metaDescription",
          "socialImageUrl",
        ),
        value: nasty,
      })
      .map(({ key, value }) => ({ ...base, [key]: value })),
    // A required field missing.
    fc.constantFrom(...keys).map((key) => {
      const copy: Record<string, unknown> = { ...base };
      delete copy[key];
      return copy;
    }),
    // An unknown field.
    fc
      .record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: nasty })
      .map(({ key, value }) => ({ ...base, [key]: value })),
    // Several fields broken at once.
    fc
      .dictionary(fc.constantFrom(...keys), nasty, { minKeys: Math.min(2, keys.length) })
      .map((broken) => ({ ...base, ...broken })),
    // One field given a near-miss value of its own kind.
    ...Object.entries(endpoint.near ?? {}).map(([key, value]) => value.map((v) => ({ ...base, [key]: v }))),
  );
}

function requests(endpoint: Endpoint): fc.Arbitrary<Request> {
  const broken = bodies(endpoint);
  return endpoint.requests ? endpoint.requests(broken) : broken.map((body) => ({ path: endpoint.path(), body }));
}

describe.runIf(runHere)("bad input never yields a 5xx and never changes stored data", () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    it(`${name}: ${CASES} refused bodies`, { timeout: Math.max(120_000, CASES * 60) }, async () => {
      const before = await fingerprint(app.db);
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(requests(endpoint), async ({ path, body }) => {
          // The rules judge what the server reads (-0 arrives as 0, and so on).
          const wire = JSON.parse(JSON.stringify(body)) as unknown;
          fc.pre(!endpoint.accepts(wire, path));
          sent++;
          const response = await owner(path, { method: endpoint.method, json: body });
          const answer = (await response.json().catch(() => null)) as { message?: unknown; requestId?: unknown } | null;
          const what = `${path.slice(0, 200)} ${JSON.stringify(body).slice(0, 300)}`;
          expect(response.status, what).toBeGreaterThanOrEqual(400);
          expect(response.status, what).toBeLessThan(500);
          if (endpoint.status) expect(response.status, what).toBe(endpoint.status(wire, path));
          expect(typeof answer?.message).toBe("string");
          expect(typeof answer?.requestId).toBe("string");
        }),
        { numRuns: CASES, maxSkipsPerRun: 1000, examples: (endpoint.examples?.() ?? []).map((request) => [request]) },
      );
      expect(sent).toBeGreaterThan(CASES * 0.9);
      expect(await fingerprint(app.db)).toEqual(before);
      endpoint.afterwards?.();
    });
  }

  it("a presign request the server accepts stores nothing but its audit entry and a pending media item: the key is the server's", async () => {
    const { audit_log: auditBefore, media_items: mediaBefore, ...before } = await fingerprint(app.db);
    const stored = () => (existsSync(objectsDir()) ? readdirSync(objectsDir(), { recursive: true }) : []);
    const files = stored();
    for (const body of [
      { contentType: "image/png", size: 1, purpose: "logo" },
      { contentType: " IMAGE/WEBP ", size: uploadLimitBytes() - 1 },
    ]) {
      const response = await owner("/api/objects/upload", { method: "POST", json: body });
      expect(response.status).toBe(200);
      const { objectPath } = (await response.json()) as { objectPath: string };
      expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    }
    const { audit_log: auditAfter, media_items: mediaAfter, ...after } = await fingerprint(app.db);
    expect(after).toEqual(before);
    // Each ticket is recorded once (action "upload") and is a pending media item until its
    // bytes arrive (decision 058); nothing else changed.
    expect(Number(auditAfter!.split(":")[0]) - Number(auditBefore!.split(":")[0])).toBe(2);
    expect(Number(mediaAfter!.split(":")[0]) - Number(mediaBefore!.split(":")[0])).toBe(2);
    expect(stored()).toEqual(files);
  });

  it(`malformed JSON text: ${CASES} bodies`, { timeout: Math.max(120_000, CASES * 60) }, async () => {
    const before = await fingerprint(app.db);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(...Object.values(ENDPOINTS)),
        async (text, endpoint) => {
          let isJson = true;
          try {
            JSON.parse(text);
          } catch {
            isJson = false;
          }
          fc.pre(!isJson);
          const response = await owner(endpoint.path(), {
            method: endpoint.method,
            headers: { "content-type": "application/json" },
            body: text,
          });
          expect(response.status).toBe(400);
          // An empty body reads as no body (then the fields are missing); anything else is malformed.
          const { message } = (await response.json()) as { message: string };
          if (text === "") expect(message).toBe("Invalid input");
          else expect(["Malformed JSON body", "Invalid input"]).toContain(message);
        },
      ),
      { numRuns: CASES },
    );
    expect(await fingerprint(app.db)).toEqual(before);
    upstreamUntouched();
  });
});
