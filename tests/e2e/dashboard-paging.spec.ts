import type { Page, Route } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

// Dashboard, Blog Posts and Case Studies tabs read their admin list a page of 24 at a time (docs/product.md#dashboard,
// #editorial-calls paged lists): the header counts the whole list, "Load more" (or scrolling to it) adds the next
// page, and a change to an entry of a later page shows at once. At a phone's and a laptop's width, each on its own
// fresh database.

const PAGE_SIZE = 24;
const CREATED = 30;

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
const tiles = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const tile = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const loadMore = (page: Page) => page.getByRole("button", { name: /^(Load more|Loading\.\.\.)$/ });
const isNextPage = (path: string) => (url: URL) => url.pathname === path && url.searchParams.has("cursor");

/** The whole admin list, in the dashboard's order, from the unpaged read. */
async function adminList(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; title: string; isPublished: boolean }[];
}

async function create(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data, headers: { origin: new URL(url).origin } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The grid and the button under it: the button is centred on the grid. */
async function expectCentredUnderGrid(page: Page) {
  const grid = (await page.getByRole("tabpanel").locator(".grid").first().boundingBox())!;
  const button = (await loadMore(page).boundingBox())!;
  expect(button.y).toBeGreaterThan(grid.y + grid.height);
  expect(Math.abs(button.x + button.width / 2 - (grid.x + grid.width / 2))).toBeLessThan(2);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`paged dashboard lists at ${viewport.width} px`, () => {
    const app = useAppServer();
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "owner");
    });

    test("Blog Posts: empty state, the total in the header, 24 tiles, Load more, and a publish toggle on page 2", async ({
      page,
    }) => {
      const url = `${app().url}/api/admin/blog-posts`;
      for (let i = 1; i <= CREATED; i++) {
        const n = String(i).padStart(2, "0");
        await create(page, `${app().url}/api/blog-posts`, {
          title: `Paging post ${n}`,
          excerpt: `Paging check ${n}.`,
          content: `<p>Paging check ${n}.</p>`,
          category: "Tech Trends",
          isPublished: false,
        });
      }
      const all = await adminList(page, url);
      expect(all.length).toBeGreaterThanOrEqual(CREATED);
      expect(all.length).toBeLessThanOrEqual(2 * PAGE_SIZE);

      // This test exercises the button itself: without IntersectionObserver nothing loads by scrolling.
      await page.addInitScript(() => Reflect.deleteProperty(window, "IntersectionObserver"));

      // An empty first page (here without the paging headers): the empty text, a count of 0, no button.
      const list = (address: URL) => address.pathname === "/api/admin/blog-posts";
      const empty = (route: Route) => route.fulfill({ json: [] });
      await page.route(list, empty);
      await page.reload();
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await expect(
        page.getByText("No blog posts yet. Create your first post or generate one with AI!", { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /^Blog Posts/ })).toHaveText(/^Blog Posts\s*0$/);
      await expect(loadMore(page)).toHaveCount(0);
      await page.unroute(list, empty);

      await page.reload();
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await expect(page.getByRole("heading", { level: 2, name: /^Blog Posts/ })).toHaveText(
        new RegExp(`^Blog Posts\\s*${all.length}$`),
      );
      await expect(tiles(page)).toHaveCount(PAGE_SIZE);
      await expect(tile(page, all[PAGE_SIZE - 1]!.title)).toBeVisible();
      await expect(tile(page, all[PAGE_SIZE]!.title)).toHaveCount(0);
      await expect(loadMore(page)).toHaveText("Load more");
      await expectCentredUnderGrid(page);

      // A failed page keeps the tiles loaded so far and the button to try again (a 403: a 5xx fails any test).
      const refuse = (route: Route) => route.fulfill({ status: 403, json: { message: "Forbidden" } });
      const nextPage = isNextPage("/api/admin/blog-posts");
      await page.route(nextPage, refuse);
      await loadMore(page).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Could not load more of the blog posts. Reload the page to try again.",
      );
      await expect(tiles(page)).toHaveCount(PAGE_SIZE);
      await expect(loadMore(page)).toHaveText("Load more");
      await page.unroute(nextPage, refuse);

      // While the next page is on its way the button says so and cannot be pressed again.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(nextPage, async (route) => {
        await held;
        await route.continue();
      });
      await loadMore(page).click();
      await expect(loadMore(page)).toHaveText("Loading...");
      await expect(loadMore(page)).toBeDisabled();
      release();
      await expect(tiles(page)).toHaveCount(all.length);
      await expect(loadMore(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: /^Blog Posts/ })).toHaveText(
        new RegExp(`^Blog Posts\\s*${all.length}$`),
      );

      // A draft of the second page: publishing it refreshes the list and keeps both pages.
      const target = all.slice(PAGE_SIZE).find((post) => !post.isPublished)!;
      expect(target, "a draft on the second page").toBeDefined();
      const toggle = tile(page, target.title).getByRole("switch", { name: "Published" });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expectToast(page, "Blog post updated");
      await expect(toggle).toBeChecked();
      await expect(tile(page, target.title).getByText("Not published", { exact: true })).toHaveCount(0);
      await expect(tile(page, target.title).getByTestId("post-date")).toBeVisible();
      await expect(tiles(page)).toHaveCount(all.length);
      expect((await adminList(page, url)).find((post) => post.id === target.id)?.isPublished).toBe(true);
    });

    test("Case Studies: error state, the total in the header, the next page on scrolling, and an edit on page 2", async ({
      page,
    }) => {
      const url = `${app().url}/api/admin/case-studies`;
      // Sorted after the sample studies (featured first, then ascending sort order), so that they fill page 2.
      for (let i = 1; i <= CREATED; i++) {
        const n = String(i).padStart(2, "0");
        await create(page, `${app().url}/api/case-studies`, {
          title: `Paging study ${n}`,
          subtitle: `Paging check ${n}`,
          category: "SaaS",
          excerpt: `Paging check ${n}.`,
          content: `<p>Paging check ${n}.</p>`,
          sortOrder: 1000 + i,
        });
      }
      const all = await adminList(page, url);
      expect(all.length).toBeGreaterThan(PAGE_SIZE);
      expect(all.length).toBeLessThanOrEqual(2 * PAGE_SIZE);

      // The first page refused: the error state, as for the whole list before.
      const refuse = (route: Route) => route.fulfill({ status: 403, json: { message: "Forbidden" } });
      const list = (address: URL) => address.pathname === "/api/admin/case-studies";
      await page.route(list, refuse);
      await page.reload();
      await page.getByRole("tab", { name: "Case Studies" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Could not load the case studies. Reload the page to try again.",
      );
      await expect(page.getByRole("heading", { level: 2, name: /^Case Studies/ })).toHaveText("Case Studies");
      await page.unroute(list, refuse);

      await page.reload();
      await page.getByRole("tab", { name: "Case Studies" }).click();
      await expect(page.getByRole("heading", { level: 2, name: /^Case Studies/ })).toHaveText(
        new RegExp(`^Case Studies\\s*${all.length}$`),
      );
      await expect(tiles(page)).toHaveCount(PAGE_SIZE);
      await expect(tile(page, all[PAGE_SIZE]!.title)).toHaveCount(0);
      await expectCentredUnderGrid(page);

      // Scrolling the button into view loads the next page without a click.
      await loadMore(page).scrollIntoViewIfNeeded();
      await expect(tiles(page)).toHaveCount(all.length);
      await expect(loadMore(page)).toHaveCount(0);

      const target = all[all.length - 1]!;
      await tile(page, target.title)
        .getByRole("button", { name: `Edit ${target.title}` })
        .click();
      const edit = page.getByRole("dialog", { name: "Edit Case Study" });
      await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(target.title);
      await edit.getByRole("textbox", { name: "Subtitle", exact: true }).fill("Revised on the second page");
      await edit.getByRole("button", { name: "Save draft", exact: true }).click();
      await expectToast(page, "Case study updated successfully");
      await expect(edit).toBeHidden();
      await expect(tile(page, target.title).getByText("Revised on the second page")).toBeVisible();
      await expect(tiles(page)).toHaveCount(all.length);
    });
  });
}
