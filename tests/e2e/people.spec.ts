import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { ACCOUNTS } from "./support/accounts.ts";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { expectNoAxeViolations as sharedAxe } from "./support/axe.ts";

// People in the dashboard (issue 27 items 1 and 2): the owner invites, each invitee chooses a password through
// their one-time link and signs in with their role; invitations are sent again and revoked; a person who forgot
// their password gets a link by mail (caught by a real SMTP server); the owner signs someone out everywhere.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();

const expectNoAxeViolations = (page: Page) => sharedAxe(page, { settle: true });

async function expectNoSideScroll(page: Page) {
  const { width } = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function openPeople(page: Page) {
  await page.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: /^People/ })).toBeVisible();
  await expect(page.getByTestId("team-member").first()).toBeVisible();
}

/** Invites `email` from the dialog; without mail, returns the link the dialog shows once (the dialog stays open). */
async function invite(page: Page, email: string, role: "Owner" | "Team" | "Investor") {
  await page.getByRole("button", { name: "Invite someone" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite someone" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
}

/** The one-time link the open dialog shows, as copied from its field. */
async function shownLink(page: Page, label: "Invitation link" | "Reset link") {
  const field = page.getByRole("dialog").getByLabel(label);
  await expect(field).toBeFocused();
  return field.inputValue();
}

/** Signs in through the built-in provider's page (after `/api/login` sent the browser there). */
async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** Opens an invitation link in a fresh browser, chooses a password and signs in; returns the signed-in page. */
async function acceptInvitation(
  browser: Browser,
  url: string,
  email: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  const password = `chosen-${Date.now()}-pw`;
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome aboard" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInOnPage(page, email, password);
  return page;
}

/** Adds an account with the CLI while the server runs (it asks the running server). */
function addAccount(dataDir: string, email: string, password: string, role: "team" | "investor") {
  execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts/accounts.ts"), "add", email, "--password", password, "--role", role],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, stdio: "pipe" },
  );
}

async function personMenu(page: Page, email: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** The signed-out dashboard: its sign-in prompt, and no staff tabs. */
async function expectSignedOut(page: Page) {
  await page.goto(new URL("/dashboard", page.url()).href);
  await expect(page.locator('main a[href^="/api/login"]').first()).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
}

test.describe("without mail", () => {
  const app = useAppServer();

  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport, permissions: ["clipboard-read", "clipboard-write"] });

      test("the owner invites a team member and an investor; each chooses a password and sees their view", async ({
        page,
        browser,
      }) => {
        // Three sign-ins, two accepted invitations and four axe scans: more than a minute on a busy 2-core runner.
        test.slow();
        await page.emulateMedia({ reducedMotion: "reduce" });
        const teamEmail = `editor-${viewport.width}@people.test`;
        const investorEmail = `backer-${viewport.width}@people.test`;
        await signIn(page, app().url, "owner");
        await openPeople(page);

        await page.getByRole("button", { name: "Invite someone" }).click();
        await expect(page.getByRole("dialog", { name: "Invite someone" })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Cancel" }).click();

        await invite(page, teamEmail, "Team");
        const dialog = page.getByRole("dialog", { name: "Invitation ready" });
        await expect(dialog.getByText("Copy it now: it will not be shown again.")).toBeVisible();
        await expect(dialog.getByText(/It works once, for 7 days, and is shown only now/)).toBeVisible();
        const teamLink = await shownLink(page, "Invitation link");
        expect(teamLink).toMatch(/\/account\/invite\/[\w-]{43}$/);
        await dialog.getByRole("button", { name: "Copy" }).click();
        await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(teamLink);
        await expectNoSideScroll(page);
        await expectNoAxeViolations(page);
        await dialog.getByRole("button", { name: "Done" }).click();
        await expect(page.getByRole("button", { name: "Invite someone" })).toBeFocused();

        await invite(page, investorEmail, "Investor");
        const investorLink = await shownLink(page, "Invitation link");
        await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

        // Both are listed as invitations, newest first, not among the people.
        const invitations = page.getByTestId("invitation");
        await expect(invitations).toHaveCount(2);
        await expect(invitations.nth(0)).toContainText(investorEmail);
        await expect(invitations.nth(0)).toContainText("Investor");
        await expect(invitations.nth(1)).toContainText(teamEmail);
        await expect(invitations.nth(1)).toContainText(/Expires \w+/);
        await expect(page.getByRole("combobox", { name: `Role of ${teamEmail}` })).toHaveCount(0);
        await expectNoSideScroll(page);
        await expectNoAxeViolations(page);

        const teamPage = await acceptInvitation(browser, teamLink, teamEmail, viewport);
        await expect(teamPage.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();
        await expect(teamPage.getByRole("tab", { name: "Team" })).toHaveCount(0);
        const investorPage = await acceptInvitation(browser, investorLink, investorEmail, viewport);
        await expect(investorPage.getByText("Portfolio Dashboard").first()).toBeVisible();
        await expect(investorPage.getByRole("tablist")).toHaveCount(0);

        // Accepted: they are people now, with the invited roles, and no invitation is left.
        await page.reload();
        await openPeople(page);
        await expect(page.getByTestId("invitation")).toHaveCount(0);
        await expect(page.getByRole("combobox", { name: `Role of ${teamEmail}` })).toHaveText("Team");
        await expect(page.getByRole("combobox", { name: `Role of ${investorEmail}` })).toHaveText("Investor");

        // A reset link for a person with a password here is shown once; removing someone ends their access.
        await personMenu(page, teamEmail, "Make a password reset link");
        const resetLink = await shownLink(page, "Reset link");
        expect(resetLink).toMatch(/\/account\/reset\/[\w-]{43}$/);
        await expect(page.getByRole("dialog").getByText(/It works once, for 24 hours/)).toBeVisible();
        await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
        await expect(page.getByRole("button", { name: `Actions for ${teamEmail}` })).toBeFocused();

        await personMenu(page, investorEmail, "Remove");
        const confirm = page.getByRole("alertdialog", { name: `Remove ${investorEmail}?` });
        await confirm.getByRole("button", { name: "Remove" }).click();
        await expectToast(page, "Person removed");
        await expect(page.getByRole("combobox", { name: `Role of ${investorEmail}` })).toHaveCount(0);
        await expectSignedOut(investorPage);
        await teamPage.context().close();
        await investorPage.context().close();
      });
    });
  }

  test("a person's actions work from the keyboard, and the owner is not offered to remove themself", async ({
    page,
  }) => {
    await signIn(page, app().url, "owner");
    await openPeople(page);
    const actions = page.getByRole("button", { name: `Actions for ${ACCOUNTS.owner.email}` });
    await actions.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Sign out everywhere" })).toBeFocused();
    await expect(page.getByRole("menuitem", { name: "Make a password reset link" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Remove" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(actions).toBeFocused();

    // The confirmation opens once the menu has closed, on Cancel; closing it brings the focus back.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Sign out everywhere" })).toBeFocused();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: `Sign ${ACCOUNTS.owner.email} out everywhere?` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expect(confirm).toContainText("this one included");
    await effectsSettled(page);
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(actions).toBeFocused();
  });

  test("the invite dialog shows the server's answers on its fields", async ({ page }) => {
    await signIn(page, app().url, "owner");
    await openPeople(page);
    await invite(page, "not-an-email", "Team");
    const dialog = page.getByRole("dialog", { name: "Invite someone" });
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address.");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByLabel("Email").fill(ACCOUNTS.team.email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("This person already has an account.");
    await expect(page.getByTestId("invitation")).toHaveCount(0);
  });

  test("a revoked invitation's link no longer works; sending again replaces the link", async ({ page, browser }) => {
    await signIn(page, app().url, "owner");
    await openPeople(page);
    await invite(page, "revoked@people.test", "Team");
    const firstLink = await shownLink(page, "Invitation link");
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

    const row = page.getByTestId("invitation").filter({ hasText: "revoked@people.test" });
    await row.getByRole("button", { name: "Send again to revoked@people.test" }).click();
    const secondLink = await shownLink(page, "Invitation link");
    expect(secondLink).not.toBe(firstLink);
    await page.getByRole("dialog", { name: "New invitation link" }).getByRole("button", { name: "Done" }).click();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(firstLink);
    await expect(visitorPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await visitorPage.goto(secondLink);
    await expect(visitorPage.getByRole("button", { name: "Create my account" })).toBeVisible();

    await row.getByRole("button", { name: "Revoke the invitation to revoked@people.test" }).click();
    await page
      .getByRole("alertdialog", { name: "Revoke this invitation?" })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expectToast(page, "Invitation revoked");
    await expect(page.getByTestId("invitation")).toHaveCount(0);
    await visitorPage.goto(secondLink);
    await expect(visitorPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await visitor.close();
  });
});

test.describe("with mail", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  test.beforeAll(async () => {
    sink = await startSmtpSink();
  });
  test.afterAll(async () => {
    await sink?.close();
  });
  const app = useAppServer({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: "Arcwell <studio@people.test>" }),
  });

  /** The first link of `kind` in a mail to `email`, once the sink has caught it. */
  async function mailedLink(email: string, kind: "reset" | "invite") {
    const pattern = new RegExp(`/account/${kind}/[\\w-]{43}`);
    let found: string | undefined;
    await expect
      .poll(() => (found = sink.messages.find((m) => m.to.includes(email))?.text.match(pattern)?.[0]), {
        timeout: 30_000,
      })
      .toBeTruthy();
    return `${app().url}${found}`;
  }

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px, a person resets a forgotten password by mail, and the owner signs them out everywhere`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewport);
      const email = `forgetful-${viewport.width}@people.test`;
      addAccount(app().dataDir, email, "first-password-1", "team");

      // A session from before the reset, which the reset ends.
      const before = await browser.newContext({ viewport });
      const beforePage = await before.newPage();
      await beforePage.goto(`${app().url}/api/login?returnTo=%2Fdashboard`);
      await signInOnPage(beforePage, email, "first-password-1");

      await page.goto(`${app().url}/api/login?returnTo=%2Fdashboard`);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();

      await page.goto(await mailedLink(email, "reset"));
      await page.getByLabel("New password").fill("second-password-2");
      await page.getByLabel("Repeat password").fill("second-password-2");
      await page.getByRole("button", { name: "Save the new password" }).click();
      await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
      await page.getByRole("link", { name: "Sign in" }).click();
      await signInOnPage(page, email, "second-password-2");
      await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();
      await expectSignedOut(beforePage);
      await before.close();

      // The owner ends the new session too.
      const owner = await browser.newContext({ viewport });
      const ownerPage = await owner.newPage();
      await signIn(ownerPage, app().url, "owner");
      await openPeople(ownerPage);
      await personMenu(ownerPage, email, "Sign out everywhere");
      await ownerPage
        .getByRole("alertdialog", { name: `Sign ${email} out everywhere?` })
        .getByRole("button", { name: "Sign out everywhere" })
        .click();
      await expectToast(ownerPage, "Signed out everywhere");
      await expect(ownerPage.getByRole("button", { name: `Actions for ${email}` })).toBeFocused();
      await expectSignedOut(page);

      // With mail, the owner's reset link and invitations go by mail and are not shown.
      await personMenu(ownerPage, email, "Make a password reset link");
      await expectToast(ownerPage, "Reset link sent");
      await expect(ownerPage.getByRole("dialog")).toHaveCount(0);
      const invitee = `mailed-${viewport.width}@people.test`;
      await invite(ownerPage, invitee, "Investor");
      await expectToast(ownerPage, "Invitation sent");
      await expect(ownerPage.getByRole("dialog")).toHaveCount(0);
      await expect(ownerPage.getByTestId("invitation").filter({ hasText: invitee })).toBeVisible();
      expect(await mailedLink(invitee, "invite")).toMatch(/\/account\/invite\//);
      await owner.close();
    });
  }
});
