import { stringify } from "yaml";

// One Markdown file per post and case study (docs/decisions/055-export.md): YAML front matter with
// the fields our own Markdown importer reads (server/import/markdown.server.ts: title, slug, date,
// tags, category, excerpt, draft, image, image_alt, aliases) and more, then the stored HTML as
// the body. Markdown passes HTML through: a body that is one HTML block (CommonMark's block rules)
// comes out of any Markdown reader as it went in, so the body is written without blank lines,
// which would end the block and let the text after them be read as Markdown.

export interface FrontMatter {
  title: string;
  slug: string;
  /** publishedAt, else createdAt (ISO 8601). */
  date: string;
  updated: string;
  [field: string]: unknown;
}

/** The file: front matter between `---` lines, a blank line, the body. */
export function markdownFile(frontMatter: FrontMatter, html: string): string {
  const fields = Object.fromEntries(
    Object.entries(frontMatter).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  );
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${htmlAsMarkdownBlock(html)}\n`;
}

const PRE_OPEN = "<pre";
const PRE_CLOSE = "</pre>";

/**
 * `html` with no blank line: outside `<pre>` blank lines go (HTML collapses white space there
 * anyway); inside one, the line break before a blank line is written `&#10;` (the same character).
 */
export function htmlAsMarkdownBlock(html: string): string {
  const text = html.replace(/\r\n?/g, "\n").trim();
  const lower = text.toLowerCase();
  let out = "";
  let at = 0;
  while (at < text.length) {
    const open = lower.indexOf(PRE_OPEN, at);
    if (open < 0) break;
    const close = lower.indexOf(PRE_CLOSE, open);
    const end = close < 0 ? text.length : close + PRE_CLOSE.length;
    out += collapseBlankLines(text.slice(at, open)) + text.slice(open, end).replace(/\n(?=[ \t]*(?:\n|$))/g, "&#10;");
    at = end;
  }
  return out + collapseBlankLines(text.slice(at));
}

const collapseBlankLines = (text: string) => text.replace(/\n(?:[ \t]*\n)+/g, "\n");
