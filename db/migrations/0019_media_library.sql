CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"key" text,
	"status" text DEFAULT 'ready' NOT NULL,
	"type" text DEFAULT 'image' NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"title" text DEFAULT '' NOT NULL,
	"alt" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"focal_x" double precision,
	"focal_y" double precision,
	"replacement_key" text,
	"replacement_mime" text,
	"previous_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_focal_check" CHECK (("media_items"."focal_x" is null) = ("media_items"."focal_y" is null))
);
--> statement-breakpoint
CREATE TABLE "media_references" (
	"url" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	CONSTRAINT "media_references_entity_type_entity_id_url_pk" PRIMARY KEY("entity_type","entity_id","url")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_url_key" ON "media_items" USING btree ("url");--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_items_previous_urls_idx" ON "media_items" USING gin ("previous_urls");--> statement-breakpoint
CREATE INDEX "media_references_url_idx" ON "media_references" USING btree ("url");