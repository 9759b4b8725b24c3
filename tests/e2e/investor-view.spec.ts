import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";
import { ACCOUNTS } from "./support/accounts.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { AXE_TAGS } from "./support/axe.ts";

// Issue 27, item 5 (docs/decisions/047-venture-money-per-currency.md): on a fresh install the investor sees the
// sample ventures, the monthly baseline totalled per currency (never across currencies), an overdue target, when
// each venture last changed, and a header that keeps to one line on a 375 px phone.

const app = useAppServer();
const SHOTS = "/tmp/h3-shots";
const ventureCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

interface Venture {
  id: string;
  name: string;
  updatedAt: string;
}

test.describe.configure({ mode: "serial" });

for (const width of [375, 1280]) {
  test(`an investor sees the sample ventures, per-currency totals, an overdue target and when each changed (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "investor");

    // The first start loaded the sample ventures: all of them, nothing else.
    await expect(page.getByRole("article")).toHaveCount(SAMPLE_VENTURES.length);
    for (const { name } of SAMPLE_VENTURES) await expect(ventureCard(page, name)).toBeAttached();
    await expect(page.getByRole("heading", { name: "No Ventures Yet" })).toHaveCount(0);

    // Totals per currency: $1,200 + $2,500 + $900 + $640 + $1,100 + $300; €850; £420, and no sum across them.
    const totals = page.getByTestId("overview-total-baseline");
    await expect(page.getByText("Total Monthly Baseline", { exact: true })).toBeVisible();
    await expect(totals.locator("[data-currency=USD]")).toHaveText("$6,640");
    await expect(totals.locator("[data-currency=EUR]")).toHaveText("€850");
    await expect(totals.locator("[data-currency=GBP]")).toHaveText("£420");
    await expect(totals).toHaveText(/^\$6,640\s*\+\s*€850\s*\+\s*£420$/);
    for (const crossSum of ["7,490", "7,910", "7,060"]) await expect(totals).not.toContainText(crossSum);
    await expect(page.getByText("per month, each currency totalled on its own")).toBeVisible();

    // SupplyLink's Q3 2025 has passed without 'Achieved': overdue, said in words too.
    const supplyLink = ventureCard(page, "SupplyLink");
    await supplyLink.scrollIntoViewIfNeeded();
    await expect(supplyLink.getByText("Q3 2025", { exact: true })).toHaveClass(/text-red-700/);
    await expect(supplyLink.getByText("Overdue", { exact: true })).toBeVisible();
    await expect(supplyLink.getByText(/the target period ended Sep 30, 2025/)).toBeAttached();
    await expect(ventureCard(page, "LeadsManager").getByText("Overdue")).toHaveCount(0);
    await expect(page.getByText("Overdue", { exact: true })).toHaveCount(1);

    // Each venture says when it changed, from the API's updatedAt.
    const ventures: Venture[] = await (await page.request.get(`${app().url}/api/ventures`)).json();
    for (const venture of ventures) {
      const updated = ventureCard(page, venture.name).locator("time");
      await expect(updated).toHaveAttribute("datetime", venture.updatedAt);
      await expect(
        ventureCard(page, venture.name).getByText(/^Updated (just now|\d+ (minute|hour)s? ago)$/),
      ).toBeAttached();
    }

    // The header keeps to one line: Sign Out beside the logo; nothing overflows the page.
    const logo = page.getByRole("link", { name: "Arcwell home" });
    const signOut = page.getByRole("link", { name: "Sign Out" });
    const [logoBox, signOutBox, header] = await Promise.all([
      logo.boundingBox(),
      signOut.boundingBox(),
      page.locator("header").first().boundingBox(),
    ]);
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(logoBox!) - middle(signOutBox!))).toBeLessThan(4);
    expect(signOutBox!.height).toBeLessThan(48);
    expect(signOutBox!.x + signOutBox!.width).toBeLessThanOrEqual(width);
    expect(header!.height).toBeLessThan(72);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The email: whole in its title, on one line, cut with an ellipsis when it is too long for the line.
    const email = page.getByTestId("signed-in-email");
    await expect(email).toHaveText(ACCOUNTS.investor.email);
    await expect(email).toHaveAttribute("title", ACCOUNTS.investor.email);
    await expect(email).toHaveCSS("text-overflow", "ellipsis");
    await expect(email).toHaveCSS("white-space", "nowrap");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/investor-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/investor-${width}-top.png` });
    // The cost chart groups ventures by currency, each currency on its own scale.
    const costChart = page.getByRole("img", { name: /Baseline cost by venture/ });
    await expect(costChart).toContainText("In USD");
    await expect(costChart).toContainText("In EUR");
    await page
      .getByRole("figure")
      .filter({ has: costChart })
      .screenshot({ path: `${SHOTS}/investor-${width}-costs.png` });
    const long = "a.remarkably.long.investor.address.for.the.portfolio@venture-fund-partners.example";
    const cut = await email.evaluate((el, text) => {
      el.textContent = text;
      const box = el.getBoundingClientRect();
      return { truncated: el.scrollWidth > el.clientWidth, right: box.right, height: box.height };
    }, long);
    expect(cut.truncated).toBe(width === 375);
    expect(cut.right).toBeLessThanOrEqual(width);
    expect(cut.height).toBeLessThan(30);

    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("a cost without a currency is its own group, with a note, and is not added to any currency", async ({ page }) => {
  await signIn(page, app().url, "owner");
  const ventures: Venture[] = await (await page.request.get(`${app().url}/api/ventures`)).json();
  const parcelpilot = ventures.find((v) => v.name === "Parcelpilot")!;
  const res = await page.request.put(`${app().url}/api/ventures/${parcelpilot.id}`, {
    data: { baselineCost: "300 per month" },
    headers: { origin: app().url },
  });
  expect(res.status()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: "Investor View" }).click();
  const totals = page.getByTestId("overview-total-baseline");
  await expect(totals.locator("[data-currency=USD]")).toHaveText("$6,340");
  await expect(totals.locator("[data-currency=unknown]")).toHaveText("300 no currency");
  await expect(page.getByTestId("overview-baseline-unknown")).toHaveText(
    "1 venture states a cost without a currency: totalled apart and not added to any currency.",
  );
  await page.getByText("Show data table").nth(1).click();
  await expect(
    page.getByRole("table", { name: "Baseline cost by venture" }).getByRole("row", { name: /Parcelpilot/ }),
  ).toContainText("300 (no currency)");
  await page
    .getByRole("region", { name: "Portfolio Overview" })
    .screenshot({ path: `${SHOTS}/investor-no-currency-overview.png` });
});

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
