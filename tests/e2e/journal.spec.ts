import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, hydrated, signIn, slowDataLoads, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { AXE_TAGS } from "./support/axe.ts";

// docs/product.md#public-screens journal list and article: featured split, grid cards, galleries with lightbox,
// video player modal, sharing and not-found, at phone and desktop widths.

const app = useAppServer();

const post = (slug: string) => SAMPLE_POSTS.find((p) => p.slug === slug)!;
const FEATURED = post("validating-a-venture-in-six-weeks");
const AI = post("where-ai-earns-its-keep"); // 8 images, YouTube + Vimeo
const DRAFT = post("reading-the-seed-market");
const PUBLISHED = SAMPLE_POSTS.filter((p) => p.isPublished);
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;
const TEAM = "Arcwell Studio Team";

// Gallery size → docs/product.md#public-screens column count (1 full width; 2 → 2; 3 → 3; 4 → 2; 5+ → 3).
const GALLERIES = [
  { slug: "pricing-your-first-saas-plan", images: 1, columns: 1 },
  { slug: "shipping-fast-without-breaking-trust", images: 2, columns: 2 },
  { slug: "validating-a-venture-in-six-weeks", images: 3, columns: 3 },
  { slug: "retention-before-acquisition", images: 4, columns: 2 },
  { slug: "digitizing-the-back-of-house", images: 5, columns: 3 },
  { slug: "where-ai-earns-its-keep", images: 8, columns: 3 },
];

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary ?? ""}`));
}

/** How many distinct columns the boxes of these elements sit in. */
async function columnCount(items: Locator): Promise<number> {
  const xs = new Set<number>();
  for (const box of await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))))
    xs.add(box);
  return xs.size;
}

/** Keeps video providers off the (offline) network: every embed answers an empty page. */
async function stubVideoHosts(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|img\.youtube\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
    );
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const isPhone = viewport.width < 768;

    test("the list shows the featured post large and the others under 'Latest Articles'", async ({ page }) => {
      await page.goto(`${app().url}/journal`);
      await expect(page).toHaveTitle("Journal | Arcwell Studio");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal");

      const featured = page.getByTestId("featured-post");
      await expect(featured).toHaveCount(1);
      await expect(featured.getByRole("heading", { level: 2 })).toHaveText(FEATURED.title);
      await expect(featured.getByText("Featured", { exact: true })).toBeVisible();
      await expect(featured.getByText(FEATURED.category, { exact: true })).toBeVisible();
      await expect(featured.getByText(FEATURED.excerpt)).toBeVisible();
      await expect(featured.getByText(TEAM)).toBeVisible();
      await expect(featured.locator("time")).toHaveText(LONG_DATE);
      await expect(featured.getByText(`${FEATURED.readTime} min read`)).toBeVisible();
      for (const tag of FEATURED.tags!) await expect(featured.getByText(tag, { exact: true })).toBeVisible();
      await expect(featured.getByText("Read Article")).toBeVisible();

      await expect(page.getByRole("heading", { name: "Latest Articles" })).toBeVisible();
      const cards = page.getByTestId("post-card");
      await expect(cards).toHaveCount(PUBLISHED.length - 1);
      await expect(page.getByText(DRAFT.title)).toHaveCount(0);

      // Grid cards: category, read time, title, excerpt, first 2 tags, author, date, 'Read More'.
      const aiCard = cards.filter({ hasText: AI.title });
      await expect(aiCard.getByText(AI.category, { exact: true })).toBeVisible();
      await expect(aiCard.getByText(`${AI.readTime} min read`)).toBeVisible();
      await expect(aiCard.getByText(AI.excerpt)).toBeVisible();
      await expect(aiCard.getByRole("listitem")).toHaveText(AI.tags!.slice(0, 2));
      await expect(aiCard.getByText(TEAM)).toBeVisible();
      await expect(aiCard.locator("time")).toHaveText(LONG_DATE);
      await expect(aiCard.getByText("Read More")).toBeVisible();
      await expect(cards.filter({ hasText: "Daniel Reyes" })).toHaveCount(1);
      for (const card of await cards.all()) expect(await card.getByRole("listitem").count()).toBeLessThanOrEqual(2);

      // Three columns on large screens, two on medium, one on phones.
      expect(await columnCount(cards)).toBe(isPhone ? 1 : 3);
      if (!isPhone) {
        await page.setViewportSize({ width: 800, height: 800 });
        expect(await columnCount(cards)).toBe(2);
      }

      await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    });

    test("cards open their article, and the title follows client-side navigation", async ({ page }) => {
      await page.goto(`${app().url}/journal`);
      await page.getByTestId("featured-post").click();
      await page.waitForURL(`${app().url}/journal/${FEATURED.slug}`);
      await expect(page).toHaveTitle(`${FEATURED.title} | Arcwell Studio`);
      await page.getByRole("link", { name: "More Articles" }).click();
      await expect(page).toHaveTitle("Journal | Arcwell Studio");
      await page.getByTestId("post-card").filter({ hasText: AI.title }).click();
      await page.waitForURL(`${app().url}/journal/${AI.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(AI.title);
      await expect(page).toHaveTitle(`${AI.title} | Arcwell Studio`);
    });

    test("'Subscribe to Newsletter' opens the newsletter sign-up (issue 27), not the contact dialog", async ({
      page,
    }) => {
      await page.goto(`${app().url}/journal`);
      await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
      const dialog = page.getByRole("dialog", { name: "Subscribe to the newsletter" });
      await expect(dialog.getByLabel("Email")).toBeFocused();
      await expect(dialog.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Let's build something together" })).toHaveCount(0);
    });

    test("loading texts show while a client-side navigation loads the list and an article", async ({ page }) => {
      await page.goto(`${app().url}/case-studies`);
      await hydrated(page);
      await slowDataLoads(page, /\/journal(\/[^/.]+)?\.data/);
      const nav = page.getByRole("navigation", { name: isPhone ? "Quick links" : "Main" });
      await nav.getByRole("link", { name: "Journal" }).click();
      await expect(page.getByText("Loading articles...")).toBeVisible();
      await expect(page.getByTestId("featured-post")).toBeVisible();
      await expect(page.getByText("Loading articles...")).toHaveCount(0);
      await page.getByTestId("featured-post").click();
      await expect(page.getByText("Loading article...")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED.title);
    });

    test("an article shows its header, content, galleries, calls to action and author", async ({ page }) => {
      await page.goto(`${app().url}/journal/${AI.slug}`);
      await expect(page).toHaveTitle(`${AI.title} | Arcwell Studio`);
      const header = page.locator("article > header");
      await expect(header.getByRole("heading", { level: 1 })).toHaveText(AI.title);
      await expect(header.getByText(AI.category, { exact: true })).toBeVisible();
      await expect(header.getByText(`${AI.readTime} min read`)).toBeVisible();
      await expect(header.locator("time")).toHaveText(LONG_DATE);
      await expect(header.getByText(TEAM)).toBeVisible();
      await expect(header.getByText(AI.excerpt)).toBeVisible();
      await expect(header.getByRole("listitem")).toHaveText(AI.tags!);
      await expect(header.getByText("Featured", { exact: true })).toHaveCount(0);
      await expect(page.locator(`article img[src="${AI.featuredImageUrl}"]`).first()).toBeVisible();
      await expect(page.locator(".prose-content h2").first()).toHaveText("Three places where AI pays for itself");
      await expect(page.getByRole("heading", { name: "Visual Gallery" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Featured Videos" })).toBeVisible();

      const cta = page.locator("section", { has: page.getByRole("link", { name: "View Our Portfolio" }) });
      await expect(cta.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
      await expect(cta.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/portfolio");
      const footer = page.locator("article > footer");
      await expect(footer.getByText("Written by")).toBeVisible();
      await expect(footer.getByText(TEAM)).toBeVisible();
      await expect(footer.locator("time")).toHaveText(LONG_DATE);
      await expect(footer.getByRole("button", { name: "Share" })).toBeVisible();
      await expect(footer.getByRole("button", { name: "Copy Link" })).toBeVisible();
      const next = page.getByRole("navigation", { name: "Next steps" });
      await expect(next.getByRole("link", { name: "More Articles" })).toHaveAttribute("href", "/journal");
      await expect(next.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");

      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", AI.excerpt);
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (b) => JSON.parse(b)["@type"],
      );
      expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));

      // The featured post carries the badge on its own page too.
      await page.goto(`${app().url}/journal/${FEATURED.slug}`);
      await expect(page.locator("article > header").getByText("Featured", { exact: true })).toBeVisible();
    });

    test("galleries lay out 1, 2, 3, 4, 5 and 8 images by the spec's column rule", async ({ page }) => {
      for (const { slug, images, columns } of GALLERIES) {
        await page.goto(`${app().url}/journal/${slug}`);
        const gallery = page.getByTestId("image-gallery");
        await expect(gallery).toHaveAttribute("data-columns", String(columns));
        await expect(gallery).toHaveClass(new RegExp(columns === 3 ? "sm:grid-cols-3" : `grid-cols-${columns}`));
        const thumbs = page.getByTestId("gallery-thumb");
        await expect(thumbs).toHaveCount(Math.min(images, 6));
        // Phones show at most two columns.
        const expected = isPhone ? Math.min(columns, 2) : columns;
        expect(await columnCount(thumbs.locator("img")), slug).toBe(expected);
        if (images > 6) {
          await expect(thumbs.nth(5)).toContainText(`+${images - 6} more`);
          await expect(page.getByText(/\+\d+ more/)).toHaveCount(1);
        } else {
          await expect(page.getByText(/\+\d+ more/)).toHaveCount(0);
        }
      }
    });

    test("the lightbox opens at the clicked image, wraps around and closes with Escape", async ({ page }) => {
      await page.goto(`${app().url}/journal/${AI.slug}`);
      const sixth = page.getByTestId("gallery-thumb").nth(5);
      await sixth.click();
      const box = page.getByRole("dialog");
      await expect(box).toBeVisible();
      const counter = box.getByTestId("lightbox-counter");
      const image = box.getByTestId("lightbox-image");
      await expect(counter).toHaveText("6 / 8");
      await expect(image).toHaveAttribute("src", AI.imageGallery![5]!);
      await box.getByRole("button", { name: "Next image" }).click();
      await expect(counter).toHaveText("7 / 8");
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText("8 / 8");
      await expect(image).toHaveAttribute("src", AI.imageGallery![7]!);
      await box.getByRole("button", { name: "Next image" }).click();
      await expect(counter).toHaveText("1 / 8");
      await expect(image).toHaveAttribute("src", AI.imageGallery![0]!);
      await page.keyboard.press("ArrowLeft");
      await expect(counter).toHaveText("8 / 8");
      await box.getByRole("button", { name: "Previous image" }).click();
      await expect(counter).toHaveText("7 / 8");
      await page.keyboard.press("Escape");
      await expect(box).toBeHidden();
      await expect(sixth).toBeFocused();

      // The first thumbnail opens at 1, and the close button closes.
      await page.getByTestId("gallery-thumb").first().click();
      await expect(counter).toHaveText("1 / 8");
      await box.getByRole("button", { name: "Close" }).click();
      await expect(box).toBeHidden();
    });

    test("the video modal plays YouTube and Vimeo embeds with autoplay and links to the original", async ({ page }) => {
      await stubVideoHosts(page);
      await page.goto(`${app().url}/journal/${AI.slug}`);
      const videos = page.getByTestId("video-item");
      await expect(videos).toHaveCount(2);
      await expect(videos.nth(0)).toContainText(AI.videoGallery![0]!.title!);
      await expect(videos.nth(0).locator("img")).toHaveAttribute("src", AI.videoGallery![0]!.thumbnail!);

      await videos.nth(0).click();
      const modal = page.getByRole("dialog", { name: AI.videoGallery![0]!.title! });
      await expect(modal.locator("iframe")).toHaveAttribute(
        "src",
        "https://www.youtube-nocookie.com/embed/Xk3p9LmQ2vT?autoplay=1",
      );
      await expect(modal.locator("iframe")).toHaveAttribute("allow", /autoplay/);
      const external = modal.getByRole("link", { name: /Open original/ });
      await expect(external).toHaveAttribute("href", AI.videoGallery![0]!.url);
      await expect(external).toHaveAttribute("target", "_blank");
      await effectsSettled(page);
      await page.keyboard.press("Escape");
      await expect(modal).toBeHidden();
      await expect(videos.nth(0)).toBeFocused();

      await videos.nth(1).click();
      const vimeo = page.getByRole("dialog", { name: AI.videoGallery![1]!.title! });
      await expect(vimeo.locator("iframe")).toHaveAttribute(
        "src",
        "https://player.vimeo.com/video/824519306?autoplay=1",
      );
      await vimeo.getByRole("button", { name: "Close" }).click();
      await expect(vimeo).toBeHidden();
    });

    test("Copy Link copies the address and confirms with a toast", async ({ page }) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: app().url });
      await page.goto(`${app().url}/journal/${AI.slug}`);
      await page.getByRole("button", { name: "Copy Link" }).click();
      await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Link copied!")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app().url}/journal/${AI.slug}`);
    });

    test("Share opens a social-post intent in a new tab when the browser cannot share natively", async ({ page }) => {
      const context = page.context();
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }),
      );
      await context.route("https://twitter.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>intent</title>" }),
      );
      await page.goto(`${app().url}/journal/${AI.slug}`);
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("button", { name: "Share" }).click(),
      ]);
      await popup.waitForLoadState();
      const intent = new URL(popup.url());
      expect(`${intent.origin}${intent.pathname}`).toBe("https://twitter.com/intent/tweet");
      expect(intent.searchParams.get("url")).toBe(`${app().url}/journal/${AI.slug}`);
      expect(intent.searchParams.get("text")).toBe(AI.title);
      await popup.close();
    });

    test("Share uses the native share sheet when the browser has one", async ({ page }) => {
      await page.context().addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", {
          configurable: true,
          value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
        });
      });
      await page.goto(`${app().url}/journal/${AI.slug}`);
      await page.getByRole("button", { name: "Share" }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
        .toBe(`${app().url}/journal/${AI.slug}`);
      expect(page.context().pages()).toHaveLength(1);
    });

    test("a draft and an unknown slug answer 404 with the not-found texts", async ({ page }) => {
      for (const slug of [DRAFT.slug!, "no-such-article"]) {
        const response = await page.goto(`${app().url}/journal/${slug}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
        await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
        await expect(page).toHaveTitle("Article Not Found | Arcwell Studio");
        await expect(page.getByRole("contentinfo")).toBeVisible();
      }
      await page.getByRole("link", { name: "Back to Journal" }).click();
      await page.waitForURL(`${app().url}/journal`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal");
    });

    test("axe finds no violations on the list, an article, its lightbox and its video player", async ({ page }) => {
      await stubVideoHosts(page);
      await page.goto(`${app().url}/journal`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app().url}/journal/${AI.slug}`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId("gallery-thumb").nth(2).click();
      await expect(page.getByTestId("lightbox-image")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByTestId("video-item").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app().url}/journal/no-such-article`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("'Start Your Project' goes through /contact to the contact dialog", async ({ page }) => {
  await page.goto(`${app().url}/journal/${AI.slug}`);
  await page.getByRole("navigation", { name: "Next steps" }).getByRole("link", { name: "Start Your Project" }).click();
  await page.waitForURL(`${app().url}/?contact=true`);
  await expect(page.getByRole("dialog", { name: "Let's build something together" })).toBeVisible();
});

// Last, because it adds a post to this file's database.
test("videos without a title or thumbnail; the gallery takes only YouTube and Vimeo links", async ({
  page,
  browser,
}) => {
  await signIn(page, app().url, "owner");
  const post = (videoGallery: { url: string; title?: string }[]) =>
    page.request.post(`${app().url}/api/blog-posts`, {
      data: {
        title: "Video sources check",
        excerpt: "Videos from two kinds of links.",
        content: "<p>Two videos.</p>",
        category: "Tech Trends",
        isPublished: true,
        videoGallery,
      },
    });
  const videoGallery = [
    { url: "https://youtu.be/dQw4w9WgXcQ" },
    { url: "https://vimeo.com/123456789", title: "On Vimeo" },
  ];
  // Pages frame no other player (docs/decisions/041).
  const refused = await post([...videoGallery, { url: "https://media.example.com/clips/demo.mp4" }]);
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors["videoGallery.2.url"]).toEqual([
    "Use a YouTube or Vimeo video link.",
  ]);
  const response = await post(videoGallery);
  expect(response.status(), await response.text()).toBe(201);
  const { slug } = (await response.json()) as { slug: string };

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await stubVideoHosts(visitorPage);
  await visitorPage.goto(`${app().url}/journal/${slug}`);
  const videos = visitorPage.getByTestId("video-item");
  await expect(videos).toHaveCount(2);
  await expect(videos.nth(0)).toContainText("Video 1");
  await expect(videos.nth(0).getByTestId("video-thumbnail")).toHaveAttribute(
    "src",
    "https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
  );
  await expect(videos.nth(1)).toContainText("On Vimeo");
  await expect(videos.nth(1).getByTestId("video-placeholder")).toHaveCount(1);
  await expect(visitorPage.getByTestId("image-gallery")).toHaveCount(0);

  await videos.nth(1).click();
  const modal = visitorPage.getByRole("dialog", { name: "On Vimeo" });
  await expect(modal.locator("iframe")).toHaveAttribute("src", "https://player.vimeo.com/video/123456789?autoplay=1");
  await expect(modal.getByRole("link", { name: /Open original/ })).toHaveAttribute(
    "href",
    "https://vimeo.com/123456789",
  );
  await effectsSettled(visitorPage);
  await visitorPage.keyboard.press("Escape");
  await videos.nth(0).click();
  await expect(visitorPage.getByRole("dialog", { name: "Video 1" }).locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
  );
  await visitor.close();
});
