import { and, asc, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#db/schema.server.ts";

// The webhook outbox (decision 026). Rows are claimed with SELECT … FOR UPDATE SKIP LOCKED, so
// instances sharing a database send each delivery once; a claim whose process died is taken
// again after CLAIM_LEASE_MS (the receiver sees the same webhook-id and can drop the repeat).
// Failures are retried with growing delays for 24 hours; an endpoint failing for 24 hours is
// turned off.

const HOUR_MS = 60 * 60 * 1000;
export const RETRY_WINDOW_MS = 24 * HOUR_MS;
/** Longer than a send can take (10 s timeout, sends of a batch in parallel). */
export const CLAIM_LEASE_MS = 30_000;
/** After the first try: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, then every 4 h. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, HOUR_MS, 2 * HOUR_MS, 4 * HOUR_MS];
/**
 * LOCK ORDER: a transaction that changes both an endpoint and its deliveries locks the endpoint
 * row first, as deleting an endpoint does (its row, then the cascade to its deliveries). The
 * reverse order deadlocks against an owner deleting the endpoint while a send finishes.
 */
export const DISABLED_AFTER_FAILING = "Turned off after failing for 24 hours.";

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

export type ClaimedDelivery = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

export async function claimDueDeliveries(db: Db, opts: { limit?: number; now?: Date; leaseMs?: number } = {}) {
  const { limit = 10, now = new Date(), leaseMs = CLAIM_LEASE_MS } = opts;
  // What is due is read on the database's clock, which stamped the rows (now(), in microseconds):
  // a JavaScript Date counts whole milliseconds and can be a fraction of one behind it.
  const clock = opts.now ? sql`${opts.now.toISOString()}::timestamptz` : sql`now()`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: webhookDeliveries.id,
        event: webhookDeliveries.event,
        data: webhookDeliveries.data,
        attempts: webhookDeliveries.attempts,
        createdAt: webhookDeliveries.createdAt,
        endpointId: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          or(
            and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, clock)),
            and(
              eq(webhookDeliveries.status, "sending"),
              lt(webhookDeliveries.claimedAt, sql`${clock} - make_interval(secs => ${leaseMs / 1000})`),
            ),
          ),
          // A turned-off endpoint keeps its queue; only the owner's test reaches it.
          or(eq(webhookEndpoints.enabled, true), eq(webhookDeliveries.event, "webhook.test")),
        ),
      )
      .orderBy(asc(webhookDeliveries.createdAt))
      .limit(limit)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(webhookDeliveries)
      .set({ status: "sending", claimedAt: now, attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      );
    return due.map((d) => ({ ...d, attempts: d.attempts + 1 }));
  });
}

export async function markDelivered(
  db: Db,
  delivery: ClaimedDelivery,
  status: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    // Endpoint first, then delivery (see LOCK ORDER above).
    await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, delivery.endpointId));
    await tx
      .update(webhookDeliveries)
      .set({ status: "delivered", deliveredAt: now, responseStatus: status, lastError: null, claimedAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
}

export async function markFailed(
  db: Db,
  delivery: ClaimedDelivery,
  result: { status?: number; error?: string },
  opts: { now?: Date; retryScale?: number } = {},
): Promise<void> {
  const now = opts.now ?? new Date();
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts) * (opts.retryScale ?? 1));
  // A test is tried once: the owner is watching the log for its answer.
  const gaveUp = delivery.event === "webhook.test" || next.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS;
  const failingSince = sql`coalesce(${webhookEndpoints.failingSince}, ${now})`;
  const tooLong = sql`${failingSince} <= ${new Date(now.getTime() - RETRY_WINDOW_MS)}`;
  await db.transaction(async (tx) => {
    // Endpoint first, then delivery (see LOCK ORDER above).
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince,
        enabled: sql`case when ${tooLong} then false else ${webhookEndpoints.enabled} end`,
        disabledReason: sql`case when ${tooLong} then ${DISABLED_AFTER_FAILING} else ${webhookEndpoints.disabledReason} end`,
      })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    await tx
      .update(webhookDeliveries)
      .set({
        status: gaveUp ? "failed" : "pending",
        responseStatus: result.status ?? null,
        lastError: (result.error ?? "Failed").slice(0, 2000),
        nextAttemptAt: next,
        claimedAt: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
}

/** An endpoint's delivery log, newest first (docs/product.md#integrations). */
export function listDeliveries(db: Db, endpointId: string, limit = 100) {
  return db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      createdAt: webhookDeliveries.createdAt,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      responseStatus: webhookDeliveries.responseStatus,
      lastError: webhookDeliveries.lastError,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Finished deliveries older than `days` go (the log is for recent trouble, not an archive). */
export async function purgeOldDeliveries(db: Db, days = 30): Promise<number> {
  const gone = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ["delivered", "failed"]),
        lt(webhookDeliveries.createdAt, new Date(Date.now() - days * 24 * HOUR_MS)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
