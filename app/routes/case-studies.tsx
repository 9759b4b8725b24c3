import { data } from "react-router";
import type { Route } from "./+types/case-studies";
import { CASE_STUDIES_PAGE_SIZE } from "#core/constants.ts";
import { pagePath } from "#core/journal-paths.ts";
import { caseStudiesPage } from "#server/content/case-studies.server.ts";
import { Pager } from "../components/site/pager.tsx";
import { servicesContext } from "../context.ts";
import { CASE_STUDIES_INTRO, CaseStudiesIntro } from "../features/case-studies/case-studies-intro.tsx";
import { CARD_STAT_LIMIT, CaseStudyCard, studyImage } from "../features/case-studies/case-study-card.tsx";
import { ClientStoriesSection } from "../features/case-studies/client-stories-section.tsx";
import { ComingSoonCta } from "../features/case-studies/coming-soon-cta.tsx";
import { originFrom } from "../lib/origin.ts";
import { pageLinks, pagedTitle, pageNumberOf } from "../lib/page-number.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import { withImagePositions } from "#server/media/focal-points.server.ts";

// docs/product.md#public-screens case study list: published studies only, featured first, then ascending sortOrder
// (the service orders them), 12 a page: /case-studies?page=N (docs/product.md#routes paged lists). The loading skeleton shows during client-side navigation
// (app/components/site/pending-outlet.tsx); the server render already carries the data.

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageNumberOf(request);
  const { db } = context.get(servicesContext);
  const result = await caseStudiesPage(db, page, CASE_STUDIES_PAGE_SIZE);
  if (!result) throw data(null, { status: 404 });
  return {
    page,
    pageCount: result.pageCount,
    studies: await withImagePositions(
      db,
      result.items.map((s) => ({
        id: s.id,
        slug: s.slug,
        title: s.title,
        subtitle: s.subtitle,
        category: s.category,
        readTime: s.readTime,
        stats: s.stats.slice(0, CARD_STAT_LIMIT),
        featuredImageUrl: s.featuredImageUrl,
        featuredImageAlt: s.featuredImageAlt,
        gradientColors: s.gradientColors,
        isFeatured: s.isFeatured,
      })),
      studyImage,
    ),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const page = loaderData?.page ?? 1;
  return [
    ...seoMeta(origin, {
      title: pagedTitle("Case Studies", page),
      description: `${CASE_STUDIES_INTRO} Case studies from Arcwell, a digital venture studio.`,
      keywords:
        "venture studio case studies, SaaS case study, e-commerce case study, fintech case study, product development results",
      path: pagePath("/case-studies", page),
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: "Home", path: "/" },
          { name: "Case Studies", path: "/case-studies" },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Case Studies",
          itemListElement: (loaderData?.studies ?? []).map((s, i) => ({
            "@type": "ListItem",
            position: (page - 1) * CASE_STUDIES_PAGE_SIZE + i + 1,
            name: s.title,
            url: absoluteUrl(origin, `/case-studies/${s.slug}`),
          })),
        },
      ],
    }),
    ...pageLinks(origin, "/case-studies", page, loaderData?.pageCount ?? 1),
  ];
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { studies, page, pageCount } = loaderData;
  return (
    <main id="main">
      <CaseStudiesIntro />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {studies.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" aria-label="Case studies">
            {studies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl border border-dashed border-slate-300 p-10 text-center text-lg text-slate-600">
            Our first case studies are being written.
          </p>
        )}
        <Pager
          path="/case-studies"
          page={page}
          pageCount={pageCount}
          previousLabel="Previous case studies"
          nextLabel="More case studies"
        />
      </div>
      <ClientStoriesSection />
      <ComingSoonCta />
    </main>
  );
}
