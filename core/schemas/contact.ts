import { z } from "zod";
import { optionalText, requiredText } from "./common.ts";

// docs/product.md#entities contact enquiry. `company` is a honeypot field: people never see it, bots fill it.
export const contactInputSchema = z.strictObject({
  name: requiredText(200),
  email: z
    .string({ error: "This field is required." })
    .trim()
    .max(254, "Use at most 254 characters.")
    .pipe(z.email({ error: "Enter a valid email address." })),
  whatsapp: optionalText(40),
  projectInterest: requiredText(5000),
  company: z.string().max(200).optional(),
});

export type ContactInput = z.infer<typeof contactInputSchema>;
