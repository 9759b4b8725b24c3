import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../import/markdown.server.ts";
import { htmlAsMarkdownBlock, markdownFile } from "./markdown.server.ts";

// The export's Markdown is read back by our own importer (docs/decisions/055-export.md): the
// round trip keeps the fields and the body's HTML.

const BODY = `<p>Opening paragraph with <strong>bold</strong>, <em>emphasis</em>, a_snake_case *star* and a <a href="https://example.com/a?b=1&amp;c=2">link</a>.</p>

<h2>A heading</h2>
<ul>
  <li>One</li>

  <li>Two with <code>code</code></li>
</ul>
<figure><img src="media/uploads/5b0a.png" alt="A chart" loading="lazy"><figcaption>Caption</figcaption></figure>
<pre><code class="language-ts">const a = 1;


    indented();
</code></pre>
<blockquote>Quoted text</blockquote>
<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>
<p>    Four spaces inside a paragraph are not code.</p>
<p># not a heading</p>`;

const normalized = (html: string) => html.replace(/&#10;/g, "\n").replace(/\s+/g, " ").replace(/> </g, "><").trim();

function roundTrip(frontMatter: Parameters<typeof markdownFile>[0], body: string) {
  const file = markdownFile(frontMatter, body);
  const batch = parseMarkdown([{ path: `posts/${frontMatter.slug}.md`, bytes: Buffer.from(file) }], {
    now: new Date("2026-11-28T00:00:00Z"),
  });
  expect(batch.problems).toEqual([]);
  expect(batch.posts).toHaveLength(1);
  return { file, post: batch.posts[0]! };
}

describe("the export's Markdown", () => {
  it("is read back by the Markdown importer with the same fields and body", () => {
    const { post } = roundTrip(
      {
        title: 'A post: with "quotes" and — dashes',
        slug: "a-post-with-quotes",
        date: "2026-10-01T09:30:00.000Z",
        updated: "2026-10-02T10:00:00.000Z",
        category: "Tech Trends",
        tags: ["AI", "Product: design", "yes"],
        excerpt: "An excerpt: with a colon, # a hash and 'quotes'.",
        draft: false,
        image: "media/uploads/5b0a.png",
        image_alt: "A chart",
        aliases: ["/journal/old-slug"],
      },
      BODY,
    );
    expect(post.title).toBe('A post: with "quotes" and — dashes');
    expect(post.slug).toBe("a-post-with-quotes");
    expect(post.tags).toEqual(["AI", "Product: design", "yes"]);
    expect(post.categories).toEqual(["Tech Trends"]);
    expect(post.excerpt).toBe("An excerpt: with a colon, # a hash and 'quotes'.");
    expect(post.state).toBe("published");
    expect(post.publishedAt?.toISOString()).toBe("2026-10-01T09:30:00.000Z");
    expect(post.featuredImage).toEqual({ url: "media/uploads/5b0a.png", alt: "A chart" });
    expect(post.oldPaths).toEqual(["/journal/old-slug"]);
    expect(normalized(post.html)).toBe(normalized(BODY));
    // Inside <pre> the blank lines are the same characters, written so no line is blank.
    expect(post.html).toContain("const a = 1;&#10;&#10;\n    indented();");
  });

  it("keeps drafts drafts, and a scheduled entry scheduled", () => {
    const base = { slug: "s", updated: "2026-10-02T10:00:00.000Z", tags: [] as string[] };
    const draft = roundTrip({ ...base, title: "Draft", date: "2026-10-01T00:00:00.000Z", draft: true }, "<p>x</p>");
    expect(draft.post.state).toBe("draft");
    const scheduled = roundTrip(
      { ...base, title: "Later", date: "2027-01-01T00:00:00.000Z", draft: false },
      "<p>x</p>",
    );
    expect(scheduled.post.state).toBe("scheduled");
  });

  it("leaves no blank line in the body, so the body stays one HTML block", () => {
    const block = htmlAsMarkdownBlock("<p>a</p>\r\n\r\n<p>b</p>\n \n<pre>x\n\ny</pre>\n\n\n<p>c</p>");
    expect(block).toBe("<p>a</p>\n<p>b</p>\n<pre>x&#10;\ny</pre>\n<p>c</p>");
    expect(block.split("\n").some((line) => line.trim() === "")).toBe(false);
  });
});
