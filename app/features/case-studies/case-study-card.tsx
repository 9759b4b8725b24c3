import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudy } from "#db/schema.server.ts";
import { gradientClass } from "../../lib/gradients.ts";
import { cn } from "../../lib/cn.ts";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { STRETCHED_LINK } from "../../lib/stretched-link.ts";
import { renderedAlt } from "#core/image-alt.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { focusStyle } from "#app/lib/focus-style.ts";

// docs/product.md#public-screens case study card: gradient tile ('Featured' badge, featured image or the title's
// first letter), category, read time, title, subtitle, up to 3 stats, 'Read Full Case Study'.
// The title link stretches over the whole card, so the card is one link with a short name.

export const CARD_STAT_LIMIT = 3;

/** The image a case study shows cropped, on its card and its page: its focal point comes along (decision 062). */
export const studyImage = (s: Pick<CaseStudy, "featuredImageUrl">) => [s.featuredImageUrl];

export type CaseStudyCardData = Pick<
  CaseStudy,
  | "id"
  | "slug"
  | "title"
  | "subtitle"
  | "category"
  | "readTime"
  | "stats"
  | "featuredImageUrl"
  | "featuredImageAlt"
  | "gradientColors"
  | "isFeatured"
> & { imagePositions?: ImagePositions };

export function readTimeLabel(minutes: number) {
  return `${minutes} min read`;
}

export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase shadow-sm ring-1 ring-slate-900/5",
        className,
      )}
    >
      Featured
    </span>
  );
}

export function CaseStudyCard({
  study,
  headingLevel = "h2",
}: {
  study: CaseStudyCardData;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const stats = study.stats.slice(0, CARD_STAT_LIMIT);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-[box-shadow,transform] duration-300 focus-within:ring-3 focus-within:ring-indigo-500 focus-within:ring-offset-2 hover:shadow-xl hover:shadow-slate-900/10 motion-safe:hover:-translate-y-1"
      data-testid="case-study-card"
    >
      <div
        className={cn(
          "relative flex aspect-[16/10] items-center justify-center overflow-hidden",
          gradientClass(study.gradientColors),
        )}
      >
        {study.featuredImageUrl ? (
          <img
            alt={renderedAlt(study.featuredImageAlt)}
            {...responsiveImage(study.featuredImageUrl, { sizes: "(min-width: 1024px) 50vw, 100vw" })}
            style={focusStyle(study.imagePositions, study.featuredImageUrl)}

            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
          />
        ) : (
          <span aria-hidden="true" className="text-8xl font-black text-white/90 drop-shadow-sm select-none">
            {study.title.trim().charAt(0).toUpperCase()}
          </span>
        )}
        {study.isFeatured ? <FeaturedBadge className="absolute top-4 left-4" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-indigo-50 px-3 py-1 font-semibold text-indigo-700">{study.category}</span>
          <span className="inline-flex items-center gap-1.5 text-slate-600">
            <Clock className="size-4" aria-hidden="true" />
            {readTimeLabel(study.readTime)}
          </span>
        </div>
        <Heading className="mt-4 text-xl font-bold tracking-tight text-balance text-slate-900 sm:text-2xl">
          <Link to={`/case-studies/${study.slug}`} prefetch="intent" className={STRETCHED_LINK}>
            {study.title}
          </Link>
        </Heading>
        <p className="mt-2 leading-relaxed text-slate-600">{study.subtitle}</p>
        {stats.length > 0 ? (
          <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-slate-100 pt-5">
            {stats.map((stat) => (
              <div
                key={`${stat.label}-${stat.value}`}
                className="flex min-w-0 flex-col gap-1"
                data-testid="case-study-stat"
              >
                <dt className="text-xs leading-snug text-slate-600">{stat.label}</dt>
                <dd className="order-first text-lg font-bold tracking-tight text-slate-900 sm:text-xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <span className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-indigo-700">
          Read Full Case Study
          <ArrowRight
            className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
            aria-hidden="true"
          />
        </span>
      </div>
    </article>
  );
}
