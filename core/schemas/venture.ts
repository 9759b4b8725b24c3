import { z } from "zod";
import { VENTURE_PHASES, VENTURE_STATUSES } from "../constants.ts";
import { intIn, nonEmptyUpdate, optionalText, optionalWebsite, requiredText } from "./common.ts";

// docs/product.md#entities venture and #content-rules add-brand rules.
// progressPercentage and status default in the database.
export const ventureInputSchema = z.strictObject({
  name: requiredText(120),
  oneLiner: requiredText(300),
  phase: z.enum(VENTURE_PHASES, { error: "Choose concept, mvp or growth." }),
  progressPercentage: intIn(0, 100).optional(),
  status: z.enum(VENTURE_STATUSES, { error: "Choose one of the statuses." }).optional(),
  description: requiredText(5000),
  problemThreeWords: requiredText(120),
  solutionThreeWords: requiredText(120),
  targetAudience: requiredText(2000),
  monetization: requiredText(1000),
  baselineCost: requiredText(100),
  breakEvenTarget: requiredText(100),
  styleVisualVoice: requiredText(1000),
  owner: optionalText(120),
  websiteLink: optionalWebsite,
  deckLink: optionalWebsite,
  notes: optionalText(5000),
});

export const ventureUpdateSchema = nonEmptyUpdate(ventureInputSchema);

export type VentureInput = z.infer<typeof ventureInputSchema>;
export type VentureUpdate = z.infer<typeof ventureUpdateSchema>;
