import { CASE_STUDY_GRADIENTS } from "#core/constants.ts";
import { blogPostInputSchema } from "#core/schemas/blog-post.ts";
import { caseStudyInputSchema } from "#core/schemas/case-study.ts";
import { portfolioCardInputSchema } from "#core/schemas/portfolio-card.ts";
import { ventureInputSchema } from "#core/schemas/venture.ts";
import type { Db } from "#db/client.server.ts";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { SAMPLE_CASE_STUDIES } from "#db/seed/sample-case-studies.server.ts";
import { SAMPLE_IMAGES } from "#db/seed/sample-images.server.ts";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";
import { systemContext } from "#server/audit/audit.server.ts";
import { createCard } from "#server/content/cards.server.ts";
import { createCaseStudy } from "#server/content/case-studies.server.ts";
import { createPost } from "#server/content/posts.server.ts";
import { createVenture } from "#server/content/ventures.server.ts";

// Realistic volume for `npm run bench` (issue #8): 200 published posts with galleries, 50 case
// studies, 40 cards and 30 ventures; the journal at volume (issue #15) fills 5,000 posts as well. Every entry goes through the API's schema and the app's own
// create functions (sanitizer, slug rule, publish date), straight into the database before the
// server starts. Bodies are recombined from the sample content's sentences by a seeded generator,
// so pages differ from each other, read like prose and compress like prose (a body repeating one
// paragraph would gzip ten times smaller than a real one), and every run writes the same data.

export const VOLUME = { posts: 200, caseStudies: 50, cards: 40, ventures: 30 };

/** mulberry32: a small deterministic generator, so two runs measure the same pages. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, some };
}
type Random = ReturnType<typeof random>;

// The sample content's prose, cut into pieces to recombine.
const SAMPLE_HTML = [
  ...SAMPLE_POSTS.map((p) => p.content),
  ...SAMPLE_CASE_STUDIES.map((c) => c.content),
  ...SAMPLE_CARDS.map((c) => c.fullDescription ?? ""),
].join("\n");
const inner = (tag: string) =>
  [...SAMPLE_HTML.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1]!.trim());
const SENTENCES = inner("p")
  .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/))
  .filter((s) => s.length > 30 && !/<\/?[a-z]/.test(s.replace(/<\/?(strong|em)>/g, "")));
const HEADINGS = [...inner("h2"), ...inner("h3")].filter((h) => !/</.test(h));
const ITEMS = inner("li").filter((li) => li.length < 200);
const QUOTES = inner("blockquote");
const IMAGES = SAMPLE_IMAGES.filter((src) => !src.includes("/logo-"));
const LOGOS = SAMPLE_IMAGES.filter((src) => src.includes("/logo-"));
const CATEGORIES = ["Venture Building", "Product", "AI", "Growth", "Engineering", "Design"];
const TAGS = [
  "Startups",
  "Validation",
  "Product",
  "AI",
  "Pricing",
  "Design",
  "Engineering",
  "Growth",
  "SaaS",
  "Research",
  "Hiring",
  "Operations",
];
const TITLE_LEADS = [
  "What we learned about",
  "Notes on",
  "A field guide to",
  "Why we rethought",
  "Five lessons on",
  "The case for",
  "Getting started with",
  "Measuring",
];
const TOPICS = [
  "pricing before the first customer",
  "six-week validation sprints",
  "AI drafts in small teams",
  "onboarding that sticks",
  "concierge prototypes",
  "churn in the first ninety days",
  "supplier marketplaces",
  "forecasting for restaurants",
  "founder-led sales",
  "design systems for a team of three",
  "interviews that do not pitch",
  "break-even targets",
  "reminders people do not ignore",
  "bookkeeping automation",
  "a one-screen pipeline",
  "shipping the smallest product",
  "children's apps parents trust",
  "analytics for a weekly meeting",
  "landing pages as experiments",
  "stopping a venture well",
  "escrow in two-sided markets",
  "tone profiles for AI writing",
  "the Monday pipeline meeting",
  "data models that stay small",
  "partner channels",
];

const sentences = (r: Random, min: number, max: number) => r.some(SENTENCES, r.int(min, max)).join(" ");
const link = (r: Random) =>
  `<a href="https://example.com/${r.pick(TOPICS).replace(/\W+/g, "-")}">${r.pick(TOPICS)}</a>`;

/** A few sections of headings, paragraphs, lists, quotes and figures: 4–9 KB of HTML. */
function article(r: Random, table?: { before: string; after: string }) {
  const parts = [`<p>${sentences(r, 3, 4)}</p>`];
  for (const heading of r.some(HEADINGS, r.int(3, 5))) {
    parts.push(`<h2>${heading}</h2>`);
    for (let p = r.int(1, 3); p > 0; p--) {
      parts.push(
        r.next() < 0.25 ? `<p>${sentences(r, 1, 2)} Read more on ${link(r)}.</p>` : `<p>${sentences(r, 2, 5)}</p>`,
      );
    }
    if (r.next() < 0.4)
      parts.push(
        `<ul>\n${r
          .some(ITEMS, r.int(3, 5))
          .map((li) => `  <li>${li}</li>`)
          .join("\n")}\n</ul>`,
      );
    if (r.next() < 0.2) parts.push(`<blockquote>${r.pick(QUOTES)}</blockquote>`);
    if (r.next() < 0.3)
      parts.push(
        `<figure><img src="${r.pick(IMAGES)}" alt="${heading}" width="1200" height="675"><figcaption>${heading}</figcaption></figure>`,
      );
  }
  if (table) {
    const rows = r
      .some(ITEMS, 4)
      .map(
        (li) =>
          `<tr><td>${li.replace(/<[^>]+>/g, "").slice(0, 60)}</td><td>${r.int(5, 60)}%</td><td>${r.int(40, 99)}%</td></tr>`,
      );
    parts.push(
      `<table><thead><tr><th>Metric</th><th>${table.before}</th><th>${table.after}</th></tr></thead><tbody>${rows.join("")}</tbody></table>`,
    );
  }
  return parts.join("\n");
}

const readTime = (html: string) => Math.max(1, Math.round(html.replace(/<[^>]+>/g, " ").split(/\s+/).length / 220));
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty, migrated database with `posts` posts (the journal at volume asks for 5,000) and
 * VOLUME's other entries; returns the slugs the bench requests. The first posts are the same
 * whatever the count: a larger data set only adds older ones.
 */
export async function fillVolume(
  db: Db,
  posts: number = VOLUME.posts,
): Promise<{ postSlugs: string[]; caseStudySlugs: string[] }> {
  const r = random(8);
  const now = Date.UTC(2026, 10, 1);
  const ctx = systemContext();

  for (let i = 0; i < VOLUME.cards; i++) {
    const sample = SAMPLE_CARDS[i % SAMPLE_CARDS.length]!;
    const round = Math.floor(i / SAMPLE_CARDS.length);
    await createCard(
      db,
      portfolioCardInputSchema.parse({
        ...sample,
        name: round === 0 ? sample.name : `${sample.name} ${round + 1}`,
        description: `${sample.description} ${sentences(r, 1, 1)}`.slice(0, 2000),
        logoUrl: sample.logoUrl ?? (r.next() < 0.3 ? r.pick(LOGOS) : undefined),
        imageUrl: sample.imageUrl ?? r.pick(IMAGES),
        // Internal landing pages exist once per sample; copies link out.
        hasInternalLanding: round === 0 ? sample.hasInternalLanding : false,
        internalRoute: round === 0 ? sample.internalRoute : undefined,
        isActive: true,
        sortOrder: i,
      }),
      ctx,
    );
  }

  for (let i = 0; i < VOLUME.ventures; i++) {
    const sample = SAMPLE_VENTURES[i % SAMPLE_VENTURES.length]!;
    const round = Math.floor(i / SAMPLE_VENTURES.length);
    await createVenture(
      db,
      ventureInputSchema.parse({
        ...sample,
        name: round === 0 ? sample.name : `${sample.name} ${round + 1}`,
        progressPercentage: r.int(0, 100),
        notes: sentences(r, 2, 4),
      }),
      ctx,
    );
  }

  const caseStudySlugs: string[] = [];
  for (let i = 0; i < VOLUME.caseStudies; i++) {
    const sample = SAMPLE_CASE_STUDIES[i % SAMPLE_CASE_STUDIES.length]!;
    const content = article(r, { before: "Before", after: "After six months" });
    const study = await createCaseStudy(
      db,
      caseStudyInputSchema.parse({
        title: `${sample.title.split(":")[0]}: ${r.pick(TITLE_LEADS)} ${r.pick(TOPICS)}`,
        subtitle: r.pick(SENTENCES.filter((s) => s.length <= 300)),
        category: sample.category,
        content,
        excerpt: sentences(r, 1, 2),
        stats: sample.stats,
        featuredImageUrl: r.pick(IMAGES),
        imageGallery: r.some(IMAGES, r.int(3, 6)),
        gradientColors: r.pick(CASE_STUDY_GRADIENTS),
        readTime: readTime(content),
        tags: r.some(sample.tags?.length ? sample.tags : TAGS, 4),
        isPublished: true,
        isFeatured: i < 3,
        publishedAt: new Date(now - (i + 1) * 9 * DAY_MS).toISOString(),
        metaDescription: sentences(r, 1, 1).slice(0, 300),
        sortOrder: i,
      }),
      ctx,
    );
    caseStudySlugs.push(study.slug);
  }

  const postSlugs: string[] = [];
  for (let i = 0; i < posts; i++) {
    const content = article(r);
    const post = await createPost(
      db,
      blogPostInputSchema.parse({
        title: `${r.pick(TITLE_LEADS)} ${r.pick(TOPICS)}`,
        excerpt: sentences(r, 1, 2),
        content,
        category: r.pick(CATEGORIES),
        tags: r.some(TAGS, r.int(2, 5)),
        featuredImageUrl: r.pick(IMAGES),
        imageGallery: r.some(IMAGES, r.int(3, 8)),
        isPublished: true,
        isFeatured: i === 0,
        readTime: readTime(content),
        publishedAt: new Date(now - (i + 1) * 3 * DAY_MS).toISOString(),
      }),
      ctx,
    );
    postSlugs.push(post.slug);
  }
  return { postSlugs, caseStudySlugs };
}
