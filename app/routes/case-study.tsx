import { redirect } from "react-router";
import type { Route } from "./+types/case-study";
import { getCaseStudyBySlug } from "#server/content/case-studies.server.ts";
import { redirectTarget } from "#server/content/redirects.server.ts";
import { servicesContext } from "../context.ts";
import { missingPage } from "../lib/missing-page.server.ts";
import { CaseStudyArticle } from "../features/case-studies/case-study-article.tsx";
import { CaseStudyNotFound } from "../features/case-studies/case-study-not-found.tsx";
import { articleJsonLd, shareImage } from "../lib/article-seo.ts";
import { originFrom } from "../lib/origin.ts";
import { breadcrumbJsonLd, pageTitle, seoMeta } from "../lib/seo.ts";
import { withImagePositions } from "#server/media/focal-points.server.ts";
import { studyImage } from "../features/case-studies/case-study-card.tsx";

// docs/product.md#public-screens case study detail. Missing or draft → 404 with the spec's not-found texts.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const study = await getCaseStudyBySlug(db, params.slug, { includeDrafts: false });
  if (!study) {
    // docs/product.md#redirects: an old slug answers 301 to the case study's address.
    const to = await redirectTarget(db, "case-study", params.slug);
    throw to ? redirect(to, 301) : await missingPage(context, request);
  }
  const [withPositions] = await withImagePositions(db, [study], studyImage);
  return { study: withPositions! };
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const study = loaderData?.study;
  if (!study) {
    return [{ title: pageTitle("Case Study Not Found") }, { name: "robots", content: "noindex" }];
  }
  const path = `/case-studies/${params.slug}`;
  const description = study.metaDescription || study.excerpt;
  return seoMeta(origin, {
    title: study.title,
    description,
    keywords: study.metaKeywords || [study.category, ...study.tags, "case study", "Arcwell"].join(", "),
    path,
    image: shareImage(study.featuredImageUrl, study.imagePositions),
    type: "article",
    jsonLd: [
      articleJsonLd(origin, { type: "Article", ...study, image: study.featuredImageUrl, description, path }),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
        { name: study.title, path },
      ]),
    ],
  });
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  return <CaseStudyArticle study={loaderData.study} />;
}

// docs/product.md#errors-and-messages: a missing study and a load failure show the same texts
// (the status stays 404 or 500).
export function ErrorBoundary() {
  return <CaseStudyNotFound />;
}
