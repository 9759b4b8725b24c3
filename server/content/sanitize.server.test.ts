import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server.ts";

describe("sanitizeRichText", () => {
  it("keeps headings, lists, links, images, code, quotes and tables", () => {
    const html =
      '<h2>Title</h2><ul><li>a</li></ul><a href="https://x.example">x</a><img src="/images/a.svg" alt="a"><pre><code class="language-ts">1</code></pre><blockquote>q</blockquote><table><tr><td>1</td></tr></table>';
    const clean = sanitizeRichText(html);
    for (const tag of [
      "<h2>",
      "<ul>",
      "<a href",
      "<img",
      "<pre>",
      '<code class="language-ts">',
      "<blockquote>",
      "<td>",
    ]) {
      expect(clean).toContain(tag);
    }
  });
  it("removes scripts, handlers and dangerous addresses", () => {
    const clean = sanitizeRichText(
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><svg onload=alert(1)></svg><p style="background:url(javascript:x)" onclick="x()">p</p><iframe srcdoc="<script>x</script>"></iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|onload|onclick|javascript|srcdoc|style|<svg/i);
  });
  it("keeps video iframes from YouTube and Vimeo only", () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      "youtube.com/embed/abc",
    );
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain("player.vimeo.com");
    expect(sanitizeRichText('<iframe src="https://evil.example/"></iframe>')).not.toContain("evil.example");
  });
  it.each([
    '<iframe src="https://evil.example/embed/1" width="640" height="360"></iframe>',
    '<iframe width="640" height="360" title="No address"></iframe>',
    '<iframe src="" width="640"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<iframe src="/embed/1"></iframe>',
    '<iframe src="embed/1"></iframe>',
    '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://vimeo.com/1"></iframe>',
    '<iframe srcdoc="<p>x</p>">fallback text</iframe>',
  ])("drops a disallowed iframe whole: %s", (iframe) => {
    expect(sanitizeRichText(`<p>Before</p>${iframe}<p>After</p>`)).toBe("<p>Before</p><p>After</p>");
  });
  it("keeps images from the web or this site only", () => {
    expect(sanitizeRichText('<img src="/images/a.svg" alt="a">')).toContain('src="/images/a.svg"');
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toContain("cdn.example");
    expect(
      sanitizeRichText('<p>x</p><img src="x"><img src="`javascript:alert(1)`"><img src="//evil.example/a.png">'),
    ).toBe("<p>x</p>");
  });
  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
