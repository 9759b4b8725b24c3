import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { csvDocument } from "#core/csv.ts";
import type { AuditAction, AuditQuery } from "#core/schemas/audit.ts";
import type { Db } from "#db/client.server.ts";
import { auditLog } from "#db/schema.server.ts";
import { deleteInBatches } from "../content/batched-delete.server.ts";
import { keyset } from "../content/keyset.server.ts";

// The audit log (docs/product.md#audit-log): who changed what, when and from where. Each
// state-changing call records one entry, in the transaction of the change where there is one,
// so that an entry exists exactly when its change committed.

/** Who is acting: a signed-in person or API token, a visitor, or the server itself. */
export interface Actor {
  id: string | null;
  /** The person's email (an API token's name), or "visitor" / "system". */
  label: string;
}

/** What a write needs to know about its request: for the audit log and for revisions. */
export interface WriteContext {
  actor: Actor;
  requestId?: string;
  ip?: string;
  /** Revisions kept per entity (REVISIONS_KEEP); the oldest beyond it are dropped. */
  keepRevisions: number;
  /** Overrides the action recorded for a content write (e.g. restore). */
  action?: AuditAction;
  /** A restore: when the version it brings back was saved (the revision it stores says so). */
  restoredFrom?: Date;
}

export const DEFAULT_KEEP_REVISIONS = 100;

export const SYSTEM: Actor = { id: null, label: "system" };
export const VISITOR: Actor = { id: null, label: "visitor" };

/** A write by the server itself (sample content, scheduled publishing). */
export const systemContext = (keepRevisions = DEFAULT_KEEP_REVISIONS): WriteContext => ({
  actor: SYSTEM,
  keepRevisions,
});

export interface AuditEntry {
  action: AuditAction;
  entityType?: string;
  entityId?: string;
  summary: string;
}

const SUMMARY_MAX = 500;

/** Records one entry; pass the write's transaction so that both commit or neither. */
export async function recordAudit(db: Db, ctx: Pick<WriteContext, "actor" | "requestId" | "ip">, entry: AuditEntry) {
  await auditStatement(db, ctx, entry);
}

/** The insert of one entry, to run on its own (`recordAudit`) or in one statement with its change's other records. */
export function auditStatement(db: Db, ctx: Pick<WriteContext, "actor" | "requestId" | "ip">, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: ctx.actor.id,
    actor: ctx.actor.label,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    summary: entry.summary.length > SUMMARY_MAX ? `${entry.summary.slice(0, SUMMARY_MAX - 1)}…` : entry.summary,
    requestId: ctx.requestId ?? null,
    ip: ctx.ip ?? null,
  });
}

/** A change and its audit entry in one transaction. */
export function withAudit<T>(
  db: Db,
  ctx: WriteContext,
  write: (tx: Db) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx as unknown as Db);
    await recordAudit(tx as unknown as Db, ctx, entry(result));
    return result;
  });
}

const ORDER = keyset([
  { expr: auditLog.at, dir: "desc", type: "timestamptz" },
  { expr: auditLog.id, dir: "desc", type: "uuid" },
]);

function matching(query: AuditQuery): SQL | undefined {
  return and(
    query.actor === undefined ? undefined : eq(auditLog.actor, query.actor),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.entityType === undefined ? undefined : eq(auditLog.entityType, query.entityType),
    query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
    query.from === undefined ? undefined : gte(auditLog.at, query.from),
    // Inclusive to the millisecond: times are stored in microseconds but answered in milliseconds,
    // so an entry's own `at` given as `to` must still match it.
    query.to === undefined ? undefined : lt(auditLog.at, new Date(query.to.getTime() + 1)),
  );
}

const COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  actor: auditLog.actor,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  summary: auditLog.summary,
  requestId: auditLog.requestId,
  ip: auditLog.ip,
};

/** A page of entries, newest first, and the cursor of the next page. */
export async function pageAudit(db: Db, query: AuditQuery & { limit: number; cursor?: string }) {
  const rows = await db
    .select({ ...COLUMNS, cursor: ORDER.cursor })
    .from(auditLog)
    .where(and(matching(query), ORDER.after(query.cursor)))
    .orderBy(...ORDER.orderBy)
    .limit(query.limit + 1);
  const page = ORDER.page(rows, query.limit);
  return { items: page.items, nextCursor: page.nextCursor };
}

/** At most this many entries go into one CSV export (the newest). */
export const AUDIT_CSV_MAX = 50_000;

export async function auditCsv(db: Db, query: AuditQuery): Promise<string> {
  const rows = await db
    .select(COLUMNS)
    .from(auditLog)
    .where(matching(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_CSV_MAX);
  return csvDocument(
    ["Time", "Actor", "Action", "Entity type", "Entity id", "Summary", "Request id", "Client address"],
    rows.map((r) => [r.at, r.actor, r.action, r.entityType, r.entityId, r.summary, r.requestId, r.ip]),
  );
}

/** Deletes entries older than `days` (AUDIT_RETENTION_DAYS; 0 keeps them), in batches. */
export async function purgeOldAuditEntries(db: Db, days: number, batchSize = 1000): Promise<number> {
  if (days <= 0) return 0;
  return deleteInBatches(
    db,
    sql`
      DELETE FROM audit_log WHERE id IN (
        SELECT id FROM audit_log WHERE at < now() - make_interval(days => ${days})
        ORDER BY at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
      ) RETURNING id`,
    batchSize,
  );
}
