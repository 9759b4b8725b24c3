// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import {
  NOTES,
  buildDiff,
  changesOnRestore,
  humanize,
  itemText,
  listChanges,
  valueText,
  wordDiff,
  type FieldDiff,
} from "./diff-model.ts";
import { renderedText } from "./rendered-text.ts";

// A revision against the current entry: which fields differ, and how: text word by word (HTML as the text a
// reader reads), lists as the items added and removed. DOMParser is happy-dom's here, the browser's in use.

const current = {
  id: "p1",
  title: "Pricing your first plan",
  excerpt: "One metric, two plans.",
  content: "<p>Start with one metric.</p>",
  tags: ["Pricing", "SaaS"],
  isFeatured: true,
  readTime: 7,
  featuredImageAlt: null,
  publishedAt: "2026-02-01T14:00:00.000Z",
  status: "scheduled",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-20T00:00:00.000Z",
};

describe("buildDiff", () => {
  it("finds no differences between an entry and itself, nor in bookkeeping fields", () => {
    expect(buildDiff({ ...current, updatedAt: "2025-01-01T00:00:00.000Z" }, current)).toEqual([]);
  });

  it("lists the changed fields in the form's order, with the form's labels", () => {
    const revision = { ...current, title: "Pricing a plan", readTime: 5, content: "<p>Start small.</p>" };
    const diffs = buildDiff(revision, current, {
      labels: { title: "Title", content: "Content", readTime: "Read time (minutes)" },
    });
    expect(diffs.map((d) => [d.field, d.label])).toEqual([
      ["title", "Title"],
      ["content", "Content"],
      ["readTime", "Read time (minutes)"],
    ]);
  });

  it("diffs word by word: what the revision had is removed, what the current entry has is added", () => {
    const [title] = buildDiff({ ...current, title: "Pricing a plan" }, current);
    expect(title!.parts).toEqual([
      { text: "Pricing ", change: "same" },
      { text: "a", change: "removed" },
      { text: "your first", change: "added" },
      { text: " plan", change: "same" },
    ]);
  });

  it("shows HTML as the text it renders, lists as items added and removed, and flags as Yes/No", () => {
    const diffs = buildDiff({ ...current, content: "<p>Start.</p>", tags: ["Pricing"], isFeatured: false }, current);
    const changed = (field: string) =>
      diffs
        .find((d) => d.field === field)!
        .parts.map((p) => `${{ same: "", removed: "-", added: "+" }[p.change]}${p.text}`);
    expect(changed("content")).toEqual(["Start ", "+with one metric", "."]);
    const tags = diffs.find((d) => d.field === "tags")!;
    expect(tags.parts).toEqual([]);
    expect(tags.items).toEqual([{ text: "SaaS", change: "added" }]);
    expect(changed("isFeatured")).toEqual(["-No", "+Yes"]);
  });

  it("compares HTML by its text: tags, entities and line breaks as a reader sees them", () => {
    const [content] = buildDiff(
      { content: "<h2>Plan</h2><p>Fish &amp; chips <strong>first</strong>.</p>" },
      { content: "<h2>Plan</h2><p>Fish &amp; chips <em>second</em>.</p><p>Then tea.</p>" },
    );
    const text = content!.parts.map((p) => p.text).join("");
    expect(text).not.toMatch(/[<>]|&amp;/);
    expect(content!.parts.filter((p) => p.change === "removed").map((p) => p.text)).toEqual(["first"]);
    expect(content!.parts.filter((p) => p.change === "added").map((p) => p.text)).toEqual(["second", "Then tea."]);
    expect(content!.parts[0]).toEqual({ text: "Plan\nFish & chips ", change: "same" });
  });

  it("says so when only the formatting of HTML differs, so that the version can still be restored", () => {
    const diffs = buildDiff({ ...current, content: "<p>Start with <b>one</b> metric.</p>" }, current);
    expect(diffs).toEqual([{ field: "content", label: "Content", parts: [], note: NOTES.formatting }]);
    expect(changesOnRestore(diffs)).toBe(true);
    // A field the entry calls HTML only when told (a card's fullDescription is by default).
    expect(buildDiff({ body: "<p>a</p>" }, { body: "<p><i>a</i></p>" }, { htmlFields: ["body"] })[0]!.note).toBe(
      NOTES.formatting,
    );
    expect(buildDiff({ fullDescription: "<p>a</p>" }, { fullDescription: "a" })[0]!.note).toBe(NOTES.formatting);
  });

  it("shows lists of records as items: stats, videos, content sections, gallery alt texts", () => {
    const byField = (diffs: FieldDiff[]) => Object.fromEntries(diffs.map((d) => [d.field, d.items ?? d.note]));
    const diffs = buildDiff(
      {
        stats: [
          { value: "40%", label: "fewer returns" },
          { value: "3x", label: "faster", description: "than before" },
        ],
        videoGallery: [{ url: "https://vimeo.com/1", title: "Intro" }],
        contentSections: [
          { type: "quote", content: "<p>Ship <em>small</em>.</p>", order: 2 },
          { type: "text", content: "<p>Hello</p>", order: 1 },
        ],
        imageGalleryAlts: ["A desk", "A chair"],
      },
      {
        stats: [
          { value: "40%", label: "fewer returns" },
          { value: "4x", label: "faster", description: "than before" },
        ],
        videoGallery: [{ url: "https://vimeo.com/1", title: "Intro" }, { url: "https://youtu.be/x" }],
        contentSections: [{ type: "text", content: "<p>Hello</p>", order: 1 }],
        imageGalleryAlts: ["A desk", "A lamp"],
      },
    );
    expect(byField(diffs)).toEqual({
      stats: [
        { text: "3x faster — than before", change: "removed" },
        { text: "4x faster — than before", change: "added" },
      ],
      videoGallery: [{ text: "https://youtu.be/x", change: "added" }],
      contentSections: [{ text: "Quote: Ship small.", change: "removed" }],
      imageGalleryAlts: [
        { text: "A chair", change: "removed" },
        { text: "A lamp", change: "added" },
      ],
    });
  });

  it("notes a list with the same items in another order, or differing only in what its items do not show", () => {
    expect(buildDiff({ tags: ["A", "B"] }, { tags: ["B", "A"] })).toEqual([
      { field: "tags", label: "Tags", parts: [], note: NOTES.order },
    ]);
    const video = { url: "https://vimeo.com/1", title: "Intro" };
    expect(buildDiff({ videoGallery: [{ ...video, thumbnail: "/a.jpg" }] }, { videoGallery: [video] })[0]!.note).toBe(
      NOTES.details,
    );
    // Sections are compared in the order they are shown.
    expect(
      buildDiff(
        {
          contentSections: [
            { type: "text", content: "a", order: 2 },
            { type: "text", content: "b", order: 1 },
          ],
        },
        {
          contentSections: [
            { type: "text", content: "b", order: 1 },
            { type: "text", content: "a", order: 2 },
          ],
        },
      )[0]!.note,
    ).toBe(NOTES.details);
    // An empty list and no list are the same.
    expect(buildDiff({ tags: [] }, { tags: null })).toEqual([]);
    expect(buildDiff({ tags: null }, { tags: ["New"] })[0]!.items).toEqual([{ text: "New", change: "added" }]);
  });

  it("leaves out the fields it is told to (a derived status), and counts a missing field as empty", () => {
    expect(buildDiff({ ...current, status: "draft" }, current, { ignore: ["status"] })).toEqual([]);
    const { featuredImageAlt: _alt, ...withoutAlt } = current;
    expect(buildDiff(withoutAlt, current)).toEqual([]);
    expect(buildDiff({ ...current, featuredImageAlt: "" }, current)).toEqual([]);
  });

  it("compares records by content, not by key order", () => {
    const video = { url: "https://vimeo.com/1", title: "Intro" };
    expect(
      buildDiff({ videoGallery: [{ title: "Intro", url: "https://vimeo.com/1" }] }, { videoGallery: [video] }),
    ).toEqual([]);
  });

  it("shows instants through the given formatter", () => {
    const [diff] = buildDiff({ ...current, publishedAt: null }, current, {
      formatInstant: (iso) => `on ${iso.slice(0, 10)}`,
    });
    expect(diff!.label).toBe("Published at");
    expect(diff!.parts).toEqual([{ text: "on 2026-02-01", change: "added" }]);
  });
});

describe("changesOnRestore", () => {
  it("is false when only the publication state differs, which a restore keeps", () => {
    const published = buildDiff(
      { ...current, isPublished: false, publishedAt: null },
      { ...current, isPublished: true },
    );
    expect(published.map((d) => [d.field, d.kept])).toEqual([
      ["publishedAt", true],
      ["isPublished", true],
    ]);
    expect(changesOnRestore(published)).toBe(false);
    expect(changesOnRestore(buildDiff({ ...current, isPublished: false, title: "Old" }, current))).toBe(true);
  });
});

describe("wordDiff", () => {
  it("shortens a long unchanged stretch to its ends", () => {
    const middle = "word ".repeat(100);
    const parts = wordDiff(`Old start. ${middle}end.`, `New start. ${middle}end.`);
    const same = parts.find((p) => p.elided)!;
    expect(same.text.length).toBeLessThan(200);
    expect(same.text).toContain("…");
    expect(parts.at(-1)).toMatchObject({ change: "same" });
    // Whole words only at the cuts.
    expect(same.text).toBe(` start. ${"word ".repeat(14)}…`);
  });
});

describe("listChanges and itemText", () => {
  it("counts repeated items: one of two equal items removed is one removal", () => {
    expect(listChanges(["a", "b", "a"], ["b", "a"])).toEqual({
      items: [{ text: "a", change: "removed" }],
      reordered: false,
    });
    expect(listChanges(["a", "b"], ["a", "b"])).toEqual({ items: [], reordered: false });
    expect(listChanges(["a", "b"], ["b", "a"])).toEqual({ items: [], reordered: true });
  });

  it("writes an item as its text, never as JSON", () => {
    expect(itemText({ value: "12", label: "weeks" })).toBe("12 weeks");
    expect(itemText({ url: "https://vimeo.com/1", title: "" })).toBe("https://vimeo.com/1");
    expect(itemText({ url: "https://vimeo.com/1", title: "Intro" })).toBe("Intro (https://vimeo.com/1)");
    expect(itemText({ type: "cta", content: "<p>Book a <a href='/contact'>call</a></p>", order: 0 })).toBe(
      "Call to action: Book a call (/contact)",
    );
    expect(itemText({ name: "Ada", role: "", since: "2026-01-05T10:00:00.000Z" }, () => "Jan 5")).toBe(
      "Name: Ada, Since: Jan 5",
    );
    expect(itemText(true)).toBe("Yes");
  });
});

describe("renderedText", () => {
  it("makes a line of each block and drops inline tags", () => {
    expect(renderedText("<h2>Title</h2><p>One <strong>two</strong>\n   three</p><div><p>Four</p></div>")).toBe(
      "Title\nOne two three\nFour",
    );
    expect(renderedText("<p>Line<br>break</p>")).toBe("Line\nbreak");
    expect(renderedText("<blockquote><p>Quoted</p></blockquote><pre>a  b\nc</pre>")).toBe("Quoted\na  b\nc");
  });

  it("decodes entities, named and numbered", () => {
    expect(renderedText("<p>Fish &amp; chips &lt;3 &mdash; &#8220;yes&#x201D;&nbsp;now</p>")).toBe(
      "Fish & chips <3 — “yes” now",
    );
  });

  it("numbers and bullets list items", () => {
    expect(renderedText("<ul><li>Tea</li><li>Cake</li></ul><ol start='3'><li>c</li><li>d</li></ol>")).toBe(
      "• Tea\n• Cake\n3. c\n4. d",
    );
    expect(renderedText("<ol reversed><li>b</li><li>a</li></ol>")).toBe("2. b\n1. a");
  });

  it("names images by their alt text, players by their site, dividers, and links by text and address", () => {
    // happy-dom reports that it does not load the frame; a browser's DOMParser document loads nothing.
    expect(
      renderedText(
        '<p>Before</p><img src="https://cdn.test/a.png" alt="A red kite"><img src="/b.png">' +
          '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Intro"></iframe><hr>' +
          '<p>Read <a href="https://arcwell.test/guide">the guide</a> or <a href="https://x.test">https://x.test</a></p>',
      ),
    ).toBe(
      "Before\n[Image: A red kite]\n[Image without alt text]\n[Video: youtube-nocookie.com]\n[Divider]\n" +
        "Read the guide (https://arcwell.test/guide) or https://x.test",
    );
  });

  it("puts a table's cells of a row on one line", () => {
    expect(renderedText("<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$9</td></tr></table>")).toBe(
      "Plan | Price\nPro | $9",
    );
  });

  it("never runs or loads what it reads, and reads nothing of scripts and styles", () => {
    const before = document.body.innerHTML;
    expect(
      renderedText(
        '<p>Hi</p><script>window.hacked = 1</script><style>p{}</style><img src=x onerror="window.hacked=1" alt="x">',
      ),
    ).toBe("Hi\n[Image: x]");
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });

  it("keeps plain text as it is, its lines too", () => {
    expect(renderedText("Plain  text\nsecond line")).toBe("Plain text\nsecond line");
    expect(renderedText("")).toBe("");
  });

  it("strips tags without a DOMParser (a server render)", () => {
    vi.stubGlobal("DOMParser", undefined);
    try {
      expect(renderedText('<p>Fish &amp; <b>chips</b></p><img src="/a.png" alt="A kite"><ul><li>x</li></ul>')).toBe(
        "Fish & chips\n[Image: A kite]\nx",
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("valueText and humanize", () => {
  it("write empty values as nothing and numbers as digits", () => {
    expect(valueText(null)).toBe("");
    expect(valueText(undefined)).toBe("");
    expect(valueText(0)).toBe("0");
    expect(valueText("2026-02-01")).toBe("2026-02-01");
  });

  it("name a field from its key", () => {
    expect(humanize("featuredImageAlt")).toBe("Featured image alt");
    expect(humanize("progressPercentage")).toBe("Progress percentage");
    expect(humanize("seo_title")).toBe("Seo title");
  });
});
