import { z } from "zod";
import { hasNoNul } from "./common.ts";

// Webhooks (docs/product.md#integrations): what the owner sends to add or change an endpoint, and the events
// an endpoint can ask for. `webhook.test` is sent on request only, never subscribed to.

export const WEBHOOK_EVENTS = [
  "post.published",
  "post.unpublished",
  "post.deleted",
  "case-study.published",
  "case-study.unpublished",
  "content.changed",
  "enquiry.created",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number] | "webhook.test";

/** What each event means, for the dashboard's checkboxes and the API reference. */
export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "post.published": "A journal post goes live",
  "post.unpublished": "A journal post goes back to draft",
  "post.deleted": "A journal post is deleted",
  "case-study.published": "A case study goes live",
  "case-study.unpublished": "A case study goes back to draft",
  "content.changed": "Any card, post, case study or venture is added, changed or deleted",
  "enquiry.created": "Someone sends the contact form",
};

export const WEBHOOK_URL_MAX = 2048;
const URL_MESSAGE = "Use a web address starting with https:// or http://.";

const webhookUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .min(1, URL_MESSAGE)
  .max(WEBHOOK_URL_MAX, `Use at most ${WEBHOOK_URL_MAX} characters.`)
  .refine(hasNoNul, URL_MESSAGE)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
    } catch {
      return false;
    }
  }, URL_MESSAGE)
  // A password in the address would be stored and shown in the dashboard: refuse it.
  .refine((value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password), {
    message: "Leave user names and passwords out of the address; the signature proves who sends.",
  });

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: "Choose events from the list." }), { error: "Choose at least one event." })
  .min(1, "Choose at least one event.")
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

export const webhookInputSchema = z.strictObject({ url: webhookUrl, events });

export const webhookUpdateSchema = z
  .strictObject({
    url: webhookUrl.optional(),
    events: events.optional(),
    enabled: z.boolean({ error: "Must be true or false." }).optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: "Send at least one field to change.",
  });

export type WebhookInput = z.infer<typeof webhookInputSchema>;
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;
