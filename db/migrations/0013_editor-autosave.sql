CREATE TABLE "autosaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entry_key" uuid NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"user_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"base_updated_at" timestamp with time zone,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "kind" text DEFAULT 'update' NOT NULL;--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "restored_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "autosaves" ADD CONSTRAINT "autosaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autosaves_entry_user_idx" ON "autosaves" USING btree ("entity_type","entry_key","user_id");--> statement-breakpoint
CREATE INDEX "autosaves_entry_idx" ON "autosaves" USING btree ("entity_type","entry_key","saved_at" DESC NULLS LAST);--> statement-breakpoint
-- Versions saved before kinds were kept: an entry's first version, stored as the entry was created, is its creation.
UPDATE "revisions" r SET "kind" = 'create'
WHERE r."id" = (
  SELECT f."id" FROM "revisions" f WHERE f."entity_type" = r."entity_type" AND f."entity_id" = r."entity_id"
  ORDER BY f."created_at", f."id" LIMIT 1)
AND EXISTS (
  SELECT 1 FROM (
    SELECT 'portfolio-card' AS t, "id", "created_at" FROM "portfolio_cards"
    UNION ALL SELECT 'blog-post', "id", "created_at" FROM "blog_posts"
    UNION ALL SELECT 'case-study', "id", "created_at" FROM "case_studies"
    UNION ALL SELECT 'venture', "id", "created_at" FROM "ventures"
  ) e WHERE e.t = r."entity_type" AND e."id" = r."entity_id"
    AND r."created_at" BETWEEN e."created_at" - interval '2 seconds' AND e."created_at" + interval '2 seconds');
