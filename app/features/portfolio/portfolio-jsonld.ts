import { ventureLinkTarget } from "#core/portfolio-card-rules.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { PublicCard } from "./public-card.ts";

/** JSON-LD: the portfolio as an ItemList of creative works, linking to each venture's page. */
export function portfolioJsonLd(origin: string, cards: PublicCard[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Our Portfolio",
    itemListElement: cards.map((card, i) => {
      const target = ventureLinkTarget(card);
      const url = target?.kind === "internal" ? absoluteUrl(origin, target.to) : target?.href;
      return {
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "CreativeWork",
          name: card.name,
          description: card.description,
          genre: card.category,
          ...(url ? { url } : {}),
          creator: { "@type": "Organization", name: "Arcwell Studio", url: `${origin}/` },
        },
      };
    }),
  };
}
