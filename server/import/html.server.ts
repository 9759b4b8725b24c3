import { decodeHTML } from "entities";
import type { ImportedImage } from "./types.server.ts";

// Small, bounded readings of imported HTML: the write path sanitizes it properly on save.

// Every scan here is linear in the body, whatever it holds: imported bodies are untrusted, and a
// regular expression that backtracks over them (thousands of unclosed "<img") could hang the import.

/** Longest `<img …>` tag read; a longer one is not an image tag anyone wrote. */
const TAG_MAX = 4096;
const ATTR = /([^\s"'<>/=]{1,100})\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** The `<img …>` tags of the body, each ending at the first ">" outside quotes (an alt may hold one). */
function* imgTags(html: string): Generator<string> {
  for (const [start, end] of imgTagSpans(html)) yield html.slice(start, end);
}

/** Where each `<img …>` tag starts and ends. */
function* imgTagSpans(html: string): Generator<[number, number]> {
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const start = lower.indexOf("<img", from);
    if (start < 0) return;
    const next = lower[start + 4];
    if (next !== undefined && !/[\s/>]/.test(next)) {
      from = start + 4;
      continue;
    }
    let quote = "";
    let end = -1;
    const limit = Math.min(html.length, start + TAG_MAX);
    for (let i = start + 4; i < limit; i++) {
      const ch = html[i];
      if (quote) {
        if (ch === quote) quote = "";
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "<")
        break; // a broken tag: the next one starts here
      else if (ch === ">") {
        end = i + 1;
        break;
      }
    }
    if (end < 0) {
      from = start + 4;
      continue;
    }
    yield [start, end];
    from = end;
  }
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeHTML(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return found;
}

/** Every `<img src>` of the body, in order, each address once, with its alt when it has one. */
export function imagesInHtml(html: string): ImportedImage[] {
  const seen = new Set<string>();
  const images: ImportedImage[] = [];
  for (const tag of imgTags(html)) {
    const attrs = attributes(tag);
    const url = attrs.get("src")?.trim();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const alt = attrs.get("alt")?.trim();
    images.push(alt ? { url, alt } : { url });
  }
  return images;
}

/** Titles, tag and category names of WordPress and Ghost may carry HTML entities (`&amp;`, `&#8217;`). */
export function plainText(value: string): string {
  return decodeHTML(value)
    .replace(/<[^<>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The body with each `<img src>` that `copyOf` knows pointed at our copy (decision 057). Such a
 * tag loses `srcset` and `sizes`, which name the old site's other sizes of the same image.
 */
export function rewriteImageSources(html: string, copyOf: (url: string) => string | undefined): string {
  let out = "";
  let last = 0;
  for (const [start, end] of imgTagSpans(html)) {
    const tag = html.slice(start, end);
    const src = attributes(tag).get("src")?.trim();
    const copy = src ? copyOf(src) : undefined;
    if (copy === undefined) continue;
    const rewritten = tag.replace(ATTR, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower === "src") return `src="${escapeAttribute(copy)}"`;
      if (lower === "srcset" || lower === "sizes") return "";
      return whole;
    });
    out += html.slice(last, start) + rewritten;
    last = end;
  }
  return out + html.slice(last);
}
