import { describe, expect, it } from "vitest";
import { caseStudyPayload, caseStudyToForm, EMPTY_CASE_STUDY, type CaseStudyFormValues } from "./case-study-form.ts";
import type { CaseStudyJson } from "../shared/types.ts";

// The case study form's values → the body sent to /api/case-studies, or the messages shown.

const filled: CaseStudyFormValues = {
  ...EMPTY_CASE_STUDY,
  title: "Northwind Ledger",
  subtitle: "From spreadsheet chaos to one calm pipeline",
  category: "FinTech",
  excerpt: "How a two-person team tripled follow-ups.",
  content: "<h2>The problem</h2>",
};

describe("caseStudyPayload", () => {
  it("names the blank required fields, in the schema's order, with a message under each", () => {
    expect(caseStudyPayload(EMPTY_CASE_STUDY)).toStrictEqual({
      ok: false,
      errors: {
        title: "This field is required.",
        subtitle: "This field is required.",
        category: "This field is required.",
        content: "This field is required.",
        excerpt: "This field is required.",
      },
      missing: ["title", "subtitle", "category", "content", "excerpt"],
    });
  });

  it("parses stats lines and tags; read time and sort order fall back when out of range", () => {
    expect(
      caseStudyPayload({
        ...filled,
        stats: "Follow-ups | 3x | in six weeks\n\n  \nReply time | 2 hrs\n",
        tags: " Stripe, , React ,AI ",
        gradientColors: "from-green-500 to-emerald-500",
        featuredImageUrl: "",
        featuredImageAlt: "Left over",
        readTime: "500",
        sortOrder: "-4",
        isPublished: true,
      }),
    ).toStrictEqual({
      ok: true,
      body: {
        title: "Northwind Ledger",
        subtitle: "From spreadsheet chaos to one calm pipeline",
        category: "FinTech",
        excerpt: "How a two-person team tripled follow-ups.",
        content: "<h2>The problem</h2>",
        slug: "",
        stats: [
          { label: "Follow-ups", value: "3x", description: "in six weeks" },
          { label: "Reply time", value: "2 hrs" },
        ],
        tags: ["Stripe", "React", "AI"],
        gradientColors: "from-green-500 to-emerald-500",
        featuredImageUrl: "",
        featuredImageAlt: null,
        readTime: 5,
        sortOrder: 0,
        isPublished: true,
        isFeatured: false,
      },
    });
  });

  it("keeps a read time and sort order in range, and the featured image's alt", () => {
    const check = caseStudyPayload({
      ...filled,
      readTime: " 12 ",
      sortOrder: "3",
      featuredImageUrl: "/images/samples/prism.svg",
      featuredImageAlt: "A prism",
    });
    expect(check.ok && check.body).toMatchObject({ readTime: 12, sortOrder: 3, featuredImageAlt: "A prism" });
    const blank = caseStudyPayload({ ...filled, readTime: "", sortOrder: "abc" });
    expect(blank.ok && blank.body).toMatchObject({ readTime: 5, sortOrder: 0 });
  });

  it("names a stat line by its number and part; other rules are not missing fields", () => {
    expect(
      caseStudyPayload({ ...filled, stats: "Follow-ups\n", slug: "Bad Slug", gradientColors: "from-x to-y" }),
    ).toStrictEqual({
      ok: false,
      errors: {
        slug: "Use lowercase letters, digits and single hyphens.",
        stats: "Line 1 (value): This field is required.",
        gradientColors: "Choose one of the gradients.",
      },
      missing: [],
    });
  });
});

describe("caseStudyToForm", () => {
  it("writes stats as lines, tags as a list, numbers as text, and a missing gradient as the default", () => {
    const study = {
      id: "s1",
      title: "T",
      subtitle: "S",
      category: "FinTech",
      excerpt: "E",
      content: "C",
      slug: "t",
      stats: [
        { label: "Growth", value: "3x", description: "in a year" },
        { label: "Users", value: "40k" },
      ],
      tags: ["React", "AI"],
      gradientColors: "",
      featuredImageUrl: null,
      featuredImageAlt: null,
      readTime: 8,
      sortOrder: 2,
      isPublished: true,
      isFeatured: false,
    } as unknown as CaseStudyJson;
    expect(caseStudyToForm(study)).toStrictEqual({
      title: "T",
      subtitle: "S",
      category: "FinTech",
      excerpt: "E",
      content: "C",
      slug: "t",
      stats: "Growth | 3x | in a year\nUsers | 40k",
      tags: "React, AI",
      gradientColors: "from-blue-600 to-purple-600",
      featuredImageUrl: "",
      featuredImageAlt: null,
      readTime: "8",
      sortOrder: "2",
      isPublished: true,
      publishedAt: "",
      isFeatured: false,
    });
  });
});

describe("the publish date of a case study", () => {
  const scheduled = { ...filled, isPublished: true, publishedAt: "2030-05-01T09:30" };

  it("is sent, as an ISO instant, only when it differs from what the form opened with", () => {
    const sent = caseStudyPayload(scheduled, filled);
    expect(sent.ok && sent.body.publishedAt).toBe(new Date(2030, 4, 1, 9, 30).toISOString());
    const untouched = caseStudyPayload(scheduled, scheduled);
    expect(untouched.ok && "publishedAt" in untouched.body).toBe(false);
  });

  it("is shown in local time", () => {
    const at = new Date(2030, 4, 1, 9, 30).toISOString();
    expect(caseStudyToForm({ ...({} as CaseStudyJson), stats: [], tags: [], publishedAt: at }).publishedAt).toBe(
      "2030-05-01T09:30",
    );
  });
});
