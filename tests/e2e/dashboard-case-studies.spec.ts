import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { fillHtml } from "./support/html-editor.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Dashboard, Case Studies tab (docs/product.md#dashboard, #content-rules, #roles, #errors-and-messages): create /
// edit / view / delete, the form's parsing rules (stats lines, tags, read time and sort order fallbacks), and
// /case-studies following at once. Team members may delete case studies too.

const app = useAppServer();

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
const studyTile = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

async function openTab(page: Page) {
  await page.getByRole("tab", { name: "Case Studies" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
}

async function fillRequired(page: Page, title: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog
    .getByRole("textbox", { name: "Subtitle", exact: true })
    .fill("From spreadsheet chaos to one calm pipeline");
  await dialog.getByRole("combobox", { name: "Category", exact: true }).click();
  await page.getByRole("option", { name: "FinTech", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Excerpt", exact: true }).fill("How a two-person team tripled follow-ups.");
  await fillHtml(dialog, "<h2>The problem</h2><p>Leads went cold.</p>");
}

test.describe("the owner on the Case Studies tab", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "owner");
    await openTab(page);
  });

  test("validates, creates, views, edits, unpublishes and deletes a case study", async ({ page }) => {
    const title = `Northwind Ledger ${Date.now()}`;
    await page.getByRole("button", { name: "New Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "New Case Study" });
    await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
    for (const name of ["Title", "Subtitle", "Excerpt", "Content"]) {
      await expect(dialog.getByRole("textbox", { name, exact: true })).toHaveAccessibleDescription(
        "This field is required.",
      );
    }
    await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription(
      "This field is required.",
    );

    await fillRequired(page, title);
    // A stat line without its value is named by line.
    await dialog.getByLabel("Stats").fill("Follow-ups\n");
    await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(dialog.getByLabel("Stats")).toHaveAccessibleDescription("Line 1 (value): This field is required.");

    await dialog.getByLabel("Stats").fill("Follow-ups | 3x | in six weeks\n\n  \nReply time | 2 hrs\n");
    await dialog.getByLabel("Tags").fill(" Stripe, , React ,AI ");
    await dialog.getByLabel("Read time (minutes)").fill("500");
    await dialog.getByLabel("Sort order").fill("-4");
    await dialog.getByTitle("Green to emerald").click();
    await dialog.getByRole("switch", { name: "Published" }).click();
    const created = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/case-studies"));
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    expect((await created).postDataJSON()).toMatchObject({
      title,
      stats: [
        { label: "Follow-ups", value: "3x", description: "in six weeks" },
        { label: "Reply time", value: "2 hrs" },
      ],
      tags: ["Stripe", "React", "AI"],
      readTime: 5,
      sortOrder: 0,
      gradientColors: "from-green-500 to-emerald-500",
      isPublished: true,
      isFeatured: false,
    });
    await expectToast(page, "Success");
    await expectToast(page, "Case study created successfully");
    await expect(dialog).toBeHidden();

    const tile = studyTile(page, title);
    await expect(tile.getByText("5 min read")).toBeVisible();
    await expect(tile.getByText("3x", { exact: true })).toBeVisible();
    const view = tile.getByRole("link", { name: /View/ });
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await expect(view).toHaveAttribute("href", `/case-studies/${slug}`);
    await expect(view).toHaveAttribute("target", "_blank");
    const [opened] = await Promise.all([page.waitForEvent("popup"), view.click()]);
    await expect(opened.getByRole("heading", { level: 1 })).toHaveText(title);
    await opened.close();
    await page.goto(`${app().url}/case-studies`);
    await expect(page.locator("main")).toContainText(title);
    await page.goto(`${app().url}/dashboard`);
    await openTab(page);

    // Edit: the stored values come back (stats as lines); unpublishing removes View and the public page.
    await studyTile(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Case Study" });
    await expect(edit.getByLabel("Stats")).toHaveValue("Follow-ups | 3x | in six weeks\nReply time | 2 hrs");
    await expect(edit.getByLabel("Tags")).toHaveValue("Stripe, React, AI");
    await expect(edit.getByRole("radio", { name: "Green to emerald" })).toBeChecked();
    await edit.getByRole("textbox", { name: "Subtitle", exact: true }).fill("A calmer pipeline in six weeks");
    await edit.getByRole("switch", { name: "Published" }).click();
    await edit.getByRole("button", { name: "Unpublish", exact: true }).click();
    await expectToast(page, "Case study updated successfully");
    await expect(studyTile(page, title).getByText("A calmer pipeline in six weeks")).toBeVisible();
    await expect(studyTile(page, title).getByRole("link", { name: /View/ })).toHaveCount(0);
    await expect(studyTile(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await page.goto(`${app().url}/case-studies`);
    await expect(page.locator("main")).not.toContainText(title);
    await page.goto(`${app().url}/dashboard`);
    await openTab(page);

    await studyTile(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await expect(page.getByRole("alertdialog").getByRole("heading")).toHaveText(
      "Are you sure you want to delete this case study?",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Case study deleted successfully");
    await expect(studyTile(page, title)).toHaveCount(0);
  });

  test("a taken slug is refused with the server's message, under the Slug field", async ({ page }) => {
    await page.getByRole("button", { name: "New Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "New Case Study" });
    await fillRequired(page, `Duplicate ${Date.now()}`);
    await dialog.getByLabel("Slug").fill("ledgerleaf-ai-bookkeeping");
    await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
    await expectToast(page, "Error");
    await expectToast(page, "That slug is already in use");
    await expect(dialog.getByLabel("Slug")).toHaveAccessibleDescription(
      'The slug "ledgerleaf-ai-bookkeeping" is already in use.',
    );
    await expect(dialog).toBeVisible();
  });

  test("shows three skeleton cards while the list loads", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/admin/case-studies",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.reload();
    await page.getByRole("tab", { name: "Case Studies" }).click();
    const loading = page.getByRole("status").filter({ hasText: "Loading case studies..." });
    await expect(loading).toBeVisible();
    await expect(loading.locator(":scope > div")).toHaveCount(3);
    release();
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("has no accessibility violations on the tab and in the dialog", async ({ page }) => {
    // The tab just clicked turns dark over a colour transition: checked mid-way, its label has the
    // contrast of neither end (a CI run on 11-30 caught it so).
    await expectNoAxeViolations(page, { settle: true });
    await page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Edit / })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("works on a 375 × 740 phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "New Case Study" }).click();
    const title = `Phone story ${Date.now()}`;
    await fillRequired(page, title);
    const submit = page.getByRole("dialog").getByRole("button", { name: "Save draft", exact: true });
    await expect(submit).toBeInViewport();
    await submit.click();
    await expectToast(page, "Case study created successfully");
    await expect(studyTile(page, title)).toBeVisible();
  });
});

test.describe("a team member on the Case Studies tab", () => {
  test("is offered delete (docs/product.md#roles) and the API lets them delete", async ({ page }) => {
    await signIn(page, app().url, "team");
    await openTab(page);
    const first = page.getByRole("article").first();
    const title = (await first.getByRole("heading").textContent())!;
    await first.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Case study deleted successfully");
    await expect(studyTile(page, title)).toHaveCount(0);
  });
});
