import { AsyncLocalStorage } from "node:async_hooks";
import { sql, type SQL } from "drizzle-orm";
import type { WebhookEvent } from "#core/schemas/webhook.ts";
import { publicationStatus } from "#core/publication.ts";
import { rowsOf, type Db } from "#db/client.server.ts";
import { KINDS } from "../content/kinds.server.ts";

// Webhook events are written to the outbox (webhook_deliveries) by the transaction that makes
// the change they report, one row per subscribed endpoint: a change and its event commit or
// roll back together, and a crash after the commit loses nothing (the worker sends later).

export interface EventRecord {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

export type ContentKind = "post" | "case-study" | "portfolio-card" | "venture";
type Action = "created" | "updated" | "deleted";

interface Entry {
  id: string;
  slug?: string;
  title?: string;
  name?: string;
  isPublished?: boolean;
  publishedAt?: Date | null;
}

/** Visitors see it: published, and its publication instant has come (a scheduled entry is not live). */
const isLive = (entry: Entry | null) =>
  entry?.isPublished === true &&
  publicationStatus({ isPublished: true, publishedAt: entry.publishedAt ?? null }) === "published";

/** What receivers get about an entry: enough to link to it and show it (url is added when sent). */
function summary(kind: ContentKind, entry: Entry) {
  const base = KINDS[kind].publicPath;
  return {
    kind,
    id: entry.id,
    ...(entry.slug !== undefined && { slug: entry.slug }),
    ...((entry.title ?? entry.name) !== undefined && { title: entry.title ?? entry.name }),
    ...(entry.publishedAt !== undefined && { publishedAt: entry.publishedAt?.toISOString() ?? null }),
    ...(base && entry.slug && isLive(entry) && { path: base + entry.slug }),
  };
}

/**
 * The events of one write: content.changed always, and publication changes of posts and case
 * studies. `live` overrides whether the entry was and is visible (scheduled publishing).
 */
export function contentEvents(
  kind: ContentKind,
  action: Action,
  before: Entry | null,
  after: Entry | null,
  live: { was: boolean; is: boolean } = { was: isLive(before), is: isLive(after) },
): EventRecord[] {
  const entry = (after ?? before)!;
  const events: EventRecord[] = [{ type: "content.changed", data: { ...summary(kind, entry), action } }];
  if (kind !== "post" && kind !== "case-study") return events;
  if (!live.was && live.is) events.push({ type: `${kind}.published`, data: summary(kind, after!) });
  if (live.was && !live.is && after) events.push({ type: `${kind}.unpublished`, data: summary(kind, after) });
  if (kind === "post" && action === "deleted")
    events.push({ type: "post.deleted", data: summary(kind, { ...entry, isPublished: false }) });
  return events;
}

/**
 * The statement that queues each event for every enabled endpoint that asked for it, returning
 * one row per delivery queued: one statement for all the events of a write.
 */
export function queueEvents(events: EventRecord[]): SQL {
  return sql`
    insert into webhook_deliveries (endpoint_id, event, data)
    select endpoint.id, event.type, event.data
    from webhook_endpoints endpoint
    cross join jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as event(type text, data jsonb)
    where endpoint.enabled and event.type = any(endpoint.events)
    returning webhook_deliveries.id`;
}

// Whether a write request queued any delivery: the worker is woken after it only then.
const queueing = new AsyncLocalStorage<{ queued: boolean }>();

/** Runs `fn` (a write request's handling); the function returned tells whether it queued a delivery. */
export function notingQueued(fn: () => void): () => boolean {
  const state = { queued: false };
  queueing.run(state, fn);
  return () => state.queued;
}

/** Tells the request under way that its transaction queued `count` deliveries. */
export function deliveriesQueued(count: number): void {
  const state = queueing.getStore();
  if (state && count > 0) state.queued = true;
}

/** Queues each event for every enabled endpoint that asked for it, inside the caller's transaction. */
export async function recordEvents(tx: Db, events: EventRecord[]): Promise<void> {
  if (events.length === 0) return;
  deliveriesQueued(rowsOf(await tx.execute(queueEvents(events))).length);
}

/** A write and its events in one transaction. */
export function withEvents<T>(db: Db, write: (tx: Db) => Promise<T>, events: (result: T) => EventRecord[]): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx as unknown as Db);
    await recordEvents(tx as unknown as Db, events(result));
    return result;
  });
}
