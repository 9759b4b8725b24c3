import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// The dashboard side of the editorial workflow (docs/product.md#editorial-calls): scheduling a post from its
// dialog, its History (revisions, a diff against the current version, restore), the unsaved-changes
// prompt, and a save refused because someone saved a newer version. At a phone's and a desktop's width.

const app = useAppServer();
// A zone far from UTC, so that showing and sending local time is put to the test.
test.use({ timezoneId: "America/Los_Angeles", locale: "en-US" });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string | RegExp) =>
  expect(
    toasts(page)
      .getByText(text, typeof text === "string" ? { exact: true } : {})
      .first(),
  ).toBeVisible();
const postTile = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const editDialog = (page: Page) => page.getByRole("dialog", { name: "Edit Blog Post" });
const titleBox = (page: Page) => editDialog(page).getByRole("textbox", { name: "Title", exact: true });

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

interface PostJson {
  id: string;
  slug: string;
  title: string;
  updatedAt: string;
}

/** A post of the test's own, made through the API with the page's session. */
async function createPost(page: Page, fields: { isPublished: boolean }): Promise<PostJson> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post(`${app().url}/api/blog-posts`, {
    headers: { origin: app().url },
    data: {
      title: `Editorial ${stamp}`,
      slug: `editorial-${stamp}`,
      excerpt: "What changed this week.",
      content: "<p>Three things changed this week.</p>",
      category: "Venture Building",
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PostJson;
}

async function openEditDialog(page: Page, title: string) {
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await postTile(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  await expect(editDialog(page)).toBeVisible();
  await effectsSettled(page);
}

async function saveEdit(page: Page) {
  await editDialog(page).getByRole("button", { name: "Update", exact: true }).click();
  await expectToast(page, "Blog post updated");
  await expect(editDialog(page)).toBeHidden();
}

/** The status code of a signed-out visitor's request for a public page. */
async function visitorStatus(page: Page, path: string): Promise<{ status: number; text: string }> {
  const visitor = await page.context().browser()!.newContext();
  try {
    const response = await visitor.request.get(`${app().url}${path}`);
    return { status: response.status(), text: await response.text() };
  } finally {
    await visitor.close();
  }
}

for (const width of [375, 1280]) {
  test.describe(`editorial workflow at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "owner");
    });

    test("schedules a post an hour ahead: the tile says when, and the public page stays 404 until then", async ({
      page,
    }) => {
      const post = await createPost(page, { isPublished: false });
      await page.reload();
      await openEditDialog(page, post.title);
      const dialog = editDialog(page);
      const date = dialog.getByLabel("Publish date");
      await expect(date).toHaveValue("");
      await expect(date).toHaveAccessibleDescription("Leave empty to publish now.");

      // An hour ahead, in the browser's (Los Angeles) time, as the datetime-local input holds it.
      const { local, iso } = await page.evaluate(() => {
        const at = new Date(Date.now() + 60 * 60 * 1000);
        at.setSeconds(0, 0);
        const pad = (n: number) => String(n).padStart(2, "0");
        const value = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
        return { local: value, iso: at.toISOString() };
      });
      await dialog.getByRole("switch", { name: "Published" }).click();
      await date.fill(local);
      await expect(date).toHaveAccessibleDescription(/^Scheduled: goes live on .+\.$/);
      await expectNoAxeViolations(page);
      await expectNoSideScroll(page, width);

      const saved = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith(`/api/blog-posts/${post.id}`));
      await dialog.getByRole("button", { name: /^Schedule for / }).click();
      const body = (await saved).postDataJSON();
      expect(body).toMatchObject({ isPublished: true, publishedAt: iso, updatedAt: post.updatedAt });
      await expectToast(page, "Blog post updated");

      const tile = postTile(page, post.title);
      await expect(tile.getByText("Scheduled", { exact: true })).toBeVisible();
      const when = new Intl.DateTimeFormat("en-US", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "America/Los_Angeles",
      }).format(new Date(iso));
      await expect(tile.getByTestId("post-date")).toHaveText(`Scheduled for ${when}`);
      // The badge and the switch agree: the badge says when, the switch is on and reads Scheduled.
      await expect(tile.getByText(`Scheduled · ${when}`, { exact: true })).toBeVisible();
      const toggle = tile.getByRole("switch", { name: "Scheduled", exact: true });
      await expect(toggle).toBeChecked();
      await expect(toggle).toHaveAccessibleDescription(`Goes live on ${when}. Turn it off to keep it as a draft.`);
      // Not live yet: no "view on the website" link, and visitors get the not-found page.
      await expect(tile.getByRole("link", { name: /on the website/ })).toHaveCount(0);
      expect((await visitorStatus(page, `/journal/${post.slug}`)).status).toBe(404);

      // The dialog shows the stored instant back in local time.
      await tile.getByRole("button", { name: `Edit ${post.title}` }).click();
      await expect(editDialog(page).getByLabel("Publish date")).toHaveValue(local);
      await expect(editDialog(page).getByLabel("Publish date")).toHaveAccessibleDescription(
        `Scheduled: goes live on ${when}.`,
      );

      // Turning the tile's switch off keeps the post back as a draft; it keeps its date, so turning it on
      // again would schedule it again, and the switch says so.
      await editDialog(page).getByRole("button", { name: "Cancel" }).click();
      await expect(editDialog(page)).toBeHidden();
      const off = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith(`/api/blog-posts/${post.id}`));
      await toggle.click();
      expect((await off).postDataJSON()).toEqual({ isPublished: false });
      await expectToast(page, "Blog post updated");
      const draftToggle = tile.getByRole("switch", { name: "Published", exact: true });
      await expect(draftToggle).not.toBeChecked();
      await expect(draftToggle).toHaveAccessibleDescription(`Turning it on schedules it for ${when}.`);
      await expect(tile.getByText("Draft", { exact: true })).toBeVisible();
      expect((await visitorStatus(page, `/journal/${post.slug}`)).status).toBe(404);
    });

    test("History lists the revisions, shows a word diff and restores an older version", async ({ page }) => {
      // Three saves, four versions, two axe runs and a restore: past 60 s on a busy 2-core machine.
      test.slow();
      const post = await createPost(page, { isPublished: true });
      const second = `${post.title} second`;
      const third = `${post.title} third`;
      await page.reload();

      await openEditDialog(page, post.title);
      await titleBox(page).fill(second);
      await editDialog(page).getByRole("textbox", { name: "Excerpt", exact: true }).fill("What changed this month.");
      await saveEdit(page);
      await openEditDialog(page, second);
      await titleBox(page).fill(third);
      await saveEdit(page);

      await openEditDialog(page, third);
      await editDialog(page).getByRole("button", { name: "History" }).click();
      const history = page.getByRole("dialog", { name: "History" });
      const versions = history.getByRole("list").first().getByRole("button");
      await expect(versions).toHaveCount(3);
      await expect(versions.nth(0)).toContainText("Latest");
      await expect(versions.nth(0)).toContainText("owner@e2e.test");
      await expect(versions.nth(0)).toContainText("Changed: Title");
      await expect(versions.nth(1)).toContainText("Changed: Title, Excerpt");
      // The first version is the post's creation, said so (not "Changed: 5 fields").
      await expect(versions.nth(2)).toContainText("Created");
      await expect(versions.nth(2)).not.toContainText("Changed");
      const secondSaved = await versions.nth(1).locator("time").innerText();
      await expectNoSideScroll(page, width);

      // The newest version is the current one.
      await versions.nth(0).click();
      await expect(versions.nth(0)).toHaveAttribute("aria-pressed", "true");
      await expect(history.getByText("No differences from the current version.")).toBeVisible();
      await expect(history.getByRole("button", { name: "Restore this version" })).toHaveCount(0);

      // The second version against the current one: only the title differs, word by word.
      await versions.nth(1).click();
      const diff = history.getByRole("definition");
      await expect(history.getByRole("term")).toHaveText(["Title"]);
      await expect(diff.locator("del")).toHaveText(["removed: second"]);
      await expect(diff.locator("ins")).toHaveText(["added: third"]);
      await expectNoAxeViolations(page);
      await expectNoSideScroll(page, width);

      // The oldest: title and excerpt; the HTML of the content is not involved.
      await versions.nth(2).click();
      await expect(history.getByRole("term")).toHaveText(["Title", "Excerpt"]);
      await expect(history.getByRole("definition").nth(1).locator("del")).toHaveText(["removed: week"]);

      await versions.nth(1).click();
      await expect(history.getByRole("term")).toHaveText(["Title"]);
      await history.getByRole("button", { name: "Restore this version" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
      await expect(confirm).toContainText("the current version stays in the history");
      await expectNoAxeViolations(page);
      const restore = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/restore"));
      await confirm.getByRole("button", { name: "Restore version" }).click();
      expect((await restore).status()).toBe(200);
      await expectToast(page, "Version restored");
      await expect(history).toBeHidden();

      // The dialog now holds the restored values, unchanged: it closes without asking. (Escape would first
      // dismiss the toast, the newest layer.)
      await expect(titleBox(page)).toHaveValue(second);
      await expect(editDialog(page).getByRole("textbox", { name: "Excerpt", exact: true })).toHaveValue(
        "What changed this month.",
      );
      await editDialog(page).getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(editDialog(page)).toBeHidden();
      await expect(postTile(page, second)).toBeVisible();
      await expect(postTile(page, third)).toHaveCount(0);

      const published = await visitorStatus(page, `/journal/${post.slug}`);
      expect(published.status).toBe(200);
      expect(published.text).toContain(second);
      expect(published.text).not.toContain(third);

      // The restore is itself a version: nothing was lost. It says which version it brought back.
      await openEditDialog(page, second);
      await editDialog(page).getByRole("button", { name: "History" }).click();
      const afterRestore = page.getByRole("dialog", { name: "History" }).getByRole("list").first().getByRole("button");
      await expect(afterRestore).toHaveCount(4);
      await expect(afterRestore.nth(0)).toContainText(`Restored from ${secondSaved}`);
      await expect(afterRestore.nth(3)).toContainText("Created");
    });

    test("History says in words what each version was, and shows content and lists as text", async ({ page }) => {
      test.slow();
      const post = await createPost(page, { isPublished: false });
      const put = async (data: Record<string, unknown>) => {
        const response = await page.request.put(`${app().url}/api/blog-posts/${post.id}`, {
          headers: { origin: app().url },
          data,
        });
        expect(response.status(), await response.text()).toBe(200);
      };
      await put({
        content:
          "<h2>What changed</h2><p>Four things changed this <strong>month</strong> &amp; more.</p>" +
          '<img src="https://images.example.com/board.png" alt="A whiteboard of plans">',
        tags: ["Operations", "Notes"],
      });
      // Two days ahead, on a whole minute: the save schedules the post.
      const at = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000).toISOString();
      await put({ isPublished: true, publishedAt: at });
      const when = (iso: string) =>
        new Intl.DateTimeFormat("en-US", {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "America/Los_Angeles",
        }).format(new Date(iso));

      await page.reload();
      await openEditDialog(page, post.title);
      await editDialog(page).getByRole("button", { name: "History" }).click();
      const history = page.getByRole("dialog", { name: "History" });
      const versions = history.getByRole("list").first().getByRole("button");
      await expect(versions).toHaveCount(3);
      await expect(versions.nth(0)).toContainText(`Scheduled for ${when(at)}`);
      await expect(versions.nth(1)).toContainText("Changed: Content, Tags");
      await expect(versions.nth(2)).toContainText("Created");

      // The creation against the current version: the content as text, the tags as items, the dates as dates.
      await versions.nth(2).click();
      await expect(history.getByRole("heading", { level: 3, name: /^Version of / })).toBeFocused();
      const terms = history.getByRole("term");
      await expect(terms).toHaveText(["Content", "Tags", /^Published/, /^Publish date/]);
      const content = history.getByRole("definition").nth(0);
      await expect(content).toContainText("What changed");
      await expect(content).toContainText("[Image: A whiteboard of plans]");
      await expect(content).toContainText("& more.");
      expect(await content.innerText()).not.toMatch(/<\/?[a-z]|&amp;/);
      await expect(content.locator("del")).toContainText(["removed: Three"]);
      const tags = history.getByRole("definition").nth(1);
      await expect(tags.locator("ins")).toHaveText(["added: Operations", "added: Notes"]);
      await expect(tags).not.toContainText("[");
      await expect(history.getByRole("definition").nth(3)).toHaveText(`added: ${when(at)}`);
      await expectNoAxeViolations(page);
      await expectNoSideScroll(page, width);
    });

    test("closing a changed dialog asks first; an unchanged one closes at once", async ({ page }) => {
      const post = await createPost(page, { isPublished: false });
      await page.reload();
      await openEditDialog(page, post.title);

      // Unchanged: Escape closes without a question.
      await page.keyboard.press("Escape");
      await expect(editDialog(page)).toBeHidden();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      await openEditDialog(page, post.title);
      await titleBox(page).fill(`${post.title} (draft edit)`);
      await page.keyboard.press("Escape");
      const confirm = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole("button", { name: "Keep editing" })).toBeFocused();
      // Not hovering a button (its hover colour is not what is judged here).
      await page.mouse.move(0, 0);
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "Keep editing" }).click();
      await expect(confirm).toBeHidden();
      await expect(titleBox(page)).toHaveValue(`${post.title} (draft edit)`);

      // Cancel asks too; discarding closes and forgets the edit.
      await editDialog(page).getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Discard changes" }).click();
      await expect(confirm).toBeHidden();
      await expect(editDialog(page)).toBeHidden();
      await openEditDialog(page, post.title);
      await expect(titleBox(page)).toHaveValue(post.title);

      // Typing a change back to the original value is no change.
      await titleBox(page).fill(`${post.title}!`);
      await titleBox(page).fill(post.title);
      await editDialog(page).getByRole("button", { name: "Close" }).click();
      await expect(editDialog(page)).toBeHidden();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });

    test("a save over a newer version is refused, shows what changed, and the edits stay", async ({ page }) => {
      const post = await createPost(page, { isPublished: false });
      await page.reload();
      await openEditDialog(page, post.title);
      await editDialog(page).getByRole("textbox", { name: "Excerpt", exact: true }).fill("My careful rewrite.");

      // Meanwhile someone else saves the post.
      const elsewhere = await page.request.put(`${app().url}/api/blog-posts/${post.id}`, {
        headers: { origin: app().url },
        data: { title: `${post.title} (theirs)` },
      });
      expect(elsewhere.status()).toBe(200);

      const answer = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes(post.id));
      await editDialog(page).getByRole("button", { name: "Save draft", exact: true }).click();
      const refused = await answer;
      expect(refused.status()).toBe(409);
      // What they changed is shown field by field (tests/e2e/conflicts.spec.ts); Cancel goes back to the
      // form with the edits as they were.
      const conflict = page.getByRole("dialog", { name: "Someone else changed this blog post" });
      await expect(conflict.getByRole("group", { name: "Title", exact: true })).toContainText(`${post.title} (theirs)`);
      await conflict.getByRole("button", { name: "Cancel" }).click();
      await expect(conflict).toBeHidden();
      await expect(editDialog(page)).toBeVisible();
      await expect(editDialog(page).getByRole("textbox", { name: "Excerpt", exact: true })).toHaveValue(
        "My careful rewrite.",
      );
      await expect(titleBox(page)).toHaveValue(post.title);
    });
  });
}
