-- Issue 15: category and tag pages, site search and keyset paging (decision 028).
-- The slug rule of core/slug.ts, in SQL, so a category's or tag's page can find its posts by
-- an indexed column (tests/integration/journal-paging.test.ts checks the two agree). Whitespace
-- is spelled out: `\s` depends on the server's locale.
CREATE FUNCTION arcwell_slug(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN rtrim(left(trim(both '-' from regexp_replace(regexp_replace(lower(regexp_replace(normalize(value, NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9 \t\n\r\f\v-]', '', 'g'), '[ \t\n\r\f\v-]+', '-', 'g')), 100), '-');--> statement-breakpoint
CREATE FUNCTION arcwell_slugs(list text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array(SELECT arcwell_slug(item) FROM unnest(list) AS item);--> statement-breakpoint
-- Stored HTML as text for the search index: tags dropped, entities left for the parser (which
-- skips them) and for the snippet's own decoding (server/content/search.server.ts).
CREATE FUNCTION arcwell_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN regexp_replace(html, '<[^>]*>', ' ', 'g');--> statement-breakpoint
CREATE FUNCTION arcwell_sections_text(sections jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN coalesce((SELECT string_agg(section->>'content', ' ') FROM jsonb_array_elements(sections) AS section), '');--> statement-breakpoint
CREATE FUNCTION arcwell_words(list text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_string(list, ' ');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "category_slug" text GENERATED ALWAYS AS (arcwell_slug("category")) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "tag_slugs" text[] GENERATED ALWAYS AS (arcwell_slugs("tags")) STORED;--> statement-breakpoint
-- Search documents: every word twice, stemmed ('english': "customers" finds "customer") and as
-- written ('simple': the query's last word matches as a prefix of it, "valida" finds
-- "validation"). Weights: title A; excerpt, subtitle, category and tags B; body C.
-- `search_vector` (all three) is matched through its GIN index; `search_head` (A and B, a few
-- hundred bytes kept in the row) ranks the matches, so a common word does not unpack every body.
CREATE FUNCTION arcwell_search_part(body text, weight "char") RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN setweight(to_tsvector('english', body) || to_tsvector('simple', body), weight);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
  arcwell_search_part("title", 'A') ||
  arcwell_search_part("excerpt" || ' ' || "category" || ' ' || arcwell_words("tags"), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  arcwell_search_part("title", 'A') ||
  arcwell_search_part("excerpt" || ' ' || "category" || ' ' || arcwell_words("tags"), 'B') ||
  arcwell_search_part(arcwell_plain_text("content") || ' ' || arcwell_plain_text(arcwell_sections_text("content_sections")), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
  arcwell_search_part("title", 'A') ||
  arcwell_search_part("subtitle" || ' ' || "excerpt" || ' ' || "category" || ' ' || arcwell_words("tags"), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  arcwell_search_part("title", 'A') ||
  arcwell_search_part("subtitle" || ' ' || "excerpt" || ' ' || "category" || ' ' || arcwell_words("tags"), 'B') ||
  arcwell_search_part(arcwell_plain_text("content"), 'C')
) STORED;--> statement-breakpoint
-- Without fastupdate: new entries go straight into the index rather than into a pending list
-- that every search would scan until a VACUUM, which PGlite never runs by itself.
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "case_studies_search_idx" ON "case_studies" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "blog_posts_tag_slugs_idx" ON "blog_posts" USING gin ("tag_slugs") WITH (fastupdate = off);--> statement-breakpoint
-- The journal's order (featured, newest publication, newest creation, id), published posts only:
-- pages and cursors read it in index order, whatever the number of posts.
CREATE INDEX "blog_posts_list_idx" ON "blog_posts" ("is_featured", (coalesce("published_at", '-infinity'::timestamptz)), "created_at", "id") WHERE "is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_category_list_idx" ON "blog_posts" ("category_slug", "is_featured", (coalesce("published_at", '-infinity'::timestamptz)), "created_at", "id") WHERE "is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" ("created_at", "id");--> statement-breakpoint
-- How many published posts the journal, each category and each tag holds, kept by a trigger in
-- the write's own transaction: a list page reads its count by key instead of counting rows.
CREATE TABLE "blog_post_terms" (
  "kind" text NOT NULL,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "count" integer NOT NULL,
  PRIMARY KEY ("kind", "slug")
);--> statement-breakpoint
CREATE FUNCTION arcwell_count_post_terms(category text, category_slug text, tags text[], tag_slugs text[], delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO blog_post_terms AS t (kind, slug, name, count)
  SELECT kind, slug, name, delta FROM (
    SELECT 'all' AS kind, '' AS slug, '' AS name
    UNION ALL SELECT 'category', category_slug, category WHERE category_slug <> ''
    UNION ALL (SELECT DISTINCT ON (s) 'tag', s, n FROM unnest(tag_slugs, tags) AS u(s, n) WHERE s <> '' ORDER BY s, n)
  ) AS terms
  -- One order for every writer, so that two writes never wait on each other's rows.
  ORDER BY kind, slug
  ON CONFLICT (kind, slug) DO UPDATE
    SET count = t.count + excluded.count, name = CASE WHEN excluded.count > 0 THEN excluded.name ELSE t.name END
$$;--> statement-breakpoint
CREATE FUNCTION arcwell_count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_published THEN
    PERFORM arcwell_count_post_terms(OLD.category, OLD.category_slug, OLD.tags, OLD.tag_slugs, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_published THEN
    PERFORM arcwell_count_post_terms(NEW.category, NEW.category_slug, NEW.tags, NEW.tag_slugs, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_terms" AFTER INSERT OR DELETE OR UPDATE OF "is_published", "category", "tags" ON "blog_posts"
FOR EACH ROW EXECUTE FUNCTION arcwell_count_posts();--> statement-breakpoint
INSERT INTO blog_post_terms (kind, slug, name, count) SELECT 'all', '', '', count(*) FROM blog_posts WHERE is_published;--> statement-breakpoint
INSERT INTO blog_post_terms (kind, slug, name, count)
  SELECT 'category', category_slug, min(category), count(*) FROM blog_posts WHERE is_published AND category_slug <> '' GROUP BY category_slug;--> statement-breakpoint
INSERT INTO blog_post_terms (kind, slug, name, count)
  SELECT 'tag', u.s, min(u.n), count(DISTINCT p.id) FROM blog_posts p, unnest(p.tag_slugs, p.tags) AS u(s, n)
  WHERE p.is_published AND u.s <> '' GROUP BY u.s;
