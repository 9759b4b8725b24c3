import { DEFAULT_CARD_COLOR, DEFAULT_CARD_PHASE } from "#core/constants.ts";
import { parseWholeNumber } from "#core/form-parsers.ts";
import { portfolioCardInputSchema } from "#core/schemas/portfolio-card.ts";
import type { CardJson } from "../shared/types.ts";
import { checkPayload, type FormCheck } from "../shared/form-check.ts";
import type { ItemNames } from "../shared/use-form.ts";
import type { FieldLabels } from "../history/diff-model.ts";
import type { ImageAlt } from "#core/image-alt.ts";

// The Add/Edit Card form (fields: docs/product.md#entities; rules: #content-rules): defaults phase 'Web Platform',
// colour blue-to-cyan, visible, sort order 0.

export interface CardFormValues {
  [key: string]: unknown;
  name: string;
  tagline: string;
  description: string;
  fullDescription: string;
  category: string;
  phase: string;
  services: string[];
  color: string;
  logoUrl: string;
  logoAlt: ImageAlt;
  imageUrl: string;
  imageAlt: ImageAlt;
  websiteUrl: string;
  hasInternalLanding: boolean;
  internalRoute: string;
  isActive: boolean;
  sortOrder: string;
}

export const EMPTY_CARD: CardFormValues = {
  name: "",
  tagline: "",
  description: "",
  fullDescription: "",
  category: "",
  phase: DEFAULT_CARD_PHASE,
  services: [],
  color: DEFAULT_CARD_COLOR,
  logoUrl: "",
  logoAlt: null,
  imageUrl: "",
  imageAlt: null,
  websiteUrl: "",
  hasInternalLanding: false,
  internalRoute: "",
  isActive: true,
  sortOrder: "0",
};

export function cardToForm(card: CardJson): CardFormValues {
  return {
    name: card.name,
    tagline: card.tagline ?? "",
    description: card.description,
    fullDescription: card.fullDescription ?? "",
    category: card.category,
    phase: card.phase,
    services: [...card.services],
    color: card.color,
    logoUrl: card.logoUrl ?? "",
    logoAlt: card.logoAlt ?? null,
    imageUrl: card.imageUrl ?? "",
    imageAlt: card.imageAlt ?? null,
    websiteUrl: card.websiteUrl ?? "",
    hasInternalLanding: card.hasInternalLanding,
    internalRoute: card.internalRoute ?? "",
    isActive: card.isActive,
    sortOrder: String(card.sortOrder ?? 0),
  };
}

export const CARD_ITEM_NAMES: ItemNames = { services: "Service" };

/** The form's names of a card's fields, in its order (the History panel's labels). */
export const CARD_FIELD_LABELS: FieldLabels = {
  name: "Name",
  tagline: "Tagline",
  category: "Category",
  phase: "Phase",
  description: "Description",
  fullDescription: "Full description",
  services: "Services delivered",
  color: "Colour theme",
  logoUrl: "Logo URL",
  imageUrl: "Background image URL",
  logoAlt: "Logo alt text",
  imageAlt: "Background image alt text",
  websiteUrl: "Website URL",
  hasInternalLanding: "Use internal landing page",
  internalRoute: "Internal route",
  isActive: "Visible on website",
  sortOrder: "Sort order",
};

/**
 * The body the API takes, checked with its schema; blank required fields (name, description,
 * category) are the 'Missing fields' of docs/product.md#content-rules.
 */
export function cardPayload(values: CardFormValues): FormCheck {
  const body: Record<string, unknown> = {
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    fullDescription: values.fullDescription,
    category: values.category,
    phase: values.phase,
    services: values.services,
    color: values.color,
    logoUrl: values.logoUrl,
    logoAlt: values.logoUrl.trim() ? values.logoAlt : null,
    imageUrl: values.imageUrl,
    imageAlt: values.imageUrl.trim() ? values.imageAlt : null,
    websiteUrl: values.websiteUrl,
    hasInternalLanding: values.hasInternalLanding,
    // docs/product.md#content-rules: the route exists only while 'Use internal landing page' is on.
    internalRoute: values.hasInternalLanding ? values.internalRoute : "",
    isActive: values.isActive,
    sortOrder: parseWholeNumber(values.sortOrder),
  };
  return checkPayload(portfolioCardInputSchema, body, { itemNames: CARD_ITEM_NAMES });
}
