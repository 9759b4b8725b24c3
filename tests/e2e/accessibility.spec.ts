import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { PUBLIC_PAGES, SEARCH_PAGES } from "./support/public-pages.ts";

// docs/product.md#quality-bars / WCAG 2.2 AA: axe-core finds no violation on any public page, at phone and
// desktop widths, nor on the 404 page, the dashboard's sign-in prompt, the provider's sign-in
// page, or the shared dialogs.

const app = useAppServer();
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Waits until no CSS animation runs (a dialog fading in would skew colour contrast). */
async function animationsDone(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

/** The violations as short readable lines: rule, impact, and the offending elements. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
    ),
  );
}

const PAGES = [
  ...PUBLIC_PAGES.map((page) => ({ path: page.path, ready: "main h1" })),
  ...SEARCH_PAGES.map((path) => ({ path, ready: "#search-results-heading" })),
  { path: "/no-such-page-here", ready: "main h1" },
  { path: "/dashboard", ready: "text=Investor Access Required" },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, ready } of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(`${app().url}${path}`);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("the built-in provider's sign-in page has no axe violations", async ({ page }) => {
      await page.goto(`${app().url}/api/login`);
      await expect(page.getByLabel("Email")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the contact dialog has no axe violations", async ({ page }) => {
      await page.goto(`${app().url}/about`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("contentinfo").getByRole("button", { name: "Contact" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await animationsDone(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the investor dialog has no axe violations", async ({ page }) => {
      await page.goto(`${app().url}/about`);
      await page.waitForLoadState("networkidle");
      const bar = page.getByRole("navigation", { name: viewport.width < 768 ? "Quick links" : "Main" });
      await bar.getByRole("button", { name: "Investor" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await animationsDone(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
