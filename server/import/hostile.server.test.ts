import { deflateRawSync, crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ImportRefused, type ImportRefusalReason } from "./errors.server.ts";
import { parseGhost } from "./ghost.server.ts";
import { MAX_IMPORT_BYTES, MAX_IMPORT_POSTS } from "./limits.server.ts";
import { parseMarkdown } from "./markdown.server.ts";
import { readMarkdownZip } from "./markdown-files.server.ts";
import { parseWordPress } from "./wordpress.server.ts";

// Every hostile file is refused with a typed error and a message for the person who sent it,
// and nothing is returned. Each test has a timeout: parsing must never hang.

function refusal(run: () => unknown): ImportRefused {
  try {
    run();
  } catch (err) {
    if (err instanceof ImportRefused) return err;
    throw err;
  }
  throw new Error("not refused");
}

async function refusalOf(run: () => Promise<unknown>): Promise<ImportRefused> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ImportRefused) return err;
    throw err;
  }
  throw new Error("not refused");
}

const expectRefused = (err: ImportRefused, reason: ImportRefusalReason, message: RegExp) => {
  expect(err.reason).toBe(reason);
  expect(err.message).toMatch(message);
};

const WXR_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>t</title><wp:wxr_version>1.2</wp:wxr_version>`;
const wxrItem = (id: number, extra = "") =>
  `<item><title>Post ${id}</title><content:encoded><![CDATA[<p>Body ${id}</p>${extra}]]></content:encoded><wp:post_id>${id}</wp:post_id><wp:status>publish</wp:status><wp:post_type><![CDATA[post]]></wp:post_type></item>`;
const wxr = (body: string, head = WXR_HEAD) => Buffer.from(`${head}${body}</channel></rss>`);

describe("hostile WordPress files", () => {
  it("refuses entity expansion (billion laughs) before parsing", { timeout: 5000 }, () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
    const head = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol0 "lol">${lol}]>${WXR_HEAD.replace(/^<\?xml[^>]*>/, "")}`;
    const err = refusal(() => parseWordPress(wxr(`<item><title>&lol9;</title></item>`, head)));
    expectRefused(err, "xml-doctype", /declares a DOCTYPE or entities/);
  });

  it("refuses an external entity (file:///etc/passwd)", () => {
    const head = `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${WXR_HEAD.replace(/^<\?xml[^>]*>/, "")}`;
    expectRefused(
      refusal(() => parseWordPress(wxr(wxrItem(1, "&xxe;"), head))),
      "xml-doctype",
      /DOCTYPE/,
    );
  });

  it("refuses a declaration hidden after the items", () => {
    expectRefused(
      refusal(() => parseWordPress(wxr(`${wxrItem(1)}<!ENTITY x "y">`))),
      "xml-doctype",
      /DOCTYPE/,
    );
  });

  it("still reads a post whose body quotes <!DOCTYPE html> inside CDATA", () => {
    const batch = parseWordPress(wxr(wxrItem(1, "<pre>&lt;!DOCTYPE html&gt;</pre><!DOCTYPE html>")));
    expect(batch.posts).toHaveLength(1);
  });

  it("refuses a file over the size cap before reading it", () => {
    const big = Buffer.alloc(MAX_IMPORT_BYTES + 1);
    expectRefused(
      refusal(() => parseWordPress(big)),
      "too-large",
      /at most 200 MB/,
    );
    expectRefused(
      refusal(() => parseGhost(big)),
      "too-large",
      /at most 200 MB/,
    );
  });

  it("refuses what is not XML, not WXR, or not well-formed", () => {
    expectRefused(
      refusal(() => parseWordPress(Buffer.from("hello, world"))),
      "wrong-format",
      /not a WordPress export/,
    );
    expectRefused(
      refusal(() => parseWordPress(Buffer.from('{"db": []}'))),
      "wrong-format",
      /not a WordPress export/,
    );
    expectRefused(
      refusal(() => parseWordPress(Buffer.from('<?xml version="1.0"?><rss><channel><item></item></channel></rss>'))),
      "wrong-format",
      /wxr_version/,
    );
    expectRefused(
      refusal(() => parseWordPress(wxr("<item><title>x</wrong></item>"))),
      "wrong-format",
      /not well-formed XML \(item 1\)/,
    );
    expectRefused(
      refusal(() => parseWordPress(wxr("<item><title>x</title>"))),
      "wrong-format",
      /not closed/,
    );
  });

  it("refuses bytes that are not UTF-8", () => {
    const garbage = Buffer.from([0x3c, 0x3f, 0x78, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x80]);
    expectRefused(
      refusal(() => parseWordPress(garbage)),
      "not-utf8",
      /not UTF-8/,
    );
    expectRefused(
      refusal(() => parseGhost(garbage)),
      "not-utf8",
      /not UTF-8/,
    );
  });

  it("refuses 100,000 posts by counting, with the count", { timeout: 20_000 }, () => {
    const items = Array.from({ length: 100_000 }, (_, i) => wxrItem(i)).join("");
    const err = refusal(() => parseWordPress(wxr(items)));
    expectRefused(err, "too-many-posts", /holds 100,000 posts; at most 20,000/);
  });

  it("refuses tags nested past any WordPress export's depth", () => {
    const deep = "<a>".repeat(500) + "</a>".repeat(500);
    expect(() => parseWordPress(wxr(wxrItem(1).replace("<title>", `${deep}<title>`)))).toThrow(ImportRefused);
  });
});

describe("hostile Ghost files", () => {
  it("refuses JSON nested a million deep without running out of stack", { timeout: 10_000 }, () => {
    const deep = "[".repeat(1_000_000) + "]".repeat(1_000_000);
    expect(() => parseGhost(Buffer.from(deep))).toThrow(ImportRefused);
  });

  it("refuses 100,000 posts with the count before building them", { timeout: 20_000 }, () => {
    const posts = Array.from({ length: 100_000 }, (_, i) => ({
      id: `${i}`,
      title: `P${i}`,
      slug: `p${i}`,
      html: "<p>x</p>",
      status: "draft",
    }));
    const err = refusal(() => parseGhost(Buffer.from(JSON.stringify({ db: [{ data: { posts } }] }))));
    expectRefused(err, "too-many-posts", /holds 100,000 posts/);
  });

  it("refuses binary data and broken JSON", () => {
    expectRefused(
      refusal(() => parseGhost(Buffer.from('{"db": [{"data": {"posts": ['))),
      "wrong-format",
      /not valid JSON/,
    );
    expectRefused(
      refusal(() => parseGhost(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))),
      "not-utf8",
      /not UTF-8/,
    );
    expectRefused(
      refusal(() => parseGhost(Buffer.from("\u0000\u0001binary\u0002"))),
      "wrong-format",
      /not valid JSON/,
    );
  });
});

// A minimal zip writer: tests need archives whose headers lie, which no library writes.
interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** The uncompressed size the headers claim (the truth when absent). */
  claimedSize?: number;
}

function zip(entries: ZipEntry[], claimedCount?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const size = entry.claimedSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(claimedCount ?? entries.length, 8);
  end.writeUInt16LE(claimedCount ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const md = (title: string) => Buffer.from(`---\ntitle: ${title}\n---\nBody of ${title}.`);

describe("Markdown zips", () => {
  it("reads the Markdown entries of a good zip, folders included, and skips the rest", async () => {
    const files = await readMarkdownZip(
      zip([
        { name: "posts/", data: Buffer.alloc(0) },
        { name: "posts/one.md", data: md("One"), deflate: true },
        { name: "two.markdown", data: md("Two") },
        { name: "image.png", data: Buffer.from([1, 2, 3]) },
        { name: "__MACOSX/posts/._one.md", data: Buffer.from("x") },
      ]),
    );
    expect(files.map((f) => f.path)).toEqual(["posts/one.md", "two.markdown"]);
    expect(parseMarkdown(files).posts.map((p) => p.title)).toEqual(["One", "Two"]);
  });

  it.each(["../escape.md", "posts/../../escape.md", "/etc/escape.md", "C:/escape.md", "posts\\..\\escape.md"])(
    "refuses the path %s",
    async (name) => {
      const err = await refusalOf(() => readMarkdownZip(zip([{ name, data: md("Escape") }])));
      expectRefused(err, "zip-path", /points outside its folder/);
    },
  );

  it("refuses an entry whose compression ratio is a bomb's, without inflating it", { timeout: 10_000 }, async () => {
    const err = await refusalOf(() =>
      readMarkdownZip(zip([{ name: "bomb.md", data: Buffer.alloc(20 * 1024 * 1024), deflate: true }])),
    );
    expectRefused(err, "zip-bomb", /inflates \d+ times/);
  });

  it("counts inflated bytes rather than trusting a header that understates them", { timeout: 10_000 }, async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, "a");
    const err = await refusalOf(() =>
      readMarkdownZip(zip([{ name: "liar.md", data, deflate: true, claimedSize: 100 }])),
    );
    expect(["zip-bomb", "zip-damaged"]).toContain(err.reason);
  });

  it("stops inflating once all Markdown files together pass the total cap", async () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      name: `p${i}.md`,
      data: Buffer.alloc(300_000, "a"),
      deflate: true,
    }));
    const err = await refusalOf(() => readMarkdownZip(zip(entries), { maxTotalBytes: 1024 * 1024 }));
    expectRefused(err, "zip-bomb", /inflate to more than the 1 MB allowed/);
  });

  it("lists an honestly oversized Markdown file without reading it, and reports it", async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, "a");
    const files = await readMarkdownZip(zip([{ name: "huge.md", data }]));
    expect(files).toEqual([{ path: "huge.md", bytes: Buffer.alloc(0), tooLarge: true }]);
    expect(parseMarkdown(files).problems).toEqual([
      { item: "huge.md", message: "Skipped: the file is larger than 2 MB." },
    ]);
  });

  it("refuses a zip that claims 100,000 entries from its directory alone", async () => {
    const err = await refusalOf(() => readMarkdownZip(zip([{ name: "a.md", data: md("A") }], 65_535)));
    expectRefused(err, "zip-bomb", /holds 65,535 entries; at most 25,000/);
  });

  it("refuses more Markdown posts than the cap", { timeout: 30_000 }, async () => {
    const entries = Array.from({ length: MAX_IMPORT_POSTS + 1 }, (_, i) => ({
      name: `p${i}.md`,
      data: Buffer.from("x"),
    }));
    const err = await refusalOf(() => readMarkdownZip(zip(entries)));
    expectRefused(err, "too-many-posts", /at most 20,000/);
  });

  it("refuses what is not a zip, and a damaged one", async () => {
    expectRefused(await refusalOf(() => readMarkdownZip(Buffer.from("# just markdown"))), "wrong-format", /not a zip/);
    const good = zip([{ name: "a.md", data: md("A") }]);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(good.length - 40, 0x41)]);
    expectRefused(await refusalOf(() => readMarkdownZip(broken)), "zip-damaged", /cannot be read/);
  });

  it("skips pathological Markdown instead of hanging on it", { timeout: 15_000 }, () => {
    const nestedList = Array.from({ length: 300 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n");
    const bodies = ["*a".repeat(90_000), "> ".repeat(50_000) + "x", nestedList, "x".repeat(250_000)];
    const batch = parseMarkdown(
      bodies.map((body, i) => ({ path: `p${i}.md`, bytes: Buffer.from(`---\ntitle: P${i}\n---\n${body}`) })),
    );
    expect(batch.posts).toEqual([]);
    expect(batch.problems.map((p) => p.item)).toEqual(["p0.md", "p1.md", "p2.md", "p3.md"]);
  });

  it("converts other odd but harmless Markdown quickly", { timeout: 15_000 }, () => {
    const bodies = [
      "[".repeat(150_000),
      "`".repeat(100_000),
      "<".repeat(150_000),
      "**_".repeat(30_000),
      "![](".repeat(30_000),
    ];
    const batch = parseMarkdown(
      bodies.map((body, i) => ({ path: `p${i}.md`, bytes: Buffer.from(`---\ntitle: P${i}\n---\n${body}`) })),
    );
    expect(batch.posts.length + batch.problems.length).toBeGreaterThanOrEqual(bodies.length);
  });
});

describe("bodies built to make a scan backtrack", () => {
  const many = (unit: string, total = 190_000) => unit.repeat(Math.floor(total / unit.length));

  it(
    "reads WordPress bodies of unclosed comments, image tags and shortcodes in linear time",
    { timeout: 10_000 },
    () => {
      const bodies = [
        many("<!-- wp:x "),
        many("<img "),
        many('<img alt="'),
        many("[gallery "),
        many("<img src=x alt=y >"),
      ];
      const items = bodies
        .map((body, i) => wxrItem(i).replace(`<p>Body ${i}</p>`, `<!-- wp:paragraph -->${body}`))
        .join("");
      const batch = parseWordPress(wxr(items));
      expect(batch.posts).toHaveLength(bodies.length);
    },
  );

  it("reads Ghost titles and bodies full of unclosed tags in linear time", { timeout: 10_000 }, () => {
    const posts = [
      { id: "1", title: many("<a "), slug: "a", html: many("<img "), status: "draft" },
      { id: "2", title: "B", slug: "b", html: many("<img src='"), status: "draft" },
    ];
    const batch = parseGhost(Buffer.from(JSON.stringify({ db: [{ data: { posts } }] })));
    expect(batch.posts.length + batch.problems.length).toBeGreaterThanOrEqual(2);
  });

  it("finds a Markdown title among long runs of hashes and spaces in linear time", { timeout: 10_000 }, () => {
    const body = `# x${" #".repeat(90_000)}y\n\n${"#".repeat(150_000)}`;
    const batch = parseMarkdown([{ path: "hashes.md", bytes: Buffer.from(body) }]);
    expect(batch.posts.length + batch.problems.length).toBe(1);
  });

  it("refuses a WXR whose author is never closed, in linear time", { timeout: 10_000 }, () => {
    const head = WXR_HEAD + many("<wp:author>", 5_000_000);
    expect(() => parseWordPress(wxr(wxrItem(1), head))).toThrow(ImportRefused);
  });

  it("links a million Ghost tag rows to one post in linear time", { timeout: 20_000 }, () => {
    const postsTags = Array.from({ length: 1_000_000 }, (_, i) => ({ post_id: "1", tag_id: `t${i % 30}` }));
    const tags = Array.from({ length: 30 }, (_, i) => ({ id: `t${i}`, name: `Tag ${i}` }));
    const data = {
      posts: [{ id: "1", title: "T", slug: "t", html: "<p>x</p>", status: "draft" }],
      tags,
      posts_tags: postsTags,
    };
    const batch = parseGhost(Buffer.from(JSON.stringify({ db: [{ data }] })));
    expect(batch.posts[0]?.tags).toHaveLength(20);
  });
});
