import sharp from "sharp";
import AxeBuilder from "@axe-core/playwright";
import { startChatCompletionsServer } from "../support/chat-completions-server.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { showHtmlSource } from "./support/html-editor.ts";

// Issues: media uploads, AI drafts, and the enquiry inbox — each end to end in the browser.

let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
test.beforeAll(async () => {
  chat = await startChatCompletionsServer();
});
test.afterAll(async () => chat?.close());
const app = useAppServer({
  env: () => ({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: chat.baseURL, AI_MODEL: "test-model" }),
});

const toasts = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /Notifications/, includeHidden: true });

test("a visitor's enquiry reaches the staff inbox, where it is marked handled", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${app().url}/?contact=true`);
  const form = visitor.getByRole("dialog");
  await form.getByLabel("Name").fill("Ines Visitor");
  await form.getByLabel("Email").fill("ines@example.com");
  await form.getByLabel("Project interest").fill("A marketplace for local makers");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message sent successfully!", { exact: true }).first()).toBeVisible();
  await visitor.close();

  await signIn(page, app().url, "team");
  await page.getByRole("tab", { name: "Enquiries" }).click();
  const item = page.getByRole("article", { name: "Ines Visitor" });
  await expect(item.getByText("A marketplace for local makers")).toBeVisible();
  await expect(item.getByText("Unread")).toBeVisible();
  await expect(item.getByText("Mail off")).toBeVisible();
  await expect(item.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    /^mailto:ines@example\.com\?subject=/,
  );
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/enquiries.csv");
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations).toEqual([]);
  await item.getByRole("button", { name: "Mark as handled" }).click();
  await expect(item.getByText("Handled", { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Enquiries" }).click();
  await expect(page.getByRole("article", { name: "Ines Visitor" }).getByText("Handled", { exact: true })).toBeVisible();
});

test("staff upload a featured image in the dashboard and the public article shows it", async ({ page }) => {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toBuffer();
  await signIn(page, app().url, "owner");
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  const tile = page.getByRole("article").filter({ hasText: "Validating a Venture in Six Weeks" }).first();
  await tile.getByRole("button", { name: /^Edit / }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
  await dialog
    .getByLabel("Featured image file")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await dialog
    .locator("[data-upload-status]")
    .filter({ has: page.getByLabel("Featured image file") })
    .getByRole("button", { name: "Upload" })
    .click();
  await expect(toasts(page).getByText("File uploaded successfully!").first()).toBeVisible();
  const path = await dialog.getByLabel("Featured image URL").inputValue();
  expect(path).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  await dialog.getByRole("button", { name: /^(Update|Save)/ }).click();
  await expect(dialog).toBeHidden();

  const original = await page.request.get(`${app().url}${path}`);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe("image/png");
  const resized = await page.request.get(`${app().url}${path}?w=640`, {
    headers: { accept: "image/avif,image/webp,*/*" },
  });
  expect(resized.status()).toBe(200);
  const meta = await sharp(await resized.body()).metadata();
  expect(meta.width).toBe(640);
  expect(["heif", "webp"]).toContain(meta.format);

  await page.goto(`${app().url}/journal/validating-a-venture-in-six-weeks`);
  const hero = page.locator(`img[src^="${path}"], img[srcset*="${path}"]`).first();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("an AI draft fills the post form and is saved as a draft", async ({ page }) => {
  chat.script([
    {
      content: JSON.stringify({
        title: "Five Signals Your MVP Is Ready",
        content: "<h2>Signal one</h2><p>People ask when they can pay.</p><script>alert(1)</script>",
        excerpt: "How to tell that a prototype has earned its launch.",
        category: "Venture Building",
        tags: ["MVP", "Launch"],
        readTime: 6,
      }),
    },
  ]);
  await signIn(page, app().url, "owner");
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await page.getByRole("button", { name: "AI Generate" }).click();
  const ai = page.getByRole("dialog");
  await ai.getByLabel("Prompt").fill("Write about knowing when an MVP is ready to launch");
  await ai.getByRole("button", { name: /Generate/ }).click();
  await expect(toasts(page).getByText("Content generated!").first()).toBeVisible();
  const form = page.getByRole("dialog", { name: /Blog Post/ });
  await expect(form.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Five Signals Your MVP Is Ready");
  const content = await (await showHtmlSource(form)).inputValue();
  expect(content).toContain("<h2>Signal one</h2>");
  expect(content).not.toContain("<script>");
  await expect(form.getByLabel("Tags")).toHaveValue("MVP, Launch");
  await form.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("article", { name: "Five Signals Your MVP Is Ready", exact: true })).toBeVisible();
  expect(chat.requests[0]!.authorization).toBe("Bearer test-key");
});
