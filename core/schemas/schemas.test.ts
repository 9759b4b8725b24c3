import { describe, expect, it } from "vitest";
import { blogPostInputSchema, blogPostUpdateSchema } from "./blog-post.ts";
import { caseStudyInputSchema } from "./case-study.ts";
import { fieldErrors, isImageRef, isWebsite } from "./common.ts";
import { contactInputSchema } from "./contact.ts";
import { portfolioCardInputSchema, portfolioCardUpdateSchema } from "./portfolio-card.ts";
import { ventureInputSchema, ventureUpdateSchema } from "./venture.ts";

const card = {
  name: "Brightcart",
  description: "Commerce for small makers.",
  category: "E-commerce & Luxury",
  phase: "DTC E-commerce",
  color: "from-blue-500 to-cyan-500",
};

const venture = {
  name: "Nimbus",
  oneLiner: "Weather for farmers",
  phase: "mvp",
  description: "A forecasting app.",
  problemThreeWords: "Unpredictable harvest losses",
  solutionThreeWords: "Hyperlocal forecast alerts",
  targetAudience: "Farmers\nCo-ops",
  monetization: "Subscription",
  baselineCost: "$1,500/month",
  breakEvenTarget: "Q3 2025",
  styleVisualVoice: "Calm, earthy",
};

function errorsOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return fieldErrors(result.error as never);
}

describe("portfolio card input", () => {
  it("accepts the required fields and leaves defaults to the database", () => {
    const parsed = portfolioCardInputSchema.parse(card);
    expect(parsed).toMatchObject(card);
    expect(parsed.isActive).toBeUndefined();
    expect(parsed.services).toBeUndefined();
  });
  it("names each missing required field", () => {
    const errors = errorsOf(portfolioCardInputSchema.safeParse({}));
    expect(Object.keys(errors).sort()).toEqual(["category", "color", "description", "name", "phase"]);
  });
  it("refuses blank names, unknown fields and colour themes outside the list", () => {
    expect(errorsOf(portfolioCardInputSchema.safeParse({ ...card, name: "   " }))).toHaveProperty("name");
    expect(errorsOf(portfolioCardInputSchema.safeParse({ ...card, admin: true }))).toEqual({
      admin: ["Unknown field."],
    });
    expect(errorsOf(portfolioCardInputSchema.safeParse({ ...card, color: "bg-red-500" }))).toHaveProperty("color");
  });
  it("trims, de-duplicates and drops empty services", () => {
    expect(
      portfolioCardInputSchema.parse({ ...card, services: [" UI/UX Design ", "", "UI/UX Design"] }).services,
    ).toEqual(["UI/UX Design"]);
  });
  it("refuses script and data addresses for images and websites", () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x.png", "vbscript:x"]) {
      expect(portfolioCardInputSchema.safeParse({ ...card, imageUrl: bad }).success).toBe(false);
      expect(portfolioCardInputSchema.safeParse({ ...card, websiteUrl: bad }).success).toBe(false);
    }
  });
  it("accepts a bare host as website and a map name as image", () => {
    const parsed = portfolioCardInputSchema.parse({
      ...card,
      websiteUrl: "brightcart.example",
      imageUrl: "brightcart-hero",
    });
    expect(parsed.websiteUrl).toBe("brightcart.example");
    expect(parsed.imageUrl).toBe("brightcart-hero");
  });
  it("keeps a visibility toggle to its single field", () => {
    expect(portfolioCardUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(portfolioCardUpdateSchema.safeParse({}).success).toBe(false);
    expect(portfolioCardUpdateSchema.safeParse({ isActive: "no" }).success).toBe(false);
  });
  it("clears the internal route with a blank or null value", () => {
    expect(portfolioCardUpdateSchema.parse({ internalRoute: "" })).toEqual({ internalRoute: null });
    expect(portfolioCardUpdateSchema.parse({ internalRoute: null })).toEqual({ internalRoute: null });
    expect(portfolioCardUpdateSchema.parse({ internalRoute: "supplylink" })).toEqual({ internalRoute: "supplylink" });
    expect(portfolioCardUpdateSchema.safeParse({ internalRoute: "Not Valid" }).success).toBe(false);
  });
  it("turns a blank optional text into null (cleared) and leaves absent ones alone", () => {
    expect(portfolioCardUpdateSchema.parse({ tagline: "  " })).toEqual({ tagline: null });
  });
});

describe("blog post input", () => {
  const post = { title: "Hello", excerpt: "Short", content: "<p>Body</p>", category: "Tech Trends" };
  it("allows an absent slug and refuses a malformed one", () => {
    expect(blogPostInputSchema.parse(post).slug).toBeUndefined();
    expect(blogPostInputSchema.parse({ ...post, slug: "" }).slug).toBeUndefined();
    expect(errorsOf(blogPostInputSchema.safeParse({ ...post, slug: "Not A Slug" }))).toHaveProperty("slug");
  });
  it("keeps read time within 1–120 whole minutes", () => {
    for (const readTime of [0, 121, 2.5, "5"])
      expect(blogPostInputSchema.safeParse({ ...post, readTime }).success).toBe(false);
    expect(blogPostInputSchema.parse({ ...post, readTime: 120 }).readTime).toBe(120);
  });
  it("checks videos and sections", () => {
    expect(blogPostInputSchema.safeParse({ ...post, videoGallery: [{ url: "javascript:x" }] }).success).toBe(false);
    expect(
      blogPostInputSchema.parse({ ...post, videoGallery: [{ url: "https://vimeo.com/1", title: "" }] }).videoGallery,
    ).toEqual([{ url: "https://vimeo.com/1" }]);
    expect(
      blogPostInputSchema.safeParse({ ...post, contentSections: [{ type: "html", content: "", order: 0 }] }).success,
    ).toBe(false);
  });
  it("takes gallery videos from YouTube and Vimeo only, the players pages frame", () => {
    const videoGallery = [
      { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { url: "https://youtu.be/dQw4w9WgXcQ" },
      { url: "https://vimeo.com/824519306" },
      { url: "https://player.vimeo.com/video/771203458" },
    ];
    expect(blogPostInputSchema.parse({ ...post, videoGallery }).videoGallery).toEqual(videoGallery);
    for (const url of [
      "https://media.example.com/clips/demo.mp4",
      "https://evil.example/embed/1",
      "https://www.youtube.com/channel/UC123",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://vimeo.com/about",
    ]) {
      const errors = errorsOf(blogPostInputSchema.safeParse({ ...post, videoGallery: [{ url }] }));
      expect(errors["videoGallery.0.url"], url).toEqual(["Use a YouTube or Vimeo video link."]);
    }
  });
  it("reports nested errors with their path", () => {
    const errors = errorsOf(blogPostInputSchema.safeParse({ ...post, imageGallery: ["ok.png", "javascript:x"] }));
    expect(errors).toHaveProperty(["imageGallery.1"]);
  });
  it("accepts a publish toggle alone", () => {
    expect(blogPostUpdateSchema.parse({ isPublished: true })).toEqual({ isPublished: true });
  });
  it("refuses null bytes", () => {
    expect(blogPostInputSchema.safeParse({ ...post, title: "a\u0000b" }).success).toBe(false);
  });
});

describe("case study input", () => {
  const study = { title: "T", subtitle: "S", category: "SaaS", content: "<p>x</p>", excerpt: "E" };
  it("takes stats with optional descriptions", () => {
    const parsed = caseStudyInputSchema.parse({ ...study, stats: [{ label: "Growth", value: "3x" }] });
    expect(parsed.stats).toEqual([{ label: "Growth", value: "3x" }]);
  });
  it("keeps sortOrder at 0 or more and readTime within 1–120", () => {
    expect(caseStudyInputSchema.safeParse({ ...study, sortOrder: -1 }).success).toBe(false);
    expect(caseStudyInputSchema.safeParse({ ...study, readTime: 121 }).success).toBe(false);
  });
  it("offers the six gradients and the default", () => {
    expect(caseStudyInputSchema.safeParse({ ...study, gradientColors: "from-blue-600 to-purple-600" }).success).toBe(
      true,
    );
    expect(caseStudyInputSchema.safeParse({ ...study, gradientColors: "from-black to-white" }).success).toBe(false);
  });
});

describe("venture input", () => {
  it("accepts a full add-brand form", () => {
    expect(ventureInputSchema.parse(venture).phase).toBe("mvp");
  });
  it("keeps progress within 0–100 and status within the five", () => {
    expect(ventureInputSchema.safeParse({ ...venture, progressPercentage: 101 }).success).toBe(false);
    expect(ventureInputSchema.safeParse({ ...venture, progressPercentage: -1 }).success).toBe(false);
    expect(ventureInputSchema.safeParse({ ...venture, status: "done" }).success).toBe(false);
    expect(ventureUpdateSchema.parse({ status: "launched" })).toEqual({ status: "launched" });
  });
  it("requires every field marked * in the add-brand form", () => {
    const errors = errorsOf(ventureInputSchema.safeParse({}));
    expect(Object.keys(errors).sort()).toEqual(
      [
        "baselineCost",
        "breakEvenTarget",
        "description",
        "monetization",
        "name",
        "oneLiner",
        "phase",
        "problemThreeWords",
        "solutionThreeWords",
        "styleVisualVoice",
        "targetAudience",
      ].sort(),
    );
  });
});

describe("contact input", () => {
  it("requires name, a valid email and project interest", () => {
    const errors = errorsOf(contactInputSchema.safeParse({ name: "", email: "nope", projectInterest: "" }));
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "projectInterest"]);
    expect(contactInputSchema.parse({ name: "Ada", email: " ada@example.com ", projectInterest: "AI" }).email).toBe(
      "ada@example.com",
    );
  });
});

describe("address rules", () => {
  it("tells image references apart", () => {
    expect(isImageRef("/images/a.svg")).toBe(true);
    expect(isImageRef("https://cdn.example/a.png")).toBe(true);
    expect(isImageRef("hero")).toBe(true);
    expect(isImageRef("javascript:alert(1)")).toBe(false);
    expect(isImageRef("/\\evil")).toBe(false);
  });
  it("tells websites apart", () => {
    expect(isWebsite("example.com")).toBe(true);
    expect(isWebsite("https://example.com/path")).toBe(true);
    expect(isWebsite("ftp://example.com")).toBe(false);
    expect(isWebsite("not a site")).toBe(false);
    expect(isWebsite("localhost")).toBe(false);
  });
});
