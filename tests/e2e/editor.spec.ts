import { gzipSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { showHtmlSource } from "./support/html-editor.ts";
import { expectNoAxeViolations as sharedAxe } from "./support/axe.ts";

// The visual editor of the dashboard's HTML fields (issue 19 item 1, docs/decisions/033-visual-editor.md):
// a post written with the toolbar, the link dialog, an uploaded image and text pasted from Google
// Docs saves and renders on the public page as written; the source view round trip; keyboard;
// axe; and the editor's code loads in the dashboard only, never on a public page.

const app = useAppServer();
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

// What Google Docs puts on the clipboard for a heading, a paragraph with bold and italic words,
// and a bullet list: its wrapper <b style="font-weight:normal" id="docs-internal-guid-…">, styles on <span>s.
const GOOGLE_DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e6f7a8b-7fff-1234-abcd-0123456789ab">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;font-weight:400;">Pasted heading</span></h1>' +
  '<p dir="ltr" style="line-height:1.38;"><span style="font-size:11pt;font-weight:400;">Docs text with </span>' +
  '<span style="font-size:11pt;font-weight:700;">bold words</span><span style="font-size:11pt;font-weight:400;"> and </span>' +
  '<span style="font-size:11pt;font-weight:400;font-style:italic;">italic words</span></p><br>' +
  '<ul style="margin-top:0;"><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Pasted one</span></p></li>' +
  '<li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Pasted two</span></p></li></ul></b>';

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

const expectNoAxeViolations = (page: Page, include: string) => sharedAxe(page, { include });

async function openNewPost(page: Page) {
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await page.getByRole("button", { name: "Add Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
  const editor = dialog.getByRole("textbox", { name: "Content", exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await expect(editor).toHaveAttribute("aria-multiline", "true");
  return { dialog, editor, toolbar: dialog.getByRole("toolbar", { name: "Content formatting" }) };
}

/** What the test reads of the Tiptap editor that Tiptap hangs on its element. */
interface EditorHandle {
  state: { selection: { empty: boolean; to: number }; doc: { content: { size: number } } };
}

function pasteHtml(editor: Locator, html: string) {
  return editor.evaluate((el, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/html", data);
    clipboardData.setData("text/plain", "plain text fallback");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, html);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the visual editor at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signIn(page, app().url, "owner");
    });

    test("a post written with the toolbar, a link, an uploaded image and Google Docs text renders as written", async ({
      page,
    }) => {
      const title = `Editor notes ${viewport.width} ${Date.now()}`;
      const { dialog, editor, toolbar } = await openNewPost(page);
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await dialog.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Written in the visual editor.");
      await dialog.getByRole("combobox", { name: "Category", exact: true }).click();
      await page.getByRole("option", { name: "Venture Building", exact: true }).click();
      await dialog.getByRole("switch", { name: "Published" }).click();

      // A heading, from the toolbar.
      await editor.click();
      const heading2 = toolbar.getByRole("button", { name: "Heading 2" });
      await expect(heading2).toHaveAttribute("aria-pressed", "false");
      await heading2.click();
      await expect(heading2).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.type("Launch notes");
      await page.keyboard.press("Enter");
      await expect(heading2).toHaveAttribute("aria-pressed", "false");

      // A link through the link dialog (Ctrl+K): a javascript: address is refused with the reason.
      await page.keyboard.type("Read ");
      await page.keyboard.press("Control+k");
      const linkDialog = page.getByRole("dialog", { name: "Add link" });
      await linkDialog.getByLabel("Link address").fill("javascript:alert(1)");
      await linkDialog.getByLabel("Link text").fill("the journal");
      await linkDialog.getByRole("button", { name: "Add link" }).click();
      await expect(linkDialog.getByRole("alert")).toHaveText(/“javascript:” links are not allowed/);
      await expect(linkDialog.getByLabel("Link address")).toHaveAttribute("aria-invalid", "true");
      await linkDialog.getByLabel("Link address").fill("/journal");
      await linkDialog.getByRole("button", { name: "Add link" }).click();
      await expect(linkDialog).toBeHidden();
      // The caret is back in the editor, after the link.
      await expect(editor).toBeFocused();
      await expect(editor.getByRole("link", { name: "the journal" })).toHaveAttribute("href", "/journal");
      await page.keyboard.type(" first.");
      await page.keyboard.press("Enter");

      // A bullet list.
      const bullets = toolbar.getByRole("button", { name: "Bulleted list" });
      await bullets.click();
      await expect(bullets).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.type("First point");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Second point");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect(bullets).toHaveAttribute("aria-pressed", "false");

      // An image through the upload flow; its alt text is required.
      const png = await sharp({
        create: { width: 640, height: 360, channels: 3, background: { r: 124, g: 58, b: 237 } },
      })
        .png()
        .toBuffer();
      await toolbar.getByRole("button", { name: "Insert image" }).click();
      const imageDialog = page.getByRole("dialog", { name: "Insert image" });
      await imageDialog
        .getByLabel("Image file")
        .setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: png });
      await imageDialog.getByRole("button", { name: "Upload" }).click();
      await expect(toasts(page).getByText("File uploaded successfully!").first()).toBeVisible();
      await imageDialog.getByRole("button", { name: "Insert image" }).click();
      await expect(imageDialog.getByText("Describe the image for people who cannot see it.")).toBeVisible();
      await imageDialog.getByLabel("Alt text").fill("A purple launch chart");
      await imageDialog.getByRole("button", { name: "Insert image" }).click();
      await expect(imageDialog).toBeHidden();
      await expect(editor).toBeFocused();
      await expect(editor.getByRole("img", { name: "A purple launch chart" })).toBeVisible();

      // Rich text pasted from Google Docs, at the end.
      await editor.focus();
      await page.keyboard.press("Control+End");
      // A person pastes long after the caret moved; a synthetic paste can come before ProseMirror
      // has read the move (it does so on the next selectionchange): wait until it has.
      await expect
        .poll(() =>
          editor.evaluate((el) => {
            const { selection, doc } = (el as HTMLElement & { editor: EditorHandle }).editor.state;
            return selection.empty && selection.to === doc.content.size - 1;
          }),
        )
        .toBe(true);
      await pasteHtml(editor, GOOGLE_DOCS_HTML);
      await expect(editor.getByRole("heading", { name: "Pasted heading", level: 2 })).toBeVisible();
      // The image inserted last is still there: the caret went to a new paragraph after it.
      await expect(editor.getByRole("img", { name: "A purple launch chart" })).toBeVisible();
      await expect(dialog.getByTestId("word-count")).toHaveText(/^\d+ words · about 1 min read$/);

      const created = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/blog-posts"));
      await dialog.getByRole("button", { name: "Publish", exact: true }).click();
      const content: string = (await created).postDataJSON().content;
      // Plain structure: nothing of Google Docs' wrapper or styles, no element the sanitizer would strip.
      expect(content).not.toMatch(/docs-internal-guid|style=|class=|dir=|<span|<b[ >]|<h1|<meta|<br/);
      expect(content).toMatch(/^<h2>Launch notes<\/h2><p>Read <a href="\/journal">the journal<\/a> first\.<\/p><ul>/);
      expect(content).toContain("<p>Docs text with <strong>bold words</strong> and <em>italic words</em></p>");
      await expect(toasts(page).getByText("Blog post created").first()).toBeVisible();
      await expect(dialog).toBeHidden();

      const slug = title.toLowerCase().replace(/\s+/g, "-");
      await page.goto(`${app().url}/journal/${slug}`);
      const body = page.locator(".prose-content");
      await expect(body.getByRole("heading", { level: 2, name: "Launch notes" })).toBeVisible();
      await expect(body.getByRole("link", { name: "the journal" })).toHaveAttribute("href", "/journal");
      await expect(body.getByRole("list").first().getByRole("listitem")).toHaveText(["First point", "Second point"]);
      const image = body.getByRole("img", { name: "A purple launch chart" });
      await expect(image).toHaveAttribute("src", /^\/objects\/uploads\/[0-9a-f-]{36}$/);
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
      await expect(body.getByRole("heading", { level: 2, name: "Pasted heading" })).toBeVisible();
      await expect(body.locator("strong")).toHaveText("bold words");
      await expect(body.locator("em")).toHaveText("italic words");
      await expect(body.getByRole("list").nth(1).getByRole("listitem")).toHaveText(["Pasted one", "Pasted two"]);
    });

    test("the HTML source view shows the editor's HTML, takes edits, and switches back", async ({ page }) => {
      const { dialog, editor, toolbar } = await openNewPost(page);
      await editor.click();
      await page.keyboard.type("Hello ");
      await page.keyboard.press("Control+b");
      await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.type("world");
      await page.keyboard.press("Control+b");
      await page.keyboard.type("!");

      const source = await showHtmlSource(dialog);
      await expect(source).toHaveValue("<p>Hello <strong>world</strong>!</p>");
      // The toolbar keeps only the switch back while the source view is on.
      await expect(toolbar.getByRole("button")).toHaveCount(1);
      await source.fill(
        '<h3>From source</h3><p>Back <em>again</em> with <a href="https://example.com/">a link</a></p>',
      );

      await toolbar.getByRole("button", { name: "HTML source" }).click();
      await expect(toolbar.getByRole("button", { name: "HTML source" })).toHaveAttribute("aria-pressed", "false");
      await expect(editor.getByRole("heading", { level: 3, name: "From source" })).toBeVisible();
      await expect(editor.locator("em")).toHaveText("again");
      await expect(editor.getByRole("link", { name: "a link" })).toHaveAttribute("href", "https://example.com/");
      await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeVisible();

      // Undo and redo (Ctrl+Z, Ctrl+Shift+Z) in the visual editor.
      await editor.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" More");
      await expect(editor).toContainText("a link More");
      await page.keyboard.press("Control+z");
      await expect(editor).not.toContainText("More");
      await page.keyboard.press("Control+Shift+z");
      await expect(editor).toContainText("a link More");

      // HTML the visual editor cannot keep stays in the source view until the person agrees to lose it.
      await (await showHtmlSource(dialog)).fill("<p>Table:</p><table><tr><td>1</td></tr></table>");
      await expect(dialog.getByRole("note")).toContainText("<table>");
      await toolbar.getByRole("button", { name: "HTML source" }).click();
      await expect(dialog.getByRole("alert")).toContainText("would remove <table>");
      await expect(toolbar.getByRole("button", { name: "HTML source" })).toHaveAttribute("aria-pressed", "true");
      await expect(dialog.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(
        "<p>Table:</p><table><tr><td>1</td></tr></table>",
      );
    });

    test("the editor, its toolbar and its link dialog are keyboard usable and axe clean", async ({ page }) => {
      const { dialog, editor, toolbar } = await openNewPost(page);
      await expect(toolbar).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');

      // One tab stop in the toolbar; arrow keys move between its buttons.
      const first = toolbar.getByRole("button", { name: "Heading 2" });
      await first.focus();
      await page.keyboard.press("ArrowRight");
      await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeFocused();
      await page.keyboard.press("End");
      await expect(toolbar.getByRole("button", { name: "HTML source" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(toolbar.getByRole("button", { name: "HTML source" })).not.toBeFocused();
      await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);

      await editor.click();
      await page.keyboard.type("Link me");
      await page.keyboard.press("Shift+Home");
      await toolbar.getByRole("button", { name: "Link" }).click();
      const linkDialog = page.getByRole("dialog", { name: "Add link" });
      await expect(linkDialog.getByLabel("Link address")).toBeVisible();
      await effectsSettled(page);
      await linkDialog.getByLabel("Link address").fill("ftp://files.example");
      await linkDialog.getByLabel("Link address").press("Enter");
      await expect(linkDialog.getByRole("alert")).toHaveText(/“ftp:” links are not allowed/);
      await expectNoAxeViolations(page, '[role="dialog"]');
      await page.keyboard.press("Escape");
      await expect(linkDialog).toBeHidden();
      await expect(editor).toBeFocused();
      // Escape closed only the link dialog, and applying nothing saved nothing.
      await expect(dialog).toBeVisible();
      await expect(editor.getByRole("link")).toHaveCount(0);
    });
  });
}

test("stored content the editor cannot model opens as HTML source, untouched; a card's full description uses the editor", async ({
  page,
}) => {
  await signIn(page, app().url, "owner");
  await page.getByRole("tab", { name: "Case Studies" }).click();
  const title = "LeadsManager: A CRM Small Teams Keep Using";
  await page
    .getByRole("article", { name: title, exact: true })
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Case Study" });
  const toolbar = dialog.getByRole("toolbar", { name: "Content formatting" });
  await expect(toolbar.getByRole("button", { name: "HTML source" })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("note")).toContainText("<table>");
  const source = dialog.getByRole("textbox", { name: "Content", exact: true });
  await expect(source).toHaveValue(/<table>[\s\S]*<\/table>/);
  // Nothing changed: closing asks nothing.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Portfolio Cards" }).click();
  await page.getByRole("button", { name: "Add Card" }).click();
  const card = page.getByRole("dialog", { name: "Add Portfolio Card" });
  const full = card.getByRole("textbox", { name: "Full description", exact: true });
  await expect(full).toHaveAttribute("contenteditable", "true");
  await full.click();
  await page.keyboard.type("Built with ");
  await page.keyboard.press("Control+i");
  await page.keyboard.type("care");
  await expect(await showHtmlSource(card, "Full description")).toHaveValue("<p>Built with <em>care</em></p>");
});

test("public pages load none of the editor's code; the dashboard loads it with the first content dialog", async ({
  page,
}) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.status() === 200)
      scripts.set(response.url(), response.body());
  });
  const editorScripts = async () => {
    const found: { url: string; gzip: number }[] = [];
    for (const [url, body] of scripts) {
      const bytes = await body;
      if (bytes.includes("ProseMirror")) found.push({ url, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return found;
  };

  await page.goto(`${app().url}/journal/validating-a-venture-in-six-weeks`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  expect(scripts.size).toBeGreaterThan(0);
  expect(await editorScripts(), "editor code on a public page").toEqual([]);

  await signIn(page, app().url, "owner");
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await editorScripts(), "editor code before a content dialog opens").toEqual([]);

  await page.getByRole("button", { name: "Add Post" }).click();
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Content", exact: true })).toHaveAttribute(
    "contenteditable",
    "true",
  );
  const loaded = await editorScripts();
  expect(loaded.length).toBeGreaterThan(0);
  console.log(
    `editor chunk: ${loaded.map((s) => `${new URL(s.url).pathname} ${(s.gzip / 1024).toFixed(1)} KiB gzip`).join(", ")}`,
  );
});
