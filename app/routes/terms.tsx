import { LegalPage } from "../features/legal/legal-page.tsx";
import { TERMS_SECTIONS } from "../features/legal/terms-sections.tsx";
import { originFrom } from "../lib/origin.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    title: "Terms of Use",
    description:
      "The terms for using the Arcwell Studio website and dashboard: licence to our materials, disclaimers, accounts, prohibited uses and how to reach us.",
    keywords: "Arcwell Studio terms of use, terms and conditions, website terms, use license",
    path: "/terms",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Terms of Use", path: "/terms" },
      ]),
    ],
  });
}

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Use"
      summary="The ground rules for using our website and dashboard. Plain language where we can, precise where we must."
      sections={TERMS_SECTIONS}
    />
  );
}
