import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactBody } from "./helpers.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// TRUST_PROXY (issue 17 item 10): X-Forwarded-For names the client only when the operator
// says which proxies may set it; otherwise any client could pick the address limits count.

const enquiryFrom = (app: TestApp, forwardedFor: string) =>
  fetch(`${app.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(contactBody()),
  }).then((r) => r.status);

describe("without TRUST_PROXY", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp({ contactLimitPerWindow: 1 })));
  afterAll(() => app.close());

  it("ignores X-Forwarded-For: a client cannot dodge a limit by inventing addresses", async () => {
    expect(await enquiryFrom(app, "198.51.100.1")).toBe(201);
    expect(await enquiryFrom(app, "198.51.100.2")).toBe(429);
  });
});

describe("with TRUST_PROXY naming the proxy in front (loopback here)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp({ contactLimitPerWindow: 1, trustProxy: ["loopback"] })));
  afterAll(() => app.close());

  it("counts each client behind the proxy on its own", async () => {
    expect(await enquiryFrom(app, "198.51.100.1")).toBe(201);
    expect(await enquiryFrom(app, "198.51.100.2")).toBe(201);
    expect(await enquiryFrom(app, "198.51.100.1")).toBe(429);
  });
});
