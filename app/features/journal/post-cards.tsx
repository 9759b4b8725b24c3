import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "#db/schema.server.ts";
import { AuthorAvatar, CategoryPill, FeaturedBadge, PostDate, ReadTime, TagList } from "./post-meta.tsx";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { STRETCHED_LINK } from "../../lib/stretched-link.ts";
import { renderedAlt } from "#core/image-alt.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { focusStyle } from "#app/lib/focus-style.ts";
import { LogoMark } from "../../components/site/logo.tsx";

// docs/product.md#public-screens journal list cards. The title link stretches over the card, so the whole card
// opens /journal/{slug} while links keep short, distinct names.

export const GRID_TAG_LIMIT = 2;

export type JournalPostSummary = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "author"
  | "tags"
  | "featuredImageUrl"
  | "featuredImageAlt"
  | "isFeatured"
  | "readTime"
  | "publishedAt"
> & { imagePositions?: ImagePositions };

const cardFocus = "focus-within:ring-3 focus-within:ring-indigo-500 focus-within:ring-offset-2";

/** The first featured post, shown large: badge, category, title, excerpt, author, date, read time, tags. */
export function FeaturedPostCard({ post }: { post: JournalPostSummary }) {
  return (
    <article
      className={`group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow duration-300 hover:shadow-xl hover:shadow-slate-900/10 lg:grid-cols-2 ${cardFocus}`}
      data-testid="featured-post"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 lg:aspect-auto lg:min-h-[26rem]">
        {post.featuredImageUrl ? (
          <img
            {...responsiveImage(post.featuredImageUrl, { sizes: "(min-width: 1024px) 50vw, 100vw" })}
            alt={renderedAlt(post.featuredImageAlt)}
            width={1200}
            height={800}
            fetchPriority="high"
            style={focusStyle(post.imagePositions, post.featuredImageUrl)}
            className="absolute inset-0 size-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-[1.03]"
          />
        ) : (
          <ImagePlaceholder category={post.category} large />
        )}
        <FeaturedBadge className="absolute top-5 left-5" />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10 lg:p-12">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryPill category={post.category} />
          <ReadTime minutes={post.readTime} />
        </div>
        <h2 className="mt-5 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          <Link to={`/journal/${post.slug}`} prefetch="intent" className={STRETCHED_LINK}>
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{post.excerpt}</p>
        <TagList tags={post.tags} className="mt-6" />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-6 border-t border-slate-100 pt-6">
          <div className="flex items-center gap-3">
            <AuthorAvatar name={post.author} />
            <div className="text-sm">
              <p className="font-semibold text-slate-900">{post.author}</p>
              <p className="text-slate-600">
                <PostDate value={post.publishedAt} />
              </p>
            </div>
          </div>
          <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-5 text-sm font-semibold text-white transition-colors group-hover:bg-slate-700">
            Read Article
            <ArrowRight
              className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </span>
        </div>
      </div>
    </article>
  );
}

/** A 'Latest Articles' card: category, read time, title, excerpt, first 2 tags, author, date, 'Read More'. */
export function PostCard({ post }: { post: JournalPostSummary }) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-[box-shadow,transform] duration-300 hover:shadow-xl hover:shadow-slate-900/10 motion-safe:hover:-translate-y-1 ${cardFocus}`}
      data-testid="post-card"
    >
      {post.featuredImageUrl ? (
        <div className="aspect-[2/1] overflow-hidden bg-slate-100">
          <img
            {...responsiveImage(post.featuredImageUrl, {
              sizes: "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw",
            })}
            alt={renderedAlt(post.featuredImageAlt)}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            style={focusStyle(post.imagePositions, post.featuredImageUrl)}
            className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
          />
        </div>
      ) : (
        <div className="relative aspect-[2/1] overflow-hidden">
          <ImagePlaceholder category={post.category} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryPill category={post.category} />
          <ReadTime minutes={post.readTime} />
        </div>
        <h3 className="mt-4 text-xl font-bold tracking-tight text-balance text-slate-900">
          <Link to={`/journal/${post.slug}`} prefetch="intent" className={STRETCHED_LINK}>
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-slate-600">{post.excerpt}</p>
        <TagList tags={post.tags.slice(0, GRID_TAG_LIMIT)} className="mt-5" />
        <div className="mt-auto flex items-end justify-between gap-4 pt-6">
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold text-slate-900">{post.author}</p>
            <p className="text-slate-600">
              <PostDate value={post.publishedAt} />
            </p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-indigo-700">
            Read More
            <ArrowRight
              className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
              aria-hidden="true"
            />
          </span>
        </div>
      </div>
    </article>
  );
}

/**
 * A post without a featured image (issue 27): the studio's mark and the post's category on the
 * brand gradient, in the image's place, so cards keep one shape and nothing looks missing.
 */
function ImagePlaceholder({ category, large }: { category: string; large?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-indigo-600 via-indigo-500 to-cyan-500 bg-[length:100%_100%] text-white"
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.22),transparent_45%),radial-gradient(circle_at_85%_90%,rgb(255_255_255/0.14),transparent_40%)]" />
      <LogoMark className={large ? "relative size-16 opacity-90 drop-shadow-lg" : "relative size-10 opacity-90"} />
      <span className={`relative font-semibold tracking-wide uppercase ${large ? "text-sm" : "text-xs"} text-white/90`}>
        {category}
      </span>
    </div>
  );
}
