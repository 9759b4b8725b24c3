import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown.server.ts";
import { readMarkdownDirectory } from "./markdown-files.server.ts";

const BASE = "https://old.example";
const DIR = "tests/fixtures/import/markdown";
const files = readdirSync(DIR).map((name) => ({
  path: name,
  bytes: Buffer.from(readFileSync(`${DIR}/${name}`, "utf8").replaceAll("{{IMAGE_BASE}}", BASE)),
}));
const NOW = new Date("2026-01-01T00:00:00Z");
const batch = parseMarkdown(files, { now: NOW });
const byPath = (path: string) => {
  const found = batch.posts.find((p) => p.sourceId === path);
  if (!found) throw new Error(`${path} not imported`);
  return found;
};

describe("parseMarkdown", () => {
  it("reads full front matter", () => {
    const post = byPath("2024-02-10-hello-markdown.md");
    expect(post).toMatchObject({
      title: "Hello from plain text files",
      slug: "hello-from-plain-text",
      state: "published",
      tags: ["writing", "tools"],
      categories: ["Studio Life"],
      excerpt: "Why we kept our first journal in a folder of Markdown files.",
      featuredImage: { url: `${BASE}/img/folder.jpg`, alt: "A paper folder on a wooden desk" },
      oldPaths: ["/blog/hello-markdown/", "/2024/02/hello/"],
    });
    expect(post.publishedAt?.toISOString()).toBe("2024-02-10T09:30:00.000Z");
    expect(post.html).toContain("<h2>What worked</h2>");
    expect(post.html).toContain("<strong>No</strong>");
    expect(post.images).toEqual([
      { url: `${BASE}/img/printout.png`, alt: "The folder, printed out" },
      { url: `${BASE}/img/folder.jpg`, alt: "A paper folder on a wooden desk" },
    ]);
  });

  it("takes a missing title from the first heading, and reads comma tags and drafts", () => {
    const post = byPath("field-notes.md");
    expect(post.title).toBe("Field notes from Lisbon");
    expect(post.html).not.toContain("<h1>");
    expect(post.slug).toBe("field-notes");
    expect(post.state).toBe("draft");
    expect(post.tags).toEqual(["research", "lisbon", "field notes"]);
    expect(post.publishedAt).toBeUndefined();
    expect(post.createdAt?.toISOString()).toBe("2024-03-12T00:00:00.000Z");
    expect(post.oldPaths).toEqual([]);
  });

  it("takes the title from the file name when there is neither front matter nor heading", () => {
    const post = byPath("untitled-ideas.markdown");
    expect(post.title).toBe("Untitled ideas");
    expect(post.slug).toBe("untitled-ideas");
    expect(post.images).toEqual([{ url: `${BASE}/img/sketch.png`, alt: "A sketch of the booking screen" }]);
  });

  it("schedules a post dated after now that is not a draft", () => {
    const result = parseMarkdown(
      [{ path: "soon.md", bytes: Buffer.from("---\ntitle: Soon\ndate: 2030-01-01\n---\nBody") }],
      {
        now: NOW,
      },
    );
    expect(result.posts[0]).toMatchObject({ state: "scheduled", publishedAt: new Date("2030-01-01T00:00:00Z") });
  });

  it("reports unreadable front matter and keeps the post", () => {
    const result = parseMarkdown([
      { path: "bad.md", bytes: Buffer.from("---\ntitle: [unclosed\n---\n# Still here\nText") },
    ]);
    expect(result.posts).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(/front matter could not be read/);
  });

  it("does not expand YAML aliases without bound, nor read custom tags", () => {
    const laughs = [
      "a: &a [x,x,x,x,x,x,x,x,x,x]",
      ..."bcdefghij".split("").map((c, i) => `${c}: &${c} [${Array(10).fill(`*${"abcdefghij"[i]}`).join(",")}]`),
    ];
    const result = parseMarkdown([
      { path: "laughs.md", bytes: Buffer.from(`---\ntitle: Laughs\n${laughs.join("\n")}\n---\nBody`) },
      { path: "tag.md", bytes: Buffer.from("---\ntitle: !!js/function 'x'\n---\nBody") },
    ]);
    expect(result.problems.map((p) => p.item)).toEqual(expect.arrayContaining(["laughs.md", "tag.md"]));
  });

  it("ignores files that are not Markdown", () => {
    expect(parseMarkdown([{ path: "notes.txt", bytes: Buffer.from("# Hi") }]).posts).toEqual([]);
  });

  it("reads the fixture folder from disk like the list of files", async () => {
    const fromDisk = await readMarkdownDirectory(DIR);
    expect(fromDisk.map((f) => f.path).sort()).toEqual(files.map((f) => f.path).sort());
  });
});

describe("readMarkdownDirectory", () => {
  it("walks sub-folders, skips hidden files and does not follow symbolic links", async () => {
    const { mkdtemp, mkdir, writeFile, symlink, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const root = await mkdtemp(`${tmpdir()}/md-import-`);
    const outside = await mkdtemp(`${tmpdir()}/md-outside-`);
    try {
      await mkdir(`${root}/2024`);
      await writeFile(`${root}/2024/a.md`, "# A\nText");
      await writeFile(`${root}/.draft.md`, "# Hidden");
      await writeFile(`${outside}/secret.md`, "# Secret");
      await symlink(`${outside}/secret.md`, `${root}/link.md`);
      await symlink(outside, `${root}/linked-folder`);
      const found = await readMarkdownDirectory(root);
      expect(found.map((f) => f.path)).toEqual(["2024/a.md"]);
    } finally {
      await rm(root, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });
});
