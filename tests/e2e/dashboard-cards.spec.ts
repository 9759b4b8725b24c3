import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Dashboard, Portfolio Cards tab (docs/product.md#dashboard, #content-rules, #roles, #errors-and-messages): the
// owner's whole create / edit / toggle / delete / seed cycle, seen on /portfolio at once; the team's narrower rights.

const app = useAppServer();

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
const cardTile = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("the owner on the Portfolio Cards tab", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "owner");
    await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toHaveAttribute("aria-selected", "true");
  });

  test("validates, creates, edits, hides and deletes a card, and /portfolio follows at once", async ({ page }) => {
    const name = `Orbitly ${Date.now()}`;
    await page.getByRole("button", { name: "Add Card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Portfolio Card" });
    // Form defaults (docs/product.md#entities): phase 'Web Platform', colour blue to cyan, visible, sort order 0.
    await expect(dialog.getByRole("combobox", { name: "Phase" })).toHaveText(/Web Platform/);
    await expect(dialog.getByRole("radio", { name: "Blue to cyan" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Visible on website" })).toBeChecked();
    await expect(dialog.getByLabel("Sort order")).toHaveValue("0");

    // Nothing filled in: the spec's toast, and a message under each required field.
    await dialog.getByRole("button", { name: "Create Card" }).click();
    await expectToast(page, "Missing fields");
    await expectToast(page, "Please fill in all required fields.");
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(dialog.getByRole("textbox", { name: "Description", exact: true })).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();

    // A schema rule beyond 'required': the website must be a web address.
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Orbit planning for small satellite teams.");
    await chooseOption(page, "Category", "B2B Tools");
    await dialog.getByLabel("Website URL").fill("not a site");
    await dialog.getByRole("button", { name: "Create Card" }).click();
    await expect(dialog.getByLabel("Website URL")).toHaveAccessibleDescription(
      "Use a web address such as https://example.com.",
    );

    await dialog.getByLabel("Website URL").fill("orbitly.example");
    await dialog.getByLabel("Tagline").fill("Launch windows, simplified");
    await dialog.getByRole("checkbox", { name: "AI Integration" }).check();
    await dialog.getByRole("checkbox", { name: "Growth & SEO" }).check();
    await dialog.getByTitle("Purple to violet").click();
    await dialog.getByRole("button", { name: "Create Card" }).click();
    await expectToast(page, "Portfolio card created");
    await expect(dialog).toBeHidden();
    const tile = cardTile(page, name);
    await expect(tile).toBeVisible();
    await expect(tile.getByText("Launch windows, simplified")).toBeVisible();

    await page.goto(`${app().url}/portfolio`);
    await expect(page.locator("main")).toContainText(name);
    await page.goto(`${app().url}/dashboard`);

    // Edit: the dialog opens with the stored values; saving updates the card.
    await cardTile(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Portfolio Card" });
    await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(edit.getByLabel("Tagline")).toHaveValue("Launch windows, simplified");
    await expect(edit.getByRole("combobox", { name: "Category" })).toHaveText(/B2B Tools/);
    await expect(edit.getByRole("checkbox", { name: "AI Integration" })).toBeChecked();
    await expect(edit.getByRole("radio", { name: "Purple to violet" })).toBeChecked();
    await edit.getByLabel("Tagline").fill("Every launch window, one calm screen");
    await edit.getByRole("button", { name: "Update Card" }).click();
    await expectToast(page, "Portfolio card updated");
    await expect(cardTile(page, name).getByText("Every launch window, one calm screen")).toBeVisible();

    // Hide: the switch sends only isActive, the card is dimmed, and /portfolio drops it.
    const toggle = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/portfolio-cards/"));
    await cardTile(page, name).getByRole("switch", { name: "Visible on website" }).click();
    expect((await toggle).postDataJSON()).toEqual({ isActive: false });
    await expectToast(page, "Portfolio card updated");
    await expect(cardTile(page, name)).toHaveAttribute("data-hidden", "true");
    await expect(cardTile(page, name).getByText("Hidden", { exact: true })).toBeVisible();
    await page.goto(`${app().url}/portfolio`);
    await expect(page.locator("main")).not.toContainText(name);
    await page.goto(`${app().url}/dashboard`);

    // Delete, after the spec's confirmation.
    await cardTile(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("heading")).toHaveText("Are you sure you want to delete this portfolio card?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Portfolio card deleted");
    await expect(cardTile(page, name)).toHaveCount(0);
  });

  test("closing the dialog resets it, and 'Use internal landing page' reveals and clears the route", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Add Card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Portfolio Card" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Half-typed");
    await expect(dialog.getByLabel("Internal route")).toHaveCount(0);
    await dialog.getByRole("switch", { name: "Use internal landing page" }).click();
    await dialog.getByLabel("Internal route").fill("orbitly");
    await dialog.getByRole("switch", { name: "Use internal landing page" }).click();
    await expect(dialog.getByLabel("Internal route")).toHaveCount(0);
    await dialog.getByRole("switch", { name: "Use internal landing page" }).click();
    await expect(dialog.getByLabel("Internal route")).toHaveValue("");
    // The form has unsaved changes: closing asks first (editorial workflow, tests/e2e/editorial.spec.ts).
    await page.keyboard.press("Escape");
    await page
      .getByRole("alertdialog", { name: "Discard unsaved changes?" })
      .getByRole("button", { name: "Discard changes" })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Card" })).toBeFocused();
    await page.getByRole("button", { name: "Add Card" }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  });

  test("has no accessibility violations on the tab and in the open dialog", async ({ page }) => {
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Card" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Delete / })
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("with no cards left, shows the empty text and seeds the samples once", async ({ page }) => {
    const cards: { id: string }[] = await (await page.request.get(`${app().url}/api/portfolio-cards`)).json();
    for (const card of cards) {
      const res = await page.request.delete(`${app().url}/api/portfolio-cards/${card.id}`, {
        headers: { origin: app().url },
      });
      expect(res.status()).toBe(204);
    }
    await page.reload();
    await expect(
      page.getByText("No portfolio cards yet. Add your first card to get started!", { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Seed Sample Data" }).click();
    await expectToast(page, "Portfolio cards seeded");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Seed Sample Data" })).toHaveCount(0);
    await page.goto(`${app().url}/portfolio`);
    await expect(page.locator("main").getByRole("listitem").first()).toBeVisible();
  });

  test("works on a 375 × 740 phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Add Card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Portfolio Card" });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    const name = `Pocket ${Date.now()}`;
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Made on a phone.");
    await chooseOption(page, "Category", "Media & PR");
    const submit = dialog.getByRole("button", { name: "Create Card" });
    await expect(submit).toBeInViewport();
    await submit.click();
    await expectToast(page, "Portfolio card created");
    await expect(cardTile(page, name)).toBeVisible();
  });
});

test.describe("a team member on the Portfolio Cards tab", () => {
  test("can edit and hide cards but has no delete or seed, and the API refuses a delete with 403", async ({ page }) => {
    await signIn(page, app().url, "team");
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("button", { name: /^Edit / })).toBeVisible();
    await expect(first.getByRole("switch", { name: "Visible on website" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Seed Sample Data" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Team" })).toHaveCount(0);

    const cards: { id: string; name: string }[] = await (
      await page.request.get(`${app().url}/api/portfolio-cards`)
    ).json();
    const res = await page.request.delete(`${app().url}/api/portfolio-cards/${cards[0]!.id}`, {
      headers: { origin: app().url },
    });
    expect(res.status()).toBe(403);
    const seed = await page.request.post(`${app().url}/api/portfolio-cards/seed`, { headers: { origin: app().url } });
    expect(seed.status()).toBe(403);
    await page.reload();
    await expect(page.getByRole("article", { name: cards[0]!.name, exact: true })).toBeVisible();
  });
});
