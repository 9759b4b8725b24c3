import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { expectNoAxeViolations as sharedAxe } from "./support/axe.ts";

// Site analytics (issue 31, decision 051) at phone and desktop widths: a visitor arrives from
// another site through a link with campaign tags, reads on and sends an enquiry; staff then find
// the visit, the campaign and the enquiry's source in the dashboard, with numbers that match the API.
// ANALYTICS_SHOTS=dir keeps screenshots of the section and the enquiry there.

// Headless Chromium names itself "HeadlessChrome", which crawler lists (rightly) leave uncounted.
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const SHOTS = process.env.ANALYTICS_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

const app = useAppServer();
test.use({ userAgent: BROWSER_UA });

const expectNoAxeViolations = (page: Page, include: string) => sharedAxe(page, { include, settle: true });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visit with campaign tags and its enquiry show in the Analytics section and the inbox", async ({
      page,
      browser,
    }) => {
      const campaign = `e2e-${viewport.width}-${Date.now()}`;
      const email = `analytics-${viewport.width}-${Date.now()}@example.com`;
      // A visitor of its own per width: the first page of a visitor's day is its landing page.
      const visitor = await browser.newPage({ viewport, userAgent: `${BROWSER_UA} e2e/${viewport.width}` });
      await visitor.goto(`${app().url}/journal?utm_source=LinkedIn&utm_medium=social&utm_campaign=${campaign}`, {
        referer: "https://www.linkedin.com/feed/",
      });
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await visitor.goto(`${app().url}/`);
      await visitor.getByRole("button", { name: "Get in touch with us" }).click();
      const dialog = visitor.getByRole("dialog", { name: "Let's build something together" });
      await dialog.getByLabel("Name").fill("Grace Reader");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Project interest").fill("Saw your journal on LinkedIn.");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(visitor.getByText("Message sent successfully!", { exact: true })).toBeVisible();
      expect(await visitor.context().cookies()).toEqual([]);
      await visitor.close();

      await signIn(page, app().url, "team", "/dashboard?tab=analytics");
      const section = page.getByRole("region", { name: "Analytics", exact: true });
      const campaigns = section.getByRole("region", { name: "Campaigns" });
      const row = campaigns.getByRole("row", { name: new RegExp(`linkedin / social / ${campaign}`) });
      // Counts reach the database every couple of seconds: reload until this visit is in.
      await expect(async () => {
        await page.reload();
        await expect(row).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(row.getByRole("cell")).toHaveText(["1", "1"]);
      await expect(
        section.getByRole("region", { name: "Referrers" }).getByRole("rowheader", { name: "linkedin.com" }),
      ).toBeVisible();
      const journal = section
        .getByRole("region", { name: "Top pages" })
        .getByRole("row", { name: /^\/journal\b/ })
        .first();
      await expect(journal).toBeVisible();

      // The totals are the API's.
      const api = await page.request.get(`${app().url}/api/admin/analytics`);
      const report = (await api.json()) as { totals: { views: number; visitors: number; enquiries: number } };
      const totals = section.locator("dl").first();
      for (const [label, n] of Object.entries({
        Views: report.totals.views,
        Visitors: report.totals.visitors,
        Enquiries: report.totals.enquiries,
      }))
        await expect(totals.getByText(label, { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
          n.toLocaleString("en-US"),
        );
      await expect(section.getByRole("table", { name: "Views and visitors per day" })).toBeAttached();

      // The range switches, and a custom one is checked before it is asked for.
      await section.getByRole("button", { name: "7 days" }).click();
      await expect(section.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
      await expect(section.getByRole("table", { name: "Views and visitors per day" }).getByRole("row")).toHaveCount(8);
      await section.getByRole("button", { name: "Custom" }).click();
      await section.getByLabel("From", { exact: true }).fill("2030-01-02");
      await section.getByLabel("To", { exact: true }).fill("2030-01-01");
      await section.getByRole("button", { name: "Show" }).click();
      await expect(section.getByRole("alert")).toHaveText("The first date must not be after the last.");

      await section.getByRole("button", { name: "30 days" }).click();
      await expect(row).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page, `section[aria-labelledby="analytics-heading"]`);
      await shot(page, "analytics");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

      // The enquiry says where its visit came from.
      await page.goto(`${app().url}/dashboard?tab=enquiries`);
      const card = page.getByRole("article", { name: "Grace Reader" }).filter({ hasText: email });
      await expect(card).toContainText(`Came from/journal via linkedin.com · campaign linkedin / social / ${campaign}`);
      await shot(page, "enquiries");
    });
  });
}
