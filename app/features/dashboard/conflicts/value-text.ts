import { formatDateTime, localInputToIso } from "../shared/publication.ts";

// How the conflict screen shows a form value so a person can compare two versions: text as text, HTML as
// the words a reader reads (never its source), lists as items, switches as On/Off, alt texts as what they
// mean, the publish date in the dashboard's one date format. Browser only for HTML (DOMParser).

export type ValueView =
  { kind: "empty"; text: string } | { kind: "text"; text: string } | { kind: "list"; items: string[] };

/** The fields the forms write in the visual editor (a post's and a case study's content, a card's back). */
export const HTML_FIELDS: readonly string[] = ["content", "fullDescription"];

/** A datetime-local value as the form holds a publish date: "2026-05-01T14:30". */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** Alt texts: null is "not said yet", "" the decorative mark (#core/image-alt.ts). */
const isAltField = (key: string) => /Alts?$/.test(key);

const BLOCKS = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "LI",
  "BLOCKQUOTE",
  "PRE",
  "DIV",
  "FIGURE",
  "FIGCAPTION",
  "TR",
  "UL",
  "OL",
  "TABLE",
]);

/**
 * The text a reader reads in an HTML fragment, one paragraph per line: list items start with "• ",
 * images say their alt text, embedded videos say where they come from.
 */
export function htmlToReadable(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (tag === "BR") return void out.push("\n");
    if (tag === "HR") return void out.push("\n———\n");
    if (tag === "IMG") {
      const alt = element.getAttribute("alt")?.trim();
      return void out.push(alt ? `[Image: ${alt}]` : "[Image]");
    }
    if (tag === "IFRAME") {
      const src = element.getAttribute("src") ?? "";
      return void out.push(`[Video${src ? `: ${src}` : ""}]`);
    }
    const isBlock = BLOCKS.has(tag);
    if (isBlock) out.push("\n");
    if (tag === "LI") out.push("• ");
    for (const child of Array.from(element.childNodes)) walk(child);
    if (isBlock) out.push("\n");
  };
  walk(body);
  return out
    .join("")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function itemText(item: unknown, key: string): string {
  if (isAltField(key))
    return item === null || item === undefined ? "No alt text yet" : item === "" ? "Decorative" : String(item);
  if (item === null || item === undefined || item === "") return "(empty)";
  if (typeof item === "string" || typeof item === "number") return String(item);
  if (typeof item === "boolean") return item ? "On" : "Off";
  if (typeof item === "object") {
    // A video of the gallery, a stat: its parts in order, the address last.
    const record = item as Record<string, unknown>;
    const parts = Object.entries(record)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .sort(([a], [b]) => Number(a === "url") - Number(b === "url"))
      .map(([, v]) => (typeof v === "object" ? JSON.stringify(v) : String(v)));
    return parts.join(" — ") || "(empty)";
  }
  return String(item);
}

/** A form value as the conflict screen shows it. */
export function viewValue(key: string, value: unknown, opts: { htmlFields?: readonly string[] } = {}): ValueView {
  const htmlFields = opts.htmlFields ?? HTML_FIELDS;
  if (Array.isArray(value)) {
    return value.length
      ? { kind: "list", items: value.map((item) => itemText(item, key)) }
      : { kind: "empty", text: "None" };
  }
  if (isAltField(key) && (value === null || value === "" || value === undefined))
    return { kind: "empty", text: value === "" ? "Decorative" : "No alt text yet" };
  if (value === null || value === undefined) return { kind: "empty", text: "Empty" };
  if (typeof value === "boolean") return { kind: "text", text: value ? "On" : "Off" };
  if (typeof value === "number") return { kind: "text", text: String(value) };
  if (typeof value === "string") {
    if (!value.trim()) return { kind: "empty", text: "Empty" };
    if (htmlFields.includes(key)) {
      const text = htmlToReadable(value);
      return text ? { kind: "text", text } : { kind: "empty", text: "No text" };
    }
    if (LOCAL_DATE_TIME.test(value)) {
      const iso = localInputToIso(value);
      if (iso) return { kind: "text", text: formatDateTime(iso) };
    }
    return { kind: "text", text: value };
  }
  if (typeof value === "object") return { kind: "list", items: [itemText(value, key)] };
  return { kind: "text", text: String(value) };
}

/**
 * What "Copy my text" puts on the clipboard, or null for a value that is not text: the value itself; for HTML
 * its words as plain text and the HTML beside it, so pasting it into the visual editor keeps its formatting.
 */
export function copyable(
  key: string,
  value: unknown,
  opts: { htmlFields?: readonly string[] } = {},
): { text: string; html?: string } | null {
  if (typeof value !== "string" || !value.trim() || LOCAL_DATE_TIME.test(value)) return null;
  const htmlFields = opts.htmlFields ?? HTML_FIELDS;
  return htmlFields.includes(key) ? { text: htmlToReadable(value), html: value } : { text: value };
}
