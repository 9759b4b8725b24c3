import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ImportRefused } from "./errors.server.ts";
import { classicParagraphs, hasBlockMarkup, shortcodesIn, stripBlockComments } from "./gutenberg.server.ts";
import { plainText } from "./html.server.ts";
import { checkSize, decodeUtf8 } from "./input.server.ts";
import { HTML_MAX } from "./limits.server.ts";
import { finishBatch, type DraftPost } from "./normalize.server.ts";
import type { ImportBatch, ImportedPostState, ImportProblem } from "./types.server.ts";
import { splitWxr } from "./wxr-scan.server.ts";
import { CDATA, rawXmlText, xmlText } from "./xml-text.server.ts";

// WordPress export (WXR 1.2) → ImportBatch (issue 32; docs/decisions/052-importers.md).

// Options are kept for symmetry with parseGhost; WXR addresses are absolute, so none is needed yet.
export type WordPressOptions = Record<string, never>;

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: CDATA,
  stopNodes: ["*.content:encoded", "*.excerpt:encoded"],
  isArray: (name) => name === "category" || name === "wp:postmeta" || name === "wp:comment",
  maxNestedTags: 20,
});

function parseXml(xml: string, where: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new ImportRefused("wrong-format", `The file is not well-formed XML (${where}): ${valid.err.msg}`);
  try {
    return parser.parse(xml) as Node;
  } catch (err) {
    // Beyond the validator: nesting deeper than maxNestedTags, names the parser will not take.
    throw new ImportRefused(
      "wrong-format",
      `The file could not be read (${where}): ${err instanceof Error ? err.message : "unknown error"}.`,
    );
  }
}

export function parseWordPress(bytes: Buffer, _opts: WordPressOptions = {}): ImportBatch {
  checkSize(bytes, "WordPress export");
  const { head, items } = splitWxr(decodeUtf8(bytes, "WordPress export"));
  const authors = readAuthors(head);
  const problems: ImportProblem[] = [];
  const attachments = new Map<string, { url: string; alt?: string }>();
  const drafts: { draft: DraftPost; thumbnailId: string }[] = [];
  // One item's tree at a time: each becomes a draft (or an attachment) and is dropped.
  items.forEach((xml, n) => {
    const item = (parseXml(xml, `item ${n + 1}`).item ?? {}) as Node;
    const type = field(item, "wp:post_type");
    if (type === "attachment") {
      const url = field(item, "wp:attachment_url") || field(item, "guid");
      const alt = meta(item, "_wp_attachment_image_alt");
      if (url) attachments.set(field(item, "wp:post_id"), alt ? { url, alt } : { url });
      return;
    }
    const title = plainText(field(item, "title"));
    const name = title || `#${field(item, "wp:post_id")}`;
    if (type !== "post") {
      problems.push({ item: name, message: `Skipped: a WordPress ${type || "item"}, not a post.` });
      return;
    }
    const draft = readPost(item, title, name, authors, problems);
    if (draft) drafts.push({ draft, thumbnailId: meta(item, "_thumbnail_id") });
  });
  // Attachments may come after the posts that feature them.
  for (const { draft, thumbnailId } of drafts) {
    const thumbnail = thumbnailId ? attachments.get(thumbnailId) : undefined;
    if (thumbnail) draft.featuredImage = thumbnail;
  }
  return finishBatch(
    "wordpress",
    drafts.map((d) => d.draft),
    problems,
  );
}

function readPost(
  item: Node,
  title: string,
  name: string,
  authors: Map<string, string>,
  problems: ImportProblem[],
): DraftPost | undefined {
  const id = field(item, "wp:post_id");
  const status = field(item, "wp:status");
  let state = STATES[status];
  if (!state) {
    problems.push({ item: name, message: `Skipped: its WordPress status is "${status || "none"}".` });
    return undefined;
  }
  if (status === "private") problems.push({ item: name, message: "Private in WordPress: imported as a draft." });
  // The journal has no passwords: such a post would become public, so it waits as a draft.
  if (field(item, "wp:post_password")) {
    problems.push({ item: name, message: "Password-protected in WordPress: imported as a draft." });
    state = "draft";
  }
  const raw = rawXmlText(item["content:encoded"]);
  // Block comments and shortcodes may double a body; beyond that it cannot fit the stored limit.
  if (raw.length > 4 * HTML_MAX) {
    problems.push({
      item: name,
      message: `Skipped: its body is longer than ${HTML_MAX.toLocaleString("en")} characters.`,
    });
    return undefined;
  }
  const html = hasBlockMarkup(raw) ? stripBlockComments(raw) : classicParagraphs(raw);
  const shortcodes = shortcodesIn(html);
  if (shortcodes.length)
    problems.push({
      item: name,
      message: `Shortcodes left as text: ${shortcodes.map((s) => `[${s}]`).join(", ")}.`,
    });
  const date = wpDate(field(item, "wp:post_date_gmt")) ?? wpDate(field(item, "wp:post_date"));
  const categories = (item.category as Node[] | undefined) ?? [];
  const ofDomain = (domain: string) => categories.filter((c) => c["@domain"] === domain).map((c) => xmlText(c));
  const creator = field(item, "dc:creator");
  const excerpt = rawXmlText(item["excerpt:encoded"]).trim();
  return {
    sourceId: id,
    title,
    slug: decodeSlug(field(item, "wp:post_name")),
    html,
    ...(excerpt ? { excerpt } : {}),
    state,
    ...(state !== "draft" && date ? { publishedAt: date } : {}),
    ...(date ? { createdAt: date } : {}),
    ...(wpDate(field(item, "wp:post_modified_gmt")) ? { updatedAt: wpDate(field(item, "wp:post_modified_gmt")) } : {}),
    tags: ofDomain("post_tag"),
    categories: ofDomain("category"),
    ...(creator ? { authorName: authors.get(creator) ?? creator } : {}),
    // Only a published post had a public address to keep.
    oldPaths:
      state === "published"
        ? [linkPath(field(item, "link")), id ? `/?p=${id}` : undefined].filter((p) => p !== undefined)
        : [],
  };
}

const STATES: Record<string, ImportedPostState | undefined> = {
  publish: "published",
  future: "scheduled",
  draft: "draft",
  pending: "draft",
  private: "draft",
};

function readAuthors(head: string): Map<string, string> {
  const authors = new Map<string, string>();
  // indexOf, not a lazy regular expression: linear even when the closing tags are missing.
  for (let from = 0; ;) {
    const start = head.indexOf("<wp:author>", from);
    if (start < 0) break;
    const end = head.indexOf("</wp:author>", start);
    if (end < 0)
      throw new ImportRefused("wrong-format", "The file is not well-formed XML: a <wp:author> is not closed.");
    from = end + 12;
    const author = (parseXml(head.slice(start, from), "an author")["wp:author"] ?? {}) as Node;
    const login = field(author, "wp:author_login");
    const display = plainText(field(author, "wp:author_display_name"));
    if (login) authors.set(login, display || login);
  }
  return authors;
}

const field = (node: Node, name: string) => xmlText(node[name]).trim();

function meta(item: Node, key: string): string {
  const metas = (item["wp:postmeta"] as Node[] | undefined) ?? [];
  const found = metas.find((m) => field(m, "wp:meta_key") === key);
  return found ? field(found, "wp:meta_value") : "";
}

/** WordPress dates are "YYYY-MM-DD HH:MM:SS" (the _gmt ones in UTC); drafts carry zeros. */
function wpDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m || m[1] === "0000") return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Slugs of non-Latin titles are stored percent-encoded by WordPress. */
function decodeSlug(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function linkPath(link: string): string | undefined {
  try {
    const url = new URL(link);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}
