import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { fillHtml, showHtmlSource } from "./support/html-editor.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Dashboard, Blog Posts tab (docs/product.md#dashboard, #content-rules, #roles, #api, #errors-and-messages): create /
// edit / publish / delete seen on /journal at once, the AI Generate dialog, and the team's narrower rights.

const app = useAppServer();

// While a dialog is open the rest of the page is aria-hidden; the toast region is still shown.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const expectToast = (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: true }).first()).toBeVisible();
const postTile = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

async function openPostsTab(page: Page) {
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
}

async function chooseCategory(page: Page, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: "Category", exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("the owner on the Blog Posts tab", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, app().url, "owner");
    await openPostsTab(page);
  });

  test("validates, creates a draft, publishes, edits and deletes a post, and /journal follows at once", async ({
    page,
  }) => {
    const title = `Field notes ${Date.now()}`;
    await page.getByRole("button", { name: "Add Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
    await expect(dialog.getByLabel("Author")).toHaveValue("Arcwell Studio Team");
    await expect(dialog.getByLabel("Read time (minutes)")).toHaveValue("5");

    await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
    await expectToast(page, "Missing fields");
    await expectToast(page, "Please fill in all required fields.");
    for (const name of ["Title", "Excerpt", "Content"]) {
      await expect(dialog.getByRole("textbox", { name, exact: true })).toHaveAccessibleDescription(
        "This field is required.",
      );
    }
    await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription(
      "This field is required.",
    );

    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await expect(dialog.getByLabel("Slug")).toHaveAccessibleDescription(/\/journal\/field-notes-\d+/);
    await dialog.getByRole("textbox", { name: "Excerpt", exact: true }).fill("What we learned this week.");
    await fillHtml(dialog, "<p>Five things we learned.</p>");
    await chooseCategory(page, "Venture Building");
    await dialog.getByLabel("Tags").fill("AI, Product, , Growth, Hiring, Ops ");
    await dialog.getByLabel("Featured image URL").fill("/images/samples/aurora.svg");

    // Image gallery: add two, remove one. Video gallery: blank input ignored, 'Video N' titles.
    await dialog.getByLabel("Image URL to add").fill("/images/samples/waves.svg");
    await dialog.getByRole("button", { name: "Add image" }).click();
    await dialog.getByLabel("Image URL to add").fill("/images/samples/prism.svg");
    await dialog.getByRole("button", { name: "Add image" }).click();
    await dialog.getByRole("button", { name: "Remove image 1" }).click();
    await expect(dialog.getByRole("list", { name: "Gallery images" }).getByRole("listitem")).toHaveText([/prism\.svg/]);
    await dialog.getByRole("button", { name: "Add video" }).click();
    await expect(dialog.getByRole("list", { name: "Gallery videos" })).toHaveCount(0);
    await dialog.getByLabel("Video URL to add").fill("https://vimeo.com/76979871");
    await dialog.getByRole("button", { name: "Add video" }).click();
    await expect(
      dialog.getByRole("list", { name: "Gallery videos" }).getByText("Video 1", { exact: true }),
    ).toBeVisible();

    const created = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/blog-posts"));
    await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
    const body = (await created).postDataJSON();
    expect(body).toMatchObject({
      title,
      tags: ["AI", "Product", "Growth", "Hiring", "Ops"],
      imageGallery: ["/images/samples/prism.svg"],
      videoGallery: [{ url: "https://vimeo.com/76979871", title: "Video 1" }],
      readTime: 5,
      isPublished: false,
    });
    await expectToast(page, "Blog post created");
    await expect(dialog).toBeHidden();

    const tile = postTile(page, title);
    await expect(tile.getByText("Not published", { exact: true })).toBeVisible();
    await expect(tile.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "AI",
      "Product",
      "Growth",
      "+2",
    ]);
    await page.goto(`${app().url}/journal`);
    await expect(page.locator("main")).not.toContainText(title);
    await page.goto(`${app().url}/dashboard`);
    await openPostsTab(page);

    // Publish: the switch sends only isPublished; the date appears as a short US date.
    const toggle = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/blog-posts/"));
    await postTile(page, title).getByRole("switch", { name: "Published" }).click();
    expect((await toggle).postDataJSON()).toEqual({ isPublished: true });
    await expectToast(page, "Blog post updated");
    await expect(postTile(page, title).getByTestId("post-date")).toHaveText(SHORT_DATE.format(new Date()));
    await page.goto(`${app().url}/journal`);
    await expect(page.locator("main")).toContainText(title);
    await page.goto(`${app().url}/dashboard`);
    await openPostsTab(page);

    // Edit: the dialog opens with the stored values.
    await postTile(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(edit.getByLabel("Tags")).toHaveValue("AI, Product, Growth, Hiring, Ops");
    await expect(edit.getByRole("combobox", { name: "Category" })).toHaveText(/Venture Building/);
    await expect(edit.getByRole("list", { name: "Gallery images" })).toContainText("prism.svg");
    await expect(edit.getByRole("switch", { name: "Published" })).toBeChecked();
    const renamed = `${title} (revised)`;
    await edit.getByRole("textbox", { name: "Title", exact: true }).fill(renamed);
    await edit.getByRole("button", { name: "Update", exact: true }).click();
    await expectToast(page, "Blog post updated");
    await expect(postTile(page, renamed)).toBeVisible();
    await page.goto(`${app().url}/journal`);
    await expect(page.locator("main")).toContainText(renamed);
    await page.goto(`${app().url}/dashboard`);
    await openPostsTab(page);

    await postTile(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await expect(page.getByRole("alertdialog").getByRole("heading")).toHaveText(
      "Are you sure you want to delete this blog post?",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Blog post deleted");
    await expect(postTile(page, renamed)).toHaveCount(0);
    await page.goto(`${app().url}/journal`);
    await expect(page.locator("main")).not.toContainText(renamed);
  });

  test("AI Generate requires a prompt, reports a failure, and fills the post form with a draft", async ({ page }) => {
    await page.getByRole("button", { name: "AI Generate" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate a post with AI" });
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Prompt required");
    await expectToast(page, "Please enter a prompt for AI content generation.");
    await expect(dialog.getByRole("textbox", { name: "Prompt" })).toHaveAccessibleDescription(
      "Please enter a prompt for AI content generation.",
    );

    // A refusal (here the 404 of a server without generation) is reported with its reason;
    // the dialog stays open with the prompt kept.
    await page.route("**/api/generate-blog", (route) =>
      route.fulfill({ status: 404, json: { message: "No route for POST /api/generate-blog", requestId: "x" } }),
    );
    await dialog.getByRole("textbox", { name: "Prompt" }).fill("How we price a first SaaS plan");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Generation failed");
    await expectToast(page, "No route for POST /api/generate-blog");
    await expect(dialog.getByRole("textbox", { name: "Prompt" })).toHaveValue("How we price a first SaaS plan");
    await page.unroute("**/api/generate-blog");

    let sent: unknown;
    await page.route("**/api/generate-blog", (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({
        json: {
          title: "Pricing your first plan",
          content: "<p>Start with one metric.</p>",
          excerpt: "One metric, two plans.",
          category: "Growth Strategy",
          tags: ["Pricing", "SaaS"],
          readTime: 7,
        },
      });
    });
    await dialog.getByRole("combobox", { name: "Related project (optional)" }).click();
    await page.getByRole("option", { name: "LeadsManager", exact: true }).click();
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Content generated!");
    await expectToast(page, "AI has created your blog post. Review and publish when ready.");
    expect(sent).toEqual({ prompt: "How we price a first SaaS plan", projectName: "LeadsManager" });
    const post = page.getByRole("dialog", { name: "Add Blog Post" });
    await expect(post.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Pricing your first plan");
    await expect(await showHtmlSource(post)).toHaveValue("<p>Start with one metric.</p>");
    await expect(post.getByRole("textbox", { name: "Excerpt", exact: true })).toHaveValue("One metric, two plans.");
    await expect(post.getByRole("combobox", { name: "Category" })).toHaveText(/Growth Strategy/);
    await expect(post.getByLabel("Tags")).toHaveValue("Pricing, SaaS");
    await expect(post.getByLabel("Read time (minutes)")).toHaveValue("7");
    await post.getByRole("button", { name: "Save draft", exact: true }).click();
    await expectToast(page, "Blog post created");
    await expect(postTile(page, "Pricing your first plan")).toBeVisible();
  });

  test("shows the empty text when there are no posts", async ({ page }) => {
    await page.route(
      (url) => url.pathname === "/api/admin/blog-posts",
      (route) => route.fulfill({ json: [] }),
    );
    await page.reload();
    await page.getByRole("tab", { name: "Blog Posts" }).click();
    await expect(
      page.getByText("No blog posts yet. Create your first post or generate one with AI!", { exact: true }),
    ).toBeVisible();
  });

  test("has no accessibility violations on the tab and in its dialogs", async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Post" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "AI Generate" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("works on a 375 × 740 phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A live post (the AI test above leaves a draft first in the list): its save is an Update.
    const first = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /on the website/ }) })
      .first();
    await expect(first.getByRole("switch", { name: "Published" })).toBeVisible();
    await first.getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole("button", { name: "Update", exact: true })).toBeInViewport();
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await expectToast(page, "Blog post updated");
  });
});

test.describe("a team member on the Blog Posts tab", () => {
  test("can publish and edit but has no delete, and the API refuses a delete with 403", async ({ page }) => {
    await signIn(page, app().url, "team");
    await openPostsTab(page);
    await expect(page.getByRole("article").first().getByRole("switch", { name: "Published" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    const posts: { id: string; title: string }[] = await (
      await page.request.get(`${app().url}/api/admin/blog-posts`)
    ).json();
    const res = await page.request.delete(`${app().url}/api/blog-posts/${posts[0]!.id}`, {
      headers: { origin: app().url },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe("Forbidden");
  });
});
