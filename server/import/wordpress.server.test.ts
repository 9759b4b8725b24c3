import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseWordPress } from "./wordpress.server.ts";

const BASE = "https://old.example";
const fixture = () =>
  Buffer.from(readFileSync("tests/fixtures/import/wordpress.xml", "utf8").replaceAll("{{IMAGE_BASE}}", BASE));
const batch = parseWordPress(fixture());
const post = (id: string) => {
  const found = batch.posts.find((p) => p.sourceId === id);
  if (!found) throw new Error(`post ${id} not imported`);
  return found;
};
const problemsOf = (item: string) => batch.problems.filter((p) => p.item === item).map((p) => p.message);

describe("parseWordPress", () => {
  it("imports the posts and only the posts", () => {
    expect(batch.source).toBe("wordpress");
    expect(batch.posts.map((p) => p.sourceId)).toEqual(["101", "102", "103", "104", "105"]);
  });

  it("keeps titles with their entities decoded, and the slugs of the export", () => {
    expect(post("101").title).toBe("Why we build small & ship weekly");
    expect(post("101").slug).toBe("why-we-build-small");
    expect(post("104").slug).toBe("launching-harbour");
  });

  it("makes a slug from the title when the export has none", () => {
    expect(post("103").slug).toBe("notes-on-pricing-a-first-product");
  });

  it("maps statuses to states: publish, draft, future as scheduled, private as a reported draft", () => {
    expect(post("101").state).toBe("published");
    expect(post("103").state).toBe("draft");
    expect(post("104").state).toBe("scheduled");
    expect(post("105").state).toBe("draft");
    expect(problemsOf("Retro: the quarter that slipped")).toContain("Private in WordPress: imported as a draft.");
  });

  it("imports a password-protected post as a draft, and says so", () => {
    const xml = fixture()
      .toString()
      .replace(
        "<wp:post_password><![CDATA[]]></wp:post_password>",
        "<wp:post_password><![CDATA[s3cret]]></wp:post_password>",
      );
    const result = parseWordPress(Buffer.from(xml));
    expect(result.posts.find((p) => p.sourceId === "101")).toMatchObject({ state: "draft", oldPaths: [] });
    expect(result.problems).toContainEqual({
      item: "Why we build small & ship weekly",
      message: "Password-protected in WordPress: imported as a draft.",
    });
  });

  it("skips trashed posts and pages, each with a problem line", () => {
    expect(problemsOf("Old draft we binned")[0]).toMatch(/status is "trash"/);
    expect(problemsOf("About the studio")).toEqual(["Skipped: a WordPress page, not a post."]);
  });

  it("reads dates in UTC from post_date_gmt, and keeps none as published for drafts", () => {
    expect(post("101").publishedAt?.toISOString()).toBe("2024-03-04T09:00:00.000Z");
    expect(post("101").updatedAt?.toISOString()).toBe("2024-03-05T11:30:00.000Z");
    expect(post("104").publishedAt?.toISOString()).toBe("2027-06-01T07:00:00.000Z");
    expect(post("103").publishedAt).toBeUndefined();
    expect(post("103").createdAt?.toISOString()).toBe("2024-03-10T08:15:00.000Z");
  });

  it("separates categories from tags", () => {
    expect(post("101").categories).toEqual(["Venture Building"]);
    expect(post("101").tags).toEqual(["small teams", "process"]);
    expect(post("104").categories).toEqual(["Venture Building", "Announcements"]);
    expect(post("104").tags).toEqual([]);
  });

  it("names the author by display name", () => {
    expect(post("101").authorName).toBe("Mara Lindqvist");
    expect(post("102").authorName).toBe("Tomás Ibarra");
  });

  it("finds the featured image through its attachment, with the attachment's alt", () => {
    expect(post("101").featuredImage).toEqual({
      url: `${BASE}/wp-content/uploads/2024/03/team-at-work.jpg`,
      alt: "Three people around a laptop in the studio",
    });
    expect(post("102").featuredImage).toBeUndefined();
  });

  it("lists every image of the body, then the featured one", () => {
    expect(post("101").images).toEqual([
      { url: `${BASE}/wp-content/uploads/2024/03/whiteboard.jpg`, alt: "A whiteboard full of sticky notes" },
      { url: `${BASE}/wp-content/uploads/2024/03/team-at-work.jpg`, alt: "Three people around a laptop in the studio" },
    ]);
    expect(post("102").images).toEqual([
      { url: `${BASE}/wp-content/uploads/2024/02/stage.jpg`, alt: "The stage before the first demo" },
    ]);
  });

  it("removes Gutenberg's block comments and keeps the HTML, script included for the sanitizer", () => {
    const html = post("101").html;
    expect(html).not.toMatch(/<!--/);
    expect(html).toContain(
      "<p>Every project starts with a team of three and a <strong>one-week</strong> deadline.</p>",
    );
    expect(html).toContain("<script>");
    expect(html).toContain("Small teams argue less &amp; decide faster.");
  });

  it("makes paragraphs of a classic-editor body and leaves its shortcodes as text, reported", () => {
    const html = post("102").html;
    expect(html).toMatch(/^<p>Twelve founders, six demos and one broken projector.<\/p>/);
    expect(html).toContain('[gallery ids="201,202" columns="2"]');
    expect(html).toContain("<p>Thanks to everyone who came.<br>\nSee you in June.</p>");
    expect(problemsOf("Demo day in pictures")).toEqual(["Shortcodes left as text: [gallery], [caption]."]);
  });

  it("keeps the permalink and /?p=ID of published posts as old addresses", () => {
    expect(post("101").oldPaths).toEqual(["/2024/03/why-we-build-small/", "/?p=101"]);
    expect(post("103").oldPaths).toEqual([]);
    expect(post("104").oldPaths).toEqual([]);
  });

  it("takes the excerpt from excerpt:encoded", () => {
    expect(post("101").excerpt).toBe("How a three-person team and a weekly rhythm keep our ventures honest.");
    expect(post("102").excerpt).toBeUndefined();
  });
});
