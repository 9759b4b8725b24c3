import { TEXT_MARK_TAGS } from "#core/html-tags.ts";
import { isVideoEmbedSource } from "#core/video.ts";

// Stored HTML may hold more than the visual editor models (tables in the sample posts, <figure>,
// <dl>, <abbr>…: the sanitizer keeps them). Opening such content in the visual editor would drop
// them on the first keystroke, so it opens in the source view and says why (decision 033).

/** Elements the visual editor reads and writes back unchanged (b and i come back as strong and em). */
const MODELLED = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  ...TEXT_MARK_TAGS,
  "code",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "br",
  "hr",
  "img",
  "iframe",
]);
/** Wrappers without meaning of their own once the sanitizer has removed their attributes. */
const HARMLESS = new Set(["span", "div"]);

/** The elements of `html` (by name, once each) that the visual editor would lose. */
export function unsupportedElements(html: string): string[] {
  if (!/<[a-z]/i.test(html)) return [];
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const found = new Set<string>();
  for (const el of Array.from(body.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (HARMLESS.has(tag)) continue;
    if (!MODELLED.has(tag) || (tag === "iframe" && !isVideoEmbedSource(el.getAttribute("src") ?? ""))) found.add(tag);
  }
  return [...found];
}
