import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Redirect rules and missing pages (issue 32 item 4, docs/product.md#redirects, decision 054): a
// visitor asks for an address the site does not have; the owner finds it under Missing pages in
// the Redirects tab, clicks "Redirect this" (the form's old address filled, focus on "Leads to"),
// saves a rule, and the old address redirects from then on. A rule that would hide a page is
// refused at its field. At phone and desktop widths, axe clean, no sideways scrolling.

const app = useAppServer();
// isbot counts a headless browser as a crawler: the visitor says it is an ordinary one.
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

async function openRedirects(page: Page) {
  await page.goto(`${app().url}/dashboard`);
  await page.getByRole("tab", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { name: "Redirects", level: 2 })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visitor's missing address shows under Missing pages; 'Redirect this' makes a rule and the address redirects", async ({
      page,
      browser,
      request,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const missing = `/old-site/moving-notes-${viewport.width}-${Date.now()}`;

      // A visitor follows an old link from another site.
      const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
      const visitorPage = await visitor.newPage();
      const answer = await visitorPage.goto(`${app().url}${missing}?utm_source=old`, {
        referer: "https://old-site.example/links?id=3",
      });
      expect(answer?.status()).toBe(404);
      await expect(visitorPage.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await visitor.close();

      await signIn(page, app().url, "owner");
      // Counts reach the database within a second or so: open the tab until the address is listed.
      const row = page.getByTestId("missing-page").filter({ hasText: missing });
      await expect(async () => {
        await openRedirects(page);
        await expect(row).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText("old-site.example/links");
      await expect(page.getByRole("heading", { name: "Missing pages", level: 3 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAxeClean(page);

      // A rule that would hide a page is refused at its field.
      const from = page.getByRole("textbox", { name: "Old address" });
      const to = page.getByRole("textbox", { name: "Leads to" });
      await from.fill("/about");
      await to.fill("/journal");
      await page.getByRole("button", { name: "Add rule" }).click();
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(from).toHaveAccessibleDescription("/about is a page of the site. A rule may not hide it.");
      await expect(from).toBeFocused();
      await expectAxeClean(page);

      // One click fills the old address and moves on to where it should lead.
      await row.getByRole("button", { name: /Redirect this/ }).click();
      await expect(from).toHaveValue(missing);
      await expect(to).toBeFocused();
      await expect(from).not.toHaveAttribute("aria-invalid", "true");
      await page.keyboard.press("Control+A");
      await page.keyboard.type("/journal");
      await expect(page.getByRole("switch", { name: "Permanent (301)" })).toBeChecked();
      await page.keyboard.press("Enter");
      await expect(toasts(page).getByText("Redirect rule added", { exact: true }).first()).toBeVisible();
      const rule = page.getByTestId("redirect-rule").filter({ hasText: missing });
      await expect(rule).toContainText("/journal");
      await expect(rule).toContainText("Permanent");
      await expect(from).toHaveValue("");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAxeClean(page);

      // The old address now redirects, its query kept; a browser lands on the journal.
      const old = await request.get(`${app().url}${missing}?utm_source=old`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe("/journal?utm_source=old");
      const landing = await browser.newContext({ userAgent: VISITOR_AGENT });
      const landingPage = await landing.newPage();
      await landingPage.goto(`${app().url}${missing}`);
      await expect(landingPage).toHaveURL(`${app().url}/journal`);
      await landing.close();
    });
  });
}

test("the owner deletes a rule after a confirmation, and its address is not found again", async ({ page, request }) => {
  await signIn(page, app().url, "owner");
  const missing = `/retired-${Date.now()}`;
  const made = await page.request.post(`${app().url}/api/redirects`, {
    headers: { origin: app().url },
    data: { from: missing, to: "/about" },
  });
  expect(made.status()).toBe(201);
  await openRedirects(page);
  const rule = page.getByTestId("redirect-rule").filter({ hasText: missing });
  await expect(rule).toContainText("Temporary");
  await rule.getByRole("button", { name: `Delete the redirect rule from ${missing}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this redirect?");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toasts(page).getByText("Redirect rule deleted", { exact: true }).first()).toBeVisible();
  await expect(rule).toHaveCount(0);
  expect((await request.get(`${app().url}${missing}`, { maxRedirects: 0 })).status()).toBe(404);
});
