import { LegalPage } from "../features/legal/legal-page.tsx";
import { privacySections } from "../features/legal/privacy-sections.tsx";
import { originFrom } from "../lib/origin.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";
import { DEFAULT_LEGAL_SETTINGS } from "#core/legal.ts";
import { servicesContext } from "../context.ts";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    title: "Privacy Policy",
    description:
      "How Arcwell Studio handles personal information: what we collect through contact enquiries and dashboard sign-in, how we use it, the only cookies we set, how we count page views without cookies, and your rights.",
    keywords: "Arcwell Studio privacy policy, personal data, cookies, data protection, GDPR rights",
    path: "/privacy",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Privacy Policy", path: "/privacy" },
      ]),
    ],
  });
}

/** The settings the text states: how long enquiries and page-view totals are kept, and whether views are counted. */
export function loader({ context }: Route.LoaderArgs) {
  const legal = context.get(servicesContext).legal ?? DEFAULT_LEGAL_SETTINGS;
  return {
    enquiryRetentionMonths: legal.enquiryRetentionMonths,
    countsPageViews: legal.countsPageViews,
    analyticsRetentionMonths: legal.analyticsRetentionMonths,
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="What we collect, why we collect it, and the choices you have. In short: we keep it minimal, we never sell it, and we set no cookies to track or count you."
      sections={privacySections(loaderData)}
    />
  );
}
