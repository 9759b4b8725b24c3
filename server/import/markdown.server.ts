import { Marked } from "marked";
import { splitFrontMatter } from "./front-matter.server.ts";
import { decodeUtf8 } from "./input.server.ts";
import { HTML_MAX, MAX_MARKDOWN_FILE_BYTES } from "./limits.server.ts";
import { finishBatch, refuseTooManyPosts, type DraftPost } from "./normalize.server.ts";
import type { ImportBatch, ImportedPostState, ImportProblem, MarkdownFile } from "./types.server.ts";

// A folder or zip of Markdown files with front matter → ImportBatch (issue 32; docs/decisions/052).
// Fields: title, slug, date, tags (list or "a, b"), category, excerpt, draft, image, image_alt,
// aliases / redirect_from (old addresses).

export interface MarkdownOptions {
  /** What "now" is: a post dated after it, and not a draft, is scheduled. */
  now?: Date;
}

const marked = new Marked({ gfm: true, breaks: false });

// marked is quadratic or recursive on some hostile input (thousands of nested quotes or lists,
// tens of thousands of emphasis markers in one paragraph): such bodies are skipped before it
// runs, as no real post looks like them (docs/decisions/052-importers.md).
const BODY_MAX = HTML_MAX;
const NESTING_MAX = 64;
const DELIMITER_RUNS_MAX = 2000;

function whyUnconvertible(body: string): string | undefined {
  if (body.length > BODY_MAX) return `Skipped: its text is longer than ${BODY_MAX.toLocaleString("en")} characters.`;
  for (const line of body.split("\n")) {
    if (/^[ \t>]*/.exec(line)![0].length > NESTING_MAX)
      return "Skipped: it nests quotes, lists or indentation deeper than any post does.";
  }
  for (const paragraph of body.split(/\n[ \t]*\n/)) {
    if ((paragraph.match(/[*_~]+/g)?.length ?? 0) > DELIMITER_RUNS_MAX)
      return "Skipped: one of its paragraphs has thousands of emphasis markers.";
  }
  return undefined;
}

function toHtml(body: string): string | undefined {
  try {
    return marked.parse(body, { async: false });
  } catch {
    return undefined;
  }
}

export const isMarkdownPath = (path: string) => /\.(?:md|markdown)$/i.test(path);

export function parseMarkdown(files: MarkdownFile[], opts: MarkdownOptions = {}): ImportBatch {
  const markdown = files.filter((f) => isMarkdownPath(f.path));
  refuseTooManyPosts(markdown.length);
  const now = opts.now ?? new Date();
  const problems: ImportProblem[] = [];
  const drafts: DraftPost[] = [];
  for (const file of [...markdown].sort((a, b) => a.path.localeCompare(b.path))) {
    const draft = readFile(file, now, problems);
    if (draft) drafts.push(draft);
  }
  return finishBatch("markdown", drafts, problems);
}

function readFile(file: MarkdownFile, now: Date, problems: ImportProblem[]): DraftPost | undefined {
  if (file.tooLarge || file.bytes.length > MAX_MARKDOWN_FILE_BYTES)
    return void problems.push({ item: file.path, message: "Skipped: the file is larger than 2 MB." });
  let text: string;
  try {
    text = decodeUtf8(file.bytes, "file");
  } catch {
    return void problems.push({ item: file.path, message: "Skipped: the file is not UTF-8 text." });
  }
  const { data, body: rawBody, problem } = splitFrontMatter(text);
  if (problem) problems.push({ item: file.path, message: problem });
  const unconvertible = whyUnconvertible(rawBody);
  if (unconvertible) return void problems.push({ item: file.path, message: unconvertible });
  let body = rawBody;
  let title = str(data.title);
  if (!title) {
    const heading = firstHeading(body);
    if (heading) {
      title = heading.text;
      body = body.slice(0, heading.start) + body.slice(heading.end);
    } else title = titleFromPath(file.path);
  }
  const html = toHtml(body);
  if (html === undefined)
    return void problems.push({ item: file.path, message: "Skipped: its Markdown could not be converted." });
  const date = toDate(data.date);
  if (data.date !== undefined && !date)
    problems.push({ item: file.path, message: `Its date "${String(data.date)}" is not a date: ignored.` });
  const isDraft = data.draft === true || data.draft === "true" || data.published === false;
  const state: ImportedPostState = isDraft ? "draft" : date && date > now ? "scheduled" : "published";
  const image = str(data.image) || str(data.featured_image) || str(data.cover);
  const alt = str(data.image_alt);
  return {
    sourceId: file.path,
    title,
    slug: str(data.slug) || baseName(file.path).replace(/^\d{4}-\d{2}-\d{2}-/, ""),
    html,
    ...(str(data.excerpt) || str(data.description) ? { excerpt: str(data.excerpt) || str(data.description) } : {}),
    state,
    ...(state !== "draft" && date ? { publishedAt: date } : {}),
    ...(date ? { createdAt: date } : {}),
    tags: list(data.tags),
    categories: [...list(data.category), ...list(data.categories)],
    ...(str(data.author) ? { authorName: str(data.author) } : {}),
    ...(image ? { featuredImage: alt ? { url: image, alt } : { url: image } } : {}),
    oldPaths: [...list(data.aliases), ...list(data.redirect_from)].map(toPath),
  };
}

/** The first `# Heading` line, read without a backtracking regular expression over the body. */
function firstHeading(body: string): { text: string; start: number; end: number } | undefined {
  let start = 0;
  while (start <= body.length) {
    const newline = body.indexOf("\n", start);
    const end = newline < 0 ? body.length : newline;
    const line = body.slice(start, Math.min(end, start + 1000));
    if (/^ {0,3}(?:```|~~~)/.test(line)) return undefined; // a heading in code is not the title
    const m = /^ {0,3}# +(.*)$/.exec(line.replace(/\r$/, ""));
    if (m && end - start <= 1000) {
      const text = m[1]!.replace(/(?:^|[ \t]+)#+[ \t]*$/, "").trim();
      if (text) return { text, start, end: newline < 0 ? end : end + 1 };
    }
    if (newline < 0) return undefined;
    start = newline + 1;
  }
  return undefined;
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** A list, or a comma-separated string. */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter(Boolean);
  return str(value)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function toDate(value: unknown): Date | undefined {
  if (typeof value !== "string" && !(value instanceof Date)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const baseName = (path: string) => (path.split("/").pop() ?? path).replace(/\.(?:md|markdown)$/i, "");

function titleFromPath(path: string): string {
  const name = baseName(path)
    .replace(/^\d{4}-\d{2}-\d{2}-/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Aliases may be written as full addresses or paths: only the path is kept. */
function toPath(value: string): string {
  try {
    const url = new URL(value, "http://x.invalid");
    return url.pathname + url.search;
  } catch {
    return "";
  }
}
