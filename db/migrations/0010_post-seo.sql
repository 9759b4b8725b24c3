-- Issue 19: search and social fields of a journal post (case studies have theirs since the spec).
-- Empty means the default: the title, the excerpt and the featured image.
ALTER TABLE "blog_posts" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "social_image_url" text;
