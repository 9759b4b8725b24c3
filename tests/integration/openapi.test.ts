import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { blogPostUpdateSchema } from "#core/schemas/blog-post.ts";
import { portfolioCardInputSchema } from "#core/schemas/portfolio-card.ts";
import { API_SECTIONS } from "#server/api/openapi/document.server.ts";
import { fullApiRouter, routesOf, signInRouter } from "../support/express-routes.ts";
import { conformanceProblems, expectConformingAnswer } from "../support/openapi-conformance.ts";
import { startTestApp, type Actor, type TestApp } from "../support/test-app.ts";
import { ACTORS, type ApiFetch, call, cardBody, fetchersFor } from "./helpers.ts";
import { REFERENCE_MATRIX } from "./authorization-matrix.table.ts";

// GET /api/openapi.json and /api/docs (issue 18, docs/product.md#integrations, decision 023). The answers of
// the whole integration suite are checked against the description in tests/support/test-app.ts;
// here: coverage of the router, validity, the schemas it is made of, and the reference page.

let app: TestApp;
let as: Record<Actor, ApiFetch>;
let document: Record<string, any>;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
  document = (await call(as.visitor, "/api/openapi.json")).body;
});

afterAll(async () => {
  await app?.close();
});

const operation = (method: string, path: string) => document.paths[path]?.[method];

describe("the OpenAPI description", () => {
  it("describes every route the API serves, sign-in included, and no route it does not serve", () => {
    const served = [...routesOf(fullApiRouter(), "/api"), ...routesOf(signInRouter(), "/api")].sort();
    const described = API_SECTIONS.flatMap((section) => Object.keys(section.operations)).sort();
    expect(served.length).toBeGreaterThan(30);
    expect(
      served.filter((route) => !described.includes(route)),
      "served but not described",
    ).toEqual([]);
    expect(
      described.filter((route) => !served.includes(route)),
      "described but not served",
    ).toEqual([]);
    // The served document holds each of them.
    for (const route of described) {
      const [method, path] = route.split(" ") as [string, string];
      expect(operation(method.toLowerCase(), path.replace(/:(\w+)/g, "{$1}")), route).toBeDefined();
    }
  });

  it("is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator) whose references all resolve", async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // Every $ref points at something that exists.
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      const target = ref
        .slice(8, -1)
        .replace(/^#\//, "")
        .split("/")
        .reduce<any>((node, key) => node?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  // What the OpenAPI schema above leaves to the specification's prose.
  it("holds valid JSON Schema 2020-12 only, declares each path's parameters, and names only defined security schemes", () => {
    const metaSchema = new Ajv2020({ strict: false });
    const schemas: [string, unknown][] = Object.entries(document.components.schemas).map(([name, s]) => [
      `components.schemas.${name}`,
      s,
    ]);
    const operationIds: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        operationIds.push(op.operationId);
        const inPath = (op.parameters ?? []).filter((p: any) => p.in === "path");
        expect(inPath.map((p: any) => p.name).sort(), `${where}: path parameters`).toEqual(templated);
        for (const p of inPath) expect(p.required, `${where}: ${p.name} required`).toBe(true);
        for (const requirement of op.security) {
          for (const scheme of Object.keys(requirement))
            expect(document.components.securitySchemes, where).toHaveProperty(scheme);
        }
        for (const p of op.parameters ?? []) schemas.push([`${where} parameter ${p.name}`, p.schema]);
        for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {}))
          schemas.push([`${where} body ${type}`, media.schema]);
        for (const [status, answer] of Object.entries<any>(op.responses)) {
          for (const [type, media] of Object.entries<any>(answer.content ?? {}))
            schemas.push([`${where} ${status} ${type}`, media.schema]);
          for (const [name, header] of Object.entries<any>(answer.headers ?? {}))
            schemas.push([`${where} ${status} header ${name}`, header.schema]);
        }
      }
    }
    expect(new Set(operationIds).size, "operationIds are unique").toBe(operationIds.length);
    expect(schemas.length).toBeGreaterThan(100);
    for (const [where, schema] of schemas) {
      expect(metaSchema.validateSchema(schema as object), `${where}: ${metaSchema.errorsText()}`).toBe(true);
    }
  });

  it("shows request bodies as zod's own JSON Schema of the schemas the handlers parse with", async () => {
    const asSent = (schema: z.ZodType) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "input" });
      return json;
    };
    expect(operation("post", "/api/portfolio-cards").requestBody.content["application/json"].schema).toEqual(
      asSent(portfolioCardInputSchema),
    );
    expect(operation("put", "/api/blog-posts/{id}").requestBody.content["application/json"].schema).toEqual(
      asSent(blogPostUpdateSchema),
    );
    // Path parameters follow the guards' schemas: a malformed id is described as it is refused.
    expect(operation("put", "/api/portfolio-cards/{id}").parameters[0]).toMatchObject({
      name: "id",
      in: "path",
      required: true,
    });
    expect(
      (await call(as.team, "/api/portfolio-cards/not-an-id", { method: "PUT", json: { isActive: false } })).status,
    ).toBe(404);
  });

  it("describes answers from the tables, with timestamps as date-time strings and no unknown fields", () => {
    const card = document.components.schemas.PortfolioCard;
    expect(card.additionalProperties).toBe(false);
    expect(card.properties.createdAt).toEqual({ type: "string", format: "date-time" });
    expect(card.required).toContain("sortOrder");
    expect(document.components.schemas.ApiToken.properties).not.toHaveProperty("tokenHash");
    expect(document.components.schemas.BlogPostSummary.properties).not.toHaveProperty("content");
    expect(operation("get", "/api/portfolio-cards").responses["200"].content["application/json"].schema).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/PortfolioCard" },
    });
  });

  it("names the error shape, the implied error answers and both security schemes", () => {
    expect(document.components.schemas.Error).toMatchObject({
      required: ["message", "requestId"],
      additionalProperties: false,
    });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["bearerToken", "sessionCookie"]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "arcwell.sid",
    });
    expect(document.components.securitySchemes.bearerToken).toMatchObject({ type: "http", scheme: "bearer" });

    const create = operation("post", "/api/portfolio-cards");
    expect(create.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "413", "415", "default"]);
    expect(create.responses["400"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
    // Owner-only calls take no token; public reads take anything, or nothing.
    expect(operation("delete", "/api/blog-posts/{id}").security).toEqual([{ sessionCookie: [] }]);
    expect(operation("post", "/api/tokens").security).toEqual([{ sessionCookie: [] }]);
    expect(operation("get", "/api/blog-posts").security).toEqual([{}, { sessionCookie: [] }, { bearerToken: [] }]);
    // The sign-in navigations are redirects.
    expect(operation("get", "/api/login").responses["303"].headers).toHaveProperty("Location");
  });
});

describe("checking answers against the description", () => {
  const card = async () => (await call(as.team, "/api/portfolio-cards", { method: "POST", json: cardBody() })).body;
  const answer = (
    method: string,
    path: string,
    status: number,
    body: unknown,
    contentType = "application/json; charset=utf-8",
  ) => ({
    method,
    path,
    status,
    contentType,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

  it("passes real answers and flags a missing field, an extra field, a wrong type, an undescribed status or media type", async () => {
    const created = await card();
    expect(conformanceProblems(answer("POST", "/api/portfolio-cards", 201, created))).toEqual([]);
    const { sortOrder: _, ...missing } = created;
    expect(conformanceProblems(answer("POST", "/api/portfolio-cards", 201, missing)).join()).toMatch(/sortOrder/);
    expect(
      conformanceProblems(answer("POST", "/api/portfolio-cards", 201, { ...created, secret: "x" })).join(),
    ).toMatch(/additional/);
    expect(
      conformanceProblems(answer("POST", "/api/portfolio-cards", 201, { ...created, createdAt: "yesterday" })).join(),
    ).toMatch(/date-time/);
    expect(
      conformanceProblems(
        answer("GET", "/api/portfolio-cards?x=1", 200, [created, { ...created, isActive: "yes" }]),
      ).join(),
    ).toMatch(/boolean/);
    expect(conformanceProblems(answer("POST", "/api/portfolio-cards", 200, created)).join()).toMatch(
      /status 200 is not described/,
    );
    expect(conformanceProblems(answer("POST", "/api/portfolio-cards", 201, "<p>hi</p>", "text/html"))).toHaveLength(1);
    // Errors not listed for an operation fall to `default`, which is still the error shape.
    expect(
      conformanceProblems(answer("GET", "/api/portfolio-cards", 429, { message: "Slow down", requestId: "r" })),
    ).toEqual([]);
    expect(
      conformanceProblems(answer("GET", "/api/portfolio-cards", 429, { error: "Slow down" })).length,
    ).toBeGreaterThan(0);
    // Routes the description does not know are left to the coverage test above.
    expect(conformanceProblems(answer("GET", "/api/nowhere", 404, {}))).toEqual([]);
  });

  it("makes the test app's fetch throw on an answer that does not conform", async () => {
    // A public read with an invalid token answers 401: not listed, so `default`, the error shape.
    expect((await as.visitor("/api/portfolio-cards", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    const wrong = new Response(JSON.stringify([{ id: 1 }]), { headers: { "content-type": "application/json" } });
    await expect(expectConformingAnswer("GET", "/api/portfolio-cards", wrong)).rejects.toThrow(
      /does not conform to \/api\/openapi.json/,
    );
  });
});

describe("who may read the description (docs/product.md#roles-integrations)", () => {
  const PATHS: Record<string, string> = {
    "GET /api/openapi.json": "/api/openapi.json",
    "GET /api/docs": "/api/docs",
    "GET /api/docs/assets/:file": "/api/docs/assets/init.js",
  };
  for (const route of REFERENCE_MATRIX) {
    for (const actor of ACTORS) {
      it(`${route.method} ${route.path}: ${actor === "visitor" ? "a visitor" : `the ${actor}`} is let through`, async () => {
        const res = await as[actor](PATHS[`${route.method} ${route.path}`]!);
        expect(route.expect[actor]).toBe("allowed");
        expect(route.allowed).toContain(res.status);
      });
    }
  }

  it("serves the document as JSON that a visitor's cache may keep", async () => {
    const res = await as.visitor("/api/openapi.json");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
  });
});

describe("the reference page at /api/docs", () => {
  it("loads Swagger UI from our own origin only, under the strict CSP (a render's nonce, or on a cache hit no inline source at all), with no inline script", async () => {
    const res = await as.visitor("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'nonce-[^']+')?(;|$)/);
    expect(csp).not.toContain("unsafe-eval");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBe(2);
    for (const attrs of scripts) expect(attrs).toMatch(/\bsrc="\/api\/docs\/assets\/[\w.-]+\?v=[\w-]+"/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/\sstyle=|<style/);

    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.map((a) => a.split("?")[0]).sort()).toEqual(
      [
        "/api/docs/assets/docs.css",
        "/api/docs/assets/init.js",
        "/api/docs/assets/swagger-ui-bundle.js",
        "/api/docs/assets/swagger-ui.css",
      ].sort(),
    );
    for (const asset of assets) {
      const file = await as.visitor(asset);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get("content-type"), asset).toMatch(
        asset.includes(".css") ? /^text\/css/ : /^text\/javascript/,
      );
      expect(file.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
      await file.arrayBuffer();
    }
    expect((await call(as.visitor, "/api/docs/assets/package.json")).status).toBe(404);
    expect((await call(as.visitor, "/api/docs/assets/..%2Fpackage.json")).status).toBe(404);
  });
});
