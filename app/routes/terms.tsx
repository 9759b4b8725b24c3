import { LegalPage } from "../features/legal/legal-page.tsx";
import { termsSections } from "../features/legal/terms-sections.tsx";
import { originFrom } from "../lib/origin.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";
import { DEFAULT_LEGAL_SETTINGS } from "#core/legal.ts";
import { servicesContext } from "../context.ts";

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

/** The settings the text states (jurisdiction). */
export function loader({ context }: Route.LoaderArgs) {
  const legal = context.get(servicesContext).legal ?? DEFAULT_LEGAL_SETTINGS;
  return { jurisdiction: legal.jurisdiction };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Terms of Use"
      summary="The ground rules for using our website and dashboard. Plain language where we can, precise where we must."
      sections={termsSections(loaderData)}
    />
  );
}
