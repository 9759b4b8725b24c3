import { ArrowLeft, ArrowRight, BookOpen, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "#db/schema.server.ts";
import { CtaBand } from "../../components/site/cta-band.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { ImageGallery } from "./image-gallery.tsx";
import { AuthorAvatar, CategoryPill, FeaturedBadge, PostDate, ReadTime, TagList } from "./post-meta.tsx";
import { ShareActions } from "./share-actions.tsx";
import { VideoGallery } from "./video-gallery.tsx";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { renderedAlt } from "#core/image-alt.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { focusStyle } from "#app/lib/focus-style.ts";

// docs/product.md#public-screens journal article: featured image, category, 'Featured', read time, date, author, tags,
// title, excerpt, HTML content, 'Visual Gallery', 'Featured Videos', a call to action,
// 'Written by' with Share and Copy Link, then 'More Articles' and 'Start Your Project'.

export type ArticleData = Pick<
  BlogPost,
  | "title"
  | "excerpt"
  | "content"
  | "category"
  | "author"
  | "tags"
  | "featuredImageUrl"
  | "featuredImageAlt"
  | "imageGallery"
  | "imageGalleryAlts"
  | "videoGallery"
  | "isFeatured"
  | "readTime"
  | "publishedAt"
> & { imagePositions?: ImagePositions };

export function ArticleView({ post }: { post: ArticleData }) {
  return (
    <main id="main">
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12 lg:px-0">
          <Link
            to="/journal"
            className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Journal
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
            <CategoryPill category={post.category} />
            {post.isFeatured ? <FeaturedBadge /> : null}
            <ReadTime minutes={post.readTime} />
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <PostDate value={post.publishedAt} />
            </span>
          </div>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl sm:leading-[1.1]">
            {post.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-pretty text-slate-600">{post.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <p className="flex items-center gap-3 text-sm">
              <AuthorAvatar name={post.author} />
              <span>
                <span className="block text-slate-600">By</span>
                <span className="block font-semibold text-slate-900">{post.author}</span>
              </span>
            </p>
            <TagList tags={post.tags} />
          </div>
        </header>

        {post.featuredImageUrl ? (
          <div className="mx-auto mt-10 max-w-5xl px-4 sm:mt-14 sm:px-6 lg:px-8">
            <img
              {...responsiveImage(post.featuredImageUrl, { sizes: "(min-width: 1024px) 1024px, 100vw" })}
              alt={renderedAlt(post.featuredImageAlt)}
              width={1200}
              height={800}
              fetchPriority="high"
              style={focusStyle(post.imagePositions, post.featuredImageUrl)}
              className="aspect-[2/1] w-full rounded-3xl object-cover shadow-xl shadow-slate-900/10"
            />
          </div>
        ) : null}

        <div
          className="prose-content mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-0"
          // Sanitized on write (server/content/sanitize.server.ts); the page CSP forbids inline script.
          dangerouslySetInnerHTML={{ __html: post.content }}
        />

        <div className="space-y-16 sm:space-y-20">
          <ImageGallery
            images={post.imageGallery}
            alts={post.imageGalleryAlts}
            positions={post.imagePositions}
            title={post.title}
          />
          <VideoGallery videos={post.videoGallery} />
          <ArticleCta />
        </div>

        <footer className="mx-auto mt-16 max-w-3xl px-4 sm:mt-20 sm:px-6 lg:px-0">
          <div className="flex flex-col gap-6 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div className="flex items-center gap-4">
              <AuthorAvatar name={post.author} className="size-12 text-base" />
              <div>
                <p className="text-sm text-slate-600">Written by</p>
                <p className="font-semibold text-slate-900">{post.author}</p>
                <p className="text-sm text-slate-600">
                  Published <PostDate value={post.publishedAt} />
                </p>
              </div>
            </div>
            <ShareActions title={post.title} excerpt={post.excerpt} />
          </div>
        </footer>
      </article>

      <nav
        aria-label="Next steps"
        className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-16 sm:flex-row sm:justify-between sm:px-6 sm:py-20 lg:px-0"
      >
        <Link to="/journal" className={buttonVariants({ variant: "outline", size: "lg" })}>
          <BookOpen aria-hidden="true" />
          More Articles
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "primary", size: "lg" })}>
          Start Your Project
          <ArrowRight aria-hidden="true" />
        </Link>
      </nav>
    </main>
  );
}

function ArticleCta() {
  return (
    <CtaBand
      id="article-cta-heading"
      tone="brand"
      title="Have an idea worth building?"
      text="We turn promising ideas into ventures — from validation to launch and growth."
      actions={[
        { label: "Start Your Project", to: "/contact" },
        { label: "View Our Portfolio", to: "/portfolio", secondary: true },
      ]}
    />
  );
}
