import type { Page } from "@playwright/test";
import sharp from "sharp";
import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  DRAFT_CASE_STUDY_SLUGS,
  DRAFT_POST_SLUGS,
  PUBLIC_PAGES,
  PUBLISHED_CASE_STUDY_SLUGS,
  PUBLISHED_POST_SLUGS,
  STATIC_PUBLIC_PATHS,
  TERM_PATHS,
} from "./support/public-pages.ts";

// docs/product.md#overview: every public page is server-rendered with its own title, description, keywords,
// social tags, canonical link and structured data; plus the sitemap, robots.txt, the journal
// feed and the default share image.

const app = useAppServer();

type JsonLdNode = Record<string, unknown> & { "@type"?: string | string[] };

/** Every object with an @type anywhere in the page's JSON-LD blocks (including @graph). */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    if ("@type" in value) nodes.push(value as JsonLdNode);
    Object.values(value).forEach(visit);
  };
  for (const block of blocks) visit(JSON.parse(block));
  return nodes;
}

const hasType = (node: JsonLdNode, type: string) => [node["@type"]].flat().includes(type);

/** Parses XML in the browser; returns the parser's error text, or null when well-formed. */
async function xmlError(page: Page, xml: string): Promise<string | null> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
  }, xml);
}

test.describe("server-rendered metadata (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, jsonLd } of PUBLIC_PAGES) {
    test(`${path} carries its heading, metadata and structured data in the server HTML`, async ({ page }) => {
      const origin = app().url;
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(200);

      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      expect((await h1.textContent())?.trim()).toBeTruthy();

      await expect(page.locator("head title")).toHaveCount(1);
      expect((await page.title()).trim()).toBeTruthy();
      const meta = (selector: string) => page.locator(`meta[${selector}]`).first().getAttribute("content");
      for (const selector of [
        'name="description"',
        'name="keywords"',
        'property="og:title"',
        'property="og:description"',
      ]) {
        expect((await meta(selector))?.trim(), selector).toBeTruthy();
      }
      expect(await meta('property="og:type"')).toMatch(/^(website|article)$/);
      expect(await meta('name="twitter:card"')).toMatch(/^summary(_large_image)?$/);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute("href", `${origin}${path}`);
      expect(await meta('property="og:url"')).toBe(`${origin}${path}`);

      const image = await meta('property="og:image"');
      expect(image).toMatch(/^https?:\/\//);
      const imageResponse = await page.request.get(image!);
      expect(imageResponse.status(), `og:image ${image}`).toBe(200);
      expect(imageResponse.headers()["content-type"]).toMatch(/^image\//);

      const nodes = await jsonLdNodes(page);
      const organization = nodes.find((node) => hasType(node, "Organization"));
      expect(organization, "Organization JSON-LD").toBeTruthy();
      expect(organization!.foundingDate).toBe("2024");
      expect(
        nodes.some((node) => hasType(node, "WebSite")),
        "WebSite JSON-LD",
      ).toBe(true);
      for (const type of jsonLd)
        expect(
          nodes.some((node) => hasType(node, type)),
          `${type} JSON-LD`,
        ).toBe(true);
      if (path === "/") {
        // The eight services of the home page (docs/product.md#public-screens 'What We Do For You').
        expect(nodes.filter((node) => hasType(node, "Service")).length).toBeGreaterThanOrEqual(8);
      }
    });
  }

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto(`${app().url}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("SEO resources", () => {
  test("/sitemap.xml lists every public page and published entry, and no draft", async ({ page, request }) => {
    const origin = app().url;
    const response = await request.get(`${origin}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(await xmlError(page, xml)).toBeNull();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      ...STATIC_PUBLIC_PATHS,
      ...TERM_PATHS,
      ...PUBLISHED_CASE_STUDY_SLUGS.map((slug) => `/case-studies/${slug}`),
      ...PUBLISHED_POST_SLUGS.map((slug) => `/journal/${slug}`),
    ].map((path) => `${origin}${path}`);
    expect(locs.toSorted()).toEqual(expected.toSorted());
    for (const slug of [...DRAFT_CASE_STUDY_SLUGS, ...DRAFT_POST_SLUGS]) expect(xml).not.toContain(slug);
    // The search page is never indexed (docs/product.md#routes).
    expect(xml).not.toContain(`${origin}/search`);
    // Detail pages carry their last modification.
    expect(xml).toMatch(
      new RegExp(
        `<loc>${origin}/journal/${PUBLISHED_POST_SLUGS[0]}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod>`,
      ),
    );
  });

  test("/robots.txt allows crawling, keeps out the dashboard and the API, and points to the sitemap", async ({
    request,
  }) => {
    const origin = app().url;
    const response = await request.get(`${origin}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("/journal/rss.xml is a valid RSS 2.0 feed of the published posts", async ({ page, request }) => {
    const origin = app().url;
    const response = await request.get(`${origin}/journal/rss.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(await xmlError(page, xml)).toBeNull();

    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const channel = doc.querySelector("rss > channel")!;
      const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
      return {
        version: doc.documentElement.getAttribute("version"),
        title: channel.querySelector(":scope > title")?.textContent,
        self: self ? { href: self.getAttribute("href"), rel: self.getAttribute("rel") } : null,
        items: [...channel.querySelectorAll(":scope > item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          guid: item.querySelector("guid")?.textContent,
          isPermaLink: item.querySelector("guid")?.getAttribute("isPermaLink"),
          description: item.querySelector("description")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
          category: item.querySelector("category")?.textContent,
        })),
      };
    }, xml);

    expect(feed.version).toBe("2.0");
    expect(feed.title).toBeTruthy();
    expect(feed.self).toEqual({ href: `${origin}/journal/rss.xml`, rel: "self" });
    const links = feed.items.map((item) => item.link);
    expect(links.toSorted()).toEqual(PUBLISHED_POST_SLUGS.map((slug) => `${origin}/journal/${slug}`).toSorted());
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.guid).toBe(item.link);
      expect(item.isPermaLink).toBe("true");
      expect(item.description).toBeTruthy();
      expect(item.pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      expect(item.category).toBeTruthy();
    }
    // Newest first.
    const dates = feed.items.map((item) => Date.parse(item.pubDate!));
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
  });

  test("/api/og-image.jpg is a cacheable 1200×630 JPEG", async ({ request }) => {
    const url = `${app().url}/api/og-image.jpg`;
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const etag = response.headers()["etag"];
    expect(etag).toBeTruthy();
    const metadata = await sharp(await response.body()).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);

    const again = await request.get(url, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });
});

test.describe("what the privacy policy promises", () => {
  test("a visitor reading the public pages gets no cookies and nothing in local storage", async ({ page, context }) => {
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(`${app().url}${path}`);
      await page.waitForLoadState("networkidle");
    }
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});
