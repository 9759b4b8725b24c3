import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Ventures (docs/product.md#dashboard, #states, #content-rules, #errors-and-messages, #constants): the staff tab
// (seed, add, edit, copy, flip) and the investor's read-only view with the Portfolio Overview and charts. The tests
// of this file run in order on one server, which starts with the sample ventures of the first start (issue 27,
// item 5); the empty states are shown with an empty list answered in the browser.

const app = useAppServer();

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
const ventureCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
/** The dashboard's list of ventures answered empty, as on an install without sample content. */
const answerNoVentures = (page: Page) =>
  page.route("**/api/ventures", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.continue(),
  );

interface Venture {
  name: string;
  oneLiner: string;
  baselineCost: string;
  progressPercentage: number;
  phase: string;
}

async function openVenturesTab(page: Page) {
  await page.getByRole("tab", { name: "Ventures" }).click();
  await expect(page.getByRole("tabpanel", { name: "Ventures" })).toBeVisible();
}

const REQUIRED_ADD_FIELDS = [
  "Brand Name",
  "One-liner",
  "Description",
  "Problem (3 words)",
  "Solution (3 words)",
  "Target Audience",
  "Monetization",
  "Baseline Cost",
  "Break-even Target",
  "Style / Visual Voice",
];

const NEW_BRAND = {
  "Brand Name": "Harborline",
  "One-liner": "Berth booking for small marinas.",
  Description: "Harborline lets small marinas sell berths online and fill empty nights.",
  "Problem (3 words)": "Empty berths overnight",
  "Solution (3 words)": "Instant berth booking",
  "Target Audience": "Small marinas\nSailing clubs",
  Monetization: "Fee per booked night.",
  "Baseline Cost": "$1,250/month",
  "Break-even Target": "Q4 2024",
  "Style / Visual Voice": "Nautical, crisp, calm.",
};

test.describe.configure({ mode: "serial" });

test("an investor with no ventures sees the read-only empty state", async ({ page }) => {
  await answerNoVentures(page);
  await signIn(page, app().url, "investor");
  await expect(page.getByRole("heading", { name: "No Ventures Yet" })).toBeVisible();
  await expect(page.getByText("No ventures have been added to the portfolio yet.", { exact: true })).toBeVisible();
  await expect(page.getByText("Investor view · Read-only")).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "+ Add Brand" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Seed Sample Data" })).toHaveCount(0);
  // The server agrees: an investor may read ventures but not seed them.
  expect((await page.request.post(`${app().url}/api/ventures/seed`, { headers: { origin: app().url } })).status()).toBe(
    403,
  );
});

test("the owner sees the staff empty state; the sample ventures of the first start cannot be seeded twice", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await answerNoVentures(page);
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  await expect(page.getByRole("heading", { name: "No Ventures Yet" })).toBeVisible();
  await expect(
    page.getByText("Get started by adding your first venture to the portfolio.", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Investor View" }).click();
  await expect(page.getByText("No ventures have been added to the portfolio yet.", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Owner/Team View" }).click();
  await openVenturesTab(page);
  // The first start loaded the samples: the server refuses a second seed.
  await page.getByRole("button", { name: "Seed Sample Data" }).click();
  await expectToast(page, "Failed to seed ventures");
  await page.unroute("**/api/ventures");
  await page.reload();
  await openVenturesTab(page);
  await expect(ventureCard(page, "LeadsManager")).toBeVisible();
  await expect(page.getByRole("button", { name: "Seed Sample Data" })).toHaveCount(0);
  // docs/product.md#states labels and colours on the sample data.
  await expect(ventureCard(page, "LeadsManager").getByText("Launched", { exact: true })).toBeVisible();
  await expect(ventureCard(page, "LeadsManager").getByText("Achieved", { exact: true })).toHaveClass(
    /text-emerald-700/,
  );
  // Issue 27, item 5: a target whose period has passed without 'Achieved' is overdue, in red.
  await expect(ventureCard(page, "SupplyLink").getByText("Q3 2025", { exact: true })).toHaveClass(/text-red-700/);
  await expect(ventureCard(page, "SupplyLink").getByText("Overdue")).toBeVisible();
  await expect(ventureCard(page, "Tablewise").getByText("Month 18", { exact: true })).toHaveClass(/text-amber-700/);
  await expect(ventureCard(page, "Parcelpilot").getByText("Not Built", { exact: true })).toBeVisible();
  await expect(ventureCard(page, "Parcelpilot").getByText("N/A", { exact: true })).toBeVisible();
});

test("Add New Brand validates each field, adds the venture, then resets", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  await page.getByRole("button", { name: "+ Add Brand" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Brand" });
  await expect(dialog.getByRole("group", { name: "Required Information" })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Optional Information" })).toBeVisible();
  // Required fields are marked *; optional ones are not.
  for (const label of [...REQUIRED_ADD_FIELDS, "Phase", "Progress (%)"]) {
    await expect(dialog.locator("label", { hasText: label }).first()).toContainText("*");
  }
  for (const label of ["Owner", "Website Link", "Deck Link", "Notes"]) {
    await expect(dialog.locator("label", { hasText: label }).first()).not.toContainText("*");
  }
  await expect(dialog.getByRole("combobox", { name: "Phase" })).toHaveText(/Concept/);
  await expect(dialog.getByRole("spinbutton", { name: "Progress (%)" })).toHaveValue("0");

  await dialog.getByRole("button", { name: "Add Brand" }).click();
  for (const label of REQUIRED_ADD_FIELDS) {
    await expect(dialog.getByRole("textbox", { name: label, exact: true })).toHaveAccessibleDescription(
      "This field is required.",
    );
  }
  await dialog.getByRole("spinbutton", { name: "Progress (%)" }).fill("140");
  for (const [label, value] of Object.entries(NEW_BRAND))
    await dialog.getByRole("textbox", { name: label, exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Add Brand" }).click();
  await expect(dialog.getByRole("spinbutton", { name: "Progress (%)" })).toHaveAccessibleDescription(
    "Must be at most 100.",
  );
  await dialog.getByRole("spinbutton", { name: "Progress (%)" }).fill("35");
  await dialog.getByRole("combobox", { name: "Phase" }).click();
  await page.getByRole("option", { name: "MVP", exact: true }).click();

  const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/ventures"));
  await dialog.getByRole("button", { name: "Add Brand" }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({
    name: "Harborline",
    phase: "mvp",
    progressPercentage: 35,
    baselineCost: "$1,250/month",
  });
  expect(body).not.toHaveProperty("status");
  await expectToast(page, "Success");
  await expectToast(page, "Brand added successfully");
  await expect(dialog).toBeHidden();
  const card = ventureCard(page, "Harborline");
  await expect(card.getByText("MVP", { exact: true })).toBeVisible();
  await expect(card.getByText("Not Built", { exact: true })).toBeVisible();
  await expect(card.getByText("35%")).toBeVisible();
  await expect(card.getByText("N/A", { exact: true })).toBeVisible();
  await expect(card.getByText("Q4 2024", { exact: true })).toHaveClass(/text-red-700/);
  await expect(card.getByText("Overdue")).toBeVisible();

  await page.getByRole("button", { name: "+ Add Brand" }).click();
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Brand Name" })).toHaveValue("");
});

test("Edit Venture opens with the stored values, saves, and reports a failure", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  await ventureCard(page, "Harborline").getByRole("button", { name: "Edit Harborline" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Venture" });
  await expect(dialog.getByRole("textbox", { name: "Brand Name" })).toHaveValue("Harborline");
  await expect(dialog.getByRole("textbox", { name: "Target Audience" })).toHaveValue("Small marinas\nSailing clubs");
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText(/Not Built/);
  for (const label of ["Brand Name", "One-liner", "Description", "Problem (3 words)", "Solution (3 words)"]) {
    await expect(dialog.locator("label", { hasText: label }).first()).toContainText("*");
  }
  await expect(dialog.locator("label", { hasText: "Phase" }).first()).toContainText("*");

  // A failing save: 'Error' with the error message ('status: body').
  await page.route("**/api/ventures/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 409, body: "Conflict", contentType: "text/plain" })
      : route.continue(),
  );
  await dialog.getByRole("textbox", { name: "Owner" }).fill("Ines Duarte");
  await dialog.getByRole("button", { name: "Update Venture" }).click();
  await expectToast(page, "409: Conflict");
  await expect(dialog).toBeVisible();
  await page.unroute("**/api/ventures/*");

  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Launched", exact: true }).click();
  await dialog.getByRole("spinbutton", { name: "Progress (%)" }).fill("80");
  const sent = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/ventures/"));
  await dialog.getByRole("button", { name: "Update Venture" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    status: "launched",
    progressPercentage: 80,
    owner: "Ines Duarte",
    name: "Harborline",
  });
  await expectToast(page, "Venture updated successfully");
  await expect(dialog).toBeHidden();
  const card = ventureCard(page, "Harborline");
  await expect(card.getByText("Launched", { exact: true })).toBeVisible();
  await expect(card.getByText("80%")).toBeVisible();
  await expect(card.getByText("Ines Duarte")).toBeVisible();
});

test("copying a one-liner and flipping a card", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  const card = ventureCard(page, "Harborline");
  await card.getByRole("button", { name: "Copy one-liner of Harborline" }).click();
  await expectToast(page, "Copied!");
  await expectToast(page, "One-liner copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Berth booking for small marinas.");

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
  });
  await card.getByRole("button", { name: "Copy one-liner of Harborline" }).click();
  await expectToast(page, "Failed to copy to clipboard");

  await card.getByRole("button", { name: "Show details of Harborline" }).click();
  const back = card.getByRole("button", { name: "Back to the summary of Harborline" });
  await expect(back).toBeFocused();
  await expect(card.getByText("Empty berths overnight")).toBeVisible();
  await expect(card.getByRole("button", { name: "Edit Harborline" })).toHaveCount(0);
  await back.press("Enter");
  await expect(card.getByRole("button", { name: "Show details of Harborline" })).toBeFocused();
});

test("cards stagger in by 0.1 s × index up to 0.5 s, not at all under reduced motion, in 1–4 columns", async ({
  page,
}) => {
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  const cards = page.getByRole("tabpanel", { name: "Ventures" }).getByRole("article");
  await expect(cards.nth(6)).toBeVisible();
  for (const [i, delay] of [
    [0, "0s"],
    [1, "0.1s"],
    [2, "0.2s"],
    [5, "0.5s"],
    [6, "0.5s"],
  ] as const) {
    expect(await cards.nth(i).evaluate((el) => getComputedStyle(el).animationDelay), `card ${i}`).toBe(delay);
  }
  expect(await cards.first().evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await cards.first().evaluate((el) => getComputedStyle(el).animationName)).toBe("none");

  const grid = cards.first().locator("xpath=..");
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1100, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length), `${width}px`).toBe(
      columns,
    );
  }
});

test("a 401 while adding a brand says so and goes to sign in after 500 ms", async ({ page, context }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  await page.getByRole("button", { name: "+ Add Brand" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Brand" });
  for (const [label, value] of Object.entries(NEW_BRAND))
    await dialog.getByRole("textbox", { name: label, exact: true }).fill(value);
  await context.clearCookies();
  await dialog.getByRole("button", { name: "Add Brand" }).click();
  // One toast, shown for the 500 ms before the page leaves: both texts checked at once.
  await Promise.all([expectToast(page, "Unauthorized"), expectToast(page, "You are logged out. Logging in again...")]);
  await page.waitForURL((url) => url.pathname.startsWith("/oidc/") || url.pathname === "/api/login");
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("the investor sees an accurate read-only portfolio with overview figures and charts", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "investor");
  const ventures: Venture[] = await (await page.request.get(`${app().url}/api/ventures`)).json();
  expect(ventures.length).toBe(9);
  // docs/decisions/047: one total per currency, never a sum across currencies.
  const total = (symbol: string) =>
    ventures
      .filter((v) => v.baselineCost.includes(symbol))
      .reduce((sum, v) => sum + (Number.parseFloat(v.baselineCost.replace(/[^0-9.]/g, "")) || 0), 0);
  const average = Math.round(ventures.reduce((sum, v) => sum + v.progressPercentage, 0) / ventures.length);
  const count = (phase: string) => ventures.filter((v) => v.phase === phase).length;

  const totals = page.getByTestId("overview-total-baseline");
  await expect(totals.locator("[data-currency=USD]")).toHaveText(`$${total("$").toLocaleString("en-US")}`);
  await expect(totals.locator("[data-currency=EUR]")).toHaveText(`€${total("€").toLocaleString("en-US")}`);
  await expect(totals.locator("[data-currency=GBP]")).toHaveText(`£${total("£").toLocaleString("en-US")}`);
  await expect(page.getByTestId("overview-average-progress")).toHaveText(`${average}%`);
  await expect(page.getByTestId("overview-phase-concept")).toContainText(String(count("concept")));
  await expect(page.getByTestId("overview-phase-mvp")).toContainText(String(count("mvp")));
  await expect(page.getByTestId("overview-phase-growth")).toContainText(String(count("growth")));
  // 1,200 + 2,500 + 900 + 640 + 1,100 + 300 (samples) + 1,250 (Harborline); €850; £420
  expect([total("$"), total("€"), total("£")]).toEqual([7890, 850, 420]);

  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "+ Add Brand" })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(9);

  const progressChart = page.getByRole("img", { name: /Progress by venture/ });
  const costChart = page.getByRole("img", { name: /Baseline cost by venture/ });
  await expect(progressChart).toBeVisible();
  await expect(costChart).toBeVisible();
  await page.getByText("Show data table").nth(1).click();
  const costTable = page.getByRole("table", { name: "Baseline cost by venture" });
  await expect(costTable.getByRole("row", { name: /Harborline/ })).toContainText("$1,250");
  await expect(costTable.getByRole("row", { name: /SupplyLink/ })).toContainText("€850");
  await expect(costTable.getByRole("row")).toHaveCount(10);

  await expectNoAxeViolations(page);
  // The server agrees with the read-only view.
  expect(
    (await page.request.post(`${app().url}/api/ventures`, { data: {}, headers: { origin: app().url } })).status(),
  ).toBe(403);
});

test("the investor view works on a 375 × 740 phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "investor");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole("link", { name: "Sign Out" })).toBeInViewport();
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: /^Show details/ }).click();
  await expect(card.getByRole("button", { name: /^Back to the summary/ })).toBeInViewport();
});

test("the Ventures tab and its dialogs have no accessibility violations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openVenturesTab(page);
  await expect(ventureCard(page, "Harborline")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "+ Add Brand" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await ventureCard(page, "Harborline").getByRole("button", { name: "Edit Harborline" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Venture" })).toBeVisible();
  await expectNoAxeViolations(page);
});
