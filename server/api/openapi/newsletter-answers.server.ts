import { z } from "zod";
import { named } from "./answers.server.ts";

// The newsletter calls' answers (decision 050), beside answers.server.ts.

export const NewsletterAccepted = named(
  "NewsletterAccepted",
  z.object({ message: z.string().meta({ description: "The same text for every accepted sign-up." }) }),
  "A newsletter sign-up taken: a confirmation mail is on its way unless the address is subscribed already.",
);
export const NewsletterSubscriber = named(
  "NewsletterSubscriber",
  z.object({ id: z.uuid(), email: z.email(), confirmedAt: z.iso.datetime({ offset: true }) }),
  "A confirmed newsletter subscriber.",
);
