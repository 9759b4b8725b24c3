import type { PortfolioCard } from "#db/schema.server.ts";

// The fields of a portfolio card that public pages show; loaders send only these.
export type PublicCard = Pick<
  PortfolioCard,
  | "id"
  | "name"
  | "tagline"
  | "description"
  | "fullDescription"
  | "category"
  | "phase"
  | "services"
  | "color"
  | "logoUrl"
  | "logoAlt"
  | "imageUrl"
  | "imageAlt"
  | "websiteUrl"
  | "hasInternalLanding"
  | "internalRoute"
>;

export function toPublicCard(card: PortfolioCard): PublicCard {
  return {
    id: card.id,
    name: card.name,
    tagline: card.tagline,
    description: card.description,
    fullDescription: card.fullDescription,
    category: card.category,
    phase: card.phase,
    services: card.services ?? [],
    color: card.color,
    logoUrl: card.logoUrl,
    logoAlt: card.logoAlt,
    imageUrl: card.imageUrl,
    imageAlt: card.imageAlt,
    websiteUrl: card.websiteUrl,
    hasInternalLanding: card.hasInternalLanding,
    internalRoute: card.internalRoute,
  };
}
