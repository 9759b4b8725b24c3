import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudy } from "#db/schema.server.ts";
import { formatLongDate, isoDateTime } from "#core/dates.ts";
import { CtaBand } from "../../components/site/cta-band.tsx";
import { gradientClass } from "../../lib/gradients.ts";
import { cn } from "../../lib/cn.ts";
import { FeaturedBadge, readTimeLabel } from "./case-study-card.tsx";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { renderedAlt } from "#core/image-alt.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { focusStyle } from "#app/lib/focus-style.ts";

// docs/product.md#public-screens case study detail: gradient hero (category, title, subtitle, read time, creation
// date), stats strip, HTML content, 'Related Technologies', and the closing call to action.

type Study = Pick<
  CaseStudy,
  | "title"
  | "subtitle"
  | "category"
  | "content"
  | "stats"
  | "featuredImageUrl"
  | "featuredImageAlt"
  | "gradientColors"
  | "readTime"
  | "tags"
  | "isFeatured"
  | "createdAt"
> & { imagePositions?: ImagePositions };

export function CaseStudyArticle({ study }: { study: Study }) {
  return (
    <main id="main">
      <article>
        <Hero study={study} />
        {study.stats.length > 0 ? <StatsStrip stats={study.stats} /> : null}
        <div
          className="prose-content mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-0"
          // Sanitized on write (server/content/sanitize.server.ts); the page CSP forbids inline script.
          dangerouslySetInnerHTML={{ __html: study.content }}
        />
        {study.tags.length > 0 ? (
          <section aria-labelledby="technologies-heading" className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-0">
            <div className="border-t border-slate-200 pt-10">
              <h2 id="technologies-heading" className="text-xl font-bold tracking-tight text-slate-900">
                Related Technologies
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {study.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full border border-slate-200 bg-slate-50 px-4 py-1.5 text-sm font-medium text-slate-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ) : null}
      </article>
      <ClosingCta />
    </main>
  );
}

function Hero({ study }: { study: Study }) {
  const created = formatLongDate(study.createdAt);
  return (
    <header className={cn("relative isolate overflow-hidden text-white", gradientClass(study.gradientColors))}>
      {/* A dark veil keeps white text readable on every gradient (yellow and orange included). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-slate-950/55 via-slate-950/45 to-slate-950/30"
      />
      <div aria-hidden="true" className="absolute -right-24 -bottom-40 -z-10 size-[28rem] bg-white/10 glow" />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-8 pb-24 sm:px-6 sm:pt-10 sm:pb-32 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14 lg:px-8">
        <div>
          <Link
            to="/case-studies"
            className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-white/90 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All case studies
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur">
              {study.category}
            </span>
            {study.isFeatured ? <FeaturedBadge /> : null}
          </div>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{study.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-white/90 sm:text-xl">
            {study.subtitle}
          </p>
          <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium text-white/90">
            <span className="inline-flex items-center gap-2">
              <Clock className="size-4" aria-hidden="true" />
              {readTimeLabel(study.readTime)}
            </span>
            {created ? (
              <span className="inline-flex items-center gap-2">
                <CalendarDays className="size-4" aria-hidden="true" />
                <time dateTime={isoDateTime(study.createdAt)}>{created}</time>
              </span>
            ) : null}
          </p>
        </div>
        {study.featuredImageUrl ? (
          <img
            alt={renderedAlt(study.featuredImageAlt)}
            {...responsiveImage(study.featuredImageUrl, { sizes: "(min-width: 1024px) 1024px, 100vw" })}
            style={focusStyle(study.imagePositions, study.featuredImageUrl)}

            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-2xl ring-1 shadow-slate-950/40 ring-white/20"
          />
        ) : null}
      </div>
    </header>
  );
}

function StatsStrip({ stats }: { stats: Study["stats"] }) {
  // Two columns on phones (an odd last stat spans both), up to four on wide screens.
  const columns = stats.length >= 4 ? "lg:grid-cols-4" : stats.length === 3 ? "sm:grid-cols-3" : "";
  return (
    <section aria-label="Results" className="relative z-10 mx-auto -mt-14 max-w-7xl px-4 sm:-mt-16 sm:px-6 lg:px-8">
      <dl
        className={cn(
          "grid grid-cols-2 gap-3 sm:gap-4 [&>*:last-child:nth-child(odd)]:col-span-2 sm:[&>*:last-child:nth-child(odd)]:col-span-1",
          stats.length === 1 && "grid-cols-1",
          columns,
        )}
      >
        {stats.map((stat) => (
          <div
            key={`${stat.label}-${stat.value}`}
            className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-slate-900/5 sm:p-6"
            data-testid="case-study-stat"
          >
            <dt className="text-sm leading-snug font-semibold text-slate-900 sm:text-base">{stat.label}</dt>
            <dd className="order-first bg-gradient-to-r from-indigo-600 to-cyan-600 bg-clip-text text-3xl font-bold tracking-tight text-transparent sm:text-4xl">
              {stat.value}
            </dd>
            {stat.description ? (
              <dd className="mt-1 text-xs leading-relaxed text-slate-600 sm:text-sm">{stat.description}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

function ClosingCta() {
  return (
    <CtaBand
      id="case-cta-heading"
      title="Ready to build the next one?"
      text="Tell us about your idea. We reply within 24 hours with a first take on how we would approach it."
      actions={[
        { label: "Start Your Project", to: "/?contact=true", arrow: true },
        { label: "View More Cases", to: "/case-studies", secondary: true },
      ]}
      className="py-16 sm:py-24"
    />
  );
}
