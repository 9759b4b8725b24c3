// The word count and reading-time hint under the editor. The site has no reading-time rule of its
// own (staff type a post's "Read time" in minutes), so the hint uses the common 200 words a minute
// (docs/decisions/033-visual-editor.md).

export const WORDS_PER_MINUTE = 200;

/** Words in plain text: runs of letters or digits; apostrophes, hyphens and a number's separators stay inside. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:(?:['’-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read `words`, at least 1 once there is any text. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function wordCountLabel(words: number): string {
  const minutes = readingMinutes(words);
  const count = `${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"}`;
  return minutes === 0 ? count : `${count} · about ${minutes} min read`;
}

/** Block boundaries, which separate words even when the HTML has no space between them. */
const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|pre|div|br|hr|img|iframe|table|tr|td|th|figure|figcaption)\b[^>]*>/gi;

/** The text a reader reads in an HTML fragment (browser only: it parses with DOMParser). */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(html.replace(BLOCK_TAG, " "), "text/html").body.textContent ?? "";
}
