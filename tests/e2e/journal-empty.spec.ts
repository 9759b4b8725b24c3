import AxeBuilder from "@axe-core/playwright";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

// docs/product.md#public-screens journal empty state. Its own server: the test deletes every post.

const app = useAppServer();

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, app().url, "owner");
  const posts = (await (await page.request.get(`${app().url}/api/admin/blog-posts`)).json()) as { id: string }[];
  expect(posts.length).toBeGreaterThan(0);
  for (const { id } of posts) {
    const response = await page.request.delete(`${app().url}/api/blog-posts/${id}`, { headers: { origin: app().url } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("with no published posts the journal shows its empty state", async ({ page }) => {
      await page.goto(`${app().url}/journal`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal");
      await expect(page.getByText("No articles published yet.")).toBeVisible();
      const create = page.getByRole("link", { name: "Create Your First Article" });
      await expect(create).toHaveAttribute("href", "/dashboard");
      await expect(page.getByTestId("featured-post")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Latest Articles" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await create.click();
      await page.waitForURL(`${app().url}/dashboard`);
    });
  });
}
