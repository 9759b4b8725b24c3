import { PRODUCT_NAME } from "#core/brand.ts";
import { NEWSLETTER_PENDING_DAYS } from "#core/newsletter.ts";

// The one mail the newsletter sends by itself (decision 050). Like every later mail to the list, it
// carries the unsubscribe link.

export const CONFIRM_PATH = "/newsletter/confirm/";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe/";

export function confirmationMail(opts: { to: string; origin: string; confirm: string; unsubscribe: string }) {
  return {
    to: opts.to,
    subject: `Confirm your subscription to the ${PRODUCT_NAME} journal`,
    text: [
      `Hello,`,
      ``,
      `Someone, hopefully you, asked to get new articles from the ${PRODUCT_NAME} journal at this address.`,
      `To confirm, open this link and press "Confirm subscription" (it works for ${NEWSLETTER_PENDING_DAYS} days):`,
      ``,
      `${opts.origin}${CONFIRM_PATH}${opts.confirm}`,
      ``,
      `If it was not you, ignore this mail: without a confirmation we delete the address within ${NEWSLETTER_PENDING_DAYS} days.`,
      ``,
      `To stop every mail from us, unsubscribe here at any time:`,
      `${opts.origin}${UNSUBSCRIBE_PATH}${opts.unsubscribe}`,
    ].join("\n"),
  };
}
