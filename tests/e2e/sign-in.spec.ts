import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ACCOUNTS, INVESTOR_PASSWORD } from "./support/accounts.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

const app = useAppServer();

test.describe("signing in to the dashboard", () => {
  test("a signed-out visitor sees the sign-in prompt", async ({ page }) => {
    await page.goto(`${app().url}/dashboard`);
    await expect(page.getByRole("heading", { name: "Investor Access Required" })).toBeVisible();
    await expect(page.getByText("Please log in to access the dashboard")).toBeVisible();
    await page.getByRole("link", { name: "Log In" }).click();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("signed out, the studio's own people are offered their way in first (issue 27)", async ({ page }) => {
    await page.goto(`${app().url}/dashboard/posts/new`);
    const staff = page.getByRole("link", { name: "Staff sign in" });
    const investor = page.getByRole("link", { name: "Log In" });
    await expect(staff).toBeVisible();
    expect((await staff.boundingBox())!.y).toBeLessThan((await investor.boundingBox())!.y);
    // Both go to sign-in and come back to the page asked for.
    expect(await staff.getAttribute("href")).toBe(`/api/login?returnTo=${encodeURIComponent("/dashboard/posts/new")}`);
    await staff.click();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    await expect(page.locator(".brand")).toHaveText("Arcwell");
  });

  test("the owner signs in and gets the CMS view, and can switch to the investor view", async ({ page }) => {
    await signIn(page, app().url, "owner");
    await expect(page.getByText("CMS Dashboard").first()).toBeVisible();
    await expect(page.getByText(ACCOUNTS.owner.email)).toBeVisible();
    await page.getByRole("button", { name: "Investor View" }).click();
    await expect(page.getByText("Portfolio Dashboard").first()).toBeVisible();
    await page.getByRole("button", { name: "Owner/Team View" }).click();
    await expect(page.getByText("CMS Dashboard").first()).toBeVisible();
  });

  test("a team member signs in and gets the CMS view", async ({ page }) => {
    await signIn(page, app().url, "team");
    await expect(page.getByText("CMS Dashboard").first()).toBeVisible();
  });

  test("an investor signs in and gets the portfolio view without a view switcher", async ({ page }) => {
    await signIn(page, app().url, "investor");
    await expect(page.getByText("Portfolio Dashboard").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Owner/Team View" })).toHaveCount(0);
  });

  test("a wrong password says so and signs nobody in", async ({ page }) => {
    await page.goto(`${app().url}/api/login`);
    await page.getByLabel("Email").fill(ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await page.goto(`${app().url}/dashboard`);
    await expect(page.getByRole("heading", { name: "Investor Access Required" })).toBeVisible();
  });

  test("signing out ends the session and lands on the home page", async ({ page }) => {
    await signIn(page, app().url, "owner");
    await page.getByRole("link", { name: "Sign Out" }).click();
    await page.waitForURL(`${app().url}/`);
    await page.goto(`${app().url}/dashboard`);
    await expect(page.getByRole("heading", { name: "Investor Access Required" })).toBeVisible();
    // The provider's session ended too: signing in asks for the password again.
    await page.goto(`${app().url}/api/login`);
    await expect(page.getByLabel("Password")).toBeVisible();
  });
});

test.describe("signing out from another site", () => {
  test("a link on another site asks before signing out; the page's button then signs out", async ({ page }) => {
    await signIn(page, app().url, "owner");
    // Another site: 127.0.0.1 is not the same site as localhost to the browser.
    const other = createServer((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(`<!DOCTYPE html><title>Elsewhere</title><a href="${app().url}/api/logout">Free prize</a>`);
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", () => resolve()));
    try {
      const { port } = other.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole("link", { name: "Free prize" }).click();
      await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
      await page.goto(`${app().url}/dashboard`);
      await expect(page.getByText("CMS Dashboard").first()).toBeVisible();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole("link", { name: "Free prize" }).click();
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${app().url}/`);
      await page.goto(`${app().url}/dashboard`);
      await expect(page.getByRole("heading", { name: "Investor Access Required" })).toBeVisible();
    } finally {
      other.close();
    }
  });
});

test.describe("the Investor button", () => {
  test("asks for the shared password, keeps a token (not the password), then goes straight through", async ({
    page,
  }) => {
    await page.goto(`${app().url}/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Investor" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password").fill("not-it");
    await dialog.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(dialog.getByText("Incorrect password. Please try again.")).toBeVisible();
    await dialog.getByLabel("Password").fill(INVESTOR_PASSWORD);
    await dialog.getByRole("button", { name: "Access Dashboard" }).click();
    await page.waitForURL(`${app().url}/dashboard`);
    const stored = await page.evaluate(() => window.localStorage.getItem("investorPassword"));
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(INVESTOR_PASSWORD);
    await page.goto(`${app().url}/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Investor" }).click();
    await page.waitForURL(`${app().url}/dashboard`);
  });

  test("cancel clears the entry and closes the dialog", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Investor" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password").fill("half-typed");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Investor" }).click();
    await expect(page.getByRole("dialog").getByLabel("Password")).toHaveValue("");
  });
});
