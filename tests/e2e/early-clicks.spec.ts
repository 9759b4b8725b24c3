import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";

// A press made before the page's scripts have run is carried out once they have (decision 057,
// app/lib/early-clicks.ts): the scripts are held back here, as on a slow phone, while the
// visitor presses a button that only JavaScript can answer.

const app = useAppServer();

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("'Subscribe to Newsletter' pressed before hydration opens the sign-up once the page is ready", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(`${app().url}/journal`, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
      const dialog = page.getByRole("dialog", { name: "Subscribe to the newsletter" });
      // Without scripts the press can do nothing yet.
      await page.waitForTimeout(300);
      await expect(dialog).toHaveCount(0);
      release();
      await expect(dialog.getByLabel("Email")).toBeFocused();
      // Once taken, the press is not carried out a second time.
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await page.waitForTimeout(300);
      await expect(dialog).toHaveCount(0);
    });

    test("a press inside a section that hydrates later is carried out too", async ({ page }) => {
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0; // the sections below the fold wait for a touch
      });
      const release = await holdScripts(page);
      await page.goto(`${app().url}/`, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Start Your Project" }).click();
      release();
      await expect(page.getByRole("dialog", { name: "Let's build something together" })).toBeVisible();
    });
  });
}

test("links still work before hydration and no press is replayed after them", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`${app().url}/journal`, { waitUntil: "commit" });
  await page.locator("footer").getByRole("link", { name: "About", exact: true }).click();
  await page.waitForURL(/\/about$/, { waitUntil: "commit" });
  release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
