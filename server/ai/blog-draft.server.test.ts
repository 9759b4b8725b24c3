import { describe, expect, it } from "vitest";
import { checkDraft, userPrompt } from "./blog-draft.server.ts";

const good = {
  title: "Validating a venture",
  excerpt: "How we test demand.",
  content: "<p>Talk to customers.</p>",
  category: "Venture Building",
  tags: ["mvp", " mvp ", "validation"],
  readTime: 6,
};

describe("checking a model's draft", () => {
  it("accepts a fitting answer, trimming and de-duplicating tags", () => {
    const checked = checkDraft(JSON.stringify(good));
    expect(checked).toEqual({ ok: true, draft: { ...good, tags: ["mvp", "validation"] } });
  });

  it("accepts JSON wrapped in a code fence", () => {
    expect(checkDraft("```json\n" + JSON.stringify(good) + "\n```").ok).toBe(true);
  });

  it("names each problem of an unfitting answer", () => {
    const checked = checkDraft(JSON.stringify({ ...good, category: "Gardening", readTime: 0, tags: Array(9).fill("t") }));
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? [] : checked.errors;
    expect(errors.some((e) => e.startsWith("category:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("readTime:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("tags:"))).toBe(true);
  });

  it("refuses empty answers, non-JSON and HTML with nothing allowed left", () => {
    expect(checkDraft(null)).toEqual({ ok: false, errors: ["The answer was empty."] });
    expect(checkDraft("Here you go!")).toEqual({ ok: false, errors: ["The answer is not valid JSON."] });
    const scriptOnly = checkDraft(JSON.stringify({ ...good, content: "<script>alert(1)</script>" }));
    expect(scriptOnly.ok).toBe(false);
  });

  it("sanitises the content", () => {
    const checked = checkDraft(JSON.stringify({ ...good, content: '<p onclick="x()">Hi</p><script>alert(1)</script>' }));
    expect(checked.ok && checked.draft.content).toBe("<p>Hi</p>");
  });

  it("mentions the related project only when there is one", () => {
    expect(userPrompt({ prompt: "Growth loops" })).not.toContain("project");
    expect(userPrompt({ prompt: "Growth loops", projectName: "Harvest Alerts" })).toContain('"Harvest Alerts"');
  });
});
