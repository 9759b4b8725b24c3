import type { Route } from "./+types/journal";
import { listPosts } from "#server/content/posts.server.ts";
import { servicesContext } from "../context.ts";
import { JOURNAL_INTRO, JournalIntro } from "../features/journal/journal-intro.tsx";
import { FeaturedPostCard, PostCard, type JournalPostSummary } from "../features/journal/post-cards.tsx";
import { JournalEmpty, StayUpdated } from "../features/journal/journal-sections.tsx";
import { originFrom } from "../lib/origin.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";

// docs/product.md#public-screens journal list: the first featured post large, the rest under 'Latest Articles'.
// 'Loading articles...' shows during client-side navigation (components/site/pending-outlet.tsx).

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const posts = await listPosts(db, { includeDrafts: false });
  return {
    posts: posts.map((p): JournalPostSummary => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      category: p.category,
      author: p.author,
      tags: p.tags,
      featuredImageUrl: p.featuredImageUrl,
      featuredImageAlt: p.featuredImageAlt,
      isFeatured: p.isFeatured,
      readTime: p.readTime,
      publishedAt: p.publishedAt,
    })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    title: "Journal",
    description: `${JOURNAL_INTRO} The Arcwell journal.`,
    keywords: "venture studio blog, startup validation, product strategy, SaaS pricing, AI products, growth strategy",
    path: "/journal",
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
        blogPost: (loaderData?.posts ?? []).map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: absoluteUrl(origin, `/journal/${p.slug}`),
          ...(p.publishedAt ? { datePublished: new Date(p.publishedAt).toISOString() } : {}),
        })),
      },
    ],
  });
}

/** docs/product.md#states: the journal splits into one featured post (the first with isFeatured) and the rest. */
function splitFeatured(posts: JournalPostSummary[]) {
  const featured = posts.find((p) => p.isFeatured);
  return { featured, rest: featured ? posts.filter((p) => p !== featured) : posts };
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { featured, rest } = splitFeatured(loaderData.posts);
  const isEmpty = loaderData.posts.length === 0;
  return (
    <main id="main">
      <JournalIntro />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {isEmpty ? <JournalEmpty /> : null}
        {featured ? <FeaturedPostCard post={featured} /> : null}
        {rest.length > 0 ? (
          <section aria-labelledby="latest-heading" className={featured ? "mt-16 sm:mt-24" : undefined}>
            <h2 id="latest-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Latest Articles
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="latest-articles">
              {rest.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <StayUpdated />
    </main>
  );
}
