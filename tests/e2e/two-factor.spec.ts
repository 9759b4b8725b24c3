import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { ACCOUNTS, type AccountRole } from "./support/accounts.ts";
import { startServerProcess, TEMPLATE_DIR, useAppServer, type AppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

// Issue 19 item 4 (decision 034) in Chromium: enrol an authenticator app from the dashboard's
// Security panel, sign out, sign in with a code; a passkey with Chromium's virtual authenticator;
// REQUIRE_2FA_FOR_STAFF's enrolment screen; axe on the panel and on the second step.

const app = useAppServer();
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const VIEWPORTS = [
  { name: "phone", width: 375, height: 740, role: "team" },
  { name: "desktop", width: 1280, height: 800, role: "owner" },
] as const;

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/** A code of the step after the last one used: each code is accepted once. */
async function codeFor(secret: string, stepsAhead = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

async function openSecurity(page: Page) {
  await page.getByRole("button", { name: "Security" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

async function passwordStep(page: Page, baseUrl: string, role: AccountRole) {
  await page.goto(`${baseUrl}/api/login`);
  await page.getByLabel("Email").fill(ACCOUNTS[role].email);
  await page.getByLabel("Password").fill(ACCOUNTS[role].password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`authenticator app: enrol from the dashboard, sign out, sign in with a code (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, app().url, viewport.role);
    await openSecurity(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("That code is not valid.")).toBeVisible();
    const confirmCode = await codeFor(secret);
    await page.getByLabel("6-digit code").fill(confirmCode);
    await page.getByRole("button", { name: "Confirm" }).click();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByTestId("totp-status")).toContainText("On since");
    await expect(page.getByTestId("recovery-left")).toContainText("10 of 10");

    await page.getByRole("link", { name: "Sign Out" }).click();
    await page.waitForURL(`${app().url}/`);
    await passwordStep(page, app().url, viewport.role);
    expect(await axeViolations(page)).toEqual([]);
    // The code used to confirm is spent: the next step's code signs in.
    await page.getByLabel("Authentication code").fill(confirmCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid or already used code");
    await page.getByLabel("Authentication code").fill(await codeFor(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect(page.getByText(ACCOUNTS[viewport.role].email)).toBeVisible();
  });
}

test("passkey: register with a virtual authenticator, then sign in with it", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, app().url, "investor");
  await openSecurity(page);
  await page.getByLabel("Passkey name").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByTestId("passkey")).toContainText("Test laptop");
  await expect(page.getByTestId("passkey")).toContainText("Last used never");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Sign Out" }).click();
  await page.waitForURL(`${app().url}/`);
  await page.goto(`${app().url}/api/login`);
  await page.getByLabel("Email").fill(ACCOUNTS.investor.email);
  await page.getByLabel("Password").fill(ACCOUNTS.investor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await openSecurity(page);
  await expect(page.getByTestId("passkey")).not.toContainText("Last used never");
  // Just signed in: removing it needs no new sign-in.
  await page.getByRole("button", { name: "Remove passkey Test laptop" }).click();
  await expect(page.getByTestId("passkey")).toHaveCount(0);
  await expect(page.getByText("Recovery codes", { exact: true })).toHaveCount(0);
});

test.describe("REQUIRE_2FA_FOR_STAFF", () => {
  let strict: AppServer | undefined;
  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-e2e-"));
    cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
    rmSync(path.join(dataDir, "pglite.lock"), { force: true });
    strict = await startServerProcess({ dataDir, env: { REQUIRE_2FA_FOR_STAFF: "true" } });
  });
  test.afterAll(async () => {
    await strict?.stop();
    if (strict) rmSync(strict.dataDir, { recursive: true, force: true });
  });

  test("staff without a factor see only the enrolment screen until they enrol; investors are not affected", async ({
    page,
  }) => {
    await signIn(page, strict!.url, "team");
    await expect(page.getByText("Two-factor sign-in is required for staff.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Owner/Team View" })).toHaveCount(0);
    await expect(page.getByText("CMS Dashboard")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const refused = await page.request.get(`${strict!.url}/api/admin/blog-posts`);
    expect(refused.status()).toBe(403);

    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("6-digit code").fill(await codeFor(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("button", { name: "Back to the dashboard" }).click();
    await expect(page.getByText("CMS Dashboard").first()).toBeVisible();
    expect((await page.request.get(`${strict!.url}/api/admin/blog-posts`)).status()).toBe(200);

    await page.context().clearCookies();
    await signIn(page, strict!.url, "investor");
    await expect(page.getByText("Portfolio Dashboard").first()).toBeVisible();
  });

  test("the owner's token list says tokens work without a second factor and asks for a review", async ({ page }) => {
    await signIn(page, strict!.url, "owner");
    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("6-digit code").fill(await codeFor(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("button", { name: "Back to the dashboard" }).click();
    const made = await page.request.post(`${strict!.url}/api/tokens`, {
      data: { name: "Old sync script", scope: "read" },
      headers: { origin: strict!.url },
    });
    expect(made.status()).toBe(201);
    await page.getByRole("tab", { name: "Integrations" }).click();
    await expect(page.getByTestId("api-token").filter({ hasText: "Old sync script" })).toContainText("Created by");
    await expect(page.getByTestId("tokens-review")).toContainText("API tokens work without it");
    expect(await axeViolations(page)).toEqual([]);
  });
});
