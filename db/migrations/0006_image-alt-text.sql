ALTER TABLE "blog_posts" ADD COLUMN "featured_image_alt" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_gallery_alts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "featured_image_alt" text;--> statement-breakpoint
ALTER TABLE "portfolio_cards" ADD COLUMN "logo_alt" text;--> statement-breakpoint
ALTER TABLE "portfolio_cards" ADD COLUMN "image_alt" text;