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
-- Weights: title A, excerpt, category and tags B, body C.
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title"), 'A') ||
  setweight(to_tsvector('english', "excerpt" || ' ' || "category" || ' ' || arcwell_words("tags")), 'B') ||
  setweight(to_tsvector('english', arcwell_plain_text("content") || ' ' || arcwell_plain_text(arcwell_sections_text("content_sections"))), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title"), 'A') ||
  setweight(to_tsvector('english', "subtitle" || ' ' || "excerpt" || ' ' || "category" || ' ' || arcwell_words("tags")), 'B') ||
  setweight(to_tsvector('english', arcwell_plain_text("content")), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "case_studies_search_idx" ON "case_studies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_tag_slugs_idx" ON "blog_posts" USING gin ("tag_slugs");--> statement-breakpoint
-- The journal's order (featured, newest publication, newest creation, id), published posts only:
-- pages and cursors read it in index order, whatever the number of posts.
CREATE INDEX "blog_posts_list_idx" ON "blog_posts" ("is_featured", (coalesce("published_at", '-infinity'::timestamptz)), "created_at", "id") WHERE "is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_category_list_idx" ON "blog_posts" ("category_slug", "is_featured", (coalesce("published_at", '-infinity'::timestamptz)), "created_at", "id") WHERE "is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" ("created_at", "id");
