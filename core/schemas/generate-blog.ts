import { z } from "zod";
import { hasNoNul } from "./common.ts";

// POST /api/generate-blog { prompt, projectName? } (docs/product.md#content-rules: the prompt must not be blank).
export const PROMPT_REQUIRED_MESSAGE = "Please enter a prompt for AI content generation.";

export const generateBlogInputSchema = z.strictObject({
  prompt: z
    .string({ error: PROMPT_REQUIRED_MESSAGE })
    .trim()
    .min(1, PROMPT_REQUIRED_MESSAGE)
    .max(4000, "Use at most 4000 characters.")
    .refine(hasNoNul, "Contains an invalid character."),
  projectName: z
    .string({ error: "Must be text." })
    .trim()
    .max(200, "Use at most 200 characters.")
    .refine(hasNoNul, "Contains an invalid character.")
    .nullish()
    .transform((v) => v || undefined)
    .optional(),
});

export type GenerateBlogInput = z.infer<typeof generateBlogInputSchema>;
