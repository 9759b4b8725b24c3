import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { AXE_TAGS } from "./support/axe.ts";

// The owner's Team section (GET /api/users, PUT /api/users/{id}/role) and the role switcher,
// which changes the view only: the server decides what each role may do.

const app = useAppServer();

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();

async function openTeam(page: Page) {
  await page.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByTestId("team-member").first()).toBeVisible();
}

async function setRole(page: Page, email: string, role: "Owner" | "Team" | "Investor") {
  await page.getByRole("combobox", { name: `Role of ${email}` }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
}

test.describe.configure({ mode: "serial" });

test("the owner lists the team and changes a role, which applies to that person at once", async ({ page, browser }) => {
  await signIn(page, app().url, "owner");
  await openTeam(page);
  for (const [email, role] of [
    [ACCOUNTS.owner.email, "Owner"],
    [ACCOUNTS.team.email, "Team"],
    [ACCOUNTS.investor.email, "Investor"],
  ] as const) {
    await expect(page.getByRole("combobox", { name: `Role of ${email}` })).toHaveText(role);
  }

  await setRole(page, ACCOUNTS.investor.email, "Team");
  await expectToast(page, "Role updated");
  await expectToast(page, `${ACCOUNTS.investor.email} is now Team.`);

  const other = await browser.newContext();
  const investorPage = await other.newPage();
  await signIn(investorPage, app().url, "investor");
  await expect(investorPage.getByText("CMS Dashboard").first()).toBeVisible();
  await expect(investorPage.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();

  await setRole(page, ACCOUNTS.investor.email, "Investor");
  await expectToast(page, `${ACCOUNTS.investor.email} is now Investor.`);
  await investorPage.reload();
  await expect(investorPage.getByText("Portfolio Dashboard").first()).toBeVisible();
  await expect(investorPage.getByRole("tablist")).toHaveCount(0);
  await other.close();
});

test("the last owner cannot demote themself: 409 with a clear message, and the role stays", async ({ page }) => {
  await signIn(page, app().url, "owner");
  await openTeam(page);
  await setRole(page, ACCOUNTS.owner.email, "Team");
  await expectToast(page, "Error");
  await expectToast(page, "The last owner cannot be demoted. Make someone else an owner first.");
  await expect(page.getByRole("combobox", { name: `Role of ${ACCOUNTS.owner.email}` })).toHaveText("Owner");
  await expect(page.getByRole("tab", { name: "Team" })).toBeVisible();
});

test("team members and investors get no Team section, and the API refuses them", async ({ page, browser }) => {
  await signIn(page, app().url, "team");
  await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Team" })).toHaveCount(0);
  expect((await page.request.get(`${app().url}/api/users`)).status()).toBe(403);
  const users = await page.request.get(`${app().url}/api/users`);
  expect((await users.json()).message).toBe("Forbidden");

  const other = await browser.newContext();
  const investorPage = await other.newPage();
  await signIn(investorPage, app().url, "investor");
  expect((await investorPage.request.get(`${app().url}/api/users`)).status()).toBe(403);
  await other.close();

  const visitor = await browser.newContext();
  expect((await visitor.request.get(`${app().url}/api/users`)).status()).toBe(401);
  await visitor.close();
});

test("switching to the investor view changes the view only", async ({ page }) => {
  await signIn(page, app().url, "owner");
  await page.getByRole("button", { name: "Investor View" }).click();
  await expect(page.getByRole("button", { name: "Investor View" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Portfolio Dashboard").first()).toBeVisible();
  await expect(page.getByText("Investor view · Read-only")).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  // What the server allows is unchanged: the owner may still manage the team.
  expect((await page.request.get(`${app().url}/api/users`)).status()).toBe(200);
  await page.getByRole("button", { name: "Owner/Team View" }).click();
  await expect(page.getByRole("tab", { name: "Team" })).toBeVisible();
});

test("an investor who calls staff endpoints anyway is refused", async ({ page }) => {
  await signIn(page, app().url, "investor");
  await expect(page.getByRole("button", { name: "Owner/Team View" })).toHaveCount(0);
  expect((await page.request.get(`${app().url}/api/admin/blog-posts`)).status()).toBe(403);
  const cards: { id: string }[] = await (await page.request.get(`${app().url}/api/portfolio-cards`)).json();
  const res = await page.request.put(`${app().url}/api/portfolio-cards/${cards[0]!.id}`, { data: { isActive: false } });
  expect(res.status()).toBe(403);
});

test("the Team tab has no accessibility violations and works on a 375 × 740 phone", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openTeam(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const select = page.getByRole("combobox", { name: `Role of ${ACCOUNTS.team.email}` });
  await select.scrollIntoViewIfNeeded();
  await expect(select).toBeInViewport();
});
