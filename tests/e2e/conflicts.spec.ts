import type { Browser, Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts.ts";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Two staff people edit the same blog post at once (issue 26, docs/decisions/045-conflicts-field-by-field.md).
// A saves first; B's save is refused (409) and B sees, field by field, what A changed: the title both changed
// (B's kept by default, with "Copy my text"), the author only A changed (taken). Cancel goes back with B's
// edits untouched and the save still refused; Apply puts the merged values in the form and the next save
// stores B's title and excerpt with A's author. The conflict screen is axe clean at a phone's and a desktop's
// width.

const app = useAppServer();
const CONTEXT = { timezoneId: "America/Los_Angeles", locale: "en-US" } as const;
test.use(CONTEXT);

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
const editDialog = (page: Page) => page.getByRole("dialog", { name: "Edit Blog Post" });
const textbox = (page: Page, name: string) => editDialog(page).getByRole("textbox", { name, exact: true });
const conflictScreen = (page: Page) => page.getByRole("dialog", { name: "Someone else changed this blog post" });

interface PostJson {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  content: string;
  updatedAt: string;
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function createPost(page: Page): Promise<PostJson> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post(`${app().url}/api/blog-posts`, {
    headers: { origin: app().url },
    data: {
      title: `Conflict ${stamp}`,
      slug: `conflict-${stamp}`,
      excerpt: "What changed this week.",
      content: "<p>Three things changed this week.</p>",
      category: "Venture Building",
      author: "Arcwell Team",
      isPublished: false,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PostJson;
}

async function readPost(page: Page, id: string): Promise<PostJson> {
  const response = await page.request.get(`${app().url}/api/admin/blog-posts/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PostJson;
}

async function openEdit(page: Page, id: string) {
  await page.goto(`${app().url}/dashboard?tab=posts&edit=${id}`);
  await expect(editDialog(page)).toBeVisible();
  await effectsSettled(page);
}

/** A second person's page in a context of its own (its own session), failing on errors as the fixture does. */
async function secondPerson(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    ...CONTEXT,
    viewport,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, errors };
}

for (const width of [375, 1280]) {
  const viewport = { width, height: width < 600 ? 740 : 800 };

  test(`two people edit one post: the second sees what changed, keeps their title and saves at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "owner");
    const post = await createPost(page);
    const b = await secondPerson(browser, viewport);
    try {
      await b.page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(b.page, app().url, "team");

      // Both open the post's Edit dialog.
      await openEdit(page, post.id);
      await openEdit(b.page, post.id);

      // A changes the title and the author, and saves.
      const titleA = `${post.title} (A)`;
      await textbox(page, "Title").fill(titleA);
      await textbox(page, "Author").fill("Ada Author");
      await editDialog(page).getByRole("button", { name: "Save draft", exact: true }).click();
      await expectToast(page, "Blog post updated");
      await expect(editDialog(page)).toBeHidden();

      // B changes the excerpt and the title, and saves: refused, and the conflict screen says what A changed.
      const titleB = `${post.title} (B)`;
      await textbox(b.page, "Excerpt").fill("B's careful rewrite.");
      await textbox(b.page, "Title").fill(titleB);
      const refused = b.page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes(post.id));
      await editDialog(b.page).getByRole("button", { name: "Save draft", exact: true }).click();
      expect((await refused).status()).toBe(409);
      const screen = conflictScreen(b.page);
      await expect(screen).toBeVisible();
      await expect(screen).toContainText(`${ACCOUNTS.owner.email} saved it on`);

      // The title: both changed it; theirs and mine side by side, mine kept unless I take theirs.
      const title = screen.getByRole("group", { name: "Title", exact: true });
      await expect(title).toContainText("Theirs");
      await expect(title).toContainText(titleA);
      await expect(title).toContainText("Yours");
      await expect(title).toContainText(titleB);
      await expect(title.getByRole("radio", { name: "Keep mine" })).toBeChecked();
      await expect(title.getByRole("radio", { name: "Take theirs" })).not.toBeChecked();
      // The author: only they changed it, so theirs is taken.
      const author = screen.getByRole("group", { name: "Author", exact: true });
      await expect(author).toContainText("Ada Author");
      await expect(author.getByRole("radio", { name: "Take theirs" })).toBeChecked();
      await expect(author.getByRole("button", { name: /Copy my text/ })).toHaveCount(0);
      // The excerpt: only I changed it, so it stays mine without a question.
      await expect(screen.getByRole("group", { name: "Excerpt", exact: true })).toHaveCount(0);
      await expect(screen.getByText("Changed only by you, kept:")).toBeVisible();
      await expect(screen.getByText("Changed only by you, kept:").locator("..")).toContainText("Excerpt");

      // Nothing of mine can be lost: my title goes to the clipboard.
      await title.getByRole("button", { name: /Copy my text/ }).click();
      await expect(title.getByRole("status")).toHaveText("Copied");
      expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(titleB);

      await b.page.mouse.move(0, 0);
      await expectNoAxeViolations(b.page);
      await expectNoSideScroll(b.page, width);
      await b.page.screenshot({ path: test.info().outputPath(`conflict-${width}.png`), fullPage: true });

      // Cancel (Escape): back to the form with my edits untouched; saving again is refused again.
      await b.page.keyboard.press("Escape");
      await expect(screen).toBeHidden();
      await expect(textbox(b.page, "Title")).toHaveValue(titleB);
      await expect(textbox(b.page, "Excerpt")).toHaveValue("B's careful rewrite.");
      await expect(textbox(b.page, "Author")).toHaveValue("Arcwell Team");
      await editDialog(b.page).getByRole("button", { name: "Save draft", exact: true }).click();
      await expect(screen).toBeVisible();

      // Choose their title, then mine again with the keyboard; take their author; apply.
      await title.getByRole("radio", { name: "Take theirs" }).click();
      await expect(title.getByRole("radio", { name: "Take theirs" })).toBeChecked();
      await b.page.keyboard.press("ArrowUp");
      await expect(title.getByRole("radio", { name: "Keep mine" })).toBeChecked();
      await expect(title.getByRole("radio", { name: "Keep mine" })).toBeFocused();
      await screen.getByRole("button", { name: "Apply" }).click();
      await expect(screen).toBeHidden();
      await expect(textbox(b.page, "Title")).toHaveValue(titleB);
      await expect(textbox(b.page, "Excerpt")).toHaveValue("B's careful rewrite.");
      await expect(textbox(b.page, "Author")).toHaveValue("Ada Author");
      await expect(editDialog(b.page).getByRole("button", { name: "Save draft", exact: true })).toBeFocused();

      // Saved on top of their version: B's title and excerpt, A's author.
      const saved = b.page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes(post.id));
      await b.page.keyboard.press("Enter");
      expect((await saved).status()).toBe(200);
      await expectToast(b.page, "Blog post updated");
      await expect(editDialog(b.page)).toBeHidden();
      const stored = await readPost(page, post.id);
      expect(stored).toMatchObject({
        title: titleB,
        excerpt: "B's careful rewrite.",
        author: "Ada Author",
        content: "<p>Three things changed this week.</p>",
      });
      expect(b.errors, "errors in the second person's browser").toEqual([]);
    } finally {
      await b.context.close();
    }
  });
}
