import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { SAMPLE_CASE_STUDIES } from "#db/seed/sample-case-studies.server.ts";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { AXE_TAGS } from "./support/axe.ts";

// docs/product.md#routes paged lists: /journal and /case-studies page by 12 through real links
// ("Older articles" / "Newer articles", "More case studies" / "Previous case studies"), and a
// card's category pill and tags lead to /journal/category/{slug} and /journal/tag/{slug}, with
// and without JavaScript, at phone and desktop widths. This file's database gets 30 more posts
// and 12 more case studies, older than the sample content, so every page's cards are known.

const app = useAppServer();
const PAGE_SIZE = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

const POSTS = 30;
const STUDIES = 12;
const FIELD_NOTES = "Field Notes";
const DEEP_DIVE = "Deep Dive";
const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const two = (n: number) => String(n).padStart(2, "0");
const postTitle = (n: number) => `Paging post ${two(n)}`;
const studyTitle = (n: number) => `Paging study ${two(n)}`;
const isFieldNote = (n: number) => n % 2 === 1; // 15 posts: two pages of the category
const isDeepDive = (n: number) => n % 5 === 0; // 6 posts: one page of the tag

// The sample posts were published 6, 12 … days ago, in their order; ours 61 … 90 days ago.
const SAMPLE_PUBLISHED = SAMPLE_POSTS.filter((p) => p.isPublished);
const FEATURED = SAMPLE_PUBLISHED[0]!;
/** The journal after its featured post, newest first. */
const JOURNAL = [...SAMPLE_PUBLISHED.slice(1).map((p) => p.title), ...numbers(POSTS).map(postTitle)];
const JOURNAL_PAGES = Math.ceil(JOURNAL.length / PAGE_SIZE);
/** Featured first, then by sortOrder: the samples (0, 1, 2), then ours (101 …). */
const CASE_STUDIES = [
  ...SAMPLE_CASE_STUDIES.filter((s) => s.isPublished).map((s) => s.title),
  ...numbers(STUDIES).map(studyTitle),
];
const FIELD_NOTE_TITLES = numbers(POSTS).filter(isFieldNote).map(postTitle);
const DEEP_DIVE_TITLES = numbers(POSTS).filter(isDeepDive).map(postTitle);
/** On the journal's first page, in Field Notes and tagged Deep Dive. */
const PROBE = 5;

const pageOf = <T>(list: T[], page: number) => list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const titles = (cards: Locator) => cards.getByRole("heading").allTextContents();
const journalCards = (page: Page) => page.getByTestId("latest-articles").getByTestId("post-card");
const termCards = (page: Page) => page.getByTestId("term-articles").getByTestId("post-card");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`);

async function create(page: Page, path: string, data: object) {
  const url = `${app().url}${path}`;
  const response = await page.request.post(url, { data, headers: { origin: app().url } });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  expect(FEATURED.isFeatured).toBe(true);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, app().url, "owner");
  const now = Date.now();
  for (const n of numbers(POSTS)) {
    await create(page, "/api/blog-posts", {
      title: postTitle(n),
      excerpt: `Notes from the paging check, number ${n}.`,
      content: `<p>Paging check number ${n}.</p>`,
      category: isFieldNote(n) ? FIELD_NOTES : "Product Strategy",
      tags: isDeepDive(n) ? [DEEP_DIVE, "Research"] : ["Research"],
      isPublished: true,
      publishedAt: new Date(now - (60 + n) * DAY_MS).toISOString(),
    });
  }
  for (const n of numbers(STUDIES)) {
    await create(page, "/api/case-studies", {
      title: studyTitle(n),
      subtitle: `Paging check number ${n}`,
      category: "SaaS",
      excerpt: `Paging check number ${n}.`,
      content: `<p>Paging check number ${n}.</p>`,
      isPublished: true,
      sortOrder: 100 + n,
    });
  }
  await context.close();
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary ?? ""}`));
}

/** Nothing sticks out sideways (a pager wider than a phone would). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * The pager's layout: from 768 px one row, "Page N of M" centred whichever links there are, the
 * links at the ends; below, the page number above full-width links, one a row.
 */
async function expectPagerLaidOut(page: Page) {
  const nav = (await pager(page).boundingBox())!;
  const text = (await pager(page)
    .getByText(/^Page \d+ of \d+$/)
    .boundingBox())!;
  const links = await Promise.all(
    (await pager(page).getByRole("link").all()).map(async (l) => (await l.boundingBox())!),
  );
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  if (page.viewportSize()!.width >= 768) {
    expect(Math.abs(text.x + text.width / 2 - (nav.x + nav.width / 2))).toBeLessThan(2);
    for (const link of links) {
      expect(Math.abs(middle(link) - middle(text))).toBeLessThan(2);
      const atAnEnd = Math.abs(link.x - nav.x) < 1 || Math.abs(link.x + link.width - (nav.x + nav.width)) < 1;
      expect(atAnEnd).toBe(true);
    }
  } else {
    let bottom = text.y + text.height;
    for (const link of links) {
      expect(link.y).toBeGreaterThanOrEqual(bottom);
      expect(Math.abs(link.width - nav.width)).toBeLessThan(1);
      bottom = link.y + link.height;
    }
  }
}

/** Page `n` of the journal as the visitor sees it: cards, heading, title, pager, head links. */
async function expectJournalPage(page: Page, n: number) {
  const origin = app().url;
  const address = n === 1 ? `${origin}/journal` : `${origin}/journal?page=${n}`;
  await expect(page).toHaveURL(address);
  await expect(pager(page)).toContainText(`Page ${n} of ${JOURNAL_PAGES}`);
  await expect.poll(() => titles(journalCards(page))).toEqual(pageOf(JOURNAL, n));
  if (n === 1) {
    await expect(page).toHaveTitle("Journal | Arcwell Studio");
    await expect(page.getByTestId("featured-post").getByRole("heading", { level: 2 })).toHaveText(FEATURED.title);
    await expect(page.getByRole("heading", { level: 2, name: "Latest Articles" })).toBeVisible();
  } else {
    await expect(page).toHaveTitle(`Journal — page ${n} | Arcwell Studio`);
    await expect(page.getByTestId("featured-post")).toHaveCount(0);
    await expect(page.getByText(FEATURED.title)).toHaveCount(0);
    await expect(
      page.getByRole("heading", { level: 2, name: `Older Articles — page ${n} of ${JOURNAL_PAGES}` }),
    ).toBeVisible();
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", address);
  const newer = pager(page).getByRole("link", { name: "Newer articles" });
  const older = pager(page).getByRole("link", { name: "Older articles" });
  if (n > 1) {
    const previous = n === 2 ? "/journal" : `/journal?page=${n - 1}`;
    await expect(newer).toHaveAttribute("href", previous);
    await expect(newer).toHaveAttribute("rel", "prev");
    await expect(headLink(page, "prev")).toHaveAttribute("href", `${origin}${previous}`);
  } else {
    await expect(newer).toHaveCount(0);
    await expect(headLink(page, "prev")).toHaveCount(0);
  }
  if (n < JOURNAL_PAGES) {
    await expect(older).toHaveAttribute("href", `/journal?page=${n + 1}`);
    await expect(older).toHaveAttribute("rel", "next");
    await expect(headLink(page, "next")).toHaveAttribute("href", `${origin}/journal?page=${n + 1}`);
  } else {
    await expect(older).toHaveCount(0);
    await expect(headLink(page, "next")).toHaveCount(0);
  }
  await expectNoSidewaysScroll(page);
  await expectPagerLaidOut(page);
}

/** A category's or tag's page: eyebrow, heading, count, cards, and the pager when there are two pages. */
async function expectTermPage(
  page: Page,
  term: { kind: "Category" | "Tag"; name: string; slug: string; titles: string[] },
  n = 1,
) {
  const origin = app().url;
  const path = `/journal/${term.kind.toLowerCase()}/${term.slug}`;
  await expect(page).toHaveURL(`${origin}${path}${n > 1 ? `?page=${n}` : ""}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(term.name);
  await expect(page.locator("main").getByText(term.kind, { exact: true }).first()).toBeVisible();
  const what = term.kind === "Category" ? "in this category" : "with this tag";
  await expect(page.getByTestId("term-count")).toHaveText(`${term.titles.length} articles ${what}.`);
  await expect.poll(() => titles(termCards(page))).toEqual(pageOf(term.titles, n));
  await expect(page).toHaveTitle(`${term.name} — Journal${n > 1 ? ` — page ${n}` : ""} | Arcwell Studio`);
  const pageCount = Math.ceil(term.titles.length / PAGE_SIZE);
  if (pageCount > 1) {
    await expect(pager(page)).toContainText(`Page ${n} of ${pageCount}`);
    await expectPagerLaidOut(page);
  } else {
    await expect(pager(page)).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/journal");
  await expectNoSidewaysScroll(page);
}

const FIELD_NOTES_PAGE = {
  kind: "Category",
  name: FIELD_NOTES,
  slug: "field-notes",
  titles: FIELD_NOTE_TITLES,
} as const;
const DEEP_DIVE_PAGE = { kind: "Tag", name: DEEP_DIVE, slug: "deep-dive", titles: DEEP_DIVE_TITLES } as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the journal pages by 12 through 'Older articles' and 'Newer articles'", async ({ page }) => {
      expect(JOURNAL_PAGES).toBe(3);
      await page.goto(`${app().url}/journal`);
      await expectJournalPage(page, 1);
      await expect(journalCards(page)).toHaveCount(PAGE_SIZE);

      await pager(page).getByRole("link", { name: "Older articles" }).click();
      await expectJournalPage(page, 2);
      await pager(page).getByRole("link", { name: "Older articles" }).click();
      await expectJournalPage(page, 3);
      await pager(page).getByRole("link", { name: "Newer articles" }).click();
      await expectJournalPage(page, 2);
      await pager(page).getByRole("link", { name: "Newer articles" }).click();
      await expectJournalPage(page, 1);

      // A page loaded directly is the same page.
      await page.goto(`${app().url}/journal?page=3`);
      await expectJournalPage(page, 3);
    });

    test("a card without a featured image shows the designed placeholder, the same shape as a picture", async ({
      page,
    }) => {
      // The paging posts have no featured image (issue 27: a large blank area before).
      await page.goto(`${app().url}/journal/category/field-notes`);
      const card = termCards(page).first();
      const placeholder = card.locator(":scope > div").first();
      await expect(placeholder).toContainText(FIELD_NOTES, { ignoreCase: true });
      await expect(placeholder.locator("svg")).toBeVisible();
      const box = (await placeholder.boundingBox())!;
      // The 2:1 frame of a card's picture.
      expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.05);
    });

    test("?page=1 moves to the bare path, and a page that does not exist is the 404 page", async ({ page }) => {
      const response = await page.goto(`${app().url}/journal?page=1`);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${app().url}/journal?page=1`);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      await expect(page).toHaveURL(`${app().url}/journal`);

      for (const path of ["/journal?page=999", "/journal?page=abc", "/case-studies?page=3"]) {
        const missing = await page.goto(`${app().url}${path}`);
        expect(missing?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
        await expect(page).toHaveTitle("404 Page Not Found | Arcwell Studio");
      }
    });

    test("a card's category pill and tag lead to their pages; the rest of the card opens the article", async ({
      page,
    }) => {
      await page.goto(`${app().url}/journal`);
      const card = journalCards(page).filter({ hasText: postTitle(PROBE) });
      await expect(card.getByRole("link", { name: FIELD_NOTES })).toHaveAttribute(
        "href",
        "/journal/category/field-notes",
      );
      await card.getByRole("link", { name: FIELD_NOTES }).click();
      await expectTermPage(page, FIELD_NOTES_PAGE);
      await pager(page).getByRole("link", { name: "Older articles" }).click();
      await expectTermPage(page, FIELD_NOTES_PAGE, 2);
      await page.getByRole("link", { name: "All articles" }).click();
      await expectJournalPage(page, 1);

      await card.getByRole("link", { name: DEEP_DIVE }).click();
      await expectTermPage(page, DEEP_DIVE_PAGE);
      // The term page's cards link their terms too.
      await termCards(page)
        .filter({ hasText: postTitle(10) })
        .getByRole("link", { name: "Product Strategy" })
        .click();
      await expect(page).toHaveURL(`${app().url}/journal/category/product-strategy`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Strategy");

      // A click on the card away from its links (here its excerpt) opens the article.
      await page.goto(`${app().url}/journal`);
      await card.scrollIntoViewIfNeeded();
      const excerpt = (await card.getByText(`Notes from the paging check, number ${PROBE}.`).boundingBox())!;
      await page.mouse.click(excerpt.x + excerpt.width / 2, excerpt.y + excerpt.height / 2);
      await expect(page).toHaveURL(`${app().url}/journal/paging-post-${two(PROBE)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle(PROBE));

      // The article's own category and tags are links as well.
      const header = page.locator("article > header");
      await expect(header.getByRole("link", { name: FIELD_NOTES })).toHaveAttribute(
        "href",
        "/journal/category/field-notes",
      );
      await header.getByRole("link", { name: DEEP_DIVE }).click();
      await expectTermPage(page, DEEP_DIVE_PAGE);
    });

    test("the case studies page by 12 through 'More case studies' and 'Previous case studies'", async ({ page }) => {
      const cards = page.getByTestId("case-study-card");
      await page.goto(`${app().url}/case-studies`);
      await expect(pager(page)).toContainText("Page 1 of 2");
      await expect.poll(() => titles(cards)).toEqual(pageOf(CASE_STUDIES, 1));
      await expect(pager(page).getByRole("link", { name: "Previous case studies" })).toHaveCount(0);

      await pager(page).getByRole("link", { name: "More case studies" }).click();
      await expect(page).toHaveURL(`${app().url}/case-studies?page=2`);
      await expect(page).toHaveTitle("Case Studies — page 2 | Arcwell Studio");
      await expect(pager(page)).toContainText("Page 2 of 2");
      await expect.poll(() => titles(cards)).toEqual(pageOf(CASE_STUDIES, 2));
      await expect(pager(page).getByRole("link", { name: "More case studies" })).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${app().url}/case-studies?page=2`);
      await expect(headLink(page, "prev")).toHaveAttribute("href", `${app().url}/case-studies`);
      await expectNoSidewaysScroll(page);
      await expectPagerLaidOut(page);

      await pager(page).getByRole("link", { name: "Previous case studies" }).click();
      await expect(page).toHaveURL(`${app().url}/case-studies`);
      await expect.poll(() => titles(cards)).toEqual(pageOf(CASE_STUDIES, 1));
    });

    test("axe finds no violations on a later journal page, a category page and a tag page", async ({ page }) => {
      for (const path of ["/journal?page=2", "/journal/category/field-notes?page=2", "/journal/tag/deep-dive"]) {
        await page.goto(`${app().url}${path}`);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  });

  test.describe(`without JavaScript at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled: false });

    test("the pager, the category pills and the tags are plain links that work", async ({ page }) => {
      await page.goto(`${app().url}/journal`);
      await expectJournalPage(page, 1);
      await pager(page).getByRole("link", { name: "Older articles" }).click();
      await expectJournalPage(page, 2);
      await pager(page).getByRole("link", { name: "Older articles" }).click();
      await expectJournalPage(page, 3);
      await pager(page).getByRole("link", { name: "Newer articles" }).click();
      await expectJournalPage(page, 2);

      // Page 2 holds post 08 onwards: 15 is a Field Note and a Deep Dive.
      const card = journalCards(page).filter({ hasText: postTitle(15) });
      await card.getByRole("link", { name: FIELD_NOTES }).click();
      await expectTermPage(page, FIELD_NOTES_PAGE);
      await pager(page).getByRole("link", { name: "Older articles" }).click();
      await expectTermPage(page, FIELD_NOTES_PAGE, 2);
      await page.goBack();
      await page.goBack();
      await card.getByRole("link", { name: DEEP_DIVE }).click();
      await expectTermPage(page, DEEP_DIVE_PAGE);

      await page.goto(`${app().url}/case-studies`);
      await pager(page).getByRole("link", { name: "More case studies" }).click();
      await expect(page).toHaveURL(`${app().url}/case-studies?page=2`);
      await expect(pager(page)).toContainText("Page 2 of 2");
    });
  });
}
