import { ImportRefused } from "./errors.server.ts";
import { MAX_WXR_ITEMS } from "./limits.server.ts";
import { refuseTooManyPosts } from "./normalize.server.ts";

// One linear pass over a WXR file before any parser sees it: it refuses every DTD declaration
// (`<!DOCTYPE`, `<!ENTITY`: entity expansion and external entities can then not happen at all),
// and cuts the channel into its `<item>`s, so each is parsed on its own (a small tree at a time)
// and a file with too many posts is refused by counting, before any post is built.

export interface WxrParts {
  /** The channel up to its first item: site, authors, categories. */
  head: string;
  items: string[];
}

const notWxr = (detail: string) =>
  new ImportRefused("wrong-format", `This is not a WordPress export (WXR) file: ${detail}.`);

const isNameEnd = (ch: string | undefined) => ch === ">" || ch === "/" || (ch !== undefined && /\s/.test(ch));

export function splitWxr(text: string): WxrParts {
  const start = text.search(/\S/);
  if (start < 0 || text[start] !== "<") throw notWxr("it does not start with XML");
  const items: string[] = [];
  let firstItem = -1;
  let itemStart = -1;
  let i = start;
  for (;;) {
    const p = text.indexOf("<", i);
    if (p < 0) break;
    if (text.startsWith("<![CDATA[", p)) i = after(text, "]]>", p + 9, "a CDATA section is not closed");
    else if (text.startsWith("<!--", p)) i = after(text, "-->", p + 4, "a comment is not closed");
    else if (text.startsWith("<!", p)) {
      throw new ImportRefused(
        "xml-doctype",
        "The file declares a DOCTYPE or entities, which WordPress exports never do; it is refused to keep the server safe.",
      );
    } else if (text.startsWith("<?", p)) i = after(text, "?>", p + 2, "a processing instruction is not closed");
    else if (text.startsWith("<item", p) && isNameEnd(text[p + 5])) {
      if (itemStart >= 0) throw notWxr("an <item> opens inside another");
      itemStart = p;
      if (firstItem < 0) firstItem = p;
      i = p + 5;
    } else if (text.startsWith("</item", p) && isNameEnd(text[p + 6])) {
      if (itemStart < 0) throw notWxr("an </item> closes nothing");
      const end = after(text, ">", p + 6, "an </item> is not closed");
      items.push(text.slice(itemStart, end));
      if (items.length > MAX_WXR_ITEMS)
        throw new ImportRefused(
          "too-many-posts",
          `The file holds more than ${MAX_WXR_ITEMS.toLocaleString("en")} items; it cannot be imported at once.`,
        );
      itemStart = -1;
      i = end;
    } else i = p + 1;
  }
  if (itemStart >= 0) throw notWxr("the last <item> is not closed");
  const head = firstItem < 0 ? text : text.slice(0, firstItem);
  if (!/<rss[\s>]/.test(head) || !/<channel[\s>]/.test(head)) throw notWxr("it has no <rss><channel>");
  if (!/<wp:wxr_version[\s>]/.test(head)) throw notWxr("it has no <wp:wxr_version>");
  refuseTooManyPosts(items.filter(isPostItem).length);
  return { head, items };
}

const POST_TYPE_POST = /<wp:post_type>\s*(?:<!\[CDATA\[\s*post\s*\]\]>|post)\s*<\/wp:post_type>/;

/** Counted before parsing: a cheap look at the item's raw text. */
const isPostItem = (item: string) => POST_TYPE_POST.test(item);

function after(text: string, close: string, from: number, problem: string): number {
  const end = text.indexOf(close, from);
  if (end < 0) throw notWxr(problem);
  return end + close.length;
}
