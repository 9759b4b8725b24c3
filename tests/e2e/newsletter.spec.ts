import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { expectNoAxeViolations as sharedAxe } from "./support/axe.ts";

// The journal's newsletter (issue 27 item 6, decision 050) at phone and desktop widths: 'Subscribe to
// Newsletter' opens a small sign-up dialog; the confirmation mail (caught by a real SMTP server) leads to
// a page whose button confirms; the owner then finds the subscriber under Enquiries and downloads the CSV.
// NEWSLETTER_SHOTS=dir keeps screenshots of the dialog and the dashboard section there.

const SHOTS = process.env.NEWSLETTER_SHOTS;

const expectNoAxeViolations = (page: Page, include?: string) => sharedAxe(page, { include, settle: true });

async function shot(page: Page, name: string, target?: ReturnType<Page["locator"]>) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`);
  await (target ? target.screenshot({ path: file }) : page.screenshot({ path: file }));
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async () => {
  await sink?.close();
});
const app = useAppServer({
  env: () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: "Arcwell <studio@newsletter.test>" }),
});

/** The confirmation link of the mail to `email`, once the sink has caught it. */
async function confirmLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = sink.messages
          .find((m) => m.to.includes(email))
          ?.text.match(/http:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/)?.[0]),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visitor subscribes, confirms by mail, and the owner sees and exports the subscriber", async ({
      page,
      browser,
    }) => {
      const email = `reader-${viewport.width}-${Date.now()}@newsletter.test`;
      await page.goto(`${app().url}/journal`);
      const opener = page.getByRole("button", { name: "Subscribe to Newsletter" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Subscribe to the newsletter" });
      const field = dialog.getByLabel("Email");
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);
      await shot(page, "dialog");

      // A blank entry and a malformed one: the problem shows on the field and is tied to it.
      await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("Enter your email address.");
      await field.fill("not-an-email");
      await field.press("Enter");
      await expect(field).toHaveAccessibleDescription("Enter a valid email address.");
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);
      await shot(page, "dialog-error");

      await field.fill(email);
      await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expect(dialog.getByRole("status")).toHaveText("Check your inbox to confirm your subscription.");
      const close = dialog.getByRole("button", { name: "Close", exact: true }).first();
      await expect(close).toBeFocused();
      await expectNoAxeViolations(page);
      await shot(page, "dialog-done");
      await close.click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      // Opening the mail's link shows a button; only pressing it confirms.
      const link = await confirmLinkFor(email);
      const visitor = await browser.newPage({ viewport });
      await visitor.goto(link);
      await expect(visitor.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
      await shot(visitor, "confirm-page");
      await visitor.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(visitor.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
      await visitor.close();

      await signIn(page, app().url, "owner", "/dashboard?tab=enquiries");
      const section = page.getByRole("region", { name: /^Newsletter/ });
      await expect(section.getByRole("rowheader", { name: email })).toBeVisible();
      await expect(section).toContainText(/\d+ confirmed subscribers?/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await section.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `section[aria-labelledby="newsletter-heading"]`);
      await shot(page, "dashboard", section);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(readFileSync((await download.path())!, "utf8")).toContain(`"${email}"`);
    });
  });
}
