import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { fillHtml } from "./support/html-editor.ts";
import { AXE_TAGS } from "./support/axe.ts";

// Alt text in the dashboard (issue 17 item 14): typed beside each image address, or the image
// marked decorative; a published item with an undescribed image gets a warning; the public
// pages render what was stored.

const app = useAppServer();

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`a post's featured and gallery images get alt text or the decorative mark, shown on the article (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "owner");
    await openTab(page, "Blog Posts");
    const title = `Alt text at ${viewport.width} ${Date.now()}`;
    await page.getByRole("button", { name: "Add Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Describing images.");
    await fillHtml(dialog, "<p>Every image tells.</p>");
    await dialog.getByRole("combobox", { name: "Category", exact: true }).click();
    await page.getByRole("option", { name: "Venture Building", exact: true }).click();
    await dialog.getByLabel("Featured image URL").fill("/images/samples/aurora.svg");
    await dialog.getByRole("switch", { name: "Published" }).click();

    const warning = dialog.getByRole("status").filter({ hasText: "Missing alt text" });
    await expect(warning).toContainText("featured image");
    await dialog.getByLabel("Featured image alt text").fill("Northern lights over a dark ridge");
    await expect(warning).toBeHidden();

    await dialog.getByLabel("Image URL to add").fill("/images/samples/waves.svg");
    await dialog.getByRole("button", { name: "Add image" }).click();
    await expect(warning).toContainText("gallery image 1");
    await dialog
      .getByRole("listitem")
      .filter({ hasText: "waves.svg" })
      .getByRole("checkbox", { name: "Decorative image" })
      .check();
    await expect(dialog.getByLabel("Alt text of image 1")).toBeDisabled();
    await expect(warning).toBeHidden();

    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`post-dialog-${viewport.width}.png`), fullPage: false });

    const created = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/blog-posts"));
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    expect((await created).postDataJSON()).toMatchObject({
      featuredImageAlt: "Northern lights over a dark ridge",
      imageGallery: ["/images/samples/waves.svg"],
      imageGalleryAlts: [""],
    });
    await expect(dialog).toBeHidden();

    const posts: { title: string; slug: string }[] = await (
      await page.request.get(`${app().url}/api/admin/blog-posts`)
    ).json();
    const slug = posts.find((p) => p.title === title)!.slug;
    await page.goto(`${app().url}/journal/${slug}`);
    await expect(page.getByRole("img", { name: "Northern lights over a dark ridge" })).toBeVisible();
    expect(await page.getByTestId("gallery-thumb").locator("img").getAttribute("alt")).toBe("");
    await page.goto(`${app().url}/journal`);
    await expect(page.getByRole("img", { name: "Northern lights over a dark ridge" }).first()).toBeAttached();
  });
}

test("a card's logo alt text reaches the portfolio, and a visible card with undescribed images warns", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, app().url, "owner");
  await openTab(page, "Portfolio Cards");
  const cards: { id: string; name: string; isActive: boolean }[] = await (
    await page.request.get(`${app().url}/api/portfolio-cards`)
  ).json();
  const card = cards.find((c) => c.isActive)!;
  await page
    .getByRole("button", { name: `Edit ${card.name}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Logo URL").fill("/images/samples/logo-supplylink.svg");
  await dialog.getByRole("checkbox", { name: "Decorative image" }).first().uncheck();
  await dialog.getByLabel("Logo alt text").fill("");
  await expect(dialog.getByRole("status").filter({ hasText: "Missing alt text" })).toContainText("logo");
  await dialog.getByLabel("Logo alt text").fill(`${card.name} wordmark`);
  await dialog.getByRole("button", { name: "Update Card" }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`${app().url}/portfolio`);
  await expect(page.getByRole("img", { name: `${card.name} wordmark` }).first()).toBeAttached();
});
