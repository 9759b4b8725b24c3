import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { effectsSettled, expect } from "./fixtures.ts";

// The accessibility check every spec runs: WCAG 2.2 AA by axe-core, each violation listed with
// the elements it names, so a failure says what to fix.

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Violations as "rule: element, element", for an assertion that prints them. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * No violations on the page (or inside `include`). `settle` waits for running animations and two
 * frames first: a dialog or toast caught mid-fade has the contrast of neither end.
 */
export async function expectNoAxeViolations(page: Page, opts: { include?: string; settle?: boolean } = {}) {
  if (opts.settle) await effectsSettled(page);
  expect(await axeViolations(page, opts.include)).toEqual([]);
}
