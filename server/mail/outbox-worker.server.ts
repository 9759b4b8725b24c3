import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { startPoller } from "../jobs/poller.server.ts";
import type { Mailer } from "./mailer.server.ts";
import { claimDueMails, markFailed, markSent } from "./outbox.server.ts";

/** Sends due outbox mails every `intervalMs`, and at once when nudged (after a new enquiry). */
export function startOutboxWorker(opts: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  domain: string;
  intervalMs?: number;
}) {
  async function runOnce(): Promise<void> {
    for (;;) {
      const batch = await claimDueMails(opts.db);
      if (batch.length === 0) return;
      for (const row of batch) {
        try {
          await opts.mailer.send({
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            replyTo: row.replyTo,
            messageId: `<${row.id}@${opts.domain}>`,
          });
          await markSent(opts.db, row.id);
        } catch (err) {
          opts.logger.warn({ err, mailId: row.id, attempts: row.attempts }, "notification mail not sent; will retry");
          await markFailed(opts.db, row, err instanceof Error ? err.message : String(err));
        }
      }
    }
  }

  const poller = startPoller({
    name: "mail outbox",
    run: runOnce,
    intervalMs: opts.intervalMs ?? 15_000,
    logger: opts.logger,
  });
  return {
    nudge: poller.nudge,
    async stop() {
      await poller.stop();
      opts.mailer.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
