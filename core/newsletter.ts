// The journal's newsletter (issue 27 item 6, decision 050): the texts and limits the sign-up dialog,
// the API and the pages share. Kept apart from its zod schema so the dialog's code stays small.

/** The one answer to every accepted sign-up, whatever the address's state (no enumeration). */
export const NEWSLETTER_ACCEPTED_MESSAGE = "Check your inbox to confirm your subscription.";

/** 503 while the site cannot send mail: nobody could confirm. */
export const NEWSLETTER_UNAVAILABLE_MESSAGE = "Newsletter sign-up is not available yet.";

/** The sign-up's one required entry, as the schema and the dialog say it. */
export const NEWSLETTER_EMAIL_REQUIRED = "Enter your email address.";

/** Pending sign-ups not confirmed within this many days are deleted. */
export const NEWSLETTER_PENDING_DAYS = 7;

/** Confirmation mails per address per day, however often it is entered. */
export const NEWSLETTER_MAILS_PER_ADDRESS_DAY = 3;
