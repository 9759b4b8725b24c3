import type { Locator, Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { ACCOUNTS } from "./support/accounts.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

// When a keyboard user removes a row (revokes an invitation, deletes a post, removes a person),
// focus stays in the tab: on the row now in its place, or on the tab's first control when the
// list is empty, never back at the top of the page
// (app/features/dashboard/shared/use-focus-after-removal.ts).

const app = useAppServer();

/** Presses the row's button from the keyboard and confirms with the keyboard too. */
async function removeByKeyboard(page: Page, button: Locator, dialog: string | RegExp, action: string) {
  await button.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: dialog });
  await confirm.getByRole("button", { name: action }).focus();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
}

const revoke = (page: Page, who: string) =>
  page.getByRole("button", { name: `Revoke the invitation to ${who}@focus.test` });

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active && active !== document.body ? (active.textContent ?? "").replace(/\s+/g, " ").trim() : "(the page)";
  });

test("revoking an invitation from the keyboard leaves focus on the next one, then in the tab", async ({ page }) => {
  await signIn(page, app().url, "owner", "/dashboard?tab=team");
  for (const email of ["first@focus.test", "second@focus.test"]) {
    const made = await page.request.post(`${app().url}/api/invitations`, { data: { email, role: "team" } });
    expect(made.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId("invitation")).toHaveCount(2);
  const newestFirst = await page.getByTestId("invitation").first().textContent();
  const [gone, next] = newestFirst!.includes("second@") ? ["second", "first"] : ["first", "second"];

  await removeByKeyboard(page, revoke(page, gone), "Revoke this invitation?", "Revoke");
  await expect(page.getByTestId("invitation")).toHaveCount(1);
  await expect.poll(() => focusedName(page)).toBe(`Send again to ${next}@focus.test`);

  await removeByKeyboard(page, revoke(page, next), "Revoke this invitation?", "Revoke");
  await expect(page.getByTestId("invitation")).toHaveCount(0);
  await expect.poll(() => focusedName(page)).not.toBe("(the page)");
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="tabpanel"]'))).toBe(true);
});

test("deleting a post from the keyboard leaves focus on the post now in its place", async ({ page }) => {
  await signIn(page, app().url, "owner", "/dashboard?tab=posts");
  const deletes = page.getByRole("button", { name: /^Delete / });
  await expect(deletes.first()).toBeVisible();
  const before = await deletes.count();
  await removeByKeyboard(page, deletes.first(), /delete this blog post/, "Delete");
  await expect(deletes).toHaveCount(before - 1);
  await expect.poll(() => focusedName(page)).not.toBe("(the page)");
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="tabpanel"]'))).toBe(true);
});

test("removing a person through their actions menu leaves focus in the people list", async ({ page }) => {
  await signIn(page, app().url, "owner", "/dashboard?tab=team");
  const email = ACCOUNTS.investor.email;
  await page.getByRole("button", { name: `Actions for ${email}` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Remove" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: /^Remove / });
  await confirm.getByRole("button", { name: "Remove" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Actions for ${email}` })).toHaveCount(0);
  await expect.poll(() => focusedName(page)).not.toBe("(the page)");
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="tabpanel"]'))).toBe(true);
});
