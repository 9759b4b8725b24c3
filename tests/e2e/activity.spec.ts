import type { Page, Route } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// The owner's Activity tab (docs/product.md#editorial-calls audit log): what was done appears there with who,
// what, which item, when and from where; the filters narrow the list and the CSV export; the log pages with
// "Load more"; team members see no tab and the server refuses them. At a phone's and a laptop's width, in a
// time zone far from UTC so that "a day" means the viewer's day. Axe clean.

const app = useAppServer();
const TIME_ZONE = "Asia/Tokyo";

// The tab draws a table at 1024 px and up and a list below: only one of them is displayed.
const entries = (page: Page) => page.getByTestId("audit-entry").filter({ visible: true });
const entry = (page: Page, text: string) => entries(page).filter({ hasText: text });
const loadMore = (page: Page) => page.getByRole("button", { name: /^(Load more|Loading\.\.\.)$/ });
const isAuditRead = (url: URL) => url.pathname === "/api/admin/audit";

const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A draft post (or a scheduled one) made through the API with the page's own session, as the dashboard would. */
async function createPost(page: Page, title: string, publishedAt?: string): Promise<{ id: string }> {
  const response = await page.request.post(`${app().url}/api/blog-posts`, {
    data: {
      title,
      excerpt: `${title}, in short.`,
      content: `<p>${title}, in full.</p>`,
      category: "Venture Building",
      isPublished: publishedAt !== undefined,
      ...(publishedAt ? { publishedAt } : {}),
    },
    headers: { origin: app().url },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function openActivity(page: Page) {
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Activity" })).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The dashboard's one format of times (app/lib/format-time.ts), as the browser writes it in its own zone. */
const shownTime = (page: Page, iso: string) =>
  page.evaluate(
    (at) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at)),
    iso,
  );

/** Today in the browser's time zone, as a date input holds it (YYYY-MM-DD). */
const dayIn = (timeZone: string, offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(Date.now() + offsetDays * 86_400_000));

test.describe.configure({ mode: "serial" });
test.use({ timezoneId: TIME_ZONE });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "owner");
    });

    test("the owner sees a new post in the log, filters the log, and exports what the filters match", async ({
      page,
    }) => {
      const title = `Audit trail ${viewport.width} ${Date.now()}`;
      const post = await createPost(page, title);
      await openActivity(page);

      // Newest first: the post's creation, by the owner, on a blog post, with its time and client address.
      const created = entry(page, title);
      await expect(created).toHaveCount(1);
      await expect(entries(page).first()).toContainText(title);
      await expect(created).toContainText("Created");
      await expect(created).toContainText(ACCOUNTS.owner.email);
      await expect(created).toContainText("Blog post");
      await expect(created).toContainText(post.id.slice(0, 8));
      const stamp = await created.locator("time").getAttribute("datetime");
      expect(Date.now() - Date.parse(stamp!)).toBeLessThan(5 * 60_000);
      // In the dashboard's one format, in the reader's (Tokyo) time.
      await expect(created.locator("time")).toHaveText(await shownTime(page, stamp!));
      // The owner's own sign-in is there too.
      await expect(entry(page, "Signed in").first()).toContainText(ACCOUNTS.owner.email);
      await expectNoSidewaysScroll(page, viewport.width);
      await expectAxeClean(page);

      // An action narrows the list to that action.
      await choose(page, "Action", "Signed in");
      await expect(created).toHaveCount(0);
      await expect(entries(page).first()).toContainText("Signed in");
      for (const text of await entries(page).allInnerTexts()) expect(text).toContain("Signed in");

      await choose(page, "Action", "Created");
      await expect(created).toHaveCount(1);
      await expect(entry(page, "Signed in")).toHaveCount(0);
      for (const text of await entries(page).allInnerTexts()) expect(text).toContain("Created");

      // The item type too, and the actor (applied once typing pauses).
      await choose(page, "Item type", "Case study");
      await expect(created).toHaveCount(0);
      await choose(page, "Item type", "Blog post");
      await expect(created).toHaveCount(1);
      await page.getByRole("searchbox", { name: "Actor" }).fill("nobody@nowhere.test");
      await expect(page.getByText("No activity matches these filters.")).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole("searchbox", { name: "Actor" }).fill(ACCOUNTS.owner.email);
      await expect(created).toHaveCount(1);

      // Days are the viewer's days: "from" is the start of that day where the viewer is.
      const today = dayIn(TIME_ZONE);
      const read = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return isAuditRead(url) && url.searchParams.has("from");
      });
      await page.getByLabel("From", { exact: true }).fill(today);
      const from = new URL((await read).url()).searchParams.get("from");
      expect(from).toBe(new Date(`${today}T00:00:00+09:00`).toISOString());
      await expect(created).toHaveCount(1);
      await page.getByLabel("To", { exact: true }).fill(today);
      await expect(created).toHaveCount(1);
      await page.getByLabel("From", { exact: true }).fill(dayIn(TIME_ZONE, 1));
      await expect(page.getByText("The end date is before the start date.")).toBeVisible();
      await page.getByLabel("To", { exact: true }).fill(dayIn(TIME_ZONE, 2));
      await expect(page.getByText("No activity matches these filters.")).toBeVisible();
      await page.getByLabel("From", { exact: true }).fill(today);
      await page.getByLabel("To", { exact: true }).fill(today);
      await expect(created).toHaveCount(1);

      // The export carries the same filters and answers CSV holding the entry.
      const link = page.getByRole("link", { name: "Export CSV" });
      await expect(link).toHaveAttribute("download");
      const href = (await link.getAttribute("href"))!;
      const query = new URL(href, app().url);
      expect(query.pathname).toBe("/api/admin/audit.csv");
      expect(Object.fromEntries(query.searchParams)).toStrictEqual({
        actor: ACCOUNTS.owner.email,
        action: "create",
        entityType: "blog-post",
        from: new Date(`${today}T00:00:00+09:00`).toISOString(),
        to: new Date(new Date(`${today}T00:00:00+09:00`).getTime() + 86_400_000 - 1).toISOString(),
      });
      const csv = await page.request.get(query.toString());
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
      const body = await csv.text();
      expect(body).toContain(title);
      expect(body).not.toContain("sign-in");

      // Clearing the filters brings everything back.
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(entry(page, "Signed in").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/audit.csv");
      await expectNoSidewaysScroll(page, viewport.width);
    });

    test("a time a summary names is in the reader's zone and format too, not ISO", async ({ page }) => {
      const title = `Scheduled audit ${viewport.width} ${Date.now()}`;
      const at = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000).toISOString();
      await createPost(page, title, at);
      await openActivity(page);
      const scheduled = entry(page, title);
      await expect(scheduled).toHaveCount(1);
      const when = await shownTime(page, at);
      await expect(scheduled).toContainText(`scheduled for ${when}`);
      await expect(scheduled).not.toContainText(at);
      await expect(scheduled.locator(`time[datetime="${at}"]`)).toHaveText(when);
      await expectNoSidewaysScroll(page, viewport.width);
    });

    test("the log pages with Load more, and a filter starts again from the newest entry", async ({ page }) => {
      for (let i = 1; i <= 4; i++) await createPost(page, `Paged audit ${viewport.width} ${i} ${Date.now()}`);
      // Pages of 3 instead of 50, so that a few entries make several pages of the real server's answer. The
      // button itself is what this checks: without IntersectionObserver nothing loads by scrolling.
      await page.route(isAuditRead, (route: Route) => {
        const url = new URL(route.request().url());
        url.searchParams.set("limit", "3");
        return route.continue({ url: url.toString() });
      });
      await page.addInitScript(() => Reflect.deleteProperty(window, "IntersectionObserver"));
      await page.reload();
      await openActivity(page);

      await expect(entries(page)).toHaveCount(3);
      await expect(page.getByText("3 entries shown, more below.")).toBeVisible();
      const firstPage = await entries(page).allInnerTexts();
      const next = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return isAuditRead(url) && url.searchParams.has("cursor");
      });
      await loadMore(page).click();
      await next;
      await expect(entries(page)).toHaveCount(6);
      // The first page stays in place and the next follows it, with nothing twice.
      const both = await entries(page).allInnerTexts();
      expect(both.slice(0, 3)).toStrictEqual(firstPage);
      expect(new Set(both).size).toBe(6);
      await expectNoSidewaysScroll(page, viewport.width);

      // A narrower filter starts from its own first page; at its end the button goes.
      await choose(page, "Action", "Created");
      await expect(entries(page)).toHaveCount(3);
      for (const text of await entries(page).allInnerTexts()) expect(text).toContain("Created");
      await page.getByRole("searchbox", { name: "Actor" }).fill("nobody@nowhere.test");
      await expect(page.getByText("No activity matches these filters.")).toBeVisible();
      await expect(loadMore(page)).toHaveCount(0);
    });
  });
}

test("the owner's nine tabs wrap at tablet widths instead of widening the page", async ({ page }) => {
  await signIn(page, app().url, "owner");
  await openActivity(page);
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(entries(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  }
});

test("team members see no Activity tab, and the server refuses them the log and its CSV", async ({ page }) => {
  await signIn(page, app().url, "team");
  await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Activity" })).toHaveCount(0);
  const statuses = await page.evaluate(async () =>
    Promise.all(["/api/admin/audit", "/api/admin/audit.csv"].map(async (url) => (await fetch(url)).status)),
  );
  expect(statuses).toStrictEqual([403, 403]);
});
