import { listCards } from "#server/content/cards.server.ts";
import { HOME_CARD_LIMIT } from "#core/constants.ts";
import { HydrateLater } from "../components/site/hydrate-later.tsx";
import { servicesContext } from "../context.ts";
import { ClientsSection } from "../features/home/clients-section.tsx";
import { Hero } from "../features/home/hero.tsx";
import { servicesJsonLd } from "../features/home/services.ts";
import { ServicesSection } from "../features/home/services-section.tsx";
import { useContactFromQuery } from "../features/home/use-contact-from-query.ts";
import { WorkWithUs } from "../features/home/work-with-us.tsx";
import { cardImages, toPublicCard } from "../features/portfolio/public-card.ts";
import { originFrom } from "../lib/origin.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";
import { withImagePositions } from "#server/media/focal-points.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    path: "/",
    description:
      "Arcwell is a digital venture studio. We create, automate, build and scale ventures in AI, e-commerce and SaaS — from first idea to growing company.",
    keywords:
      "venture studio, digital venture studio, startup studio, build a startup, MVP development, AI products, e-commerce, SaaS, product design, growth marketing",
    jsonLd: [servicesJsonLd(origin)],
  });
}

// docs/product.md#public-screens, #api: only active cards, the first six by sort order.
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const cards = await listCards(db, { includeHidden: false });
  return { cards: await withImagePositions(db, cards.slice(0, HOME_CARD_LIMIT).map(toPublicCard), cardImages) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useContactFromQuery();
  return (
    <main id="main">
      <Hero />
      <HydrateLater id="home-services">
        <ServicesSection />
      </HydrateLater>
      <HydrateLater id="home-clients">
        <ClientsSection cards={loaderData.cards} />
      </HydrateLater>
      <HydrateLater id="home-work-with-us">
        <WorkWithUs />
      </HydrateLater>
    </main>
  );
}
