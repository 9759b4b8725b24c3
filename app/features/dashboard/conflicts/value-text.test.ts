// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyable, htmlToReadable, viewValue } from "./value-text.ts";

// How the conflict screen shows a value: HTML as readable text, lists as items, switches as On/Off, alt
// texts and the publish date as what they mean; and what "Copy my text" copies.

const ZONE = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE;
});

describe("htmlToReadable", () => {
  it("reads paragraphs, headings and list items a line each, without the tags", () => {
    const html =
      "<h2>Plan</h2><p>Ship <strong>fast</strong>,&nbsp;learn.</p><ul><li>One</li><li>Two</li></ul><p>Line<br>break</p>";
    expect(htmlToReadable(html)).toBe("Plan\n\nShip fast, learn.\n\n• One\n\n• Two\n\nLine\nbreak");
  });

  it("names images by their alt text", () => {
    // (Videos, by their address: happy-dom would load an iframe's page, so that is left to the browser.)
    expect(htmlToReadable('<p>See</p><img src="/a.png" alt="A chart"><img src="/b.png" alt="">')).toBe(
      "See\n[Image: A chart][Image]",
    );
  });

  it("never runs what it reads", () => {
    expect(htmlToReadable('<p>Hi</p><script>window.bad = 1</script><img src=x onerror="window.bad = 2">')).toContain(
      "Hi",
    );
    expect((window as unknown as { bad?: number }).bad).toBeUndefined();
  });
});

describe("viewValue", () => {
  it("shows text as text and HTML content as its words", () => {
    expect(viewValue("title", "Spring notes")).toEqual({ kind: "text", text: "Spring notes" });
    expect(viewValue("content", "<p>Hello <em>there</em></p>")).toEqual({ kind: "text", text: "Hello there" });
    expect(viewValue("content", "<p></p>")).toEqual({ kind: "empty", text: "No text" });
    expect(viewValue("title", "  ")).toEqual({ kind: "empty", text: "Empty" });
  });

  it("shows lists as items", () => {
    expect(viewValue("imageGallery", ["/a.png", "/b.png"])).toEqual({ kind: "list", items: ["/a.png", "/b.png"] });
    expect(viewValue("services", [])).toEqual({ kind: "empty", text: "None" });
    expect(viewValue("videoGallery", [{ url: "https://youtu.be/x", title: "Demo" }])).toEqual({
      kind: "list",
      items: ["Demo — https://youtu.be/x"],
    });
  });

  it("shows switches, alt texts and the publish date as what they mean", () => {
    expect(viewValue("isPublished", true)).toEqual({ kind: "text", text: "On" });
    expect(viewValue("isFeatured", false)).toEqual({ kind: "text", text: "Off" });
    expect(viewValue("featuredImageAlt", null)).toEqual({ kind: "empty", text: "No alt text yet" });
    expect(viewValue("featuredImageAlt", "")).toEqual({ kind: "empty", text: "Decorative" });
    expect(viewValue("imageGalleryAlts", ["A", "", null])).toEqual({
      kind: "list",
      items: ["A", "Decorative", "No alt text yet"],
    });
    expect(viewValue("publishedAt", "2026-02-01T09:00")).toEqual({
      kind: "text",
      text: expect.stringMatching(/^Feb 1, 2026, 9:00\sAM$/),
    });
    expect(viewValue("publishedAt", "")).toEqual({ kind: "empty", text: "Empty" });
  });
});

describe("copyable", () => {
  it("copies text as it is, HTML as its words beside the HTML", () => {
    expect(copyable("title", "Mine")).toEqual({ text: "Mine" });
    expect(copyable("content", "<p>My <b>words</b></p>")).toEqual({ text: "My words", html: "<p>My <b>words</b></p>" });
  });

  it("offers nothing for values that are not text", () => {
    expect(copyable("title", "")).toBeNull();
    expect(copyable("isPublished", true)).toBeNull();
    expect(copyable("tags", ["a"])).toBeNull();
    expect(copyable("publishedAt", "2026-02-01T09:00")).toBeNull();
  });
});
