import { publicationStatus, type PublicationStatus } from "#core/publication.ts";
import type { AuditAction } from "#core/schemas/audit.ts";
import { sql, type SQLWrapper } from "drizzle-orm";
import { rowsOf, type Db } from "#db/client.server.ts";
import { auditStatement, type AuditEntry, type WriteContext } from "../audit/audit.server.ts";
import { deleteAutosaves } from "./autosaves.server.ts";
import { deleteRevisions, revisionOf, revisionStatements } from "./revisions.server.ts";
import { changes, entryTags, type Tag } from "./dependencies.server.ts";
import { KINDS } from "./kinds.server.ts";
import { referenceStatements } from "../media/references.server.ts";
import {
  contentEvents,
  deliveriesQueued,
  queueEvents,
  type ContentKind,
  type EventRecord,
} from "../webhooks/events.server.ts";

// The one write path (issue 29): every write of content, and every other write staff or the
// scheduler make through server/content and server/jobs, records beside itself, in its own
// transaction, its webhook events, a revision where the kind keeps them, one audit entry, and the
// dependency tags of what visitors see that it changed (decision 036). A change and its records
// commit together. tests/integration/writers-walk.test.ts fails on a writer that bypasses it.

/** What one write records (`recordWrite`). */
export interface WriteRecord {
  events?: EventRecord[];
  /** Further statements of the same WITH (a revision and its pruning, or a deleted entry's history). */
  statements?: SQLWrapper[];
  audit: AuditEntry;
  /** The tags of what visitors see that it changed; none: nothing a visitor sees. */
  tags: Tag[];
}

/**
 * Records a write's events, further statements and audit entry inside its transaction `tx`, in
 * one statement (a WITH of each: one round trip to the database instead of four or five), and
 * declares the tags it changes to the request (or scheduler run) under way.
 */
export async function recordWrite(
  tx: Db,
  ctx: Pick<WriteContext, "actor" | "requestId" | "ip">,
  record: WriteRecord,
): Promise<void> {
  changes(...record.tags);
  const events = record.events ?? [];
  const statements: SQLWrapper[] = [
    ...(events.length ? [queueEvents(events)] : []), // first: its rows are counted below
    ...(record.statements ?? []),
    auditStatement(tx, ctx, record.audit),
  ];
  // getSQL(): a query builder put in a template as it is comes in parentheses of its own.
  const parts = statements.map((statement, i) => sql`${sql.raw(`change_${i}`)} as (${statement.getSQL()})`);
  const queued = events.length ? sql`(select count(*) from change_0)::int` : sql`0`;
  const [row] = rowsOf<{ queued: number }>(
    await tx.execute(sql`with ${sql.join(parts, sql`, `)} select ${queued} as queued`),
  );
  deliveriesQueued(row!.queued);
}

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
  let summary = `${KINDS[kind].label} “${name}”`;
  if (statusOf(after) === "scheduled") summary += `, scheduled for ${after!.publishedAt!.toISOString()}`;
  if (action === "updated" && fields.length) summary += `: ${fields.join(", ")}`;
  return {
    action: override ?? auditAction(action, before, after),
    entityType: KINDS[kind].entityType,
    entityId: entry.id,
    summary,
  };
}

/** Records a content write's events, revision and audit entry inside its transaction `tx` (`recordWrite`). */
export async function recordChange(
  tx: Db,
  ctx: WriteContext,
  kind: ContentKind,
  action: "created" | "updated" | "deleted",
  before: Row | null,
  after: Row | null,
): Promise<void> {
  const { entityType } = KINDS[kind];
  // A draft, a scheduled entry or a hidden card is in no cached answer: its writes empty nothing.
  const tags = seenByVisitors(before) || seenByVisitors(after) ? entryTags(kind, (after ?? before)!.id) : [];
  const live = { was: statusOf(before) === "published", is: statusOf(after) === "published" };
  // The snapshot and its changed fields are made once, for the revision and the audit summary.
  const revision = after ? revisionOf(withoutFlag(before), withoutFlag(after), ctx) : null;
  await recordWrite(tx, ctx, {
    events: contentEvents(kind, action, withoutFlag(before), withoutFlag(after), live),
    statements: [
      ...(revision
        ? revisionStatements(tx, ctx, entityType, revision)
        : // A deleted entry's revisions and everyone's autosaves of it go with it.
          [deleteRevisions(tx, entityType, before!.id), deleteAutosaves(tx, entityType, before!.id)]),
      // The media it shows (decision 058): kept by the one write path, so saves, restores,
      // imports and deletes all keep the library's usages right.
      ...referenceStatements(tx, entityType, (after ?? before)!.id, withoutFlag(after)),
    ],
    audit: auditEntryOf(kind, action, before, after, revision?.changedFields ?? [], ctx.action),
    tags,
  });
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
