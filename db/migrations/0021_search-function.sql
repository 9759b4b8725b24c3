-- Issue 28: the site search's query (server/content/search.server.ts) as one function, so a
-- search is one statement instead of four (BEGIN, SET LOCAL, the query, COMMIT) and PL/pgSQL
-- keeps its plan for the session instead of planning it for every search. The SET clause holds
-- only while the function runs: matches come from the GIN indexes alone (decision 028). The
-- caller passes every constant, so the ranking and the snippets are still defined in TypeScript.
-- OR REPLACE and IF NOT EXISTS: tests/integration/media-backfill.test.ts runs the migrations
-- after 0019 again.

-- The entries whose search_head holds a word of the query: the only ones ranked above the rest.
CREATE INDEX IF NOT EXISTS "blog_posts_search_head_idx" ON "blog_posts" USING gin ("search_head") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_studies_search_head_idx" ON "case_studies" USING gin ("search_head") WITH (fastupdate = off);--> statement-breakpoint
-- The text a snippet is cut from: the window of the body's first source_chars characters, as
-- text, around the first word that starts with the needle (at the start when none does). Tried
-- first on the first 1,500 characters, a third of the work when the window lies within them: the
-- text of a shorter part is the start of the whole's, so the window is the same.
CREATE OR REPLACE FUNCTION arcwell_search_window(
  html text, needle text, source_chars integer, window_before integer, window_length integer
) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  cut integer := least(source_chars, 1500);
  plain text;
  at integer;
BEGIN
  LOOP
    plain := arcwell_plain_text(regexp_replace(left(html, cut), '<[^>]*$', ''));
    at := regexp_instr(lower(plain), needle);
    EXIT WHEN cut >= source_chars OR length(html) <= cut
      OR (at > 0 AND greatest(at - window_before, 1) + window_length - 1 <= length(plain));
    cut := source_chars;
  END LOOP;
  RETURN substr(plain, greatest(at - window_before, 1), window_length);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION arcwell_search(
  q tsquery, posts boolean, studies boolean, max_items integer, weights float4[],
  needle text, source_chars integer, window_before integer, window_length integer,
  marks text, headline_options text
) RETURNS TABLE (type text, total bigint, published_at timestamptz, title text, slug text, excerpt text, headline text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  -- Any word of the query (its operands hold letters and digits only).
  any_word tsquery := replace(q::text, ' & ', ' | ')::tsquery;
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
        FROM blog_posts p WHERE posts AND p.search_head @@ any_word AND p.search_vector @@ q OFFSET 0
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
      SELECT (SELECT count(*) FROM (
          SELECT p.is_published AND p.is_live AS visible FROM blog_posts p WHERE posts AND p.search_vector @@ q OFFSET 0
        ) v WHERE v.visible)
        + (SELECT count(*) FROM (
          SELECT c.is_published AND c.is_live AS visible FROM case_studies c WHERE studies AND c.search_vector @@ q OFFSET 0
        ) v WHERE v.visible) AS total
    )
    SELECT top.type, (SELECT n.total FROM counted n), top.published_at,
           coalesce(p.title, c.title), coalesce(p.slug, c.slug), coalesce(p.excerpt, c.excerpt),
           -- The marks become spaces in the window only: one character for one, and neither is part
           -- of a word, so the window is the one found had they been replaced first.
           ts_headline('english', translate(arcwell_search_window(coalesce(p.content, c.content), needle,
             source_chars, window_before, window_length), marks, '  '), q, headline_options)
    FROM top
    LEFT JOIN blog_posts p ON top.type = 'blog-post' AND p.id = top.id
    LEFT JOIN case_studies c ON top.type = 'case-study' AND c.id = top.id
    ORDER BY top.rank DESC, top.published_at DESC NULLS LAST, top.id;
END
$$;
