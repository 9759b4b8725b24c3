import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { startPoller } from "../jobs/poller.server.ts";
import { claimDueDeliveries, markDelivered, markFailed, type ClaimedDelivery } from "./deliveries.server.ts";
import { sendWebhook } from "./send.server.ts";
import { notingQueued } from "./events.server.ts";

// Sends due webhook deliveries: at once when nudged (after a write under /api that queued one),
// and every few seconds for retries and for events queued by other instances.

export interface WebhookWorkerOptions {
  db: Db;
  logger: Logger;
  /** The site's origin: events that name a page get its full address. */
  origin: string;
  allowPrivateNetworks: boolean;
  intervalMs?: number;
  /** Multiplies the retry delays (tests use a small one). */
  retryScale?: number;
  timeoutMs?: number;
  /** How long a claim stays another process's (tests shorten it with the timeout). */
  claimLeaseMs?: number;
}

/** The JSON body of a delivery: the same bytes on every attempt (docs/product.md#integrations). */
export function deliveryBody(delivery: Pick<ClaimedDelivery, "event" | "data" | "createdAt">, origin: string): string {
  const { path, ...data } = delivery.data as { path?: string } & Record<string, unknown>;
  return JSON.stringify({
    type: delivery.event,
    timestamp: delivery.createdAt.toISOString(),
    data: typeof path === "string" ? { ...data, url: origin + path } : data,
  });
}

/** webhook-id: stable per delivery, so a receiver can drop a repeat. */
export const messageId = (deliveryId: string) => `msg_${deliveryId.replace(/-/g, "")}`;

export function startWebhookWorker(opts: WebhookWorkerOptions) {
  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const result = await sendWebhook({
      url: delivery.url,
      secret: delivery.secret,
      messageId: messageId(delivery.id),
      body: deliveryBody(delivery, opts.origin),
      allowPrivateNetworks: opts.allowPrivateNetworks,
      timeoutMs: opts.timeoutMs,
    });
    if (result.ok) return markDelivered(opts.db, delivery, result.status!);
    opts.logger.warn(
      { deliveryId: delivery.id, event: delivery.event, attempts: delivery.attempts, error: result.error },
      "webhook not delivered",
    );
    await markFailed(opts.db, delivery, result, { retryScale: opts.retryScale });
  }

  async function runOnce(): Promise<void> {
    for (;;) {
      const batch = await claimDueDeliveries(opts.db, { leaseMs: opts.claimLeaseMs });
      if (batch.length === 0) return;
      // In parallel: one slow receiver must not hold back the others past the claim lease.
      await Promise.all(batch.map(deliver));
    }
  }

  return startPoller({
    name: "webhook outbox",
    run: runOnce,
    intervalMs: opts.intervalMs ?? 5_000,
    logger: opts.logger,
  });
}

export type WebhookWorker = ReturnType<typeof startWebhookWorker>;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Mounted on /api: a write that succeeded and queued deliveries wakes the worker, which looks now. */
export function nudgeAfterWrites(nudge: () => void): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const queued = notingQueued(next);
    res.once("finish", () => res.statusCode < 400 && queued() && nudge());
  };
}
