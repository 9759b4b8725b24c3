import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readZip } from "../support/zip.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Moving out (issue 32 item 3, decision 055): on the Integrations tab the owner clicks "Export
// everything" and the browser downloads a zip whose content.json holds the sample posts; at phone
// and desktop widths, axe clean. EXPORT_SHOTS=dir keeps a screenshot of the section there.

const app = useAppServer();

const expectAxeClean = (page: Page) => expectNoAxeViolations(page, { settle: true });

test.describe.configure({ mode: "serial" });

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the owner downloads everything as one zip", async ({ page }) => {
      await signIn(page, app().url, "owner");
      await page.getByRole("tab", { name: "Integrations" }).click();
      const section = page.getByRole("region", { name: "Moving out" });
      await expect(section).toContainText("Markdown file");
      const button = section.getByRole("link", { name: "Export everything" });
      await button.scrollIntoViewIfNeeded();
      await expectAxeClean(page);
      if (process.env.EXPORT_SHOTS)
        await section.screenshot({ path: path.join(process.env.EXPORT_SHOTS, `export-${viewport.width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const downloading = page.waitForEvent("download");
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^arcwell-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = await readZip(readFileSync(await download.path()));
      const content = JSON.parse(zip.get("content.json")!.toString("utf8"));
      expect(content.version).toBe(1);
      const slugs = content.blogPosts.map((p: { slug: string }) => p.slug);
      expect(slugs).toContain("where-ai-earns-its-keep");
      for (const slug of slugs) expect(zip.has(`posts/${slug}.md`), slug).toBe(true);
      expect(zip.has("media/images/samples/circuit.svg")).toBe(true);
    });
  });
}
