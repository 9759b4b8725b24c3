import { publicationStatus, type PublicationStatus } from "#core/publication.ts";
import type { AuditAction } from "#core/schemas/audit.ts";
import { sql, type SQLWrapper } from "drizzle-orm";
import { rowsOf, type Db } from "#db/client.server.ts";
import { auditStatement, type AuditEntry, type WriteContext } from "../audit/audit.server.ts";
import { deleteAutosaves } from "./autosaves.server.ts";
import { deleteRevisions, revisionOf, revisionStatements, type RevisionEntityType } from "./revisions.server.ts";
import { changes, changesEntry } from "./dependencies.server.ts";
import { contentEvents, deliveriesQueued, queueEvents, type ContentKind } from "../webhooks/events.server.ts";

// What every content write records beside itself, in its own transaction: webhook events, a
// revision (creates and updates) and one audit entry. A change and its records commit together.

export const ENTITY_TYPE: Record<ContentKind, RevisionEntityType> = {
  post: "blog-post",
  "case-study": "case-study",
  "portfolio-card": "portfolio-card",
  venture: "venture",
};

const LABEL: Record<ContentKind, string> = {
  post: "Blog post",
  "case-study": "Case study",
  "portfolio-card": "Portfolio card",
  venture: "Venture",
};

type Row = {
  id: string;
  title?: string;
  name?: string;
  isPublished?: boolean;
  publishedAt?: Date | null;
  /** Posts and case studies: the stored visibility (migration 0009), read and returned by the write. */
  isLive?: boolean;
  /** Posts and case studies: whether it was ever live (migration 0011), for the slug's redirect. */
  wasLive?: boolean;
  /** Cards: hidden ones are shown to nobody but staff. */
  isActive?: boolean;
};

/** Whether visitors may see the row: then its writes change cached answers (decision 036). */
function seenByVisitors(row: Row | null): boolean {
  if (!row) return false;
  const status = statusOf(row);
  return status === null ? row.isActive !== false : status === "published";
}

/** Draft, scheduled or published; null for kinds without publication. The stored flag wins over the clock. */
function statusOf(row: Row | null): PublicationStatus | null {
  if (!row || row.isPublished === undefined) return null;
  if (row.isLive !== undefined) return !row.isPublished ? "draft" : row.isLive ? "published" : "scheduled";
  return publicationStatus({ isPublished: row.isPublished, publishedAt: row.publishedAt ?? null });
}

/** The row as the API answers it and revisions keep it: without the stored flags. */
const withoutFlag = <T extends Row | null>(row: T): T => {
  if (!row || row.isLive === undefined) return row;
  const { isLive: _isLive, wasLive: _wasLive, ...rest } = row;
  return rest as T;
};

/** The audit action of a write: publication changes of posts and case studies are named as such. */
function auditAction(action: "created" | "updated" | "deleted", before: Row | null, after: Row | null): AuditAction {
  if (action === "deleted") return "delete";
  const was = statusOf(before) ?? "draft";
  const is = statusOf(after);
  if (action === "updated" && is !== null) {
    if (is === "scheduled" && (was !== "scheduled" || before?.publishedAt?.getTime() !== after?.publishedAt?.getTime()))
      return "schedule";
    if (is === "published" && was !== "published") return "publish";
    if (is === "draft" && was !== "draft") return "unpublish";
  }
  return action === "created" ? "create" : "update";
}

export function auditEntryOf(
  kind: ContentKind,
  action: "created" | "updated" | "deleted",
  before: Row | null,
  after: Row | null,
  /** The fields the write changed (updates). */
  fields: string[],
  override?: AuditAction,
): AuditEntry {
  const entry = (after ?? before)!;
  const name = entry.title ?? entry.name ?? entry.id;
  let summary = `${LABEL[kind]} “${name}”`;
  if (statusOf(after) === "scheduled") summary += `, scheduled for ${after!.publishedAt!.toISOString()}`;
  if (action === "updated" && fields.length) summary += `: ${fields.join(", ")}`;
  return {
    action: override ?? auditAction(action, before, after),
    entityType: ENTITY_TYPE[kind],
    entityId: entry.id,
    summary,
  };
}

/**
 * Records a content write's events, revision and audit entry inside its transaction `tx`, in one
 * statement (a WITH of each: one round trip to the database instead of four or five).
 */
export async function recordChange(
  tx: Db,
  ctx: WriteContext,
  kind: ContentKind,
  action: "created" | "updated" | "deleted",
  before: Row | null,
  after: Row | null,
): Promise<void> {
  // A draft, a scheduled entry or a hidden card is in no cached answer: its writes empty nothing.
  if (seenByVisitors(before) || seenByVisitors(after)) changesEntry(kind, (after ?? before)!.id);
  else changes();
  const live = { was: statusOf(before) === "published", is: statusOf(after) === "published" };
  const events = contentEvents(kind, action, withoutFlag(before), withoutFlag(after), live);
  // The snapshot and its changed fields are made once, for the revision and the audit summary.
  const revision = after ? revisionOf(withoutFlag(before), withoutFlag(after), ctx) : null;
  const statements: SQLWrapper[] = [
    queueEvents(events), // first: its rows are counted below
    ...(revision
      ? revisionStatements(tx, ctx, ENTITY_TYPE[kind], revision)
      : // A deleted entry's revisions and everyone's autosaves of it go with it.
        [deleteRevisions(tx, ENTITY_TYPE[kind], before!.id), deleteAutosaves(tx, ENTITY_TYPE[kind], before!.id)]),
    auditStatement(tx, ctx, auditEntryOf(kind, action, before, after, revision?.changedFields ?? [], ctx.action)),
  ];
  // getSQL(): a query builder put in a template as it is comes in parentheses of its own.
  const parts = statements.map((statement, i) => sql`${sql.raw(`change_${i}`)} as (${statement.getSQL()})`);
  const [row] = rowsOf<{ queued: number }>(
    await tx.execute(sql`with ${sql.join(parts, sql`, `)} select (select count(*) from change_0)::int as queued`),
  );
  deliveriesQueued(row!.queued);
}

/**
 * A content write and its records in one transaction; `write` returns the row before and after,
 * or says that it changed nothing (then nothing is recorded and no cached answer is emptied).
 */
export function writeContent<T extends Row>(
  db: Db,
  ctx: WriteContext,
  kind: ContentKind,
  action: "created" | "updated" | "deleted",
  write: (tx: Db) => Promise<{ before: T | null; after: T | null; unchanged?: boolean }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { before, after, unchanged } = await write(tx as unknown as Db);
    if (unchanged) changes();
    else await recordChange(tx as unknown as Db, ctx, kind, action, before, after);
    return withoutFlag(after ?? before)!;
  });
}
