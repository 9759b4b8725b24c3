import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, test } from "./support/fixtures.ts";

// Sections wrapped in <HydrateLater> (decision 013) keep their server HTML through the first
// hydration and hydrate afterwards, one per idle period, or all at once on the visitor's first
// touch. Hydrated, the footer's links navigate inside the app (the window survives) and the
// "Start Your Project" button opens the contact dialog; not hydrated, a link reloads the page.

const app = useAppServer();

const contactDialog = (page: Page) => page.getByRole("dialog", { name: "Let's build something together" });
const footerAbout = (page: Page) => page.locator("footer").getByRole("link", { name: "About", exact: true });

/** Marks the current window: a client-side navigation keeps the mark, a page load loses it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __mark?: number }).__mark = 1));
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

/** Holds every idle callback, so that only the visitor's first touch can release the sections. */
const withoutIdlePeriods = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

test("the sections below the fold hydrate by themselves after the page has loaded", async ({ page }) => {
  await page.goto(`${app().url}/`, { waitUntil: "networkidle" });
  await markWindow(page);
  await page.getByRole("button", { name: "Start Your Project" }).click();
  await expect(contactDialog(page)).toBeVisible();
  await effectsSettled(page);
  await page.keyboard.press("Escape");
  await expect(contactDialog(page)).toBeHidden();
  await footerAbout(page).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await windowKept(page)).toBe(true);
});

test("until they hydrate, the sections keep working as plain HTML", async ({ page }) => {
  await withoutIdlePeriods(page);
  await page.goto(`${app().url}/`, { waitUntil: "networkidle" });
  await markWindow(page);
  // A script's click has no pointer before it: nothing releases the footer, so its link is
  // still the server's plain <a> and loads the page anew.
  await footerAbout(page).evaluate((a: HTMLAnchorElement) => a.click());
  await page.waitForURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await windowKept(page)).toBe(false);
});

test("a pointer's first touch hydrates the waiting sections before its click lands", async ({ page }) => {
  await withoutIdlePeriods(page);
  await page.goto(`${app().url}/`, { waitUntil: "networkidle" });
  await markWindow(page);
  await footerAbout(page).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await windowKept(page)).toBe(true);
});

test("a keyboard user's focus hydrates the waiting sections before the key press", async ({ page }) => {
  await withoutIdlePeriods(page);
  await page.goto(`${app().url}/`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Start Your Project" }).focus();
  await page.keyboard.press("Enter");
  await expect(contactDialog(page)).toBeVisible();
});
