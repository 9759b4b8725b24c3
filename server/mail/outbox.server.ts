import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { mailOutbox } from "#db/schema.server.ts";

// The mail outbox: rows are claimed with SELECT … FOR UPDATE SKIP LOCKED so several instances
// can run the worker without sending a mail twice; a failed send is retried with backoff.

export const MAX_ATTEMPTS = 12;
/** A claim older than this was lost with its process (a crash mid-send): the row is due again. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export async function claimDueMails(db: Db, limit = 10, now = new Date()): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, "sending"), lt(mailOutbox.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS))),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: "sending", claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, row: OutboxRow, error: string, now = new Date()): Promise<void> {
  const gaveUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: gaveUp ? "failed" : "pending",
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
      claimedAt: null,
    })
    .where(eq(mailOutbox.id, row.id));
}

/** Makes every waiting mail due now (used when the mail server is known to be back). */
export async function retryNow(db: Db): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.status, "pending"));
}
