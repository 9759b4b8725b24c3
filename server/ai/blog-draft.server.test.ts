import { describe, expect, it } from "vitest";
import { checkDraft, MAX_ANSWER_CHARS, stripCodeFence, userPrompt } from "./blog-draft.server.ts";

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
    expect(checkDraft("```\n" + JSON.stringify(good) + "```").ok).toBe(true);
    expect(stripCodeFence("  ```json  {}  ```  ")).toBe("{}");
    expect(stripCodeFence("```")).toBe("```");
  });

  it("handles long runs of spaces in linear time (the fence regex backtracked cubically)", () => {
    const spaces = " ".repeat(100_000);
    for (const answer of [
      "```" + spaces + "x",
      "```json" + spaces + "```" + spaces + "x",
      "```" + spaces + "```" + spaces,
      "{" + spaces + "```",
      "```json\n" + spaces + "\n```",
    ]) {
      const started = performance.now();
      expect(checkDraft(answer).ok).toBe(false);
      expect(performance.now() - started, JSON.stringify(answer.slice(0, 12))).toBeLessThan(100);
    }
  });

  it("refuses an answer longer than the cap without parsing it", () => {
    const checked = checkDraft(JSON.stringify({ ...good, content: "<p>" + "a".repeat(MAX_ANSWER_CHARS) + "</p>" }));
    expect(checked).toEqual({ ok: false, errors: [`The answer is longer than ${MAX_ANSWER_CHARS} characters.`] });
  });

  it("names each problem of an unfitting answer", () => {
    const checked = checkDraft(
      JSON.stringify({ ...good, category: "Gardening", readTime: 0, tags: Array(9).fill("t") }),
    );
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
    const checked = checkDraft(
      JSON.stringify({ ...good, content: '<p onclick="x()">Hi</p><script>alert(1)</script>' }),
    );
    expect(checked.ok && checked.draft.content).toBe("<p>Hi</p>");
  });

  it("mentions the related project only when there is one", () => {
    expect(userPrompt({ prompt: "Growth loops" })).not.toContain("project");
    expect(userPrompt({ prompt: "Growth loops", projectName: "Harvest Alerts" })).toContain('"Harvest Alerts"');
  });
});
