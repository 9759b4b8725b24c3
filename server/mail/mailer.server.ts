import type { Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** Stable per outbox row, so a receiver can recognise a repeat after a crash mid-send. */
  messageId: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// or smtps://), with short timeouts so a dead server fails fast. */
export function smtpMailer(opts: { url: string; from: string }): Mailer {
  // nodemailer is loaded with the first mail, not at start-up.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(opts.url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never),
    ));
  return {
    async send(mail) {
      await (
        await connect()
      ).sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo ?? undefined,
        messageId: mail.messageId,
      });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
