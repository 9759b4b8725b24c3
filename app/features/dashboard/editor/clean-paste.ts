import { checkLinkUrl } from "./link-url.ts";

// Pasted HTML reduced to plain structure before the editor reads it (docs/decisions/033-visual-editor.md).
// Google Docs wraps a copy in <b style="font-weight:normal" id="docs-internal-guid-…"> and says
// bold and italic with inline styles on <span>s; Word brings class="Mso…", mso- styles, <o:p>,
// conditional comments, and lists written as paragraphs with a typed bullet. What comes out: the
// elements the editor knows, with no class, style or id, bold and italic as <strong> and <em>,
// Word's list paragraphs as real lists, links only to addresses the link check accepts.

/** Removed with everything inside. */
const DROPPED = new Set([
  "script",
  "style",
  "meta",
  "link",
  "title",
  "xml",
  "template",
  "svg",
  "math",
  "object",
  "embed",
  "head",
]);
/** Replaced by their children. */
const UNWRAPPED = new Set(["span", "font", "div", "section", "article", "header", "footer", "main", "center"]);
/** The editor has h2–h4: the page's title is its only h1 (decision 033). */
const RENAMED: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };
/** Attributes kept, per element; every other attribute goes. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href"],
  img: ["src", "alt"],
  iframe: ["src", "title"],
  ol: ["start"],
  code: ["class"],
};
/** ProseMirror marks its own copies with this attribute; keeping it keeps cut-and-paste inside the editor exact. */
const SLICE_ATTRIBUTE = "data-pm-slice";
const IMAGE_SOURCE = /^(https?:\/\/|\/(?![/\\]))/i;
const ELEMENT_NODE = 1;
const COMMENT_NODE = 8;

const styleOf = (el: Element) => (el.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "");

function weight(style: string): "bold" | "normal" | undefined {
  const value = /(?:^|;)font-weight:([^;]+)/.exec(style)?.[1];
  if (!value) return undefined;
  if (value === "bold" || value === "bolder") return "bold";
  const n = Number(value);
  return Number.isFinite(n) && n >= 600 ? "bold" : "normal";
}

function slant(style: string): "italic" | "normal" | undefined {
  const value = /(?:^|;)font-style:([^;]+)/.exec(style)?.[1];
  if (!value) return undefined;
  return value === "italic" || value === "oblique" ? "italic" : "normal";
}

function unwrap(el: Element) {
  el.replaceWith(...Array.from(el.childNodes));
}

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag);
  for (const name of el.getAttributeNames()) next.setAttribute(name, el.getAttribute(name)!);
  next.append(...Array.from(el.childNodes));
  el.replaceWith(next);
  return next;
}

function wrapChildren(el: Element, tag: string) {
  const wrapper = el.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(el.childNodes));
  el.append(wrapper);
}

function keepOnly(el: Element, tag: string) {
  const kept = KEPT_ATTRIBUTES[tag] ?? [];
  for (const name of el.getAttributeNames()) {
    if (!kept.includes(name) && name !== SLICE_ATTRIBUTE) el.removeAttribute(name);
  }
  if (tag === "code" && !/^language-[\w-]+$/.test(el.getAttribute("class") ?? "")) el.removeAttribute("class");
}

/** Word's typed bullet or number before a list paragraph's text. */
const isWordListMarker = (el: Element) => /mso-list:ignore/.test(styleOf(el));

function isWordListParagraph(el: Element | null): el is Element {
  if (!el || el.tagName.toLowerCase() !== "p") return false;
  return /^msolistparagraph/i.test(el.getAttribute("class") ?? "") || /mso-list:l\d/.test(styleOf(el));
}

function wordListKind(p: Element): "ol" | "ul" {
  const marker = Array.from(p.querySelectorAll("span")).find(isWordListMarker);
  return /^\s*([0-9]+|[a-z]{1,4})[.)]/i.test(marker?.textContent ?? "") ? "ol" : "ul";
}

/** Word writes a list as paragraphs with a typed marker; consecutive ones of one kind become one list. */
function convertWordLists(root: Element) {
  const done = new Set<Element>();
  for (const first of Array.from(root.querySelectorAll("p"))) {
    if (done.has(first) || !isWordListParagraph(first) || isWordListParagraph(first.previousElementSibling)) continue;
    const kind = wordListKind(first);
    const list = root.ownerDocument.createElement(kind);
    first.before(list);
    let item: Element | null = first;
    while (isWordListParagraph(item) && wordListKind(item) === kind) {
      const next: Element | null = item.nextElementSibling;
      for (const marker of Array.from(item.querySelectorAll("span")).filter(isWordListMarker)) marker.remove();
      done.add(item);
      const li = root.ownerDocument.createElement("li");
      li.append(item);
      list.append(li);
      item = next;
    }
  }
}

function cleanChildren(parent: Element) {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === COMMENT_NODE) child.remove();
    else if (child.nodeType === ELEMENT_NODE) cleanElement(child as Element);
  }
}

function cleanElement(el: Element) {
  const tag = el.tagName.toLowerCase();
  // Namespaced Office elements (<o:p>, <v:shape>, <w:…>) hold spacing and drawing data, never text to keep.
  if (DROPPED.has(tag) || tag.includes(":") || isWordListMarker(el)) {
    el.remove();
    return;
  }
  cleanChildren(el);
  const style = styleOf(el);
  const isBold = weight(style) ?? (tag === "b" || tag === "strong" ? "bold" : undefined);
  const isItalic = slant(style) ?? (tag === "i" || tag === "em" ? "italic" : undefined);

  if (["b", "strong", "i", "em", ...UNWRAPPED].includes(tag)) {
    // Google Docs' whole-copy wrapper is a <b> whose style says "not bold".
    if (isBold === "bold") wrapChildren(el, "strong");
    if (isItalic === "italic") wrapChildren(el, "em");
    unwrap(el);
    return;
  }
  if (tag === "a") {
    const link = checkLinkUrl(el.getAttribute("href") ?? "");
    if (!link.ok) return unwrap(el);
    el.setAttribute("href", link.href);
  }
  if (tag === "img") {
    // Images pasted from a document live in someone's private storage and carry no description:
    // images come in through the upload button, with alt text (docs/decisions/033-visual-editor.md).
    const src = el.getAttribute("src") ?? "";
    if (!IMAGE_SOURCE.test(src) || !el.getAttribute("alt")?.trim()) {
      el.remove();
      return;
    }
  }
  const target = RENAMED[tag] ? rename(el, RENAMED[tag]) : el;
  keepOnly(target, target.tagName.toLowerCase());
  if (tag === "p" && isEmptyParagraph(target)) target.remove();
}

function isEmptyParagraph(p: Element) {
  return !p.querySelector("img, iframe") && !(p.textContent ?? "").replace(/[\s\u00a0]/g, "");
}

/** Pasted HTML reduced to the plain structure the editor keeps. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  convertWordLists(body);
  cleanChildren(body);
  // Google Docs separates blocks with <br>s outside any paragraph: blank lines nobody typed.
  for (const br of Array.from(body.children)) if (br.tagName.toLowerCase() === "br") br.remove();
  return body.innerHTML.trim();
}
