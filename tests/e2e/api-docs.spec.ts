import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";

// The API reference at /api/docs (issue 18, decision 023): Swagger UI served from our own origin
// renders the OpenAPI description under the site's nonce CSP, with no violation, no request
// to another site, and no overflow on a phone. The fixtures fail on any console error.

const app = useAppServer();

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

for (const viewport of VIEWPORTS) {
  test(`the reference renders every section and an operation's details on a ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Playwright's init scripts run outside the page's CSP: they only listen.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    const response = await page.goto(`${app().url}/api/docs`);
    expect(response?.status()).toBe(200);
    // A render's nonce, or on a cache hit no inline source at all (decision 053).
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    await expect(page).toHaveTitle("API reference · Arcwell Studio");
    await expect(page.getByRole("heading", { name: /Arcwell Studio API/ })).toBeVisible();
    for (const tag of ["Portfolio cards", "Blog posts", "API tokens", "Sign-in", "Reference"]) {
      await expect(page.locator(".opblock-tag", { hasText: tag }).first()).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath(`api-docs-${viewport.name}-top.png`) });

    // Open one operation: its parameters and answers come from the description.
    const operation = page.locator(".opblock-get", { has: page.locator('[data-path="/api/blog-posts/{slug}"]') });
    await operation.locator(".opblock-summary-control").click();
    await expect(operation.getByText("The item's slug; any other form is 404.")).toBeVisible();
    await expect(operation.locator(".responses-table").first()).toContainText("404");

    if (viewport.width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.screenshot({ path: testInfo.outputPath(`api-docs-${viewport.name}.png`), fullPage: false });

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    const origin = new URL(app().url).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
  });
}

test("a signed-in owner tries an operation from the reference with the session", async ({ page }) => {
  await signIn(page, app().url, "owner", "/dashboard");
  await page.goto(`${app().url}/api/docs#/Sign-in/getAuthUser`);
  const operation = page.locator(".opblock-get", { has: page.locator('[data-path="/api/auth/user"]') });
  await expect(operation.locator(".opblock-body")).toBeVisible();
  await operation.getByRole("button", { name: "Try it out" }).click();
  await operation.getByRole("button", { name: "Execute" }).click();
  await expect(operation.locator(".live-responses-table tbody .response-col_status").first()).toHaveText("200");
  await expect(operation.locator(".live-responses-table")).toContainText('"role": "owner"');
});
