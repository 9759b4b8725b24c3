// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { unsupportedElements } from "./schema-fit.ts";

describe("unsupportedElements", () => {
  it("finds nothing in what the editor writes", () => {
    expect(
      unsupportedElements(
        '<h2>A</h2><p><strong>b</strong> <em>c</em> <code>d</code> <a href="/x">e</a></p><ul><li><p>f</p></li></ul>' +
          '<ol><li>g</li></ol><blockquote><p>h</p></blockquote><pre><code class="language-ts">i</code></pre><hr>' +
          '<img src="/objects/a.png" alt="j"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="k"></iframe>',
      ),
    ).toEqual([]);
    expect(unsupportedElements("plain text")).toEqual([]);
  });

  it("names the elements that would be lost, once each", () => {
    expect(
      unsupportedElements(
        "<h1>T</h1><table><tr><td>1</td></tr><tr><td>2</td></tr></table><figure><figcaption>c</figcaption></figure>",
      ),
    ).toEqual(["h1", "table", "tbody", "tr", "td", "figure", "figcaption"]);
  });

  it("counts an iframe from another host as lost", () => {
    expect(unsupportedElements('<iframe src="https://example.com/player"></iframe>')).toEqual(["iframe"]);
  });
});
