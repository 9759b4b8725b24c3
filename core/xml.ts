// Small helpers for the XML resources (sitemap, RSS): escaping and the date formats they use.

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

// Characters XML 1.0 forbids anywhere, even escaped (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/U+FFFF).
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for XML content or a quoted attribute, dropping characters XML cannot carry. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]!);
}

/** RFC 822 date as RSS 2.0 wants it, e.g. "Mon, 01 Jan 2024 00:00:00 GMT". */
export function toRfc822(date: Date): string {
  return date.toUTCString();
}

/** W3C datetime for sitemap <lastmod>, to the second: "2024-01-01T00:00:00Z". */
export function toW3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
