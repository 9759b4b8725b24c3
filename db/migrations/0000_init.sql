CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"author" text DEFAULT 'Arcwell Studio Team' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image_url" text,
	"image_gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"read_time" integer DEFAULT 5 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"subtitle" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text NOT NULL,
	"stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_image_url" text,
	"image_gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"gradient_colors" text DEFAULT 'from-blue-600 to-purple-600' NOT NULL,
	"read_time" integer DEFAULT 5 NOT NULL,
	"author" text DEFAULT 'Arcwell Studio Team' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"meta_description" text,
	"meta_keywords" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"whatsapp" text,
	"project_interest" text NOT NULL,
	"is_handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tagline" text,
	"description" text NOT NULL,
	"full_description" text,
	"category" text NOT NULL,
	"phase" text NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text NOT NULL,
	"logo_url" text,
	"image_url" text,
	"website_url" text,
	"has_internal_landing" boolean DEFAULT false NOT NULL,
	"internal_route" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'investor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "ventures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"one_liner" text NOT NULL,
	"phase" text DEFAULT 'concept' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'not_built' NOT NULL,
	"description" text NOT NULL,
	"problem_three_words" text NOT NULL,
	"solution_three_words" text NOT NULL,
	"target_audience" text NOT NULL,
	"monetization" text NOT NULL,
	"baseline_cost" text NOT NULL,
	"break_even_target" text NOT NULL,
	"style_visual_voice" text NOT NULL,
	"owner" text,
	"website_link" text,
	"deck_link" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","is_featured","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_slug_key" ON "case_studies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contact_enquiries_created_idx" ON "contact_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "portfolio_cards_sort_idx" ON "portfolio_cards" USING btree ("sort_order","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");