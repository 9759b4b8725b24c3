import { sql } from "drizzle-orm";
import { decodeHTML } from "entities";
import type { Db } from "#db/client.server.ts";

// Site search (docs/product.md#api search, decision 028): PostgreSQL's own full-text search over
// published posts and case studies, on PGlite and PostgreSQL alike. Each table has a generated,
// GIN-indexed `search_vector` (db/migrations/0008: title A, excerpt/category/tags B, body C);
// a query ranks the matches, and only the page of results asked for gets a snippet.

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
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MinWords=18, MaxWords=40, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The words of a query as a tsquery: every word must match, the last one also as a prefix (so
 * results come while a word is being typed). Only letters and digits reach to_tsquery, so no
 * input can be read as its operators. Null when the query has no word at all.
 */
export function toTsquery(q: string): string | null {
  const words = q
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  const kept = words.slice(0, MAX_WORDS);
  return kept.map((word, i) => (i === kept.length - 1 ? `${word}:*` : word)).join(" & ");
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

const PATHS: Record<SearchType, string> = { "blog-post": "/journal/", "case-study": "/case-studies/" };

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
  const query = toTsquery(opts.q);
  if (!query) return { items: [], total: 0 };
  const posts = opts.type !== "case-study";
  const studies = opts.type !== "blog-post";
  const result = await db.execute(sql`
    with query as (select to_tsquery('english', ${query}) as q),
    hits as (
      select 'blog-post' as type, p.id, p.published_at,
             ts_rank(${WEIGHTS}::float4[], p.search_vector, query.q, 1) as rank
      from blog_posts p, query
      where ${posts} and p.is_published and p.search_vector @@ query.q
      union all
      select 'case-study', c.id, c.published_at,
             ts_rank(${WEIGHTS}::float4[], c.search_vector, query.q, 1)
      from case_studies c, query
      where ${studies} and c.is_published and c.search_vector @@ query.q
    ),
    top as (
      select type, id, rank, published_at, count(*) over () as total
      from hits order by rank desc, published_at desc nulls last, id limit ${opts.limit}
    )
    select top.type, top.total, top.published_at,
           coalesce(p.title, c.title) as title, coalesce(p.slug, c.slug) as slug,
           coalesce(p.excerpt, c.excerpt) as excerpt,
           ts_headline('english',
             translate(arcwell_plain_text(coalesce(p.content, c.content)), ${START + STOP}, '  '),
             (select q from query), ${HEADLINE_OPTIONS}) as headline
    from top
    left join blog_posts p on top.type = 'blog-post' and p.id = top.id
    left join case_studies c on top.type = 'case-study' and c.id = top.id
    order by top.rank desc, top.published_at desc nulls last, top.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      type: row.type,
      title: row.title,
      slug: row.slug,
      url: PATHS[row.type] + encodeURIComponent(row.slug),
      excerpt: row.excerpt,
      snippet: snippetHtml(row.headline ?? ""),
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
    })),
  };
}
