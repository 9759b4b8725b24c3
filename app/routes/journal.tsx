import { data } from "react-router";
import type { Route } from "./+types/journal";
import { JOURNAL_PAGE_SIZE } from "#core/constants.ts";
import { journalPage } from "#server/content/posts.server.ts";
import { Pager } from "../components/site/pager.tsx";
import { servicesContext } from "../context.ts";
import { JOURNAL_INTRO, JournalIntro } from "../features/journal/journal-intro.tsx";
import { FeaturedPostCard, PostCard } from "../features/journal/post-cards.tsx";
import { cardSummary, featuredImage } from "../features/journal/post-summary.ts";
import { withImagePositions } from "#server/media/focal-points.server.ts";
import { JournalEmpty, StayUpdated } from "../features/journal/journal-sections.tsx";
import { pageLinks, pagedTitle, pageNumberOf } from "../lib/page-number.ts";
import { originFrom } from "../lib/origin.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import { pagePath } from "#core/journal-paths.ts";

// docs/product.md#public-screens journal list: the first featured post large, the latest 12 others under
// 'Latest Articles', and older ones on /journal?page=N (docs/product.md#routes paged lists).
// 'Loading articles...' shows during client-side navigation (components/site/pending-outlet.tsx).

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageNumberOf(request);
  const { db } = context.get(servicesContext);
  const result = await journalPage(db, page, JOURNAL_PAGE_SIZE);
  if (!result) throw data(null, { status: 404 });
  const featured = page === 1 && result.featured ? result.featured : null;
  const shown = await withImagePositions(
    db,
    [...(featured ? [featured] : []), ...result.items].map(cardSummary),
    featuredImage,
  );
  return {
    page,
    pageCount: result.pageCount,
    featured: featured ? shown[0]! : null,
    posts: featured ? shown.slice(1) : shown,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const page = loaderData?.page ?? 1;
  const path = pagePath("/journal", page);
  const shown = loaderData ? [...(loaderData.featured ? [loaderData.featured] : []), ...loaderData.posts] : [];
  return [
    ...seoMeta(origin, {
      title: pagedTitle("Journal", page),
      description: `${JOURNAL_INTRO} The Arcwell journal.`,
      keywords: "venture studio blog, startup validation, product strategy, SaaS pricing, AI products, growth strategy",
      path,
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: "Home", path: "/" },
          { name: "Journal", path: "/journal" },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "Blog",
          name: "Arcwell Journal",
          url: absoluteUrl(origin, "/journal"),
          blogPost: shown.map((p) => ({
            "@type": "BlogPosting",
            headline: p.title,
            url: absoluteUrl(origin, `/journal/${p.slug}`),
            ...(p.publishedAt ? { datePublished: new Date(p.publishedAt).toISOString() } : {}),
          })),
        },
      ],
    }),
    ...pageLinks(origin, "/journal", page, loaderData?.pageCount ?? 1),
  ];
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { featured, posts, page, pageCount } = loaderData;
  const isEmpty = !featured && posts.length === 0;
  return (
    <main id="main">
      <JournalIntro />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {isEmpty ? <JournalEmpty /> : null}
        {featured ? <FeaturedPostCard post={featured} /> : null}
        {posts.length > 0 ? (
          <section aria-labelledby="latest-heading" className={featured ? "mt-16 sm:mt-24" : undefined}>
            <h2 id="latest-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {page === 1 ? "Latest Articles" : `Older Articles — page ${page} of ${pageCount}`}
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="latest-articles">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Pager
          path="/journal"
          page={page}
          pageCount={pageCount}
          previousLabel="Newer articles"
          nextLabel="Older articles"
        />
      </div>
      <StayUpdated />
    </main>
  );
}
