CREATE TABLE "analytics_campaign_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_campaign_days_day_path_source_medium_campaign_pk" PRIMARY KEY("day","path","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_days_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_referrer_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_referrer_days_day_path_source_pk" PRIMARY KEY("day","path","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"landing_page" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	CONSTRAINT "analytics_visits_day_visitor_path_pk" PRIMARY KEY("day","visitor","path")
);
--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "source" jsonb;