import sanitizeHtml from "sanitize-html";
import { HEADING_TAGS, TEXT_MARK_TAGS } from "#core/html-tags.ts";
import { isVideoEmbedSource, VIDEO_EMBED_HOSTS } from "#core/video.ts";
import { InvalidContentError } from "../errors.server.ts";

// Stored HTML can never carry script (docs/product.md#stack): an allowlist applied on every write.
// Iframes are kept only as players of the two video services the journal embeds (core/video.ts).

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADING_TAGS,
    "p",
    "br",
    "hr",
    "div",
    "span",
    ...TEXT_MARK_TAGS,
    "mark",
    "small",
    "sub",
    "sup",
    "abbr",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "code",
    "pre",
    "kbd",
    "blockquote",
    "q",
    "cite",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    code: ["class"],
    abbr: ["title"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links opening a new tab must not hand the opener to the target.
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === "_blank") next.rel = "noopener noreferrer";
      else delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      // Images come from the web or from this site; a bare relative path is a broken link.
      const { src, ...rest } = attribs;
      return {
        tagName,
        attribs: { loading: "lazy", ...rest, ...(src && /^(https?:\/\/|\/(?![/\\]))/i.test(src) ? { src } : {}) },
      };
    },
  },
  // sanitize-html only strips a refused address and keeps the element: an image without one is a
  // broken image, an iframe without one an empty frame on the page (the editor shows only players).
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !frame.attribs.src) ||
    (frame.tag === "iframe" && !isVideoEmbedSource(frame.attribs.src ?? "")),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A required HTML field that is empty once unsafe markup is gone is an InvalidContentError, not an empty entry. */
export function sanitizeRequired(html: string, field: string): string {
  const clean = sanitizeRichText(html);
  if (!clean)
    throw new InvalidContentError("Invalid input", { [field]: ["Nothing is left once unsafe markup is removed."] });
  return clean;
}

/**
 * Content sections of a post: each section's content is HTML or text that a page may render as
 * HTML, so it gets the same allowlist as the article body (issue 17 item 10).
 */
export function sanitizeSections<S extends { content: string }>(
  sections: S[] | null | undefined,
): S[] | null | undefined {
  return sections?.map((section) => ({ ...section, content: sanitizeRichText(section.content) }));
}
