import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { AXE_TAGS } from "./support/axe.ts";

// docs/product.md#public-screens Portfolio: 'Our Portfolio', a grid of active cards that flip one by one (front:
// visual, logo or letter, name, quoted tagline, 'Learn More'; back: phase badge, 'Services Delivered', full
// description, 'Back', 'Learn More' to the landing page, 'Visit Site'), 'Have an Idea?'.

const app = useAppServer();

const ACTIVE = SAMPLE_CARDS.filter((c) => c.isActive !== false).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
const sample = (name: string) => SAMPLE_CARDS.find((c) => c.name === name)!;

const card = (page: Page, name: string) =>
  page.getByTestId("portfolio-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const front = (page: Page, name: string) => card(page, name).locator('[data-face="front"]');
const back = (page: Page, name: string) => card(page, name).locator('[data-face="back"]');

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

async function flip(page: Page, name: string) {
  await card(page, name)
    .getByRole("button", { name: /^Learn More/ })
    .click();
  await expect(card(page, name)).toHaveAttribute("data-flipped", "true");
  await expect(back(page, name)).not.toHaveAttribute("inert");
}

test.describe("portfolio page at 1280×800", () => {
  test("shows the headline, intro and every active card in two columns", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Portfolio");
    await expect(page.getByText("From first sketch to growing company")).toBeVisible();
    await expect(page.getByTestId("portfolio-card")).toHaveCount(ACTIVE.length);
    const names = await page.locator('[data-face="front"] h2').allInnerTexts();
    expect(names).toEqual(ACTIVE.map((c) => c.name));
    await expect(page.getByText("Kindred")).toHaveCount(0);
    const [a, b] = await Promise.all([0, 1].map((i) => page.getByTestId("portfolio-card").nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  });

  test("the front shows the visual, logo or first letter, name, quoted tagline and 'Learn More'", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    const lm = front(page, "LeadsManager");
    await expect(lm.getByText(`“${sample("LeadsManager").tagline}”`)).toBeVisible();
    await expect(lm.locator('img[src="/images/samples/grid-city.svg"]')).toHaveCount(1);
    await expect(lm.locator('img[src="/images/samples/logo-leadsmanager.svg"]')).toHaveCount(1);
    // No image and no logo: the colour's gradient and the first letter.
    const tablewise = front(page, "Tablewise");
    await expect(tablewise.locator("img")).toHaveCount(0);
    await expect(tablewise.locator(".bg-gradient-to-br.from-orange-500.to-amber-500").first()).toBeVisible();
    await expect(tablewise.getByText("T", { exact: true })).toBeVisible();
    // The back is out of reach until the card flips.
    await expect(back(page, "LeadsManager")).toHaveAttribute("inert", "");
    await expect(back(page, "LeadsManager")).toHaveAttribute("aria-hidden", "true");
    await expect(card(page, "LeadsManager").getByRole("link", { name: /Visit Site/ })).toHaveCount(0);
  });

  test("'Learn More' flips to the back: phase, services, full description; 'Back' flips again", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await flip(page, "LeadsManager");
    const b = back(page, "LeadsManager");
    await expect(b.getByRole("heading", { name: "LeadsManager" })).toBeFocused();
    await expect(b.getByText("B2B SaaS", { exact: true })).toHaveAttribute("data-tone", "saas");
    await expect(b.getByRole("heading", { name: "Services Delivered" })).toBeVisible();
    for (const service of sample("LeadsManager").services!)
      await expect(b.getByText(service, { exact: true })).toBeVisible();
    await expect(b.getByText("started with a simple observation")).toBeVisible();
    await expect(b.locator("ul li", { hasText: "Smart reminders based on response patterns" })).toBeVisible(); // HTML rendered
    await expect(front(page, "LeadsManager")).toHaveAttribute("inert", "");

    // Each card flips on its own.
    await expect(card(page, "SupplyLink")).toHaveAttribute("data-flipped", "false");

    await b.getByRole("button", { name: "Back" }).click();
    await expect(card(page, "LeadsManager")).toHaveAttribute("data-flipped", "false");
    await expect(card(page, "LeadsManager").getByRole("button", { name: /^Learn More/ })).toBeFocused();
  });

  test("the back's 'Learn More' opens the venture's landing page", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await flip(page, "LeadsManager");
    await back(page, "LeadsManager")
      .getByRole("link", { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(`${app().url}/ventures/leadsmanager`);
  });

  test("'Visit Site' opens the website in a new tab, adding https:// when missing; no landing page, no 'Learn More'", async ({
    page,
    context,
  }) => {
    await context.route(/\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Client</title>" }),
    );
    await page.goto(`${app().url}/portfolio`);
    await flip(page, "Tablewise");
    const b = back(page, "Tablewise");
    await expect(b.getByRole("link", { name: /^Learn More/ })).toHaveCount(0);
    const visit = b.getByRole("link", { name: /^Visit Site/ });
    await expect(visit).toHaveAttribute("href", "https://tablewise.example");
    await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), visit.click()]);
    await expect(popup).toHaveURL("https://tablewise.example/");
  });

  test("phase badges are coloured by phase", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    const expected: Record<string, string> = {
      LeadsManager: "saas",
      BrightCart: "ecommerce",
      Ledgerleaf: "platform",
      Quillstone: "aiml",
      "Little Lantern": "default",
    };
    for (const [name, tone] of Object.entries(expected)) {
      await expect(back(page, name).locator("[data-tone]")).toHaveAttribute("data-tone", tone);
    }
  });

  test("the flip works from the keyboard and keeps focus on the visible face", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await card(page, "SupplyLink")
      .getByRole("button", { name: /^Learn More/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect(back(page, "SupplyLink").getByRole("heading", { name: "SupplyLink" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(back(page, "SupplyLink").getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card(page, "SupplyLink").getByRole("button", { name: /^Learn More/ })).toBeFocused();
  });

  test("with reduced motion the faces cross-fade instead of turning", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${app().url}/portfolio`);
    await flip(page, "LeadsManager");
    const turner = card(page, "LeadsManager").locator(":scope > div");
    expect(await turner.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    await expect(front(page, "LeadsManager")).toHaveCSS("opacity", "0");
    await expect(back(page, "LeadsManager")).toHaveCSS("opacity", "1");
    await expect(back(page, "LeadsManager").getByText("started with a simple observation")).toBeVisible();
  });

  test("shows 'Loading portfolio...' while a client-side navigation loads the page", async ({ page }) => {
    await page.goto(`${app().url}/about`);
    await page.route(/\/portfolio\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page.getByText("Loading portfolio...")).toBeVisible();
    await expect(page.getByTestId("portfolio-card").first()).toBeVisible();
    await expect(page.getByText("Loading portfolio...")).toHaveCount(0);
  });

  test("'Have an Idea?' offers 'Start Your Venture', which opens the contact dialog", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await expect(page.getByRole("heading", { name: "Have an Idea?" })).toBeVisible();
    await page.getByRole("button", { name: "Start Your Venture" }).click();
    await expect(page.getByRole("dialog", { name: "Let's build something together" })).toBeVisible();
  });

  test("has no axe violations, front and back", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await flip(page, "LeadsManager");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("portfolio page at 375×740", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("cards stack in one column and flip back and forth", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Portfolio");
    const [a, b] = await Promise.all([0, 1].map((i) => page.getByTestId("portfolio-card").nth(i).boundingBox()));
    expect(a!.x).toBe(b!.x);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    await flip(page, "SupplyLink");
    await expect(back(page, "SupplyLink").getByText("Marketplace", { exact: true })).toBeVisible();
    await expect(back(page, "SupplyLink").getByRole("heading", { name: "Services Delivered" })).toBeVisible();
    await back(page, "SupplyLink").getByRole("button", { name: "Back" }).click();
    await expect(card(page, "SupplyLink")).toHaveAttribute("data-flipped", "false");
  });

  test("'Visit Site' opens a new tab and 'Learn More' the landing page", async ({ page, context }) => {
    await context.route(/\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Client</title>" }),
    );
    await page.goto(`${app().url}/portfolio`);
    await flip(page, "SupplyLink");
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      back(page, "SupplyLink")
        .getByRole("link", { name: /^Visit Site/ })
        .click(),
    ]);
    await expect(popup).toHaveURL("https://supplylink.example/");
    await back(page, "SupplyLink")
      .getByRole("link", { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(`${app().url}/ventures/supplylink`);
  });

  test("has no axe violations, front and back", async ({ page }) => {
    await page.goto(`${app().url}/portfolio`);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await flip(page, "LeadsManager");
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Last in the file: it adds content the other tests read.
test.describe("portfolio content rules", () => {
  test("a card without full description, links or address-style images uses the fallbacks", async ({
    page,
    browser,
  }) => {
    await signIn(page, app().url, "owner");
    const response = await page.request.post(`${app().url}/api/portfolio-cards`, {
      data: {
        name: "Northstar Notes",
        tagline: "Meeting notes that write themselves",
        description: "A note-taking assistant for hybrid teams.",
        category: "AI & Innovation",
        phase: "Growth",
        color: "from-purple-500 to-violet-500",
        imageUrl: "aurora",
        logoUrl: "supplylink",
        services: ["AI Integration"],
        sortOrder: 50,
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const hidden = await page.request.post(`${app().url}/api/portfolio-cards`, {
      data: {
        name: "Hidden Harbor",
        description: "Not public yet.",
        category: "B2B Tools",
        phase: "Mobile App",
        color: "from-gray-500 to-slate-500",
        isActive: false,
      },
    });
    const hiddenId = ((await hidden.json()) as { id: string }).id;

    const visitor = await browser.newPage();
    await visitor.goto(`${app().url}/portfolio`);
    await expect(visitor.getByText("Hidden Harbor")).toHaveCount(0);
    // Image names resolve through the local image map.
    await expect(front(visitor, "Northstar Notes").locator('img[src="/images/samples/aurora.svg"]')).toHaveCount(1);
    await expect(
      front(visitor, "Northstar Notes").locator('img[src="/images/samples/logo-supplylink.svg"]'),
    ).toHaveCount(1);
    await flip(visitor, "Northstar Notes");
    const b = back(visitor, "Northstar Notes");
    await expect(b.getByText("A note-taking assistant for hybrid teams.")).toBeVisible(); // falls back to description
    await expect(b.getByText("Growth", { exact: true })).toHaveAttribute("data-tone", "growth");
    await expect(b.getByRole("link")).toHaveCount(0); // neither landing page nor website
    await visitor.close();

    for (const cardId of [id, hiddenId]) {
      const deleted = await page.request.delete(`${app().url}/api/portfolio-cards/${cardId}`, {
        headers: { origin: app().url },
      });
      expect(deleted.ok()).toBe(true);
    }
  });
});
