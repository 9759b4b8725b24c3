import { sql } from "drizzle-orm";
import { decodeHTML } from "entities";
import { rowsOf, type Db } from "#db/client.server.ts";
import { dependsOn, listTag } from "./dependencies.server.ts";
import { KINDS, publishableKindOf } from "./kinds.server.ts";

// Site search (docs/product.md#api search, decision 028): PostgreSQL's own full-text search over
// published posts and case studies, on PGlite and PostgreSQL alike. Each table has generated
// columns (db/migrations/0008): `search_vector` (every word stemmed and as written; title A,
// excerpt/category/tags B, body C), matched through its GIN index, and `search_head` (A and B
// only), which ranks the matches: a title match comes first, and ranking a common word does not
// unpack every body. Only the results returned get a snippet, cut from the body's first part.
// The query itself is the function arcwell_search (db/migrations/0021, 0022); this module gives it the
// tsquery and every constant.

export type SearchType = "blog-post" | "case-study";

export interface SearchHit {
  type: SearchType;
  title: string;
  slug: string;
  url: string;
  excerpt: string;
  /** HTML whose only tags are <mark>: the body around the matched words. */
  snippet: string;
  publishedAt: Date | null;
}

export interface SearchResult {
  items: SearchHit[];
  /** Every match, not only the items returned. */
  total: number;
}

const MAX_WORDS = 12;
// Marks of ts_headline: control characters that stored text never holds (stripped first), so
// that everything between them can be escaped before <mark> goes in.
const START = "\u0002";
const STOP = "\u0003";
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MinWords=18, MaxWords=40, ShortWord=3`;
/**
 * Snippets come from the body's first 4,000 characters as text (`search_lead`, db/migrations/0022),
 * and of those from a window around the first word that starts like the query's longest word (the
 * start of the text when none does): ts_headline parses every character it is given, about a
 * millisecond per 4,000 in PGlite, and ten results are ten bodies (issue 28). One word needs
 * room around its first mention only; with more, the others may lie further on (in 480
 * characters, queries of two words lost their marks).
 */
const SNIPPET_WINDOW = { oneWord: { before: 160, length: 480 }, words: { before: 240, length: 720 } };
/** Enough of a word to find its other forms (pricing → pric…: price, priced, pricing). */
const NEEDLE_CHARS = 4;

/**
 * The words of a query as tsquery text: `words` for all but the last (every one must match) and
 * `last`. Only letters and digits reach to_tsquery, so no input can be read as its operators.
 * Null when the query has no word at all.
 */
export function queryWords(q: string): { words: string; last: string; needle: string } | null {
  const found = q
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!found) return null;
  const kept = found.slice(0, MAX_WORDS);
  const longest = kept.reduce((a, b) => (b.length > a.length ? b : a));
  return { words: kept.slice(0, -1).join(" & "), last: kept.at(-1)!, needle: longest.slice(0, NEEDLE_CHARS) };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A headline with START/STOP marks as HTML: the text decoded and escaped, the marks as <mark>. */
export function snippetHtml(headline: string): string {
  let out = "";
  let open = false;
  // eslint-disable-next-line no-control-regex -- the marks are control characters on purpose
  for (const part of headline.split(/([\u0002\u0003])/)) {
    if (part === START) {
      if (!open) out += "<mark>";
      open = true;
    } else if (part === STOP) {
      if (open) out += "</mark>";
      open = false;
    } else {
      // eslint-disable-next-line no-control-regex -- what decoding may yield, kept out of the HTML
      out += escapeHtml(decodeHTML(part).replace(/[\u0000-\u0008\u000b-\u001f]/g, " "));
    }
  }
  return (open ? `${out}</mark>` : out).replace(/\s+/g, " ").trim();
}

interface Row {
  type: SearchType;
  title: string;
  slug: string;
  excerpt: string;
  published_at: Date | string | null;
  headline: string;
  total: number | string;
}

// The weights of D, C, B, A: a word in the title counts far more than one in the body.
const WEIGHTS = "{0.05, 0.2, 0.4, 1.0}";

export async function searchContent(
  db: Db,
  opts: { q: string; type?: SearchType; limit: number },
): Promise<SearchResult> {
  const terms = queryWords(opts.q);
  if (!terms) return { items: [], total: 0 };
  const posts = opts.type !== "case-study";
  const studies = opts.type !== "blog-post";
  if (posts) dependsOn(listTag("post"));
  if (studies) dependsOn(listTag("case-study"));
  // The last word as written or as the start of a word ('simple' lexemes), unless it is a stop
  // word, which matches nothing as it would in the middle of the query.
  const last = sql`case when numnode(to_tsquery('english', ${terms.last})) = 0
    then to_tsquery('english', ${terms.last})
    else to_tsquery('english', ${terms.last}) || to_tsquery('simple', ${`${terms.last}:*`}) end`;
  // Parenthesized: PostgreSQL gives @@ and && one precedence, left to right.
  const tsquery = terms.words ? sql`(to_tsquery('english', ${terms.words}) && (${last}))` : sql`(${last})`;
  const window = terms.words ? SNIPPET_WINDOW.words : SNIPPET_WINDOW.oneWord;
  // One statement (db/migrations/0021, 0022): the function holds the query, its plan for the session and
  // the setting that keeps matches to the GIN indexes (decision 028).
  const result = await db.execute(sql`
    select type, total, published_at, title, slug, excerpt, headline from arcwell_search(
      ${tsquery}, ${posts}::boolean, ${studies}::boolean, ${opts.limit}::integer, ${WEIGHTS}::float4[],
      ${`\\m${terms.needle}`}, ${window.before}::integer, ${window.length}::integer,
      ${START + STOP}, ${HEADLINE_OPTIONS})`);
  const rows = rowsOf<Row>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      type: row.type,
      title: row.title,
      slug: row.slug,
      url: KINDS[publishableKindOf(row.type)].publicPath + encodeURIComponent(row.slug),
      excerpt: row.excerpt,
      snippet: snippetHtml(row.headline ?? ""),
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
    })),
  };
}
