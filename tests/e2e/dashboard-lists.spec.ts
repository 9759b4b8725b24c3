import type { Locator, Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Lists and addresses of the dashboard (issue 26): Blog Posts and Case Studies are searched and filtered by
// state on the server; the tab, the search, the state and the open Edit dialog are in the address, so a
// reload keeps them; a toast never covers a dialog's buttons. At a phone's and a laptop's width, axe clean,
// without sideways scrolling, among 60 posts made through the API.

const app = useAppServer();
test.describe.configure({ mode: "serial" });

const POSTS = 60;
const RUN = `Lists${Date.now().toString(36)}`;
const STATES = ["draft", "scheduled", "published"] as const;
const stateOf = (i: number) => STATES[i % 3]!;
const titleOf = (i: number) => `${RUN} entry ${String(i).padStart(2, "0")}`;
const ids: string[] = [];

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const tiles = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const tile = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) });
const search = (page: Page, what = "posts") => page.getByRole("searchbox", { name: `Search ${what}` });
const statusSelect = (page: Page) => page.getByRole("combobox", { name: "Status" });
const params = (page: Page) => new URL(page.url()).searchParams;

const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function chooseStatus(page: Page, label: string) {
  await statusSelect(page).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** The number of posts the API counts for a query string (`X-Total-Count`). */
async function countOf(page: Page, query: string) {
  const response = await page.request.get(`${app().url}/api/admin/blog-posts?${query}&limit=1`);
  expect(response.status()).toBe(200);
  return Number(response.headers()["x-total-count"]);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, app().url, "owner");
  const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  for (let i = 0; i < POSTS; i++) {
    const state = stateOf(i);
    const response = await page.request.post(`${app().url}/api/blog-posts`, {
      headers: { origin: app().url },
      data: {
        title: titleOf(i),
        excerpt: `List check ${i}.`,
        content: `<p>List check ${i}.</p>`,
        category: "Tech Trends",
        isPublished: state !== "draft",
        ...(state === "scheduled" ? { publishedAt: future } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  const study = await page.request.post(`${app().url}/api/case-studies`, {
    headers: { origin: app().url },
    data: {
      title: `${RUN} harbour study`,
      subtitle: "A list check",
      category: "SaaS",
      excerpt: "A list check.",
      content: "<p>A list check.</p>",
      isPublished: true,
    },
  });
  expect(study.status(), await study.text()).toBe(201);
  await page.close();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "owner");
    });

    test("search and the state filter find a post among 60 by its title and by its state", async ({ page }) => {
      // The address changes with each choice; the route's loader is not asked again for that.
      const reloads: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "fetch" && url.pathname.startsWith("/dashboard")) reloads.push(url.pathname);
      });
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await expect(page).toHaveURL(/[?&]tab=posts(&|$)/);
      const all = await countOf(page, "");
      expect(all).toBeGreaterThanOrEqual(POSTS);
      await expect(heading(page, "Blog Posts")).toHaveText(new RegExp(`^Blog Posts\\s*${all}$`));
      await expect(tiles(page)).toHaveCount(24);
      await expectNoSidewaysScroll(page, viewport.width);
      await expectAxeClean(page);

      // By title: one post of the 60 (a scheduled one), after a pause in typing.
      const target = 37;
      await search(page).fill(`${RUN} ENTRY ${target}`);
      await expect(tiles(page)).toHaveCount(1);
      await expect(tile(page, titleOf(target))).toBeVisible();
      // The badge says when it goes live; the switch reads Scheduled.
      await expect(tile(page, titleOf(target)).getByText(/^Scheduled · /)).toBeVisible();
      await expect(tile(page, titleOf(target)).getByRole("switch", { name: "Scheduled", exact: true })).toBeChecked();
      await expect(heading(page, "Blog Posts")).toHaveText(/^Blog Posts\s*1$/);
      await expect(page.getByRole("search").getByRole("status")).toHaveText("1 post found");
      expect(params(page).get("q")).toBe(`${RUN} ENTRY ${target}`);

      // The same title under another state: nothing, said so, with the way back.
      await chooseStatus(page, "Draft");
      await expect(page).toHaveURL(/[?&]status=draft(&|$)/);
      await expect(page.getByText(`No draft posts match “${RUN} ENTRY ${target}”.`, { exact: true })).toBeVisible();
      await expect(tiles(page)).toHaveCount(0);
      await expectNoSidewaysScroll(page, viewport.width);
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`no-match-${viewport.width}.png`) });
      await chooseStatus(page, "Scheduled");
      await expect(tiles(page)).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`search-and-state-${viewport.width}.png`), fullPage: true });

      // By state alone: the count and the tiles are the server's.
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(search(page)).toHaveValue("");
      await expect(search(page)).toBeFocused();
      const scheduled = await countOf(page, "status=scheduled");
      expect(scheduled).toBeGreaterThanOrEqual(POSTS / 3);
      await expect(heading(page, "Blog Posts")).toHaveText(new RegExp(`^Blog Posts\\s*${scheduled}$`));
      await expect(page.getByRole("search").getByRole("status")).toHaveText(`${scheduled} posts found`);
      for (const card of await tiles(page).all()) await expect(card.getByText(/^Scheduled · /)).toBeVisible();

      // A search of the run among the published ones: its 20, page by page.
      await chooseStatus(page, "Published");
      await search(page).fill(RUN);
      await expect(heading(page, "Blog Posts")).toHaveText(new RegExp(`^Blog Posts\\s*${POSTS / 3}$`));
      await expect(tiles(page)).toHaveCount(POSTS / 3);

      // Nothing matches: Clear filters brings back the whole list.
      await search(page).fill(`${RUN} nothing like it`);
      await search(page).press("Enter");
      const none = page.getByText(`No published posts match “${RUN} nothing like it”.`, { exact: true });
      await expect(none).toBeVisible();
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(search(page)).toHaveValue("");
      await expect(statusSelect(page)).toHaveText("All");
      await expect(heading(page, "Blog Posts")).toHaveText(new RegExp(`^Blog Posts\\s*${all}$`));
      expect(params(page).has("q") || params(page).has("status")).toBe(false);
      expect(reloads).toEqual([]);
    });

    test("a reload keeps the tab, the search and the open Edit dialog; Back returns to the tab before", async ({
      page,
    }) => {
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await search(page).fill(`${RUN} entry 05`);
      await expect(tiles(page)).toHaveCount(1);
      await tile(page, titleOf(5))
        .getByRole("button", { name: `Edit ${titleOf(5)}` })
        .click();
      const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
      await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(titleOf(5));
      await expect(page).toHaveURL(new RegExp(`[?&]edit=${ids[5]}(&|$)`));

      await page.reload();
      await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(titleOf(5));
      await expectAxeClean(page);
      await edit.getByRole("button", { name: "Cancel" }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole("tab", { name: "Blog Posts" })).toHaveAttribute("aria-selected", "true");
      await expect(search(page)).toHaveValue(`${RUN} entry 05`);
      await expect(tiles(page)).toHaveCount(1);
      expect(params(page).has("edit")).toBe(false);

      // A post far down the list (not among the tiles loaded) opens from its address alone.
      await page.goto(`${app().url}/dashboard?tab=posts&edit=${ids[0]}`);
      await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(titleOf(0));
      await edit.getByRole("button", { name: "Cancel" }).click();
      await expect(edit).toBeHidden();

      // An address that names no post: a toast, the list, no dialog.
      await page.goto(`${app().url}/dashboard?tab=posts&edit=00000000-0000-4000-8000-000000000000`);
      await expect(toasts(page).getByText("That post no longer exists", { exact: true })).toBeVisible();
      await expect(page).not.toHaveURL(/edit=/);
      await expect(tiles(page).first()).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // Case studies keep their search and state the same way.
      await page.getByRole("tab", { name: "Case Studies" }).click();
      await expect(page).toHaveURL(/[?&]tab=case-studies(&|$)/);
      await search(page, "case studies").fill(`${RUN} harbour`);
      await chooseStatus(page, "Published");
      await expect(tiles(page)).toHaveCount(1);
      // The state chosen while the search was still pausing is the one the address keeps.
      await expect(page).toHaveURL(/[?&]status=published(&|$)/);
      await page.reload();
      await expect(search(page, "case studies")).toHaveValue(`${RUN} harbour`);
      await expect(statusSelect(page)).toHaveText("Published");
      await expect(tile(page, `${RUN} harbour study`)).toBeVisible();
      await expect(tiles(page)).toHaveCount(1);

      // Back: the tab before, without its search.
      await page.goBack();
      await expect(page.getByRole("tab", { name: "Blog Posts" })).toHaveAttribute("aria-selected", "true");

      // An unknown tab falls back to the first one.
      await page.goto(`${app().url}/dashboard?tab=nowhere`);
      await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toHaveAttribute("aria-selected", "true");
    });

    test("a toast never covers the buttons of the dialog it is about", async ({ page }) => {
      await page.getByRole("tab", { name: "Blog Posts" }).click();
      await page.getByRole("button", { name: "Add Post" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
      await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
      // Radix gives each toast (an <li>) the role "status".
      const toast = toasts(page).locator("li").filter({ hasText: "Missing fields" });
      await expect(toast).toBeVisible();
      // The dialog moves up out of the toast's way: wait until it is still.
      const buttons: Locator[] = [
        dialog.getByRole("button", { name: "Save draft", exact: true }),
        dialog.getByRole("button", { name: "Cancel" }),
        dialog.getByRole("button", { name: "Close", exact: true }),
      ];
      await expect
        .poll(async () => {
          const box = (await toast.boundingBox())!;
          const covered = [];
          for (const button of buttons) if (overlaps(box, (await button.boundingBox())!)) covered.push(button);
          return covered.length;
        })
        .toBe(0);
      await page.screenshot({ path: test.info().outputPath(`toast-over-dialog-${viewport.width}.png`) });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test("a team member's address naming an owner's tab shows the first tab", async ({ page }) => {
  await signIn(page, app().url, "team", "/dashboard?tab=team");
  await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Team" })).toHaveCount(0);
});
