import { z } from "zod";
import { NEWSLETTER_EMAIL_REQUIRED } from "../newsletter.ts";

// POST /api/newsletter (issue 27 item 6, decision 050). The dialog checks only for a blank entry
// (the zod schema would add zod to the code it loads); every other error comes back from the server
// by field and shows on the field.

export const newsletterSignupSchema = z.strictObject({
  email: z
    .string({ error: NEWSLETTER_EMAIL_REQUIRED })
    .trim()
    .min(1, NEWSLETTER_EMAIL_REQUIRED)
    .max(254, "Use at most 254 characters.")
    .pipe(z.email({ error: "Enter a valid email address." })),
});

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
