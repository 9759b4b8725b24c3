import fc from "fast-check";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostInputSchema, blogPostUpdateSchema } from "../../core/schemas/blog-post.ts";
import { caseStudyInputSchema, caseStudyUpdateSchema } from "../../core/schemas/case-study.ts";
import { contactInputSchema } from "../../core/schemas/contact.ts";
import { portfolioCardInputSchema, portfolioCardUpdateSchema } from "../../core/schemas/portfolio-card.ts";
import { ventureInputSchema, ventureUpdateSchema } from "../../core/schemas/venture.ts";
import { fingerprint } from "../support/db-fingerprint.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { caseStudyBody, cardBody, contactBody, postBody, ventureBody } from "./helpers.ts";

// Property: for every write endpoint, any body its schema refuses gets a 4xx with the error
// JSON of DESIGN.md §3 — never a 5xx — and the database is unchanged afterwards.
// FUZZ_CASES sets the cases per endpoint (2,000 in `npm test`; `npm run fuzz` runs 10,000).

const CASES = Number(process.env.FUZZ_CASES ?? 2000);

let app: TestApp;
let owner: Awaited<ReturnType<TestApp["as"]>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as("owner");
  const create = async (path: string, body: unknown) => ((await (await owner(path, { method: "POST", json: body })).json()) as { id: string }).id;
  ids.card = await create("/api/portfolio-cards", cardBody());
  ids.post = await create("/api/blog-posts", postBody());
  ids.study = await create("/api/case-studies", caseStudyBody());
  ids.venture = await create("/api/ventures", ventureBody());
  ids.enquiry = await create("/api/contact", contactBody());
});
afterAll(() => app.close());

interface Endpoint {
  method: "POST" | "PUT";
  path: () => string;
  /** The server's own rule for the body, so that only refused bodies are sent. */
  accepts: (body: unknown) => boolean;
  valid: () => Record<string, unknown>;
}

const by = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;

const ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/portfolio-cards": { method: "POST", path: () => "/api/portfolio-cards", accepts: by(portfolioCardInputSchema), valid: cardBody },
  "PUT /api/portfolio-cards/:id": { method: "PUT", path: () => `/api/portfolio-cards/${ids.card}`, accepts: by(portfolioCardUpdateSchema), valid: cardBody },
  "POST /api/blog-posts": { method: "POST", path: () => "/api/blog-posts", accepts: by(blogPostInputSchema), valid: postBody },
  "PUT /api/blog-posts/:id": { method: "PUT", path: () => `/api/blog-posts/${ids.post}`, accepts: by(blogPostUpdateSchema), valid: postBody },
  "POST /api/case-studies": { method: "POST", path: () => "/api/case-studies", accepts: by(caseStudyInputSchema), valid: caseStudyBody },
  "PUT /api/case-studies/:id": { method: "PUT", path: () => `/api/case-studies/${ids.study}`, accepts: by(caseStudyUpdateSchema), valid: caseStudyBody },
  "POST /api/ventures": { method: "POST", path: () => "/api/ventures", accepts: by(ventureInputSchema), valid: ventureBody },
  "PUT /api/ventures/:id": { method: "PUT", path: () => `/api/ventures/${ids.venture}`, accepts: by(ventureUpdateSchema), valid: ventureBody },
  "POST /api/contact": { method: "POST", path: () => "/api/contact", accepts: by(contactInputSchema), valid: contactBody },
  "PUT /api/admin/enquiries/:id": {
    method: "PUT",
    path: () => `/api/admin/enquiries/${ids.enquiry}`,
    accepts: (b) => typeof b === "object" && b !== null && !Array.isArray(b) && Object.keys(b).length === 1 && typeof (b as { isHandled?: unknown }).isHandled === "boolean",
    valid: () => ({ isHandled: true }),
  },
  "POST /api/investor-access": {
    method: "POST",
    path: () => "/api/investor-access",
    // Any well-formed password attempt is a valid request (401 when wrong): only malformed ones are bad input.
    accepts: (b) => typeof b === "object" && b !== null && !Array.isArray(b) && Object.keys(b).length === 1 && typeof (b as { password?: unknown }).password === "string" && (b as { password: string }).password.length >= 1 && (b as { password: string }).password.length <= 1024,
    valid: () => ({ password: "guess" }),
  },
};

// Values that break types and bounds: unicode, NUL, huge strings, deep JSON, odd numbers.
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom(-1, 0, 101, 121, 1.5, Number.MAX_SAFE_INTEGER, -0, 1e308, "", " ", "javascript:alert(1)", "data:text/html,<script>", "//evil.example", "<script>alert(1)</script>", [], {}, null, true, ["\u0000"], [{}]),
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
    fc.record({ key: fc.constantFrom(...keys, "isActive", "sortOrder", "readTime", "tags", "stats", "videoGallery", "progressPercentage", "status", "imageGallery", "services", "slug", "publishedAt"), value: nasty }).map(({ key, value }) => ({ ...base, [key]: value })),
    // A required field missing.
    fc.constantFrom(...keys).map((key) => {
      const copy: Record<string, unknown> = { ...base };
      delete copy[key];
      return copy;
    }),
    // An unknown field.
    fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: nasty }).map(({ key, value }) => ({ ...base, [key]: value })),
    // Several fields broken at once.
    fc.dictionary(fc.constantFrom(...keys), nasty, { minKeys: Math.min(2, keys.length) }).map((broken) => ({ ...base, ...broken })),
  );
}

describe("bad input never yields a 5xx and never changes stored data", () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    it(`${name}: ${CASES} refused bodies`, { timeout: Math.max(120_000, CASES * 60) }, async () => {
      const before = await fingerprint(app.db);
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(bodies(endpoint), async (body) => {
          fc.pre(!endpoint.accepts(body));
          sent++;
          const response = await owner(endpoint.path(), { method: endpoint.method, json: body });
          const answer = (await response.json().catch(() => null)) as { message?: unknown; requestId?: unknown } | null;
          expect(response.status, JSON.stringify(body).slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(typeof answer?.message).toBe("string");
          expect(typeof answer?.requestId).toBe("string");
        }),
        { numRuns: CASES, maxSkipsPerRun: 1000 },
      );
      expect(sent).toBeGreaterThan(CASES * 0.9);
      expect(await fingerprint(app.db)).toEqual(before);
    });
  }

  it(`malformed JSON text: ${CASES} bodies`, { timeout: Math.max(120_000, CASES * 60) }, async () => {
    const before = await fingerprint(app.db);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.constantFrom(...Object.values(ENDPOINTS)), async (text, endpoint) => {
        let isJson = true;
        try {
          JSON.parse(text);
        } catch {
          isJson = false;
        }
        fc.pre(!isJson);
        const response = await owner(endpoint.path(), { method: endpoint.method, headers: { "content-type": "application/json" }, body: text });
        expect(response.status).toBe(400);
        // An empty body reads as no body (then the fields are missing); anything else is malformed.
        const { message } = (await response.json()) as { message: string };
        if (text === "") expect(message).toBe("Invalid input");
        else expect(["Malformed JSON body", "Invalid input"]).toContain(message);
      }),
      { numRuns: CASES },
    );
    expect(await fingerprint(app.db)).toEqual(before);
  });
});
