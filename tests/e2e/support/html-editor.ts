import type { Locator } from "@playwright/test";
import { expect } from "./fixtures.ts";

// The HTML fields of the dashboard (post and case study content, a card's full description) open
// in the visual editor (docs/decisions/033-visual-editor.md). Tests that set or read the exact
// HTML go through its "HTML source" view, which is the textarea these fields used to be.

/** Shows the HTML source of the field labelled `label` in `scope` (a dialog). */
export async function showHtmlSource(scope: Locator, label = "Content") {
  const toggle = scope
    .getByRole("toolbar", { name: `${label} formatting` })
    .getByRole("button", { name: "HTML source" });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  return scope.getByRole("textbox", { name: label, exact: true });
}

/** Sets the HTML of the field through its source view. */
export async function fillHtml(scope: Locator, html: string, label = "Content") {
  await (await showHtmlSource(scope, label)).fill(html);
}
