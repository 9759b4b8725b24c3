import type { Db } from "../../db/client.ts";
import { blogPosts, caseStudies, portfolioCards, ventures } from "../../db/schema.ts";

// Realistic volume for `npm run bench` (issue #8): 200 published posts with galleries, 50 case
// studies, 40 cards and 30 ventures, written straight into the database before the server starts.

const IMAGES = ["horizon", "prism", "bloom", "circuit", "grid-city"].map((n) => `/images/samples/${n}.svg`);
const CATEGORIES = ["Tech Trends", "Venture Building", "Product", "Growth", "AI"];
const PARAGRAPH =
  "Most ventures do not fail for lack of code; they fail because the first customers never show up. We test demand with a landing page, a concierge version and ten honest conversations before a single sprint is planned, and we keep what we learn in a shared log the founders can read.";

const body = (i: number) =>
  Array.from({ length: 8 }, (_, p) => (p % 3 === 2 ? `<h2>Step ${p} of post ${i}</h2>` : `<p>${PARAGRAPH} (${i}.${p})</p>`)).join("\n");
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 36e5 * 30);

export async function fillVolume(db: Db) {
  await db.insert(portfolioCards).values(
    Array.from({ length: 40 }, (_, i) => ({
      name: `Venture card ${i + 1}`,
      tagline: "Operations software for small teams",
      description: `A portfolio company number ${i + 1}, building tools that small teams use every day to sell, ship and support.`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      phase: ["Web Platform", "Mobile App", "MVP"][i % 3]!,
      color: "from-blue-500 to-cyan-500",
      imageUrl: IMAGES[i % IMAGES.length]!,
      websiteUrl: "https://example.com",
      sortOrder: i,
    })),
  );
  await db.insert(ventures).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Venture ${i + 1}`,
      oneLiner: "Forecast alerts for growers",
      phase: "mvp",
      progressPercentage: (i * 7) % 100,
      description: "A venture of the studio.",
      problemThreeWords: "Unpredictable harvest losses",
      solutionThreeWords: "Hyperlocal forecast alerts",
      targetAudience: "Farmers",
      monetization: "Subscription",
      baselineCost: "$1,500/month",
      breakEvenTarget: "Q3 2027",
      styleVisualVoice: "Calm, earthy",
    })),
  );
  await db.insert(caseStudies).values(
    Array.from({ length: 50 }, (_, i) => ({
      title: `Case study ${i + 1}: from idea to paying customers`,
      slug: `case-study-${i + 1}`,
      subtitle: "How a small team found its market in twelve weeks",
      category: CATEGORIES[i % CATEGORIES.length]!,
      content: body(i),
      excerpt: "Twelve weeks from a sketch to the first invoices.",
      stats: [
        { label: "Weeks to launch", value: "12" },
        { label: "Paying customers", value: "48" },
      ],
      featuredImageUrl: IMAGES[i % IMAGES.length]!,
      imageGallery: IMAGES.slice(0, 3),
      isPublished: true,
      isFeatured: i < 3,
      publishedAt: at(i),
      sortOrder: i,
      tags: ["SaaS", "B2B"],
    })),
  );
  await db.insert(blogPosts).values(
    Array.from({ length: 200 }, (_, i) => ({
      title: `Journal post ${i + 1}: what we learned this week`,
      slug: `journal-post-${i + 1}`,
      excerpt: "Notes from the studio on testing demand before building.",
      content: body(i),
      category: CATEGORIES[i % CATEGORIES.length]!,
      tags: ["Startups", "Validation", "Product"],
      featuredImageUrl: IMAGES[i % IMAGES.length]!,
      imageGallery: IMAGES.slice(0, 1 + (i % 5)),
      isPublished: true,
      isFeatured: i === 199,
      publishedAt: at(i),
    })),
  );
}
