import { parseDocument } from "yaml";

// YAML front matter between `---` lines, read with the core schema (JSON-like values, no custom
// tags, no !!binary or timestamps) and few aliases, so a hostile header cannot expand.

export const FRONT_MATTER_MAX = 64 * 1024;

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** Why the header could not be read (the body is then the whole file). */
  problem?: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export function splitFrontMatter(text: string): FrontMatterResult {
  const source = text.replace(/^\uFEFF/, "");
  const m = FENCE.exec(source.slice(0, FRONT_MATTER_MAX + 16));
  if (!m) return { data: {}, body: source };
  const body = source.slice(m[0].length);
  try {
    const doc = parseDocument(m[1]!, { schema: "core", customTags: [], uniqueKeys: true, logLevel: "silent" });
    // An unknown tag (`!!js/function`, `!include`) is only a warning to the library: refused here.
    const trouble = doc.errors[0] ?? doc.warnings[0];
    if (trouble) throw trouble;
    const data: unknown = doc.toJS({ maxAliasCount: 10 });
    if (data === null || data === undefined) return { data: {}, body };
    if (typeof data !== "object" || Array.isArray(data))
      return { data: {}, body, problem: "Its front matter is not a list of fields: ignored." };
    return { data: data as Record<string, unknown>, body };
  } catch (err) {
    const reason = err instanceof Error ? err.message.split("\n")[0] : "unreadable";
    return { data: {}, body, problem: `Its front matter could not be read (${reason}): ignored.` };
  }
}
