CREATE TABLE "missing_pages" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"hits" integer NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"referrer" text,
	CONSTRAINT "missing_pages_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "missing_pages_day_idx" ON "missing_pages" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_from_key" ON "redirect_rules" USING btree ("from_path");