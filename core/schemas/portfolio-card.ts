import { z } from "zod";
import { CARD_COLORS } from "../constants.ts";
import {
  intIn,
  nonEmptyUpdate,
  optionalImageRef,
  optionalText,
  optionalWebsite,
  requiredText,
  clearableSlug,
  stringList,
  altText,
} from "./common.ts";

// docs/product.md#entities portfolio card. Defaults (services [], isActive true, sortOrder 0,
// hasInternalLanding false) are the database's, so a partial update never resets them.
export const portfolioCardInputSchema = z.strictObject({
  name: requiredText(120),
  tagline: optionalText(200),
  description: requiredText(2000),
  fullDescription: optionalText(20_000),
  category: requiredText(100),
  phase: requiredText(100),
  services: stringList(60, 30).optional(),
  color: z.enum(CARD_COLORS, { error: "Choose one of the colour themes." }),
  logoUrl: optionalImageRef,
  logoAlt: altText,
  imageUrl: optionalImageRef,
  imageAlt: altText,
  websiteUrl: optionalWebsite,
  hasInternalLanding: z.boolean({ error: "Must be true or false." }).optional(),
  internalRoute: clearableSlug,
  isActive: z.boolean({ error: "Must be true or false." }).optional(),
  sortOrder: intIn(-100_000, 100_000).optional(),
});

export const portfolioCardUpdateSchema = nonEmptyUpdate(portfolioCardInputSchema);

export type PortfolioCardInput = z.infer<typeof portfolioCardInputSchema>;
export type PortfolioCardUpdate = z.infer<typeof portfolioCardUpdateSchema>;
