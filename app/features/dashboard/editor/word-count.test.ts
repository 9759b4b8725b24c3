// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { countWords, htmlText, readingMinutes, wordCountLabel } from "./word-count.ts";

describe("word count and reading time", () => {
  it("counts words, keeping contractions, hyphenated words and numbers whole", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  \n ")).toBe(0);
    expect(countWords("We didn't ship a well-known 3.0 release — yet!")).toBe(8);
    expect(countWords("Café naïve über")).toBe(3);
  });

  it("reads at 200 words a minute, at least one minute once there is text", () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1100)).toBe(6);
  });

  it("says the count and the minutes", () => {
    expect(wordCountLabel(0)).toBe("0 words");
    expect(wordCountLabel(1)).toBe("1 word · about 1 min read");
    expect(wordCountLabel(1234)).toBe("1,234 words · about 6 min read");
  });

  it("counts the words of HTML, blocks apart and entities decoded", () => {
    expect(
      countWords(
        htmlText("<h2>Launch</h2><p>We&nbsp;shipped <strong>on</strong> time.</p><ul><li>One</li><li>Two</li></ul>"),
      ),
    ).toBe(7);
    expect(countWords(htmlText('<p>Hi</p><img src="/a.png" alt="not counted">'))).toBe(1);
  });
});
