import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, TEST_INVESTOR_PASSWORD, type TestApp } from "../support/test-app.ts";
import { ACTORS, call, contactBody, expectErrorShape, fetchersFor, type ApiFetch } from "./helpers.ts";
import type { Actor } from "../support/test-app.ts";
import { INBOX_MATRIX } from "./authorization-matrix.inbox.ts";
import type { MatrixRoute } from "./authorization-matrix.table.ts";

let app: TestApp;
let as: Record<Actor, ApiFetch>;
let enquiryId: string;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  as = await fetchersFor(app);
  enquiryId = (
    (await (await as.visitor("/api/contact", { method: "POST", json: contactBody() })).json()) as { id: string }
  ).id;
  token = (
    (await (
      await as.visitor("/api/investor-access", { method: "POST", json: { password: TEST_INVESTOR_PASSWORD } })
    ).json()) as { token: string }
  ).token;
});
afterAll(() => app.close());

const BODIES: Record<string, () => { path: string; json?: unknown }> = {
  "GET /api/admin/enquiries": () => ({ path: "/api/admin/enquiries" }),
  "GET /api/admin/enquiries.csv": () => ({ path: "/api/admin/enquiries.csv" }),
  "PUT /api/admin/enquiries/:id": () => ({ path: `/api/admin/enquiries/${enquiryId}`, json: { isHandled: true } }),
  "POST /api/investor-access": () => ({ path: "/api/investor-access", json: { password: TEST_INVESTOR_PASSWORD } }),
  "POST /api/investor-access/verify": () => ({ path: "/api/investor-access/verify", json: { token } }),
};

for (const route of INBOX_MATRIX as readonly MatrixRoute[]) {
  describe(`${route.method} ${route.path}`, () => {
    for (const actor of ACTORS) {
      const expectation = route.expect[actor];
      it(`${actor}: ${expectation === "allowed" ? "let through" : `refused with ${expectation}`}`, async () => {
        const { path, json } = BODIES[`${route.method} ${route.path}`]!();
        const res = await call(as[actor], path, route.method === "GET" ? {} : { method: route.method, json });
        if (expectation === "allowed") expect(route.allowed).toContain(res.status);
        else {
          expect(res.status).toBe(expectation);
          expectErrorShape(res.body);
        }
      });
    }
  });
}
