import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { AXE_TAGS } from "./support/axe.ts";

// A post's search and social fields in the Edit Blog Post dialog (docs/product.md#post-seo): the
// defaults shown as placeholders, length hints, and a live preview of the search result and the
// share card that matches the meta tags of the published page. At a phone's and a desktop's width.

const app = useAppServer();

const editDialog = (page: Page) => page.getByRole("dialog", { name: "Edit Blog Post" });

/** Uploads a PNG through one of the dialog's file controls; returns the stored path it filled in. */
async function upload(page: Page, fileLabel: string, addressLabel: string) {
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toBuffer();
  const dialog = editDialog(page);
  await dialog.getByLabel(fileLabel).setInputFiles({ name: "image.png", mimeType: "image/png", buffer: png });
  await dialog
    .locator("[data-upload-status]")
    .filter({ has: page.getByLabel(fileLabel) })
    .getByRole("button", { name: "Upload" })
    .click();
  await expect(dialog.getByLabel(addressLabel)).toHaveValue(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  return dialog.getByLabel(addressLabel).inputValue();
}

async function createPost(page: Page) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post(`${app().url}/api/blog-posts`, {
    headers: { origin: app().url },
    data: {
      title: `Pricing notes ${stamp}`,
      slug: `pricing-notes-${stamp}`,
      excerpt: "How we set prices for a first product.",
      content: "<p>Start high, then listen.</p>",
      category: "Venture Building",
      isPublished: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; slug: string; title: string };
}

/** What the public page's head holds, read as a signed-out visitor's browser does. */
async function publicHead(page: Page, slug: string) {
  const visitor = await page.context().browser()!.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.goto(`${app().url}/journal/${slug}`);
    return await tab.evaluate(() => {
      const meta = (selector: string) => document.querySelector<HTMLMetaElement>(selector)?.content ?? null;
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        ogTitle: meta('meta[property="og:title"]'),
        ogDescription: meta('meta[property="og:description"]'),
        ogImage: meta('meta[property="og:image"]'),
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      };
    });
  } finally {
    await visitor.close();
  }
}

async function previewOf(page: Page) {
  const preview = editDialog(page).getByTestId("post-seo-preview");
  const text = async (name: string) => (await preview.locator(`[data-seo="${name}"]`).textContent())?.trim();
  return {
    url: await text("url"),
    title: await text("title"),
    description: await text("description"),
    cardTitle: await text("card-title"),
    cardDescription: await text("card-description"),
    image: await preview.locator('[data-seo="image"]').evaluate((img: HTMLImageElement) => img.src),
  };
}

for (const width of [375, 1280]) {
  test.describe(`post SEO fields at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "team");
    });

    test("preview the defaults and the overrides, and the published page's meta tags match the preview", async ({
      page,
    }) => {
      const post = await createPost(page);
      await page.reload();
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await page
        .getByRole("article", { name: post.title, exact: true })
        .getByRole("button", { name: `Edit ${post.title}` })
        .click();
      const dialog = editDialog(page);
      await expect(dialog).toBeVisible();
      await effectsSettled(page);

      // Defaults: the title with the site's name, the excerpt and, with no image yet, the site's.
      const metaTitle = dialog.getByRole("textbox", { name: "Meta title" });
      await expect(metaTitle).toHaveValue("");
      await expect(metaTitle).toHaveAttribute("placeholder", `${post.title} | Arcwell Studio`);
      const defaults = await previewOf(page);
      expect(defaults).toMatchObject({
        url: `${app().url}/journal/${post.slug}`,
        title: `${post.title} | Arcwell Studio`,
        description: "How we set prices for a first product.",
        image: `${app().url}/api/og-image.jpg`,
      });
      expect(await publicHead(page, post.slug)).toMatchObject({
        title: defaults.title,
        description: defaults.description,
        ogImage: defaults.image,
        canonical: defaults.url,
      });
      const featured = await upload(page, "Featured image file", "Featured image URL");
      // An uploaded image is shared as the server's 1200 × 630 crop, centred without a focal point.
      expect((await previewOf(page)).image).toBe(`${app().url}${featured}?share=50,50`);

      // Overrides, with the length hints counting as the person types.
      await metaTitle.fill("How to price a first product: start high, then listen to every single customer");
      await expect(metaTitle).toHaveAccessibleDescription(
        "78 / 60 characters: search results may cut the title short.",
      );
      await metaTitle.fill("How to price a first product");
      await expect(metaTitle).toHaveAccessibleDescription("28 / 60 characters.");
      const description = dialog.getByRole("textbox", { name: "Meta description" });
      await description.fill("Start high, then listen: what five launches taught us about pricing.");
      await expect(description).toHaveAccessibleDescription("68 / 160 characters.");
      const social = await upload(page, "Social image file", "Social image URL");
      expect(social).not.toBe(featured);
      const preview = await previewOf(page);
      expect(preview).toEqual({
        url: `${app().url}/journal/${post.slug}`,
        title: "How to price a first product",
        description: "Start high, then listen: what five launches taught us about pricing.",
        cardTitle: "How to price a first product",
        cardDescription: "Start high, then listen: what five launches taught us about pricing.",
        image: `${app().url}${social}?share=50,50`,
      });
      await expect(dialog.getByRole("group", { name: /Search and social/ })).toBeVisible();
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await dialog.getByRole("button", { name: "Update", exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await publicHead(page, post.slug)).toEqual({
        title: preview.title,
        description: preview.description,
        ogTitle: preview.title,
        ogDescription: preview.description,
        ogImage: preview.image,
        canonical: preview.url,
      });
    });
  });
}
