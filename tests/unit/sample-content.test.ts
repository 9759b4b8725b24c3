import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  BLOG_CATEGORIES,
  CARD_COLORS,
  CASE_STUDY_CATEGORIES,
  CASE_STUDY_GRADIENTS,
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_PHASES,
  PORTFOLIO_SERVICES,
  VENTURE_PHASES,
  VENTURE_STATUSES,
} from "#core/constants.ts";
import { blogPostInputSchema } from "#core/schemas/blog-post.ts";
import { caseStudyInputSchema } from "#core/schemas/case-study.ts";
import { fieldErrors } from "#core/schemas/common.ts";
import { portfolioCardInputSchema } from "#core/schemas/portfolio-card.ts";
import { ventureInputSchema } from "#core/schemas/venture.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { SAMPLE_CASE_STUDIES } from "#db/seed/sample-case-studies.server.ts";
import { SAMPLE_IMAGES } from "#db/seed/sample-images.server.ts";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";

const PUBLIC_DIR = fileURLToPath(new URL("../../public", import.meta.url));
const SAMPLE_PREFIX = "/images/samples/";

/** Parses with the schema and fails with readable field errors when invalid. */
function expectValid(schema: z.ZodType, value: unknown, label: string): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    console.error(`${label} is invalid:`, JSON.stringify(fieldErrors(result.error), null, 2));
  }
  expect(result.success, `${label} should match its schema`).toBe(true);
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

const isSamplePath = (p: string | null | undefined): p is string =>
  typeof p === "string" && p.startsWith(SAMPLE_PREFIX);

function referencedImages(): string[] {
  const refs: (string | null | undefined)[] = [];
  for (const c of SAMPLE_CARDS) refs.push(c.logoUrl, c.imageUrl);
  for (const s of SAMPLE_CASE_STUDIES) refs.push(s.featuredImageUrl, ...(s.imageGallery ?? []));
  for (const p of SAMPLE_POSTS) {
    refs.push(p.featuredImageUrl, ...(p.imageGallery ?? []));
    for (const v of p.videoGallery ?? []) refs.push(v.thumbnail);
  }
  return refs.filter((r): r is string => typeof r === "string");
}

describe("sample images", () => {
  it("lists twelve files that exist, are small and self-contained", () => {
    expect(SAMPLE_IMAGES).toHaveLength(12);
    expect(new Set(SAMPLE_IMAGES).size).toBe(12);
    expect(SAMPLE_IMAGES.filter((p) => p.includes("/logo-"))).toHaveLength(2);
    for (const path of SAMPLE_IMAGES) {
      expect(path.startsWith(SAMPLE_PREFIX) && path.endsWith(".svg"), path).toBe(true);
      const file = PUBLIC_DIR + path;
      expect(existsSync(file), `${file} exists`).toBe(true);
      expect(statSync(file).size, `${path} is under 3 KB`).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(path.includes("/logo-") ? /viewBox="0 0 200 200"/ : /viewBox="0 0 1200 800"/);
      expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|\son\w+=/i);
      // The only absolute address allowed is the SVG namespace.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=/i);
    }
  });

  it("every referenced sample image exists on disk", () => {
    const refs = referencedImages();
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(isSamplePath(ref), `${ref} is a local sample path`).toBe(true);
      expect(existsSync(PUBLIC_DIR + ref), `${ref} exists under public/`).toBe(true);
      expect(SAMPLE_IMAGES as readonly string[]).toContain(ref);
    }
  });
});

describe("sample portfolio cards", () => {
  it("all parse with the card schema", () => {
    SAMPLE_CARDS.forEach((card, i) => expectValid(portfolioCardInputSchema, card, `card ${i} (${card.name})`));
  });

  it("has eight cards spread over the option lists", () => {
    expect(SAMPLE_CARDS).toHaveLength(8);
    const categories = new Set(SAMPLE_CARDS.map((c) => c.category));
    const phases = new Set(SAMPLE_CARDS.map((c) => c.phase));
    const colors = new Set(SAMPLE_CARDS.map((c) => c.color));
    for (const c of categories) expect(PORTFOLIO_CATEGORIES as readonly string[]).toContain(c);
    for (const p of phases) expect(PORTFOLIO_PHASES as readonly string[]).toContain(p);
    for (const c of colors) expect(CARD_COLORS as readonly string[]).toContain(c);
    expect(categories.size).toBeGreaterThanOrEqual(6);
    expect(phases.size).toBeGreaterThanOrEqual(6);
    expect(colors.size).toBeGreaterThanOrEqual(6);
  });

  it("uses 2 to 6 known services each, with at least two cards above 3", () => {
    for (const card of SAMPLE_CARDS) {
      const services = card.services ?? [];
      expect(services.length, card.name).toBeGreaterThanOrEqual(2);
      expect(services.length, card.name).toBeLessThanOrEqual(6);
      for (const s of services) expect(PORTFOLIO_SERVICES as readonly string[]).toContain(s);
    }
    expect(SAMPLE_CARDS.filter((c) => (c.services ?? []).length > 3).length).toBeGreaterThanOrEqual(2);
  });

  it("covers sort order 0..7, one hidden card and mixed descriptions", () => {
    expect(SAMPLE_CARDS.map((c) => c.sortOrder).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(SAMPLE_CARDS.filter((c) => c.isActive === false)).toHaveLength(1);
    expect(SAMPLE_CARDS.filter((c) => c.isActive === true)).toHaveLength(7);
    expect(SAMPLE_CARDS.some((c) => c.description.length > 120)).toBe(true);
    expect(SAMPLE_CARDS.some((c) => c.description.length <= 120)).toBe(true);
    expect(SAMPLE_CARDS.filter((c) => c.fullDescription).length).toBeGreaterThanOrEqual(5);
  });

  it("mixes images with gradient-only cards", () => {
    expect(SAMPLE_CARDS.some((c) => c.imageUrl == null)).toBe(true);
    expect(SAMPLE_CARDS.some((c) => isSamplePath(c.imageUrl))).toBe(true);
  });

  it("uses fictional .example websites, one without a scheme", () => {
    for (const card of SAMPLE_CARDS) {
      expect(card.websiteUrl, card.name).toBeTruthy();
      const url = new URL(/^https?:\/\//.test(card.websiteUrl ?? "") ? card.websiteUrl! : `https://${card.websiteUrl}`);
      expect(url.hostname.endsWith(".example"), card.name).toBe(true);
    }
    expect(SAMPLE_CARDS.some((c) => c.websiteUrl && !/^https?:/.test(c.websiteUrl))).toBe(true);
  });

  it("has exactly the two internal landing pages", () => {
    const internal = SAMPLE_CARDS.filter((c) => c.hasInternalLanding === true);
    expect(internal).toHaveLength(2);
    expect(internal.map((c) => c.internalRoute).sort()).toEqual(["leadsmanager", "supplylink"]);
    expect(internal.find((c) => c.internalRoute === "leadsmanager")?.name).toBe("LeadsManager");
    expect(internal.find((c) => c.internalRoute === "supplylink")?.name).toBe("SupplyLink");
  });
});

describe("sample ventures", () => {
  it("all parse with the venture schema", () => {
    SAMPLE_VENTURES.forEach((v, i) => expectValid(ventureInputSchema, v, `venture ${i} (${v.name})`));
  });

  it("has eight ventures covering every phase and status", () => {
    expect(SAMPLE_VENTURES).toHaveLength(8);
    expect(new Set(SAMPLE_VENTURES.map((v) => v.phase))).toEqual(new Set(VENTURE_PHASES));
    expect(new Set(SAMPLE_VENTURES.map((v) => v.status))).toEqual(new Set(VENTURE_STATUSES));
  });

  it("fills the fields as the dashboard expects", () => {
    for (const v of SAMPLE_VENTURES) {
      expect(v.progressPercentage, v.name).toBeGreaterThanOrEqual(0);
      expect(v.progressPercentage, v.name).toBeLessThanOrEqual(100);
      expect(v.problemThreeWords.trim().split(/\s+/), v.name).toHaveLength(3);
      expect(v.solutionThreeWords.trim().split(/\s+/), v.name).toHaveLength(3);
      expect(v.targetAudience.split("\n").length, v.name).toBeGreaterThanOrEqual(2);
      // The summary panel sums the digits and dots of each baseline cost.
      expect(Number(v.baselineCost.replace(/[^\d.]/g, "")), v.name).toBeGreaterThan(0);
    }
    expect(SAMPLE_VENTURES.filter((v) => !v.owner)).toHaveLength(1);
    expect(SAMPLE_VENTURES.some((v) => v.websiteLink)).toBe(true);
    expect(SAMPLE_VENTURES.some((v) => v.deckLink)).toBe(true);
    expect(SAMPLE_VENTURES.some((v) => v.notes)).toBe(true);
    expect(SAMPLE_VENTURES.map((v) => v.breakEvenTarget)).toContain("Achieved");
  });
});

describe("sample case studies", () => {
  it("all parse with the case study schema", () => {
    SAMPLE_CASE_STUDIES.forEach((s, i) => expectValid(caseStudyInputSchema, s, `case study ${i} (${s.title})`));
  });

  it("has four, one draft and one featured", () => {
    expect(SAMPLE_CASE_STUDIES).toHaveLength(4);
    expect(SAMPLE_CASE_STUDIES.filter((s) => s.isPublished === false)).toHaveLength(1);
    expect(SAMPLE_CASE_STUDIES.filter((s) => s.isPublished === true)).toHaveLength(3);
    expect(SAMPLE_CASE_STUDIES.filter((s) => s.isFeatured === true)).toHaveLength(1);
  });

  it("uses the option lists and sensible ranges", () => {
    for (const s of SAMPLE_CASE_STUDIES) {
      expect(CASE_STUDY_CATEGORIES as readonly string[]).toContain(s.category);
      expect(CASE_STUDY_GRADIENTS as readonly string[]).toContain(s.gradientColors);
      expect(s.stats?.length, s.title).toBeGreaterThanOrEqual(3);
      expect(s.stats?.length, s.title).toBeLessThanOrEqual(4);
      expect(s.tags?.length, s.title).toBeGreaterThanOrEqual(3);
      expect(s.tags?.length, s.title).toBeLessThanOrEqual(6);
      expect(s.readTime, s.title).toBeGreaterThanOrEqual(4);
      expect(s.readTime, s.title).toBeLessThanOrEqual(12);
      expect(s.metaDescription, s.title).toBeTruthy();
      expect(s.publishedAt, s.title).toBeUndefined();
      const words = wordCount(s.content);
      expect(words, `${s.title}: ${words} words`).toBeGreaterThanOrEqual(400);
      expect(words, `${s.title}: ${words} words`).toBeLessThanOrEqual(900);
      expect(s.content).toMatch(/<h2>/);
      expect(s.content).toMatch(/<blockquote>/);
    }
    expect(SAMPLE_CASE_STUDIES.filter((s) => s.content.includes("<table>")).length).toBeGreaterThanOrEqual(1);
    expect(SAMPLE_CASE_STUDIES.some((s) => isSamplePath(s.featuredImageUrl))).toBe(true);
  });

  it("has unique explicit slugs", () => {
    const slugs = SAMPLE_CASE_STUDIES.map((s) => s.slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("sample journal posts", () => {
  it("all parse with the blog post schema", () => {
    SAMPLE_POSTS.forEach((p, i) => expectValid(blogPostInputSchema, p, `post ${i} (${p.title})`));
  });

  it("has six published posts, one draft and exactly one featured", () => {
    expect(SAMPLE_POSTS).toHaveLength(7);
    expect(SAMPLE_POSTS.filter((p) => p.isPublished === true)).toHaveLength(6);
    expect(SAMPLE_POSTS.filter((p) => p.isPublished === false)).toHaveLength(1);
    expect(SAMPLE_POSTS.filter((p) => p.isFeatured === true)).toHaveLength(1);
  });

  it("uses the option lists and substantial content", () => {
    for (const p of SAMPLE_POSTS) {
      expect(BLOG_CATEGORIES as readonly string[]).toContain(p.category);
      expect(p.tags?.length, p.title).toBeGreaterThanOrEqual(2);
      expect(p.tags?.length, p.title).toBeLessThanOrEqual(5);
      expect(p.publishedAt, p.title).toBeUndefined();
      expect(p.contentSections, p.title).toBeUndefined();
      const words = wordCount(p.content);
      expect(words, `${p.title}: ${words} words`).toBeGreaterThanOrEqual(400);
      expect(words, `${p.title}: ${words} words`).toBeLessThanOrEqual(900);
    }
    expect(SAMPLE_POSTS.filter((p) => p.content.includes("<pre><code>")).length).toBeGreaterThanOrEqual(1);
    expect(SAMPLE_POSTS.filter((p) => p.content.includes("<blockquote>")).length).toBeGreaterThanOrEqual(3);
    expect(SAMPLE_POSTS.filter((p) => p.author !== undefined)).toHaveLength(2);
    expect(SAMPLE_POSTS.filter((p) => p.featuredImageUrl).length).toBeGreaterThan(SAMPLE_POSTS.length / 2);
  });

  it("covers gallery sizes 1, 2, 3, 4, 5 and 8", () => {
    const sizes = SAMPLE_POSTS.map((p) => p.imageGallery?.length ?? 0).filter((n) => n > 0);
    for (const n of [1, 2, 3, 4, 5, 8]) expect(sizes, `a gallery of ${n}`).toContain(n);
  });

  it("has video galleries with local thumbnails", () => {
    const withVideos = SAMPLE_POSTS.filter((p) => (p.videoGallery ?? []).length > 0);
    expect(withVideos.length).toBeGreaterThanOrEqual(2);
    const urls: string[] = [];
    for (const p of withVideos) {
      for (const v of p.videoGallery ?? []) {
        urls.push(v.url);
        expect(v.url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|vimeo\.com\/\d+)$/);
        expect(isSamplePath(v.thumbnail), `${v.url} has a local thumbnail`).toBe(true);
      }
    }
    expect(urls.some((u) => u.includes("youtube.com"))).toBe(true);
    expect(urls.some((u) => u.includes("vimeo.com"))).toBe(true);
  });

  it("has unique explicit slugs", () => {
    const slugs = SAMPLE_POSTS.map((p) => p.slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
