import { test as base, expect, type Page } from "@playwright/test";
import { ACCOUNTS, type AccountRole } from "./accounts.ts";

// Every page fails its test on a console error, an uncaught exception, a 5xx answer or a
// missing asset (docs/product.md#conventions). Chromium also logs expected 4xx answers of API calls ("Failed
// to load resource"); those are judged by their response instead.
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("response", (response) => {
        const request = response.request();
        const url = new URL(response.url());
        if (response.status() >= 500) errors.push(`${response.status()} ${request.method()} ${url.pathname}`);
        const isAsset = ["image", "stylesheet", "script", "font"].includes(request.resourceType());
        if (isAsset && response.status() === 404) errors.push(`missing ${request.resourceType()} ${url.pathname}`);
      });
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through /api/login and the built-in provider's page, landing on `returnTo`. */
export async function signIn(page: Page, baseUrl: string, role: AccountRole, returnTo = "/dashboard") {
  const account = ACCOUNTS[role];
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split("?")[0]);
}

/**
 * Waits until the page has hydrated, so that a link navigates on the client. Before that a click
 * follows the link as plain HTML (a full load), which is right for a visitor but not what a test
 * of client-side navigation means to press. The start-up (app/entry.client.tsx) spans several
 * tasks and may end after the load event on a busy machine; its last step takes back the early
 * press (app/lib/early-clicks.ts), which clears `__takeEarlyClick`, set by the head's first script.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as { __takeEarlyClick?: unknown }).__takeEarlyClick === undefined);
}

/** Holds back the answers to the data loads whose URL matches `pattern`, so that a page's loading view can be seen. */
export async function slowDataLoads(page: Page, pattern: RegExp, delayMs = 1200) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Waits until an opened layer (a Radix dialog) reacts to keys. It starts listening for Escape in
 * an effect of a re-render that follows its mount, and an entry animation's end is one such
 * re-render; Preact runs effects after the next frame. So: animations finished, then two frames
 * each followed by a task. A key pressed earlier on a loaded machine is ignored by the dialog.
 */
export async function effectsSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await page.evaluate(async () => {
    const frameThenTask = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    await frameThenTask();
    await frameThenTask();
  });
}
