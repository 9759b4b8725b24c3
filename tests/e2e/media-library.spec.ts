import type { Browser, Locator, Page } from "@playwright/test";
import { testImage } from "../support/objects.ts";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { expectNoAxeViolations as sharedAxe } from "./support/axe.ts";

// The dashboard's Media section (issue 30 item 7) at phone and desktop widths: three images dropped at
// once, each with its own progress bar; search and filters; one tagged, described and given a focal
// point by a click on its preview, kept across a reload; its address copied; a delete refused while a
// post shows the file (with the post listed), an unused one deleted, then "Delete all unused". A team
// member sees no delete. Axe finds nothing and nothing scrolls sideways.

const app = useAppServer();
test.describe.configure({ mode: "serial" });

const expectNoAxeViolations = (page: Page) => sharedAxe(page, { settle: true });

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Drops files on the drop zone as a person dragging them from their desktop would. */
async function dropFiles(zone: Locator, files: { name: string; bytes: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, base64: f.bytes.toString("base64") }));
  const dataTransfer = await zone.page().evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: "image/png" }));
    }
    return transfer;
  }, payload);
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

const tile = (page: Page, name: string) =>
  page.getByRole("list", { name: "Media files" }).getByRole("button", { name: new RegExp(`^${name}`) });

async function teamSeesNoDelete(browser: Browser, viewport: { width: number; height: number }, name: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, app().url, "team", "/dashboard");
  // On a phone the section comes from "All sections"; on a desktop every tab is in view.
  if (viewport.width < 1024) {
    await page.getByRole("button", { name: "All sections" }).click();
    await page.getByRole("menuitemradio", { name: "Media" }).click();
  } else {
    await page.getByRole("tab", { name: "Media" }).click();
  }
  await expect(page.getByRole("tab", { name: "Media" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Media" })).toBeInViewport();
  await tile(page, name).click();
  const details = page.getByRole("dialog", { name });
  await expect(details.getByRole("button", { name: "Copy address" })).toBeVisible();
  await expect(details.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await details.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(page.getByRole("button", { name: /Delete all unused/ })).toHaveCount(0);
  await context.close();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("staff upload, describe, find and delete files in the Media section", async ({ page, browser, context }) => {
      const w = viewport.width;
      const names = [`harbour-${w}`, `studio-${w}`, `sketch-${w}`];
      const files = await Promise.all(
        names.map(async (name, i) => ({ name: `${name}.png`, bytes: await testImage(320 + i * 40, 200) })),
      );
      await signIn(page, app().url, "owner", "/dashboard?tab=media");
      await expect(page.getByRole("tab", { name: "Media" })).toHaveAttribute("aria-selected", "true");

      // Three at once, by drag and drop: a bar each, each done, a tile each.
      await dropFiles(page.getByTestId("media-drop-zone"), files);
      for (const name of names) {
        const bar = page.getByRole("progressbar", { name: `Upload of ${name}.png` });
        await expect(bar).toHaveAttribute("aria-valuenow", "100");
        await expect(
          page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: name }),
        ).toContainText("Done");
        await expect(tile(page, name)).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, w);

      // Search and filters.
      await page.getByLabel("Search media").fill(`studio-${w}`);
      await expect(page.getByRole("status").filter({ hasText: "1 file found" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Media files" }).getByRole("button")).toHaveCount(1);
      await page.getByLabel("Search media").fill("");
      await page.getByRole("switch", { name: "Unused only" }).click();
      await expect(tile(page, names[0]!)).toBeVisible();
      await page.getByRole("switch", { name: "Unused only" }).click();

      // Tag one, describe it and set its focal point by a click on the preview; saved, then kept.
      await tile(page, names[0]!).click();
      let details = page.getByRole("dialog", { name: names[0] });
      await expect(details.getByText("320 × 200 px").first()).toBeVisible();
      await effectsSettled(page);
      await details.getByLabel("Alt text").fill("Boats moored in a small harbour");
      await details.getByLabel("Tags").fill(`harbour, e2e-${w}`);
      const preview = details.getByRole("button", { name: /^Focal point/ });
      // Measured once the preview has its size and the dialog has stopped moving in: on a slow
      // machine the image can still be loading, or the dialog still sliding, when the test reads it.
      const image = preview.locator("img");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      await expect.poll(() => details.evaluate((dialog) => dialog.getAnimations({ subtree: true }).length)).toBe(0);
      const box = (await image.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
      await expect(details.getByTestId("focal-marker")).toBeVisible();
      await expect(preview).toHaveAccessibleName(/^Focal point: 2\d% from the left, 7\d% from the top/);
      // The keyboard moves it too: 5% to the right.
      await preview.focus();
      await page.keyboard.press("ArrowRight");
      await expect(preview).toHaveAccessibleName(/^Focal point: 3\d% from the left/);
      await expectNoAxeViolations(page);
      await details.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Media updated", { exact: true })).toBeVisible();

      // Copy address.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app().url });
      await details.getByRole("button", { name: "Copy address" }).click();
      await expect(page.getByText("Address copied to clipboard", { exact: true })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${app().url}/objects/`));

      // The open file is in the address: a reload opens it again, with what was saved.
      await expect(page).toHaveURL(/[?&]item=/);
      await page.reload();
      details = page.getByRole("dialog", { name: names[0] });
      await expect(details.getByLabel("Alt text")).toHaveValue("Boats moored in a small harbour");
      await expect(details.getByLabel("Tags")).toHaveValue(`harbour, e2e-${w}`);
      await expect(details.getByRole("button", { name: /^Focal point/ })).toHaveAccessibleName(
        /^Focal point: 3\d% from the left, 7\d% from the top/,
      );
      await expect(details.getByTestId("focal-marker")).toBeVisible();
      await details.getByRole("button", { name: "Close", exact: true }).first().click();
      await expect(page).not.toHaveURL(/[?&]item=/);

      // The tag filter finds it, and stays in the address too.
      await page.getByLabel("Tag").fill(`e2e-${w}`);
      await expect(page).toHaveURL(new RegExp(`[?&]tag=e2e-${w}`));
      await expect(page.getByRole("list", { name: "Media files" }).getByRole("button")).toHaveCount(1);
      await expect(tile(page, names[0]!)).toBeVisible();
      await page.getByLabel("Tag").fill("");
      await expect(page.getByRole("list", { name: "Media files" }).getByRole("button")).not.toHaveCount(1);

      // A post shows the second file: its delete is refused, with the post named.
      const second = await page.request.get(`${app().url}/api/media?q=${names[1]}`);
      const [used] = (await second.json()) as { url: string }[];
      const postTitle = `Inside the studio (${w})`;
      const made = await page.request.post(`${app().url}/api/blog-posts`, {
        data: {
          title: postTitle,
          excerpt: "A look inside.",
          content: "<p>A look inside.</p>",
          category: "Venture Building",
          featuredImageUrl: used!.url,
        },
        headers: { origin: app().url },
      });
      expect(made.status(), await made.text()).toBe(201);
      await page.reload();
      await tile(page, names[1]!).click();
      details = page.getByRole("dialog", { name: names[1] });
      await expect(details.getByRole("link", { name: new RegExp(postTitle.replace(/[()]/g, "\\$&")) })).toHaveCount(1);
      await details.getByRole("button", { name: `Delete ${names[1]}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      const refused = details.getByRole("alert");
      await expect(refused).toContainText("Not deleted. This file is shown by 1 entry");
      await expect(refused.getByRole("link", { name: new RegExp(postTitle.replace(/[()]/g, "\\$&")) })).toHaveAttribute(
        "href",
        /\/dashboard\?tab=posts&edit=/,
      );
      await details.getByRole("button", { name: "Close", exact: true }).first().click();
      await expect(tile(page, names[1]!)).toBeVisible();

      // An unused one goes.
      await tile(page, names[2]!).click();
      details = page.getByRole("dialog", { name: names[2] });
      await details.getByRole("button", { name: `Delete ${names[2]}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("File deleted", { exact: true })).toBeVisible();
      await expect(tile(page, names[2]!)).toHaveCount(0);

      await teamSeesNoDelete(browser, viewport, names[1]!);

      // Delete all unused: says how many, deletes them, keeps the one in use.
      const unusedCount = Number(
        (await (await page.request.get(`${app().url}/api/media?unused=true&limit=1`)).headers())["x-total-count"],
      );
      expect(unusedCount).toBeGreaterThan(0);
      await page.getByRole("button", { name: `Delete all unused (${unusedCount})` }).click();
      const confirm = page.getByRole("alertdialog", {
        name: `Delete ${unusedCount} unused ${unusedCount === 1 ? "file" : "files"}?`,
      });
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: /^Delete \d+ files?$/ }).click();
      await expect(page.getByText("Unused files deleted", { exact: true })).toBeVisible();
      await expect(tile(page, names[0]!)).toHaveCount(0);
      await expect(tile(page, names[1]!)).toBeVisible();
      await page.getByRole("switch", { name: "Unused only" }).click();
      await expect(page.getByText("No files match these filters.")).toBeVisible();
      await expectNoSidewaysScroll(page, w);
    });
  });
}
