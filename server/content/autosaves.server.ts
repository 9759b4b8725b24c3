import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AUTOSAVE_LIST_MAX, AUTOSAVE_TITLE_MAX, type AutosaveEntityType } from "#core/schemas/autosave.ts";
import { blogPostUpdateSchema, type ContentSection } from "#core/schemas/blog-post.ts";
import { caseStudyUpdateSchema } from "#core/schemas/case-study.ts";
import type { Db } from "#db/client.server.ts";
import { autosaves } from "#db/schema.server.ts";
import { ConflictError, NotFoundError } from "../errors.server.ts";
import { PUBLISHABLE_KINDS } from "./kinds.server.ts";
import { sanitizeRichText, sanitizeSections } from "./sanitize.server.ts";

// Editor autosaves (docs/product.md#autosave, decision 043): each person's unsaved work on a post
// or case study, kept beside the entry, never in it. Writing one changes nothing visitors see: no
// revision, no audit entry, no webhook, no emptied cache. A preview link shows the newest
// autosave's checked fields over the entry while it is newer than the entry's last save.

/** Each kind's update rules, which an autosave's fields must pass to show in a preview. */
const UPDATE_SHAPE: Record<AutosaveEntityType, Record<string, z.ZodType>> = {
  "blog-post": blogPostUpdateSchema.shape,
  "case-study": caseStudyUpdateSchema.shape,
};

/** The kind's description (table, label): autosaves are kept for the publishable kinds. */
const entryKind = (entityType: AutosaveEntityType) => PUBLISHABLE_KINDS.find((d) => d.entityType === entityType)!;

/** The HTML of a field as a real save stores it (posts.server.ts, case-studies.server.ts); undefined when nothing is left. */
function sanitizedField(name: string, value: unknown): unknown {
  if (name === "content" && typeof value === "string") return sanitizeRichText(value) || undefined;
  if (name === "contentSections" && Array.isArray(value)) return sanitizeSections(value as ContentSection[]);
  return value;
}

/**
 * The entries of `fields` that pass the entry's update rules one by one, as a save would store
 * them (trimmed, HTML sanitized). Anything else is left out, never an error: the editor's own
 * work is kept in `values` whatever it holds.
 */
export function checkedFields(
  entityType: AutosaveEntityType,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const shape = UPDATE_SHAPE[entityType];
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    // updatedAt is the editor's copy for concurrency, not a field of the entry.
    if (name === "updatedAt" || !Object.hasOwn(shape, name)) continue;
    const parsed = shape[name]!.safeParse(value);
    if (!parsed.success) continue;
    const clean = sanitizedField(name, parsed.data);
    if (clean !== undefined) kept[name] = clean;
  }
  return kept;
}

/** The title the list shows: the checked title, else the editor's, trimmed to 200 characters. */
function titleOf(values: Record<string, unknown>, fields: Record<string, unknown>): string {
  const title = typeof fields.title === "string" ? fields.title : typeof values.title === "string" ? values.title : "";
  return [...title.trim()].slice(0, AUTOSAVE_TITLE_MAX).join("").trim();
}

async function entryExists(db: Db, entityType: AutosaveEntityType, id: string): Promise<boolean> {
  const { table } = entryKind(entityType);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return !!row;
}

export interface AutosaveWrite {
  values: Record<string, unknown>;
  fields: Record<string, unknown>;
  isNew: boolean;
  baseUpdatedAt?: string | null;
}

/**
 * Keeps `userId`'s autosave of the entry `key` (its id, or the editor's own key while `isNew`),
 * replacing their earlier one. The entry must exist unless new; a new one's key must not be an
 * entry's id.
 */
export async function saveAutosave(
  db: Db,
  userId: string,
  entityType: AutosaveEntityType,
  key: string,
  input: AutosaveWrite,
): Promise<{ key: string; savedAt: Date }> {
  const { label: what } = entryKind(entityType);
  const exists = await entryExists(db, entityType, key);
  if (!input.isNew && !exists) throw new NotFoundError(what);
  if (input.isNew && exists)
    throw new ConflictError(
      `This key is the id of an existing ${what.toLowerCase()}: autosave it with "isNew": false, or use a new key.`,
    );
  const fields = checkedFields(entityType, input.fields);
  const row = {
    entityType,
    entryKey: key,
    isNew: input.isNew,
    userId,
    values: input.values,
    fields,
    title: titleOf(input.values, fields),
    baseUpdatedAt: input.baseUpdatedAt ? new Date(input.baseUpdatedAt) : null,
  };
  const [saved] = await db
    .insert(autosaves)
    .values({ ...row, savedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [autosaves.entityType, autosaves.entryKey, autosaves.userId],
      set: {
        isNew: row.isNew,
        values: sql`excluded.values`,
        fields: sql`excluded.fields`,
        title: row.title,
        baseUpdatedAt: row.baseUpdatedAt,
        savedAt: sql`clock_timestamp()`,
      },
    })
    .returning({ savedAt: autosaves.savedAt });
  return { key, savedAt: saved!.savedAt };
}

const ofPerson = (userId: string, entityType: AutosaveEntityType) =>
  and(eq(autosaves.userId, userId), eq(autosaves.entityType, entityType));

/** `userId`'s own autosave of the entry `key`, or null. */
export async function getAutosave(db: Db, userId: string, entityType: AutosaveEntityType, key: string) {
  const [row] = await db
    .select({
      key: autosaves.entryKey,
      isNew: autosaves.isNew,
      values: autosaves.values,
      title: autosaves.title,
      baseUpdatedAt: autosaves.baseUpdatedAt,
      savedAt: autosaves.savedAt,
    })
    .from(autosaves)
    .where(and(ofPerson(userId, entityType), eq(autosaves.entryKey, key)))
    .limit(1);
  return row ?? null;
}

/** `userId`'s autosaves of one collection, newest first, without their values. */
export function listAutosaves(db: Db, userId: string, entityType: AutosaveEntityType) {
  return db
    .select({
      key: autosaves.entryKey,
      isNew: autosaves.isNew,
      title: autosaves.title,
      savedAt: autosaves.savedAt,
      baseUpdatedAt: autosaves.baseUpdatedAt,
    })
    .from(autosaves)
    .where(ofPerson(userId, entityType))
    .orderBy(desc(autosaves.savedAt), desc(autosaves.id))
    .limit(AUTOSAVE_LIST_MAX);
}

/** Drops `userId`'s autosave of the entry `key`, if any. */
export async function deleteAutosave(db: Db, userId: string, entityType: AutosaveEntityType, key: string) {
  await db.delete(autosaves).where(and(ofPerson(userId, entityType), eq(autosaves.entryKey, key)));
}

/** Every autosave of an entry, everyone's: they go with the entry (a statement for the delete's transaction). */
export const deleteAutosaves = (tx: Db, entityType: string, entryKey: string) =>
  tx.delete(autosaves).where(and(eq(autosaves.entityType, entityType), eq(autosaves.entryKey, entryKey)));

/**
 * The checked fields of the entry's newest autosave, anyone's, when it was made after the
 * entry's last save (a save after it wins); else null. What a preview link lays over the entry.
 */
export async function newerAutosaveFields(
  db: Db,
  entityType: AutosaveEntityType,
  id: string,
): Promise<Record<string, unknown> | null> {
  const { table } = entryKind(entityType);
  const [row] = await db
    .select({ fields: autosaves.fields })
    .from(autosaves)
    .where(
      and(
        eq(autosaves.entityType, entityType),
        eq(autosaves.entryKey, id),
        eq(autosaves.isNew, false),
        sql`${autosaves.savedAt} > (select ${table.updatedAt} from ${table} where ${table.id} = ${id})`,
      ),
    )
    .orderBy(desc(autosaves.savedAt))
    .limit(1);
  // Checked again as they are read: the entry's rules may have changed since (dates come back as dates).
  return row ? checkedFields(entityType, row.fields) : null;
}

/**
 * Deletes autosaves untouched for `days` (the retention job): work nobody came back to, above
 * all of new entries that were never created, which nothing else ever removes. Returns how many went.
 */
export async function purgeOldAutosaves(db: Db, days: number): Promise<number> {
  const gone = await db
    .delete(autosaves)
    .where(sql`${autosaves.savedAt} < now() - make_interval(days => ${days})`)
    .returning({ id: autosaves.id });
  return gone.length;
}
