import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { testImage } from "../support/objects.ts";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { AXE_TAGS } from "./support/axe.ts";

// "Choose from library" (issue 30 items 5 to 7, decision 062): an item described once in the
// library, with its focal point, is chosen as a post's featured image and in the editor's
// "Insert image" dialog; its alt text comes along, and the public page crops it around the focal point.

const app = useAppServer();

/** An item in the library, uploaded and described through the API with the page's session. */
async function seedItem(page: Page, title: string, alt: string, focalPoint: { x: number; y: number }) {
  const headers = { origin: app().url };
  const bytes = await testImage(600, 300, "jpeg");
  const grant = await page.request.post(`${app().url}/api/objects/upload`, {
    data: { contentType: "image/jpeg", size: bytes.length },
    headers,
  });
  expect(grant.status(), await grant.text()).toBe(200);
  const { uploadURL, objectPath } = (await grant.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, { data: bytes, headers: { ...headers, "content-type": "image/jpeg" } });
  expect(put.status(), await put.text()).toBe(200);
  const list = await page.request.get(`${app().url}/api/media?q=${encodeURIComponent(objectPath)}`);
  const [item] = (await list.json()) as { id: string; url: string }[];
  const described = await page.request.put(`${app().url}/api/media/${item!.id}`, {
    data: { title, alt, focalPoint },
    headers,
  });
  expect(described.status(), await described.text()).toBe(200);
  return item!;
}

/** Opens the picker with `opener`, finds `title` by searching, and chooses it. */
async function chooseFromLibrary(page: Page, opener: Locator, title: string, check?: () => Promise<void>) {
  await opener.click();
  const picker = page.getByRole("dialog", { name: "Choose from library" });
  await expect(picker).toBeVisible();
  // Radix layers start listening (and settle their focus) in effects after they mount.
  await effectsSettled(page);
  // The arrow keys move through the grid as laid out: a row down is 2 items on a phone, 4 wider.
  const items = picker.getByRole("listitem").getByRole("button");
  await items.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth((page.viewportSize()!.width < 640 ? 2 : 4) + 1)).toBeFocused();
  const search = picker.getByRole("searchbox", { name: "Search the library" });
  await search.fill(title);
  await expect(search).toHaveValue(title);
  const choice = picker.getByRole("button", { name: title, exact: true });
  await expect(choice).toBeVisible();
  await expect(picker.getByRole("listitem")).toHaveCount(1);
  await check?.();
  // Keyboard operable: the item is a button reached and pressed like any other.
  await choice.focus();
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  // Radix gives the focus back to the opener.
  await expect(opener).toBeFocused();
}

for (const viewport of VIEWPORTS) {
  test(`a library item chosen as a post's featured image and in its body brings its alt text, and the page crops it around its focal point (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "owner");
    const stamp = `${viewport.width}-${Date.now()}`;
    const itemTitle = `Harbour at dawn ${stamp}`;
    const alt = "Fishing boats moored in a calm harbour at dawn";
    const item = await seedItem(page, itemTitle, alt, { x: 0.2, y: 0.75 });

    await page.getByRole("tab", { name: "Blog Posts" }).click();
    await page.getByRole("button", { name: "Add Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
    const title = `Chosen from the library ${stamp}`;
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await dialog.getByRole("textbox", { name: "Excerpt", exact: true }).fill("One image, described once.");
    await dialog.getByRole("combobox", { name: "Category", exact: true }).click();
    await page.getByRole("option", { name: "Venture Building", exact: true }).click();
    await expect(page.getByRole("listbox")).toBeHidden();

    // The featured image: its address and its alt text come from the library.
    await chooseFromLibrary(
      page,
      dialog.getByRole("button", { name: "Choose from library for the featured image" }),
      itemTitle,
      async () => {
        await effectsSettled(page);
        const axe = await new AxeBuilder({ page })
          .include('[data-testid="library-picker"]')
          .withTags(AXE_TAGS)
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`picker-${viewport.width}.png`) });
      },
    );
    await expect(dialog.getByLabel("Featured image URL")).toHaveValue(item.url);
    await expect(dialog.getByLabel("Featured image alt text")).toHaveValue(alt);
    // The share card's preview is the server's crop around the same point, as the page will name it.
    const sharePreview = dialog.getByTestId("post-seo-preview").locator('[data-seo="image"]');
    await expect(sharePreview).toHaveAttribute("src", new RegExp(`${item.url}\\?share=20,75$`));

    // The editor's "Insert image": chosen, described by the library, still editable.
    const editor = dialog.getByRole("textbox", { name: "Content", exact: true });
    await editor.click();
    await page.keyboard.type("Before the picture.");
    await dialog
      .getByRole("toolbar", { name: "Content formatting" })
      .getByRole("button", { name: "Insert image" })
      .click();
    const insert = page.getByRole("dialog", { name: "Insert image" });
    await chooseFromLibrary(page, insert.getByRole("button", { name: "Choose from library" }), itemTitle);
    await expect(insert.getByLabel("Alt text")).toHaveValue(alt);
    await expect(insert.locator(`img[src="${item.url}"]`)).toBeVisible();
    await insert.getByRole("button", { name: "Insert image" }).click();
    await expect(insert).toBeHidden();
    await expect(editor.locator(`img[src="${item.url}"]`)).toHaveAttribute("alt", alt);

    await dialog.getByRole("switch", { name: "Published" }).click();
    const created = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/blog-posts"));
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    const post = (await (await created).json()) as { slug: string; featuredImageAlt: string };
    expect(post.featuredImageAlt).toBe(alt);
    await expect(dialog).toBeHidden();
    // The post's tile in the dashboard is cropped around the focal point too.
    const tile = page.getByRole("article").filter({ hasText: title }).locator(`img[src="${item.url}"]`);
    await expect.poll(() => tile.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("20% 75%");

    await page.goto(`${app().url}/journal/${post.slug}`);
    const images = page.getByRole("img", { name: alt });
    await expect(images).toHaveCount(2);
    const featured = images.first();
    await expect(featured).toBeVisible();
    expect(await featured.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("20% 75%");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`${item.url}\\?share=20,75$`),
    );
  });
}

test("a replaced library image shows on a cached post page at once, without an edit of the post", async ({
  page,
  browser,
}) => {
  await signIn(page, app().url, "owner");
  const headers = { origin: app().url };
  const alt = "A lighthouse on a rocky point";
  const item = await seedItem(page, `Lighthouse ${Date.now()}`, alt, { x: 0.5, y: 0.3 });
  const created = await page.request.post(`${app().url}/api/blog-posts`, {
    data: {
      title: `Replaced in place ${Date.now()}`,
      excerpt: "The image changes, the post does not.",
      content: "<p>Look.</p>",
      category: "Venture Building",
      isPublished: true,
      featuredImageUrl: item.url,
      featuredImageAlt: alt,
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  // A visitor (no session): the second answer comes from the page cache.
  const visitor = await (await browser.newContext()).newPage();
  const address = `${app().url}/journal/${slug}`;
  await visitor.goto(address);
  const again = await visitor.goto(address);
  expect(again!.headers()["x-cache"]).toBe("HIT");
  await expect(visitor.getByRole("img", { name: alt })).toHaveAttribute("src", new RegExp(`^${item.url}`));

  const bytes = await testImage(500, 500, "png");
  const ticket = await page.request.post(`${app().url}/api/media/${item.id}/replace`, {
    data: { contentType: "image/png", size: bytes.length },
    headers,
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { uploadURL } = (await ticket.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, { data: bytes, headers: { ...headers, "content-type": "image/png" } });
  expect(put.status(), await put.text()).toBe(200);
  const now = (await (await page.request.get(`${app().url}/api/media/${item.id}`)).json()) as { url: string };
  expect(now.url).not.toBe(item.url);

  await visitor.goto(address);
  const shown = visitor.getByRole("img", { name: alt });
  await expect(shown).toHaveAttribute("src", new RegExp(`^${now.url}`));
  // The new file is served, and the crop keeps the item's focal point.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await shown.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("50% 30%");
  await visitor.context().close();
});
