// One-time links of the built-in sign-in (issue 27): how long each kind works. One place for the
// server, the mails and the People screen's words.

/** Where each kind of link opens (the built-in provider's account pages): the token follows. */
export const ACCOUNT_LINK_PATH = { invite: "/account/invite/", reset: "/account/reset/" } as const;

/** An invitation to choose a password. */
export const INVITE_VALID_DAYS = 7;
/** A password reset asked for on the sign-in page and sent by mail. */
export const RESET_VALID_MINUTES = 60;
/** A password reset the owner makes in People, to hand over by another way than mail. */
export const OWNER_RESET_VALID_HOURS = 24;
/** Reset mails one address may ask for per hour, whatever address they are asked from. */
export const RESET_MAILS_PER_ACCOUNT_HOUR = 3;
/** Reset requests one network address may make per hour. */
export const RESET_REQUESTS_PER_ADDRESS_HOUR = 10;

/** The answer of "Forgot password", the same whether or not an account exists. */
export const RESET_SENT_MESSAGE =
  "If an account exists for that email, a link to choose a new password is on its way. It works once, for an hour.";
