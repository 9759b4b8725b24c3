import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, TEST_INVESTOR_PASSWORD, type TestApp } from "../support/test-app.ts";

// The investor gate of docs/product.md#roles, enforced on the server.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ investorAttemptsPerMinute: 5 });
});
afterAll(() => app.close());

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(json),
  });

describe("POST /api/investor-access", () => {
  it("exchanges the right password for a token that is not the password", async () => {
    const response = await post("/api/investor-access", { password: TEST_INVESTOR_PASSWORD });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^v1\.\d+\./);
    expect(token).not.toContain(TEST_INVESTOR_PASSWORD);
    expect((await post("/api/investor-access/verify", { token })).status).toBe(204);
  });

  it("answers a wrong password with the spec's message", async () => {
    const response = await post("/api/investor-access", { password: "guess" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Incorrect password. Please try again." });
  });

  it("refuses forged and malformed tokens", async () => {
    expect((await post("/api/investor-access/verify", { token: TEST_INVESTOR_PASSWORD })).status).toBe(401);
    expect((await post("/api/investor-access/verify", { token: "v1.99999999999999.abc" })).status).toBe(401);
    expect((await post("/api/investor-access/verify", {})).status).toBe(400);
    expect((await post("/api/investor-access", { password: 12345 })).status).toBe(400);
  });

  it("limits failures to five a minute per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post("/api/investor-access", { password: `wrong-${i}` })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Even the right password waits once the limit is reached.
    expect((await post("/api/investor-access", { password: TEST_INVESTOR_PASSWORD })).status).toBe(429);
  });
});
