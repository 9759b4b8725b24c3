-- Issue 19: redirects when a slug changes (decision 032).

-- "Was ever live": stamped once, by the trigger that keeps is_live (0009), the first time an entry
-- turns live, whichever path turned it (a save, the scheduler); never cleared while the entry lives.
ALTER TABLE "blog_posts" ADD COLUMN "first_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "first_live_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION arcwell_set_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- clock_timestamp, not now(): a publish date stamped during this transaction is already due.
  NEW.is_live := NEW.is_published AND (NEW.published_at IS NULL OR NEW.published_at <= clock_timestamp());
  IF TG_OP = 'UPDATE' THEN
    NEW.first_live_at := coalesce(OLD.first_live_at, NEW.first_live_at);
  END IF;
  IF NEW.is_live AND NEW.first_live_at IS NULL THEN
    NEW.first_live_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Entries live today were live at some point; an entry unpublished before this migration cannot be told apart.
UPDATE "blog_posts" SET "first_live_at" = coalesce("published_at", "created_at") WHERE "is_live";--> statement-breakpoint
UPDATE "case_studies" SET "first_live_at" = coalesce("published_at", "created_at") WHERE "is_live";--> statement-breakpoint
-- An old slug of an entry that was live answers 301 to the entry's current address. The target is
-- the entry, not a slug, so a chain is always one hop; deleting the entry deletes its redirects.
CREATE TABLE "slug_redirects" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "entity_type" text NOT NULL,
  "blog_post_id" uuid REFERENCES "blog_posts"("id") ON DELETE CASCADE,
  "case_study_id" uuid REFERENCES "case_studies"("id") ON DELETE CASCADE,
  "from_slug" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "slug_redirects_one_entity" CHECK (
    ("entity_type" = 'blog-post' AND "blog_post_id" IS NOT NULL AND "case_study_id" IS NULL)
    OR ("entity_type" = 'case-study' AND "case_study_id" IS NOT NULL AND "blog_post_id" IS NULL)
  )
);--> statement-breakpoint
CREATE UNIQUE INDEX "slug_redirects_from_key" ON "slug_redirects" ("entity_type", "from_slug");--> statement-breakpoint
CREATE INDEX "slug_redirects_blog_post_idx" ON "slug_redirects" ("blog_post_id") WHERE "blog_post_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "slug_redirects_case_study_idx" ON "slug_redirects" ("case_study_id") WHERE "case_study_id" IS NOT NULL;
