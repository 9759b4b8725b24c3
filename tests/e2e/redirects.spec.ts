import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Redirects when a slug changes (issue 19, docs/product.md#redirects): the owner renames a
// published post in the dashboard, its old public address lands on the new page, the owner's
// Redirects tab lists the redirect and deletes it after a confirmation, and the old address is
// then not found. At phone and desktop widths, axe clean on the tab and its dialog.

const app = useAppServer();

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const editDialog = (page: Page) => page.getByRole("dialog", { name: "Edit Blog Post" });

const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A published post of the test's own, made through the API with the page's session. */
async function publishedPost(page: Page): Promise<{ id: string; slug: string; title: string }> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post(`${app().url}/api/blog-posts`, {
    headers: { origin: app().url },
    data: {
      title: `Moving notes ${stamp}`,
      slug: `moving-notes-${stamp}`,
      excerpt: "A post that changes its address.",
      content: "<p>Links to this post keep working after a rename.</p>",
      category: "Venture Building",
      isPublished: true,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function openRedirects(page: Page) {
  await page.goto(`${app().url}/dashboard`);
  await page.getByRole("tab", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { name: "Redirects", level: 2 })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a renamed post's old address lands on the new page; the owner lists and deletes the redirect", async ({
      page,
      request,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "owner");

      // None yet: the empty state.
      await openRedirects(page);
      await expect(page.getByText("No redirects yet.", { exact: false })).toBeVisible();
      await expectAxeClean(page);

      // The owner renames a published post in its dialog.
      const post = await publishedPost(page);
      const renamed = `${post.slug}-renamed`;
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await page
        .getByRole("article", { name: post.title, exact: true })
        .getByRole("button", { name: `Edit ${post.title}` })
        .click();
      await expect(editDialog(page)).toBeVisible();
      await effectsSettled(page);
      await editDialog(page).getByLabel("Slug").fill(renamed);
      // The dialog says what will happen to the old address.
      await expect(editDialog(page).getByLabel("Slug")).toHaveAccessibleDescription(
        `Optional. The address will be /journal/${renamed}. The old address, /journal/${post.slug}, will redirect here.`,
      );
      await editDialog(page).getByRole("button", { name: "Update", exact: true }).click();
      await expect(toasts(page).getByText("Blog post updated", { exact: true }).first()).toBeVisible();
      await expect(editDialog(page)).toBeHidden();

      // A visitor at the old address gets a permanent redirect to the new one…
      const old = await request.get(`${app().url}/journal/${post.slug}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/journal/${renamed}`);
      // …and a browser lands on the post.
      await page.goto(`${app().url}/journal/${post.slug}`);
      await expect(page).toHaveURL(`${app().url}/journal/${renamed}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

      // The Redirects tab lists it: old address, the post and its current address.
      await openRedirects(page);
      const row = page.getByTestId("redirect").filter({ hasText: `/journal/${post.slug}` });
      await expect(row).toContainText(post.title);
      await expect(row.getByRole("link", { name: `/journal/${renamed}` })).toHaveAttribute(
        "href",
        `/journal/${renamed}`,
      );
      await expectNoSideScroll(page, viewport.width);
      await expectAxeClean(page);

      // Delete, confirmed.
      await row.getByRole("button", { name: `Delete the redirect from /journal/${post.slug}` }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText("Are you sure you want to delete this redirect?");
      await expect(confirm).toContainText(`instead of leading to “${post.title}”`);
      await effectsSettled(page);
      await expectAxeClean(page);
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(toasts(page).getByText("Redirect deleted", { exact: true }).first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(page.getByText("No redirects yet.", { exact: false })).toBeVisible();

      // The old address is not found now; the new one still works.
      expect((await request.get(`${app().url}/journal/${post.slug}`, { maxRedirects: 0 })).status()).toBe(404);
      expect((await request.get(`${app().url}/journal/${renamed}`)).status()).toBe(200);
    });
  });
}

test("team members see no Redirects tab, and the server refuses them the list", async ({ page }) => {
  await signIn(page, app().url, "team");
  await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Redirects" })).toHaveCount(0);
  expect(await page.evaluate(async () => (await fetch("/api/redirects")).status)).toBe(403);
});

test("the owner's nine tabs fit or wrap at every width without widening the page", async ({ page }) => {
  await signIn(page, app().url, "owner");
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("tab", { name: "Redirects" })).toBeVisible();
    await expectNoSideScroll(page, width);
  }
});
