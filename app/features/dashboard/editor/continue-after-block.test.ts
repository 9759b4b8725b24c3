// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";
import { insertBlock } from "./continue-after-block.ts";
import { editorExtensions } from "./extensions.ts";

// Issue 26: text typed after an inserted image or video replaced it whenever the caret was left on
// the block (docs/decisions/042-caret-after-an-inserted-block.md). Real Tiptap with the editor's
// extensions; the caret set where a click or a key would put it.

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: string, caret: number | "start" | "end") {
  editor = new Editor({
    element: document.createElement("div"),
    extensions: editorExtensions({ onLink() {} }),
    content,
  });
  if (typeof caret === "number") editor.commands.setTextSelection(caret);
  else editor.commands.setTextSelection(caret === "start" ? 1 : editor.state.doc.content.size - 1);
  return editor;
}

const IMAGE = { type: "image", attrs: { src: "/objects/uploads/a.png", alt: "A chart" } };
const IMG = '<img src="/objects/uploads/a.png" alt="A chart">';
const VIDEO = {
  type: "videoEmbed",
  attrs: { src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", title: "Demo" },
};

/** The caret is a text cursor at the start of a textblock that comes right after a block of `type`. */
function expectCaretRightAfter(e: Editor, type: string) {
  const { selection } = e.state;
  expect(selection).toBeInstanceOf(TextSelection);
  expect(selection.empty).toBe(true);
  expect(selection.$from.parentOffset).toBe(0);
  expect(e.state.doc.resolve(selection.$from.before()).nodeBefore?.type.name).toBe(type);
}

describe("insertBlock", () => {
  it.each([
    ["at the start of an empty document", "", "start", `${IMG}<p>After</p>`],
    [
      "at the start of a paragraph, before its text",
      "<p>One</p><p>Two</p>",
      "start",
      `${IMG}<p>AfterOne</p><p>Two</p>`,
    ],
    ["in an empty first paragraph", "<p></p><p>Two</p>", "start", `${IMG}<p>After</p><p>Two</p>`],
    [
      "in an empty paragraph between two (Enter, then insert)",
      "<p>One</p><p></p><p>Two</p>",
      6,
      `<p>One</p>${IMG}<p>After</p><p>Two</p>`,
    ],
    [
      "at the end of a paragraph followed by another",
      "<p>One</p><p>Two</p>",
      4,
      `<p>One</p>${IMG}<p>After</p><p>Two</p>`,
    ],
    [
      "in the middle of a paragraph, which it splits",
      "<p>One</p><p>Two</p>",
      3,
      `<p>On</p>${IMG}<p>Aftere</p><p>Two</p>`,
    ],
    [
      "at the end of a paragraph before a heading",
      "<p>One</p><h2>Two</h2>",
      4,
      `<p>One</p>${IMG}<p>After</p><h2>Two</h2>`,
    ],
    ["at the end of the document", "<p>One</p><p>Two</p>", "end", `<p>One</p><p>Two</p>${IMG}<p>After</p>`],
    ["in an empty last paragraph", "<p>One</p><p></p>", "end", `<p>One</p>${IMG}<p>After</p>`],
    [
      "at the end of a list item",
      "<ul><li><p>One</p></li></ul>",
      "end",
      `<ul><li><p>One</p>${IMG}<p>After</p></li></ul>`,
    ],
  ] as const)("leaves a text cursor right after an image inserted %s", (_name, content, caret, html) => {
    const e = editorWith(content, caret);
    expect(insertBlock(e, IMAGE)).toBe(true);
    expectCaretRightAfter(e, "image");
    // What is typed next lands after the image instead of replacing it.
    e.commands.insertContent("After");
    expect(e.getHTML().replace(/<p><\/p>$/, "")).toBe(html);
  });

  it.each([
    ["at the start", "<p>One</p>", "start"],
    ["in the middle", "<p>One</p><p></p><p>Two</p>", 6],
    ["at the end", "<p>One</p>", "end"],
  ] as const)("does the same for a video %s", (_name, content, caret) => {
    const e = editorWith(content, caret);
    insertBlock(e, VIDEO);
    expectCaretRightAfter(e, "videoEmbed");
    e.commands.insertContent("Below");
    expect(e.getHTML()).toMatch(/<iframe[^>]*title="Demo"[^>]*><\/iframe><p>Below/);
  });

  it("does the same for a divider between two paragraphs", () => {
    const e = editorWith("<p>One</p><p></p><p>Two</p>", 6);
    insertBlock(e, { type: "horizontalRule" });
    expectCaretRightAfter(e, "horizontalRule");
    e.commands.insertContent("After");
    expect(e.getHTML()).toBe("<p>One</p><hr><p>After</p><p>Two</p>");
  });

  it("puts a second image right after the first, with the caret after both", () => {
    const e = editorWith("<p>One</p><p></p><p>Two</p>", 6);
    insertBlock(e, IMAGE);
    insertBlock(e, { ...IMAGE, attrs: { ...IMAGE.attrs, alt: "Another" } });
    expectCaretRightAfter(e, "image");
    e.commands.insertContent("After");
    expect(e.getHTML()).toBe(`<p>One</p>${IMG}${IMG.replace("A chart", "Another")}<p>After</p><p>Two</p>`);
  });

  it("replaces a selected image and leaves the caret after the new one", () => {
    const e = editorWith(`<p>One</p>${IMG}<p>Two</p>`, 1);
    e.view.dispatch(e.state.tr.setSelection(NodeSelection.create(e.state.doc, 5)));
    insertBlock(e, { ...IMAGE, attrs: { ...IMAGE.attrs, alt: "New" } });
    expectCaretRightAfter(e, "image");
    expect(e.getHTML()).toBe(`<p>One</p>${IMG.replace("A chart", "New")}<p></p><p>Two</p>`);
  });

  it("is its own undo step: one undo takes back the words typed at once, the next the image", () => {
    const e = editorWith("<p>One</p><p></p><p>Two</p>", 6);
    e.commands.insertContent("Before");
    insertBlock(e, IMAGE);
    e.commands.insertContent("After");
    e.commands.undo();
    expect(e.getHTML()).toBe(`<p>One</p><p>Before</p>${IMG}<p></p><p>Two</p>`);
    expectCaretRightAfter(e, "image");
    e.commands.undo();
    expect(e.getHTML()).toBe("<p>One</p><p>Before</p><p>Two</p>");
  });
});
