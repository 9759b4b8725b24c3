import { and, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { revisions } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";

// Revision history (docs/product.md#revisions): every create and update of a card, post, case
// study or venture stores a full snapshot, in the write's own transaction, with who made it and
// which fields changed. The newest `keepRevisions` per entity are kept. Each says what made it
// (`kind`): the entity's creation, an update, a restore (of the version saved at `restoredFrom`)
// or a schedule coming due ("publish"; the scheduled-publishing job stores no revision today).

export const REVISION_ENTITY_TYPES = ["portfolio-card", "blog-post", "case-study", "venture"] as const;
export type RevisionEntityType = (typeof REVISION_ENTITY_TYPES)[number];

/** Bookkeeping columns: never "changed", never restored. */
const META_FIELDS = new Set(["id", "createdAt", "updatedAt"]);

export type Snapshot = Record<string, unknown>;

/** The row as the API answers it (dates as ISO strings). */
export const snapshotOf = (row: object): Snapshot => JSON.parse(JSON.stringify(row)) as Snapshot;

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** The fields that differ between two snapshots; for a new entity, the fields it was given. */
export function changedFields(before: Snapshot | null, after: Snapshot): string[] {
  return Object.keys(after).filter(
    (key) =>
      !META_FIELDS.has(key) &&
      (before ? JSON.stringify(before[key]) !== JSON.stringify(after[key]) : !isEmpty(after[key])),
  );
}

export const REVISION_KINDS = ["create", "update", "restore", "publish"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export interface Revision {
  entityId: string;
  snapshot: Snapshot;
  changedFields: string[];
  kind: RevisionKind;
  restoredFrom: Date | null;
}

/**
 * What one write of an entity stores: its new state, the fields that changed, and what made it:
 * "create" without a state before, "restore" when the write context restores a version (`restoredFrom`
 * is when that version was saved), else "update".
 */
export function revisionOf(
  before: object | null,
  after: object & { id: string },
  ctx: Pick<WriteContext, "action" | "restoredFrom"> = {},
): Revision {
  const snapshot = snapshotOf(after);
  const kind: RevisionKind = !before ? "create" : ctx.action === "restore" ? "restore" : "update";
  return {
    entityId: after.id,
    snapshot,
    changedFields: changedFields(before ? snapshotOf(before) : null, snapshot),
    kind,
    restoredFrom: kind === "restore" ? (ctx.restoredFrom ?? null) : null,
  };
}

/**
 * The statement that drops an entity's oldest revisions, keeping the newest `keep`. Run in one
 * statement with a revision's insert (`revisionStatements`), it does not see the new revision: it then
 * keeps `keep - 1`.
 */
const pruneRevisions = (entityType: RevisionEntityType, entityId: string, keep: number): SQL => sql`
  delete from revisions where entity_type = ${entityType} and entity_id = ${entityId} and id not in (
    select id from revisions where entity_type = ${entityType} and entity_id = ${entityId}
    order by created_at desc, id desc limit ${Math.max(0, keep)})`;

const insertRevisions = (tx: Db, ctx: WriteContext, entityType: RevisionEntityType, changes: Revision[]) =>
  tx
    .insert(revisions)
    .values(changes.map((change) => ({ entityType, ...change, actorId: ctx.actor.id, actorEmail: ctx.actor.label })));

/** Stores the revisions of one write (one per entity) and drops each entity's oldest beyond the limit. */
export async function recordRevisions(
  tx: Db,
  ctx: WriteContext,
  entityType: RevisionEntityType,
  changes: Revision[],
): Promise<void> {
  if (changes.length === 0) return;
  await insertRevisions(tx, ctx, entityType, changes);
  const keep = Math.max(1, ctx.keepRevisions);
  for (const { entityId } of changes) await tx.execute(pruneRevisions(entityType, entityId, keep));
}

/** The statements that store one revision and keep the newest `keepRevisions`, for one statement together. */
export function revisionStatements(
  tx: Db,
  ctx: WriteContext,
  entityType: RevisionEntityType,
  change: Revision,
): SQLWrapper[] {
  return [
    insertRevisions(tx, ctx, entityType, [change]),
    pruneRevisions(entityType, change.entityId, Math.max(1, ctx.keepRevisions) - 1),
  ];
}

/** An entity's revisions go with it. */
export const deleteRevisions = (tx: Db, entityType: RevisionEntityType, entityId: string) =>
  tx.delete(revisions).where(and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)));

/**
 * When the version had the entry go live, if it saved it published with a `publishedAt` after the
 * version's own time (it scheduled it): the snapshot's ISO string, else null. Nested CASEs, so that
 * only a string is ever cast (PostgreSQL does not promise the order of an AND's operands).
 */
const scheduledFor = sql<string | null>`case when ${revisions.snapshot} @> '{"isPublished": true}'::jsonb
  and jsonb_typeof(${revisions.snapshot} -> 'publishedAt') = 'string'
  then case when (${revisions.snapshot} ->> 'publishedAt')::timestamptz > ${revisions.createdAt}
  then ${revisions.snapshot} ->> 'publishedAt' end end`;

const SUMMARY = {
  id: revisions.id,
  createdAt: revisions.createdAt,
  actorEmail: revisions.actorEmail,
  changedFields: revisions.changedFields,
  kind: revisions.kind,
  restoredFrom: revisions.restoredFrom,
  scheduledFor,
};

const answer = <T extends { actorEmail: string }>({ actorEmail, ...rest }: T) => ({
  ...rest,
  actor: { email: actorEmail },
});

/** An entity's revisions, newest first, without their snapshots. */
export async function listRevisions(db: Db, entityType: RevisionEntityType, entityId: string) {
  const rows = await db
    .select(SUMMARY)
    .from(revisions)
    .where(and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.createdAt), desc(revisions.id));
  return rows.map(answer);
}

/** One revision with its snapshot, or null when the entity has no such revision. */
export async function getRevision(db: Db, entityType: RevisionEntityType, entityId: string, revisionId: string) {
  const [row] = await db
    .select({ ...SUMMARY, snapshot: revisions.snapshot })
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)))
    .limit(1);
  return row ? answer(row) : null;
}
