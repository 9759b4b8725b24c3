-- Issue 28: the site search at 5,000 posts within 20 ms on the embedded database, whose
-- WebAssembly runs on V8's baseline compiler (decision 035), where the search spent about half of
-- its time cutting snippets and a third counting (decision 068). Re-runnable, as 0021 is:
-- tests/integration/media-backfill.test.ts runs the migrations after 0019 again.

-- The text a snippet is cut from, kept with the row instead of made from the body at each search:
-- the body's first 4,000 characters without a tag cut in two at the end, tags as spaces. It is
-- what arcwell_search_window of 0021 made of the body each time.
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_lead" text GENERATED ALWAYS AS (
  arcwell_plain_text(regexp_replace(left("content", 4000), '<[^>]*$', ''))
) STORED;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN IF NOT EXISTS "search_lead" text GENERATED ALWAYS AS (
  arcwell_plain_text(regexp_replace(left("content", 4000), '<[^>]*$', ''))
) STORED;--> statement-breakpoint
-- The entries visitors may not see (drafts, scheduled, unpublished): the count of matches is every
-- match, which needs no column of the rows, less these few, found through their own index.
CREATE INDEX IF NOT EXISTS "blog_posts_search_hidden_idx" ON "blog_posts" USING gin ("search_vector")
  WITH (fastupdate = off) WHERE NOT ("is_published" AND "is_live");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_studies_search_hidden_idx" ON "case_studies" USING gin ("search_vector")
  WITH (fastupdate = off) WHERE NOT ("is_published" AND "is_live");--> statement-breakpoint
DROP FUNCTION IF EXISTS arcwell_search(tsquery, boolean, boolean, integer, float4[], text, integer, integer, integer, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS arcwell_search_window(text, text, integer, integer, integer);--> statement-breakpoint
-- The window of the lead around the first word that starts with the needle (at the start when
-- none does). The needle (letters and digits after \m) is matched ignoring case rather than in a
-- lowered copy: the regex stops at the first match, so the whole lead costs less than the lowered
-- first 1,500 characters did; a plain SQL function, inlined into the query.
CREATE OR REPLACE FUNCTION arcwell_search_window(
  lead text, needle text, window_before integer, window_length integer
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN substr(lead, greatest(regexp_instr(lead, needle, 1, 1, 0, 'i') - window_before, 1), window_length);--> statement-breakpoint
CREATE OR REPLACE FUNCTION arcwell_search(
  q tsquery, posts boolean, studies boolean, max_items integer, weights float4[],
  needle text, window_before integer, window_length integer, marks text, headline_options text
) RETURNS TABLE (type text, total bigint, published_at timestamptz, title text, slug text, excerpt text, headline text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  -- Any word of the query (its operands hold letters and digits only).
  any_word tsquery := replace(q::text, ' & ', ' | ')::tsquery;
  -- A query of one word (its forms joined by |): a post whose search_head holds it matches, as
  -- the head is part of search_vector, so the head's matches need no second index.
  one_word boolean := any_word = q;
BEGIN
  -- ts_rank gives an entry whose search_head holds no word of the query 0, or 1e-20 when the
  -- query is an AND of two words or more (and one of them alone the same). So when the first
  -- max_items of the entries holding one (found through their own index) rank above 1e-20, they
  -- are the first of all matches, and the other matches are only counted, not ranked and sorted.
  -- Otherwise every match is ranked. Subqueries with OFFSET 0 keep the visibility check
  -- (decision 029) out of the scans, lest the planner combine the GIN index with another one.
  RETURN QUERY
    WITH head AS MATERIALIZED (
      SELECT h.type, h.id, h.rank, h.published_at FROM (
        SELECT 'blog-post' AS type, p.id, p.is_published AND p.is_live AS visible, p.published_at,
               ts_rank(weights, p.search_head, q) AS rank
        FROM blog_posts p WHERE posts AND one_word AND p.search_head @@ q OFFSET 0
      ) h WHERE h.visible
      UNION ALL
      SELECT h.type, h.id, h.rank, h.published_at FROM (
        SELECT 'blog-post' AS type, p.id, p.is_published AND p.is_live AS visible, p.published_at,
               ts_rank(weights, p.search_head, q) AS rank
        FROM blog_posts p WHERE posts AND NOT one_word AND p.search_head @@ any_word AND p.search_vector @@ q OFFSET 0
      ) h WHERE h.visible
      UNION ALL
      SELECT h.type, h.id, h.rank, h.published_at FROM (
        SELECT 'case-study' AS type, c.id, c.is_published AND c.is_live AS visible, c.published_at,
               ts_rank(weights, c.search_head, q) AS rank
        FROM case_studies c WHERE studies AND c.search_head @@ any_word AND c.search_vector @@ q OFFSET 0
      ) h WHERE h.visible
      ORDER BY rank DESC, published_at DESC NULLS LAST, id LIMIT max_items
    ),
    enough AS (SELECT count(*) = max_items AND min(h.rank) > 1e-20::float4 AS ok FROM head h),
    every AS (
      SELECT h.type, h.id, h.rank, h.published_at FROM (
        SELECT 'blog-post' AS type, p.id, p.is_published AND p.is_live AS visible, p.published_at,
               ts_rank(weights, p.search_head, q) AS rank
        FROM blog_posts p WHERE posts AND p.search_vector @@ q OFFSET 0
      ) h WHERE h.visible AND NOT (SELECT e.ok FROM enough e)
      UNION ALL
      SELECT h.type, h.id, h.rank, h.published_at FROM (
        SELECT 'case-study' AS type, c.id, c.is_published AND c.is_live AS visible, c.published_at,
               ts_rank(weights, c.search_head, q) AS rank
        FROM case_studies c WHERE studies AND c.search_vector @@ q OFFSET 0
      ) h WHERE h.visible AND NOT (SELECT e.ok FROM enough e)
      ORDER BY rank DESC, published_at DESC NULLS LAST, id LIMIT max_items
    ),
    top AS (
      SELECT h.type, h.id, h.rank, h.published_at FROM head h WHERE (SELECT e.ok FROM enough e)
      UNION ALL
      SELECT * FROM every
    ),
    counted AS (
      SELECT (SELECT count(*) FROM blog_posts p WHERE posts AND p.search_vector @@ q)
        - (SELECT count(*) FROM blog_posts p WHERE posts AND NOT (p.is_published AND p.is_live) AND p.search_vector @@ q)
        + (SELECT count(*) FROM case_studies c WHERE studies AND c.search_vector @@ q)
        - (SELECT count(*) FROM case_studies c WHERE studies AND NOT (c.is_published AND c.is_live) AND c.search_vector @@ q)
        AS total
    )
    SELECT top.type, (SELECT n.total FROM counted n), top.published_at,
           coalesce(p.title, c.title), coalesce(p.slug, c.slug), coalesce(p.excerpt, c.excerpt),
           -- The marks become spaces in the window only: one character for one, and neither is part
           -- of a word, so the window is the one found had they been replaced first.
           ts_headline('english', translate(arcwell_search_window(coalesce(p.search_lead, c.search_lead), needle,
             window_before, window_length), marks, '  '), q, headline_options)
    FROM top
    LEFT JOIN blog_posts p ON top.type = 'blog-post' AND p.id = top.id
    LEFT JOIN case_studies c ON top.type = 'case-study' AND c.id = top.id
    ORDER BY top.rank DESC, top.published_at DESC NULLS LAST, top.id;
END
$$;
