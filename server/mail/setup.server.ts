import type { Logger } from "pino";
import { PRODUCT_NAME } from "#core/brand.ts";
import type { Db } from "#db/client.server.ts";
import type { Config } from "../config.server.ts";
import { outboxAccountMail } from "./account-mail.server.ts";
import { smtpMailer } from "./mailer.server.ts";
import { startOutboxWorker } from "./outbox-worker.server.ts";

/**
 * Mail when SMTP_URL is set: account mails (invitations, password resets), and enquiry
 * notifications when CONTACT_TO is set too; otherwise enquiries are only stored.
 */
export function setUpMail(opts: {
  config: Pick<Config, "SMTP_URL" | "CONTACT_TO" | "MAIL_FROM">;
  db: Db;
  logger: Logger;
  url: string;
  intervalMs?: number;
}) {
  const { SMTP_URL, CONTACT_TO, MAIL_FROM } = opts.config;
  if (!SMTP_URL) {
    opts.logger.info(
      "mail is off (set SMTP_URL and CONTACT_TO): enquiries are stored and shown in the dashboard inbox",
    );
    return undefined;
  }
  const host = new URL(opts.url).hostname;
  const mailer = smtpMailer({ url: SMTP_URL, from: MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${host}>` });
  const worker = startOutboxWorker({
    db: opts.db,
    mailer,
    logger: opts.logger,
    domain: host,
    intervalMs: opts.intervalMs,
  });
  const nudge = () => void worker.nudge();
  return {
    worker,
    notifications: CONTACT_TO ? { to: CONTACT_TO, dashboardUrl: `${opts.url}/dashboard`, nudge } : undefined,
    accountMail: outboxAccountMail(opts.db, nudge, opts.url),
  };
}
