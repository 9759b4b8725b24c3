-- Issue 14: scheduled publishing, revisions, the audit log and preview links (decisions 029, 030).

-- Scheduled publishing. is_live is the one stored fact "visitors may see it": a published entry whose
-- publication instant has come. Every write recomputes it (this trigger); the scheduler of each
-- instance flips due rows (server/jobs/scheduled-publishing.server.ts), which also announces them once.
CREATE FUNCTION arcwell_set_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- clock_timestamp, not now(): a publish date stamped during this transaction is already due.
  NEW.is_live := NEW.is_published AND (NEW.published_at IS NULL OR NEW.published_at <= clock_timestamp());
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "is_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "is_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TRIGGER "blog_posts_set_live" BEFORE INSERT OR UPDATE ON "blog_posts"
FOR EACH ROW EXECUTE FUNCTION arcwell_set_live();--> statement-breakpoint
CREATE TRIGGER "case_studies_set_live" BEFORE INSERT OR UPDATE ON "case_studies"
FOR EACH ROW EXECUTE FUNCTION arcwell_set_live();--> statement-breakpoint
UPDATE "blog_posts" SET "is_live" = "is_published";--> statement-breakpoint
UPDATE "case_studies" SET "is_live" = "is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" ("published_at") WHERE "is_published" AND NOT "is_live";--> statement-breakpoint
CREATE INDEX "case_studies_scheduled_idx" ON "case_studies" ("published_at") WHERE "is_published" AND NOT "is_live";--> statement-breakpoint
-- The journal's counts (0008) now count live posts: a scheduled post is in no count until it goes live.
CREATE OR REPLACE FUNCTION arcwell_count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_live THEN
    PERFORM arcwell_count_post_terms(OLD.category, OLD.category_slug, OLD.tags, OLD.tag_slugs, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_live THEN
    PERFORM arcwell_count_post_terms(NEW.category, NEW.category_slug, NEW.tags, NEW.tag_slugs, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "blog_posts_count_terms" ON "blog_posts";--> statement-breakpoint
-- Any update may turn a post live (the BEFORE trigger recomputes is_live whatever the SET list
-- names), so the counts follow what changed rather than which columns were named.
CREATE TRIGGER "blog_posts_count_terms_update" AFTER UPDATE ON "blog_posts"
FOR EACH ROW WHEN (
  OLD.is_live IS DISTINCT FROM NEW.is_live OR OLD.category IS DISTINCT FROM NEW.category OR OLD.tags IS DISTINCT FROM NEW.tags
) EXECUTE FUNCTION arcwell_count_posts();--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_terms" AFTER INSERT OR DELETE ON "blog_posts"
FOR EACH ROW EXECUTE FUNCTION arcwell_count_posts();--> statement-breakpoint
-- Revisions: a full snapshot of every create and update, newest kept (REVISIONS_KEEP).
CREATE TABLE "revisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "entity_type" text NOT NULL,
  "entity_id" uuid NOT NULL,
  "snapshot" jsonb NOT NULL,
  "changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
  "actor_id" uuid,
  "actor_email" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" ("entity_type", "entity_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- The audit log: one row per successful state change, written in the change's own transaction.
CREATE TABLE "audit_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  "actor_id" uuid,
  "actor" text NOT NULL,
  "action" text NOT NULL,
  "entity_type" text,
  "entity_id" text,
  "summary" text DEFAULT '' NOT NULL,
  "request_id" text,
  "ip" text
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity_type", "entity_id", "at" DESC, "id" DESC);--> statement-breakpoint
-- Entries are never edited: only the retention purge deletes them.
CREATE FUNCTION arcwell_audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries cannot be changed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION arcwell_audit_log_is_append_only();--> statement-breakpoint
-- Preview links: the token is only ever stored as its SHA-256.
CREATE TABLE "preview_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "token_hash" text NOT NULL,
  "entity_type" text NOT NULL,
  "entity_id" uuid NOT NULL,
  "created_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_idx" ON "preview_links" ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_entity_idx" ON "preview_links" ("entity_type", "entity_id");
--> statement-breakpoint
DELETE FROM blog_post_terms;--> statement-breakpoint
INSERT INTO blog_post_terms (kind, slug, name, count) SELECT 'all', '', '', count(*) FROM blog_posts WHERE is_live;--> statement-breakpoint
INSERT INTO blog_post_terms (kind, slug, name, count)
  SELECT 'category', category_slug, min(category), count(*) FROM blog_posts WHERE is_live AND category_slug <> '' GROUP BY category_slug;--> statement-breakpoint
INSERT INTO blog_post_terms (kind, slug, name, count)
  SELECT 'tag', u.s, min(u.n), count(DISTINCT p.id) FROM blog_posts p, unnest(p.tag_slugs, p.tags) AS u(s, n)
  WHERE p.is_live AND u.s <> '' GROUP BY u.s;
