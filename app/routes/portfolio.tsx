import { listCards } from "#server/content/cards.server.ts";
import { servicesContext } from "../context.ts";
import { FlipCard } from "../features/portfolio/flip-card.tsx";
import { PortfolioIntro } from "../features/portfolio/portfolio-intro.tsx";
import { PortfolioCta } from "../features/portfolio/portfolio-cta.tsx";
import { portfolioJsonLd } from "../features/portfolio/portfolio-jsonld.ts";
import { cardImages, toPublicCard } from "../features/portfolio/public-card.ts";
import { originFrom } from "../lib/origin.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/portfolio";
import { withImagePositions } from "#server/media/focal-points.server.ts";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seoMeta(origin, {
    title: "Our Portfolio",
    path: "/portfolio",
    description:
      "The ventures Arcwell has designed, built and grown with their founders — B2B SaaS, e-commerce, AI products, marketplaces and more.",
    keywords:
      "venture studio portfolio, startup portfolio, client ventures, SaaS case examples, AI products, e-commerce brands, Arcwell",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Our Portfolio", path: "/portfolio" },
      ]),
      portfolioJsonLd(origin, loaderData?.cards ?? []),
    ],
  });
}

// docs/product.md#public-screens, #api: the portfolio page shows every active card.
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const cards = await listCards(db, { includeHidden: false });
  return { cards: await withImagePositions(db, cards.map(toPublicCard), cardImages) };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  return (
    <main id="main">
      <PortfolioIntro />
      <section aria-label="Ventures" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        {cards.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-slate-300 p-12 text-center text-slate-600">
            New ventures are on their way. Check back soon.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
            {cards.map((card, i) => (
              <li key={card.id} className="grid">
                <FlipCard card={card} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <PortfolioCta />
    </main>
  );
}
