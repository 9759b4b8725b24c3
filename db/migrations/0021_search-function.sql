-- Issue 28: the site search's query (server/content/search.server.ts) as one function, so a
-- search is one statement instead of four (BEGIN, SET LOCAL, the query, COMMIT) and PL/pgSQL
-- keeps its plan for the session instead of planning it for every search.
-- The SET clause holds only while the function runs: matches come from the GIN indexes alone
-- (decision 028). The caller passes every constant, so the ranking and the snippets are still
-- defined in TypeScript. OR REPLACE: tests/integration/media-backfill.test.ts runs the migrations
-- after 0019 again.
CREATE OR REPLACE FUNCTION arcwell_search(
  q tsquery, posts boolean, studies boolean, max_items integer, weights float4[],
  needle text, source_chars integer, window_before integer, window_length integer,
  marks text, headline_options text
) RETURNS TABLE (type text, total bigint, published_at timestamptz, title text, slug text, excerpt text, headline text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  -- The CTEs are materialized (id, date and rank only) so that the planner cannot fold them into
  -- one plan with other indexes; visibility (decision 029) is checked after, for the same reason.
  RETURN QUERY
    WITH post_hits AS MATERIALIZED (
      SELECT p.id, p.is_published AND p.is_live AS visible, p.published_at, ts_rank(weights, p.search_head, q) AS rank
      FROM blog_posts p WHERE posts AND p.search_vector @@ q
    ),
    study_hits AS MATERIALIZED (
      SELECT c.id, c.is_published AND c.is_live AS visible, c.published_at, ts_rank(weights, c.search_head, q) AS rank
      FROM case_studies c WHERE studies AND c.search_vector @@ q
    ),
    hits AS (
      SELECT 'blog-post' AS type, h.id, h.published_at, h.rank FROM post_hits h WHERE h.visible
      UNION ALL
      SELECT 'case-study', h.id, h.published_at, h.rank FROM study_hits h WHERE h.visible
    ),
    top AS (
      SELECT h.type, h.id, h.rank, h.published_at, count(*) OVER () AS total
      FROM hits h ORDER BY h.rank DESC, h.published_at DESC NULLS LAST, h.id LIMIT max_items
    )
    SELECT top.type, top.total, top.published_at,
           coalesce(p.title, c.title), coalesce(p.slug, c.slug), coalesce(p.excerpt, c.excerpt),
           ts_headline('english',
             translate(substr(body.plain, greatest(body.at - window_before, 1), window_length), marks, '  '),
             q, headline_options)
    FROM top
    LEFT JOIN blog_posts p ON top.type = 'blog-post' AND p.id = top.id
    LEFT JOIN case_studies c ON top.type = 'case-study' AND c.id = top.id
    -- The marks become spaces in the window only: one character for one, and neither is part of a
    -- word, so the needle's place is the same.
    CROSS JOIN LATERAL (
      SELECT t.plain, regexp_instr(lower(t.plain), needle) AS at
      FROM (SELECT arcwell_plain_text(regexp_replace(
        left(coalesce(p.content, c.content), source_chars), '<[^>]*$', '')) AS plain) t
    ) body
    ORDER BY top.rank DESC, top.published_at DESC NULLS LAST, top.id;
END
$$;
