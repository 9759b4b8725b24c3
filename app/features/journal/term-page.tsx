import { ArrowLeft } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import { pagePath } from "#core/journal-paths.ts";
import { PageIntro } from "../../components/site/page-intro.tsx";
import { Pager } from "../../components/site/pager.tsx";
import { pageLinks, pagedTitle } from "../../lib/page-number.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta } from "../../lib/seo.ts";
import { PostCard } from "./post-cards.tsx";
import { StayUpdated } from "./journal-sections.tsx";

// The page of a category or tag (loaded by term-page.server.ts): heading, count, cards, pager.

import type { TermPageData } from "./term-page.server.ts";

const countLabel = (n: number) => `${n} ${n === 1 ? "article" : "articles"}`;

export function termPageMeta(origin: string, loaderData: TermPageData | undefined): MetaDescriptor[] {
  if (!loaderData) return [];
  const { kind, name, path, page, pageCount, total } = loaderData;
  return [
    ...seoMeta(origin, {
      title: pagedTitle(`${name} — Journal`, page),
      description: `${countLabel(total)} ${kind === "category" ? "in" : "tagged"} ${name} from the Arcwell journal: notes on building, launching and growing ventures.`,
      keywords: `${name}, Arcwell journal, venture studio blog`,
      path: pagePath(path, page),
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: "Home", path: "/" },
          { name: "Journal", path: "/journal" },
          { name, path },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: `${name} — Arcwell Journal`,
          url: absoluteUrl(origin, pagePath(path, page)),
        },
      ],
    }),
    ...pageLinks(origin, path, page, pageCount),
  ];
}

const LABEL = { category: "Category", tag: "Tag" } as const;

export function TermPage({ data: d }: { data: TermPageData }) {
  return (
    <main id="main">
      <PageIntro eyebrow={LABEL[d.kind]} title={d.name}>
        <p data-testid="term-count">
          {countLabel(d.total)} {d.kind === "category" ? "in this category" : "with this tag"}.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Link
          to="/journal"
          className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All articles
        </Link>
        <h2 className="sr-only">Articles</h2>
        <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="term-articles">
          {d.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <Pager
          path={d.path}
          page={d.page}
          pageCount={d.pageCount}
          previousLabel="Newer articles"
          nextLabel="Older articles"
        />
      </div>
      <StayUpdated />
    </main>
  );
}
