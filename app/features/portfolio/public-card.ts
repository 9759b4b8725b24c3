import type { PortfolioCard } from "#db/schema.server.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { cardBackground, cardLogo } from "#core/image-rule.ts";
import { CARD_IMAGE_MAP, LOGO_IMAGE_MAP } from "../../lib/image-map.ts";

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
> & { imagePositions?: ImagePositions };

/** The addresses a card shows cropped (background and logo, by the image rule): their focal points come along (decision 062). */
export function cardImages(card: PublicCard): (string | null)[] {
  const background = cardBackground(card, CARD_IMAGE_MAP);
  return [background.kind === "image" ? background.src : null, cardLogo(card, LOGO_IMAGE_MAP)];
}

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
