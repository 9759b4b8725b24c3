import type { Locator, Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, test } from "./support/fixtures.ts";

// Whole-card links (issue 17 item 12): a real pointer that hovers a card and clicks the middle
// of its call to action, or of the arrow in it (which moves on hover), must follow the card's
// link. Every card of every list page, at phone and desktop widths.

const app = useAppServer();

/** Move onto the card as a person would (it reacts to hover), then click the centre of `target`. */
async function clickCentre(page: Page, card: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const before = (await target.boundingBox())!;
  await page.mouse.move(before.x - 5, before.y + before.height / 2);
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2, { steps: 3 });
  await expect(card).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  // Where it is now that hover has moved it.
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const LISTS = [
  {
    page: "/case-studies",
    cards: '[data-testid="case-study-card"]',
    cta: "Read Full Case Study",
    href: /^\/case-studies\/[a-z0-9-]+$/,
  },
  {
    page: "/journal",
    cards: 'article:has(a[href^="/journal/"])',
    cta: /^(Read Article|Read More)$/,
    href: /^\/journal\/[a-z0-9-]+$/,
  },
] as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const list of LISTS) {
      test(`every card's call to action on ${list.page} opens its card, text and arrow alike`, async ({ page }) => {
        await page.goto(app().url + list.page);
        const count = await page.locator(list.cards).count();
        expect(count).toBeGreaterThan(1);
        for (let i = 0; i < count; i++) {
          for (const part of ["text", "arrow"] as const) {
            await page.goto(app().url + list.page);
            const card = page.locator(list.cards).nth(i);
            const cta = card.getByText(list.cta);
            const target = part === "text" ? cta : cta.locator("svg");
            // The card's own link is its title's (a journal card's category and tags link elsewhere).
            const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
            await clickCentre(page, card, target);
            await page.waitForURL((url) => url.pathname === href, { timeout: 5000 });
            expect(new URL(page.url()).pathname, `card ${i} ${part}`).toMatch(list.href);
          }
        }
      });
    }

    test("every client story's 'Read the story' opens its story", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      const cards = page.locator("article:has(button[aria-haspopup='dialog'])");
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        for (const part of ["text", "arrow"] as const) {
          const card = cards.nth(i);
          const cta = card.getByText("Read the story");
          await clickCentre(page, card, part === "text" ? cta : cta.locator("svg"));
          const dialog = page.getByRole("dialog");
          await expect(dialog).toBeVisible();
          // A person sees the dialog open before pressing a key: wait for its focus and for the
          // effects that make it the topmost layer (effectsSettled says why).
          await expect
            .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))))
            .toBe(true);
          await effectsSettled(page);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      }
    });
  });
}
