import { PRODUCT_NAME } from "#core/brand.ts";
import type { Db } from "#db/client.server.ts";
import { mailOutbox } from "#db/schema.server.ts";

// Mails to people about their account (an invitation, a password reset), sent through the same
// outbox as enquiry notifications: stored first, then sent and retried by the worker.

export interface AccountMail {
  /**
   * Where the links in these mails point: PUBLIC_URL, else the address the server was started for.
   * Never the request's Host or Origin: a forged one would send a victim a real token on a link to
   * another site (password reset poisoning).
   */
  origin: string;
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export function outboxAccountMail(db: Db, nudge: () => void, origin: string): AccountMail {
  return {
    origin,
    async send(mail) {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      nudge();
    },
  };
}

/**
 * A one-time account link handed over, the one way for invitations and resets: mailed when mail
 * is set up (on `accountMail.origin`, never one a request names), else returned to be shown
 * once to the owner, on the origin their browser is on (`shownOrigin`).
 */
export async function handOverLink(opts: {
  accountMail: AccountMail | undefined;
  shownOrigin: string | undefined;
  path: string;
  token: string;
  mail: (url: string) => Parameters<AccountMail["send"]>[0];
}): Promise<{ url: string | null; mailed: boolean }> {
  if (opts.accountMail) {
    await opts.accountMail.send(opts.mail(`${opts.accountMail.origin}${opts.path}${opts.token}`));
    return { url: null, mailed: true };
  }
  return { url: `${opts.shownOrigin ?? ""}${opts.path}${opts.token}`, mailed: false };
}

/** The invitation mail: who asked, what for, the link and how long it works. */
export function invitationMail(opts: { to: string; role: string; url: string; validDays: number; from?: string }) {
  return {
    to: opts.to,
    subject: `You are invited to the ${PRODUCT_NAME} dashboard`,
    text: [
      `Hello,`,
      ``,
      `${opts.from ?? "The studio"} invited you to the ${PRODUCT_NAME} dashboard as ${opts.role === "investor" ? "an investor" : opts.role === "owner" ? "an owner" : "a team member"}.`,
      `Choose your password here (the link works once, for ${opts.validDays} days):`,
      ``,
      opts.url,
      ``,
      `If you did not expect this, you can ignore this mail.`,
    ].join("\n"),
  };
}

/** The password reset mail. */
export function resetMail(opts: { to: string; url: string; validMinutes: number }) {
  return {
    to: opts.to,
    subject: `Choose a new ${PRODUCT_NAME} password`,
    text: [
      `Hello,`,
      ``,
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new one, open this link`,
      `(it works once, for ${opts.validMinutes} minutes; choosing a new password signs you out everywhere):`,
      ``,
      opts.url,
      ``,
      `If it was not you, ignore this mail: your password stays as it is.`,
    ].join("\n"),
  };
}
