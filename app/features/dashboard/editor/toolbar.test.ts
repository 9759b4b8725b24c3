import { describe, expect, it } from "vitest";
import { toolsOnBar } from "./toolbar-tools.ts";

const LABELS = [
  "Heading 2",
  "Heading 3",
  "Heading 4",
  "Bold",
  "Italic",
  "Inline code",
  "Link",
  "Bulleted list",
  "Numbered list",
  "Quote",
  "Code block",
  "Insert image",
  "Embed video",
  "Divider",
  "Undo",
  "Redo",
];

describe("toolsOnBar (the full-page editor's one-line toolbar)", () => {
  it("keeps every tool on a bar wide enough for all of them and the HTML switch", () => {
    expect(toolsOnBar(LABELS, 16 * 47 + 96)).toEqual(new Set(LABELS));
  });

  it("keeps the most used tools on a phone's bar, leaving room for the menu", () => {
    // A 375 px screen: the bar is about 340 px inside the page's padding.
    const kept = toolsOnBar(LABELS, 340);
    expect([...kept]).toEqual(["Bold", "Italic", "Link", "Heading 2"]);
  });

  it("drops the least used first as the bar narrows, never the other way round", () => {
    let before = toolsOnBar(LABELS, 1000);
    for (let width = 990; width >= 100; width -= 10) {
      const now = toolsOnBar(LABELS, width);
      for (const label of now) expect(before.has(label), `${label} at ${width}px`).toBe(true);
      before = now;
    }
    expect(toolsOnBar(LABELS, 100).size).toBe(0);
  });
});
