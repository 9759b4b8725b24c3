import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SAMPLE_CASE_STUDIES } from "#db/seed/sample-case-studies.server.ts";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, hydrated, signIn, slowDataLoads, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { AXE_TAGS } from "./support/axe.ts";

// docs/product.md#public-screens case study list and detail, and the case-story modal, at phone and desktop widths.

const app = useAppServer();

const study = (slug: string) => SAMPLE_CASE_STUDIES.find((s) => s.slug === slug)!;
const LEADS = study("leadsmanager-crm-small-teams");
const SUPPLY = study("supplylink-supplier-sourcing-marketplace");
const LEDGER = study("ledgerleaf-ai-bookkeeping");
const DRAFT = study("little-lantern-safe-storytelling");
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary ?? ""}`));
}

const cardTitles = (page: Page) => page.getByTestId("case-study-card").getByRole("heading").allTextContents();

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)["@type"] as string);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the list shows published studies, featured first, each card with at most 3 stats", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      await expect(page).toHaveTitle("Case Studies | Arcwell Studio");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
      expect(await cardTitles(page)).toEqual([LEADS.title, SUPPLY.title, LEDGER.title]);
      await expect(page.getByText(DRAFT.title)).toHaveCount(0);

      const cards = page.getByTestId("case-study-card");
      const first = cards.first();
      await expect(first.getByText("Featured", { exact: true })).toBeVisible();
      await expect(cards.nth(1).getByText("Featured", { exact: true })).toHaveCount(0);
      await expect(first.getByText(LEADS.category, { exact: true })).toBeVisible();
      await expect(first.getByText("7 min read")).toBeVisible();
      await expect(first.getByText(LEADS.subtitle)).toBeVisible();
      expect(LEADS.stats).toHaveLength(4);
      await expect(first.getByTestId("case-study-stat")).toHaveCount(3);
      for (const stat of LEADS.stats!.slice(0, 3)) {
        await expect(first.getByText(stat.value, { exact: true })).toBeVisible();
        await expect(first.getByText(stat.label, { exact: true })).toBeVisible();
      }
      await expect(first.getByText(LEADS.stats![3]!.label)).toHaveCount(0);
      await expect(first.getByText("Read Full Case Study")).toBeVisible();
      // No featured image: the gradient tile shows the title's first letter.
      await expect(cards.nth(2).locator("img")).toHaveCount(0);
      await expect(cards.nth(2).getByText("L", { exact: true })).toBeVisible();

      await expect(page.getByRole("heading", { name: "More Case Studies Coming Soon" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/?contact=true");
    });

    test("a card opens its case study", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      await page.getByTestId("case-study-card").nth(1).click();
      await page.waitForURL(`${app().url}/case-studies/${SUPPLY.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUPPLY.title);
      await expect(page).toHaveTitle(`${SUPPLY.title} | Arcwell Studio`);
    });

    test("the detail page shows hero, stats, content, technologies and calls to action", async ({ page }) => {
      await page.goto(`${app().url}/case-studies/${LEADS.slug}`);
      await expect(page).toHaveTitle(`${LEADS.title} | Arcwell Studio`);
      const hero = page.locator("article header").first();
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(LEADS.title);
      await expect(hero.getByText(LEADS.category, { exact: true })).toBeVisible();
      await expect(hero.getByText(LEADS.subtitle)).toBeVisible();
      await expect(hero.getByText("7 min read")).toBeVisible();
      await expect(hero.locator("time")).toHaveText(LONG_DATE);

      const stats = page.getByTestId("case-study-stat");
      await expect(stats).toHaveCount(LEADS.stats!.length);
      for (const [i, stat] of LEADS.stats!.entries()) {
        await expect(stats.nth(i)).toContainText(stat.value);
        await expect(stats.nth(i)).toContainText(stat.label);
        if (stat.description) await expect(stats.nth(i)).toContainText(stat.description);
      }

      await expect(page.locator(".prose-content h2").first()).toHaveText("The challenge");
      await expect(page.locator(".prose-content table")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Related Technologies" })).toBeVisible();
      for (const tag of LEADS.tags!)
        await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${tag}$`) })).toBeVisible();
      await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/?contact=true");
      await expect(page.getByRole("link", { name: "View More Cases" })).toHaveAttribute("href", "/case-studies");

      // SEO: the study's own meta description and keywords, Article + BreadcrumbList.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", LEADS.metaDescription!);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", LEADS.metaKeywords!);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/case-studies/${LEADS.slug}$`),
      );
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    });

    test("the page title is restored when leaving by client-side navigation", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByTestId("case-study-card").first().click();
      await expect(page).toHaveTitle(`${LEADS.title} | Arcwell Studio`);
      await page.getByRole("link", { name: "View More Cases" }).click();
      await expect(page).toHaveTitle("Case Studies | Arcwell Studio");
      await page.goBack();
      await expect(page).toHaveTitle(`${LEADS.title} | Arcwell Studio`);
      await page.goBack();
      await expect(page).toHaveTitle("Case Studies | Arcwell Studio");
      // Every step was a client-side navigation: the page never reloaded.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    });

    test("a draft and an unknown slug answer 404 with the not-found texts", async ({ page }) => {
      for (const slug of [DRAFT.slug!, "no-such-case-study"]) {
        const response = await page.goto(`${app().url}/case-studies/${slug}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study Not Found");
        await expect(page.getByText("The case study you're looking for doesn't exist.")).toBeVisible();
        await expect(page).toHaveTitle("Case Study Not Found | Arcwell Studio");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        // The site frame is still there.
        await expect(page.getByRole("contentinfo")).toBeVisible();
      }
      await page.getByRole("link", { name: "Back to Case Studies" }).click();
      await page.waitForURL(`${app().url}/case-studies`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
    });

    test("skeletons show while a client-side navigation loads the list and a study", async ({ page }) => {
      await page.goto(`${app().url}/journal`);
      await hydrated(page);
      await slowDataLoads(page, /\/case-studies(\/[^/.]+)?\.data/);
      const nav =
        viewport.width < 768
          ? page.getByRole("navigation", { name: "Quick links" })
          : page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: viewport.width < 768 ? "Cases" : "Case Studies" }).click();
      await expect(page.getByTestId("case-study-skeleton")).toHaveCount(3);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
      await expect(page.getByTestId("case-study-card")).toHaveCount(3);
      await expect(page.getByTestId("case-study-skeleton")).toHaveCount(0);

      await page.getByTestId("case-study-card").first().click();
      await expect(page.getByTestId("case-study-detail-skeleton")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(LEADS.title);
      await expect(page.getByTestId("case-study-detail-skeleton")).toHaveCount(0);
    });

    test("a client story opens its modal; 'Discuss Your Project' closes it and opens the contact dialog", async ({
      page,
    }) => {
      await page.goto(`${app().url}/case-studies`);
      await expect(page.getByRole("heading", { name: "Client Stories" })).toBeVisible();
      const opener = page.getByRole("button", { name: /^Tablewise/ });
      await opener.click();
      const story = page.getByRole("dialog", { name: "Tablewise" });
      await expect(story).toBeVisible();
      await expect(story.getByText("Restaurant Tech")).toBeVisible();
      await expect(story.getByRole("img")).toHaveAttribute("src", /horizon\.svg$/);
      for (const heading of ["The Problem", "Our Solution", "Our Process", "Key Results", "Impact"]) {
        await expect(story.getByRole("heading", { name: heading })).toBeVisible();
      }
      await expect(story.getByText("+18%")).toBeVisible();
      await effectsSettled(page);
      await page.keyboard.press("Escape");
      await expect(story).toBeHidden();
      await expect(opener).toBeFocused();

      await page.getByRole("button", { name: /^Quillstone/ }).click();
      const quill = page.getByRole("dialog", { name: "Quillstone" });
      await quill.getByRole("button", { name: "Discuss Your Project" }).click();
      await expect(quill).toBeHidden();
      await expect(page.getByRole("dialog", { name: "Let's build something together" })).toBeVisible();
    });

    test("'Get Started' leads to the contact dialog on the home page", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      await page.getByRole("link", { name: "Get Started" }).click();
      await page.waitForURL(`${app().url}/?contact=true`);
      await expect(page.getByRole("dialog", { name: "Let's build something together" })).toBeVisible();
    });

    test("axe finds no violations on the list, a story modal and a study", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: /^BrightCart/ }).click();
      await expect(page.getByRole("dialog", { name: "BrightCart" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app().url}/case-studies/${LEADS.slug}`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app().url}/case-studies/no-such-case-study`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

// Last, because it adds studies to this file's database.
test.describe("ordering", () => {
  test("featured first, then ascending sortOrder; drafts never show", async ({ page, browser }) => {
    await signIn(page, app().url, "owner");
    const base = { subtitle: "Ordering check", category: "SaaS", content: "<p>Body</p>", excerpt: "Ordering check" };
    for (const extra of [
      { title: "Order Fifty", sortOrder: 50, isPublished: true },
      { title: "Order Featured Ten", sortOrder: 10, isPublished: true, isFeatured: true },
      { title: "Order Seven", sortOrder: 7, isPublished: true },
      { title: "Order Draft Zero", sortOrder: 0, isPublished: false, isFeatured: true },
    ]) {
      const response = await page.request.post(`${app().url}/api/case-studies`, { data: { ...base, ...extra } });
      expect(response.status(), await response.text()).toBe(201);
    }

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${app().url}/case-studies`);
    expect(await cardTitles(visitorPage)).toEqual([
      LEADS.title, // featured, sortOrder 0
      "Order Featured Ten", // featured, sortOrder 10
      SUPPLY.title, // 1
      LEDGER.title, // 2
      "Order Seven",
      "Order Fifty",
    ]);
    await visitor.close();
  });
});
