// WordPress bodies: Gutenberg's block comments removed, classic-editor paragraphs made into <p>s
// (WordPress adds them only when it shows a post), shortcodes found so they can be reported.

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;

/** Removes `<!-- wp:paragraph {...} -->`, `<!-- /wp:paragraph -->` and `<!-- wp:x /-->`. */
export function stripBlockComments(html: string): string {
  return html
    .replace(BLOCK_COMMENT, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export const hasBlockMarkup = (html: string) => /<!--\s*wp:/.test(html);

const BLOCK_START =
  /^<(?:p|div|h[1-6]|ul|ol|li|dl|blockquote|pre|table|figure|hr|section|article|aside|header|footer|form|iframe|script|style|address|details)[\s>/]/i;

/** A small wpautop: blank-line-separated text becomes paragraphs, single newlines <br>. */
export function classicParagraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html.trim();
  return html
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>\n")}</p>`))
    .join("\n");
}

const KNOWN_SHORTCODES = new Set([
  "gallery",
  "caption",
  "wp_caption",
  "embed",
  "audio",
  "video",
  "playlist",
  "contact-form-7",
  "contact-form",
  "youtube",
  "vimeo",
  "soundcloud",
  "tweet",
  "instagram",
]);

const SHORTCODE = /\[(\/)?([a-z][\w-]{0,40})(?=[\s\]/])[^\][]{0,2000}\]/gi;

/** The shortcodes of a body: the well-known ones, and any name that also has a closing `[/name]`. */
export function shortcodesIn(html: string): string[] {
  const opened = new Set<string>();
  const closed = new Set<string>();
  for (const m of html.matchAll(SHORTCODE)) (m[1] ? closed : opened).add(m[2]!.toLowerCase());
  return [...opened].filter((name) => KNOWN_SHORTCODES.has(name) || closed.has(name));
}
