// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { continueAfterBlock } from "./continue-after-block.ts";
import { editorExtensions } from "./extensions.ts";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: string) {
  editor = new Editor({
    element: document.createElement("div"),
    extensions: editorExtensions({ onLink() {} }),
    content,
  });
  return editor;
}

const IMAGE = { src: "/objects/uploads/a.png", alt: "A chart" };

describe("continueAfterBlock", () => {
  it("puts an empty paragraph and the caret after an image inserted at the end", () => {
    const e = editorWith("<p>Intro</p><p></p>");
    e.commands.focus("end");
    continueAfterBlock(e.chain().setImage(IMAGE)).run();
    expect(e.getHTML()).toBe('<p>Intro</p><img src="/objects/uploads/a.png" alt="A chart"><p></p>');
    // What comes next lands after the image instead of replacing it.
    e.commands.insertContent("After");
    expect(e.getHTML()).toBe('<p>Intro</p><img src="/objects/uploads/a.png" alt="A chart"><p>After</p>');
  });

  it("does the same for a video at the end", () => {
    const e = editorWith("<p></p>");
    e.commands.focus("end");
    const src = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    continueAfterBlock(e.chain().insertContent({ type: "videoEmbed", attrs: { src, title: "Demo" } })).run();
    e.commands.insertContent("Below");
    expect(e.getHTML()).toMatch(/<iframe[^>]*><\/iframe><p>Below<\/p>$/);
  });

  it("adds nothing when the image goes between paragraphs", () => {
    const e = editorWith("<p>One</p><p></p><p>Two</p>");
    e.commands.setTextSelection(6);
    continueAfterBlock(e.chain().setImage(IMAGE)).run();
    expect(e.getHTML()).toBe('<p>One</p><img src="/objects/uploads/a.png" alt="A chart"><p>Two</p>');
  });
});
