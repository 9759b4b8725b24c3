import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blogPostInputSchema } from "#core/schemas/blog-post.ts";
import { ImportRefused } from "./errors.server.ts";
import { parseGhost } from "./ghost.server.ts";
import { parseMarkdown } from "./markdown.server.ts";
import { readMarkdownZip } from "./markdown-files.server.ts";
import type { ImportedPost } from "./types.server.ts";
import { parseWordPress } from "./wordpress.server.ts";

// What the importers give passes the stored post's schema (core/schemas/blog-post.ts), given the
// two values the write path adds: an excerpt when the source has none, and the default category.

const BASE = "https://old.example";
const read = (path: string) => readFileSync(path, "utf8").replaceAll("{{IMAGE_BASE}}", BASE);
const DIR = "tests/fixtures/import/markdown";

const asInput = (post: ImportedPost) => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt ?? "From the import.",
  content: post.html,
  category: post.categories[0] ?? "Venture Building",
  author: post.authorName,
  tags: post.tags,
  featuredImageUrl: post.featuredImage?.url,
  featuredImageAlt: post.featuredImage?.alt,
  isPublished: post.state !== "draft",
  publishedAt: post.publishedAt?.toISOString(),
});

describe("imported posts and the post schema", () => {
  const batches = [
    parseWordPress(Buffer.from(read("tests/fixtures/import/wordpress.xml"))),
    parseGhost(Buffer.from(read("tests/fixtures/import/ghost.json"))),
    parseMarkdown(readdirSync(DIR).map((name) => ({ path: name, bytes: Buffer.from(read(`${DIR}/${name}`)) }))),
  ];

  it.each(batches.map((b) => [b.source, b] as const))("every %s fixture post passes it", (_source, batch) => {
    expect(batch.posts.length).toBeGreaterThan(0);
    for (const post of batch.posts) {
      const result = blogPostInputSchema.safeParse(asInput(post));
      expect(result.error?.issues ?? [], post.title).toEqual([]);
    }
  });

  it("any WordPress title and body come through, and pass (property)", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 120 });
    fc.assert(
      fc.property(text, text, (title, body) => {
        const cdata = (s: string) => `<![CDATA[${s.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
        const xml = `<?xml version="1.0"?><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>${cdata(title)}</title><content:encoded>${cdata(`<p>${body}</p>`)}</content:encoded><wp:post_id>7</wp:post_id><wp:status>draft</wp:status><wp:post_type>post</wp:post_type></item></channel></rss>`;
        let batch;
        try {
          batch = parseWordPress(Buffer.from(xml));
        } catch (err) {
          // Characters XML forbids (C0 controls) make the file not well-formed: refused, never thrown raw.
          expect(err).toBeInstanceOf(ImportRefused);
          return;
        }
        for (const post of batch.posts) expect(blogPostInputSchema.safeParse(asInput(post)).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("random and damaged files", () => {
  const refusedOrRead = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      expect(err).toBeInstanceOf(ImportRefused);
    }
  };

  it("random bytes are refused with ImportRefused, never another error (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const buffer = Buffer.from(bytes);
        refusedOrRead(() => parseWordPress(buffer));
        refusedOrRead(() => parseGhost(buffer));
        await readMarkdownZip(buffer).then(
          () => undefined,
          (err: unknown) => expect(err).toBeInstanceOf(ImportRefused),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("the fixtures with bytes flipped are read or refused, never another error (property)", () => {
    const wxr = Buffer.from(read("tests/fixtures/import/wordpress.xml"));
    const ghost = Buffer.from(read("tests/fixtures/import/ghost.json"));
    const flip = (source: Buffer, at: number[], value: number) => {
      const copy = Buffer.from(source);
      for (const i of at) copy[i % copy.length] = value;
      return copy;
    };
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 255 }), (at, value) => {
        refusedOrRead(() => parseWordPress(flip(wxr, at, value)));
        refusedOrRead(() => parseGhost(flip(ghost, at, value)));
      }),
      { numRuns: 300 },
    );
  });
});
