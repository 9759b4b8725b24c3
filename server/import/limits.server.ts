// The bounds of an import (docs/decisions/052-importers.md). The caller limits the upload to
// MAX_IMPORT_BYTES as it streams it in; the parsers check again before reading a byte.

/** The largest export file (WXR, Ghost JSON, Markdown zip) read. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
/** The most posts one import takes; a file with more is refused with its count. */
export const MAX_IMPORT_POSTS = 20_000;
/** The most `<item>`s of any type (posts, pages, attachments, menus) a WXR may hold. */
export const MAX_WXR_ITEMS = 200_000;

/** Zips: entries, the inflated size of one Markdown file and of all of them, the ratio allowed. */
export const MAX_ZIP_ENTRIES = 25_000;
export const MAX_MARKDOWN_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_MARKDOWN_TOTAL_BYTES = 200 * 1024 * 1024;
/** Text compresses 5–10 times; a ratio above this on anything over 1 MiB is a bomb. */
export const MAX_COMPRESSION_RATIO = 100;
/** A folder read from disk: how deep it is walked. */
export const MAX_DIRECTORY_DEPTH = 12;

/** The stored post's limits (core/schemas/blog-post.ts), which imported values must pass. */
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 1000;
export const HTML_MAX = 200_000;
export const AUTHOR_MAX = 120;
export const TAG_MAX = 50;
export const TAGS_PER_POST_MAX = 20;
export const CATEGORY_MAX = 100;
export { ALT_TEXT_MAX as ALT_MAX } from "#core/image-alt.ts";
