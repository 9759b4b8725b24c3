import type { Route } from "./+types/case-studies";
import { listCaseStudies } from "#server/content/case-studies.server.ts";
import { servicesContext } from "../context.ts";
import { CASE_STUDIES_INTRO, CaseStudiesIntro } from "../features/case-studies/case-studies-intro.tsx";
import { CARD_STAT_LIMIT, CaseStudyCard } from "../features/case-studies/case-study-card.tsx";
import { ClientStoriesSection } from "../features/case-studies/client-stories-section.tsx";
import { ComingSoonCta } from "../features/case-studies/coming-soon-cta.tsx";
import { originFrom } from "../lib/origin.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";

// docs/product.md#public-screens case study list: published studies only, featured first, then ascending sortOrder
// (the service orders them). The loading skeleton shows during client-side navigation
// (app/components/site/pending-outlet.tsx); the server render already carries the data.

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const studies = await listCaseStudies(db, { includeDrafts: false });
  return {
    studies: studies.map((s) => ({
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
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    title: "Case Studies",
    description: `${CASE_STUDIES_INTRO} Case studies from Arcwell, a digital venture studio.`,
    keywords:
      "venture studio case studies, SaaS case study, e-commerce case study, fintech case study, product development results",
    path: "/case-studies",
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
          position: i + 1,
          name: s.title,
          url: absoluteUrl(origin, `/case-studies/${s.slug}`),
        })),
      },
    ],
  });
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
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
      </div>
      <ClientStoriesSection />
      <ComingSoonCta />
    </main>
  );
}
