// Tag names that the sanitizer's allowlist (server/content/sanitize.server.ts) and the dashboard's readings
// of stored HTML (the visual editor's fit check, the History panel's rendered text) name alike.

/** The six heading levels. */
export const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/** The text marks the visual editor writes back (b and i come back as strong and em), all kept by the sanitizer. */
export const TEXT_MARK_TAGS = ["strong", "b", "em", "i", "u", "s"] as const;
