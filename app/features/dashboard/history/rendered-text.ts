import { HEADING_TAGS } from "#core/html-tags.ts";

// What a reader reads in stored HTML (issue 26, decision 044), for the History panel's diff: the rendered
// text, not the source. Block elements become lines, inline tags vanish, entities are decoded, list items get
// a bullet or their number, images read "[Image: {alt}]", video players "[Video: {host}]", dividers
// "[Divider]", and a link keeps its text with its address after it when that differs.
//
// The HTML is parsed by the browser's DOMParser into a document of its own, which is never attached to the
// page: nothing in it loads or runs. Without a DOMParser (a server render), tags are only stripped.

/** Elements that start and end a line of their own. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "caption",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  ...HEADING_TAGS,
  "header",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "tfoot",
  "thead",
  "tr",
  "ul",
]);
/** Elements whose content is never read. */
const UNREAD = new Set(["script", "style", "template", "noscript", "head", "title"]);

/** The host of a player's address without "www.", or "" when it is no address. */
export function hostOf(src: string | null): string {
  if (!src) return "";
  try {
    return new URL(src, "https://invalid.example").hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** The text, line by line: runs of white space read as one space, as a browser renders them. */
class Lines {
  private lines: string[] = [];
  private line = "";

  add(text: string) {
    this.line += text;
  }

  /** Ends the line (a block's edge, a <br>); an empty line is dropped. */
  end() {
    const line = this.line.replace(/[ \t\r\n\f\u00a0]+/g, " ").trim();
    if (line) this.lines.push(line);
    this.line = "";
  }

  /** Pre-formatted text keeps its own spaces; its line breaks end lines. */
  addPreformatted(text: string) {
    const [first = "", ...rest] = text.split("\n");
    this.line += first.replace(/[ \t]/g, "\u00a0");
    for (const next of rest) {
      this.endPreformatted();
      this.line = next.replace(/[ \t]/g, "\u00a0");
    }
  }

  private endPreformatted() {
    const line = this.line.replace(/\u00a0/g, " ").trimEnd();
    if (line) this.lines.push(line);
    this.line = "";
  }

  text(): string {
    this.end();
    return this.lines.join("\n");
  }
}

function walk(node: Node, out: Lines, inPre: boolean): void {
  if (node.nodeType === 3 /* text */) {
    const text = node.nodeValue ?? "";
    if (inPre) out.addPreformatted(text);
    else out.add(text);
    return;
  }
  if (node.nodeType !== 1 /* element */) return;
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  if (UNREAD.has(tag)) return;
  switch (tag) {
    case "br":
      out.end();
      return;
    case "hr":
      out.end();
      out.add("[Divider]");
      out.end();
      return;
    case "img": {
      const alt = (element.getAttribute("alt") ?? "").trim();
      out.end();
      out.add(alt ? `[Image: ${alt}]` : "[Image without alt text]");
      out.end();
      return;
    }
    case "iframe":
    case "video":
    case "embed":
    case "object": {
      const host = hostOf(element.getAttribute("src") ?? element.getAttribute("data"));
      out.end();
      out.add(host ? `[Video: ${host}]` : "[Video]");
      out.end();
      return;
    }
    case "td":
    case "th":
      // Cells of a row on one line, apart.
      if (element.previousElementSibling) out.add(" | ");
      break;
    default:
      break;
  }
  const block = BLOCKS.has(tag);
  if (block) out.end();
  if (tag === "li") out.add(`${bulletOf(element)} `);
  for (let child = element.firstChild; child; child = child.nextSibling) walk(child, out, inPre || tag === "pre");
  if (tag === "a") {
    const href = (element.getAttribute("href") ?? "").trim();
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    if (href && href !== text && `mailto:${text}` !== href && `tel:${text}` !== href) out.add(` (${href})`);
  }
  if (block) out.end();
}

/** "•" in a bulleted list, "3." as the third item of a numbered one (its `start` and `reversed` counted). */
function bulletOf(item: Element): string {
  const list = item.parentElement;
  if (list?.localName.toLowerCase() !== "ol") return "•";
  const items = [...list.children].filter((child) => child.localName.toLowerCase() === "li");
  const index = items.indexOf(item);
  const reversed = list.hasAttribute("reversed");
  const start = Number.parseInt(list.getAttribute("start") ?? "", 10);
  const first = Number.isFinite(start) ? start : reversed ? items.length : 1;
  return `${reversed ? first - index : first + index}.`;
}

/** The rendered text of an HTML fragment, a line per block. Plain text comes back as it is (spaces collapsed). */
export function renderedText(html: string): string {
  if (!/[<&]/.test(html)) return withText(html).text();
  if (typeof DOMParser === "undefined") return strippedText(html);
  const doc = new DOMParser().parseFromString(html, "text/html");
  const out = new Lines();
  walk(doc.body, out, false);
  return out.text();
}

function withText(text: string): Lines {
  const out = new Lines();
  for (const [i, line] of text.split("\n").entries()) {
    if (i > 0) out.end();
    out.add(line);
  }
  return out;
}

/** A server render's stand-in: tags dropped, a line per block, the commonest entities decoded. */
function strippedText(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<img\b[^>]*?\balt\s*=\s*"([^"]*)"[^>]*>/gi, (_, alt: string) => `\n[Image: ${alt}]\n`)
    .replace(/<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|figure|figcaption|table|tr|dl|dt|dd|br|hr)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|quot|#39|apos|nbsp|amp);/g, (_, name: string) => ENTITIES[name] ?? "");
  return withText(text).text();
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " ", amp: "&" };
