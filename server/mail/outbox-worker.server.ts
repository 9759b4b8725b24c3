import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "./mailer.server.ts";
import { claimDueMails, markFailed, markSent } from "./outbox.server.ts";

/**
 * Sends due outbox mails every `intervalMs`, and at once when nudged (after a new enquiry).
 * One run at a time per process; other processes coordinate through row locks.
 */
export function startOutboxWorker(opts: { db: Db; mailer: Mailer; logger: Logger; domain: string; intervalMs?: number }) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

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

  function nudge(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((err) => opts.logger.error({ err }, "outbox run failed"))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void nudge();
        }
      });
    return running;
  }

  const timer = setInterval(() => void nudge(), opts.intervalMs ?? 15_000);
  timer.unref();
  void nudge();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      opts.mailer.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
