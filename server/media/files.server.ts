import { and, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import { OBJECT_PATH_PREFIX, UPLOAD_URL_TTL_SECONDS } from "#core/uploads.ts";
import type { Db } from "#db/client.server.ts";
import { mediaItems, mediaReferences } from "#db/schema.server.ts";
import { systemContext, type WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { entryTags, type Tag } from "../content/dependencies.server.ts";
import { KINDS } from "../content/kinds.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import type { VariantCache } from "../storage/variants.server.ts";
import type { ContentKind } from "../webhooks/events.server.ts";
import { probeUpload, type Probed } from "./probe.server.ts";

// Stored files becoming media items, and replacements (issue 30 items 1 and 3, decision 058).
// A granted upload is a pending item; it is ready once its bytes are seen: at once on the local
// driver (it receives the PUT), and for S3 (the browser PUTs to the store) the next time the
// library is read. A replacement's bytes go under a new key; the item and every entry that
// shows it move to the new address in one transaction, and the old bytes and variants go, so
// no browser or page cache can keep showing the old file under an address that stayed.

export interface MediaFiles {
  db: Db;
  storage: ObjectStorage;
  variants: VariantCache;
  /** Empties the cached pages of these tags on every instance (content-changes.server.ts). */
  publishChange?: (tags: Iterable<Tag>) => Promise<void>;
}

export const urlOfKey = (key: string) => `${OBJECT_PATH_PREFIX}${key}`;

/** A granted upload: a pending item until its bytes arrive (`fileStored`). */
export async function recordGrantedUpload(db: Db, key: string, mime: string, bytes: number): Promise<void> {
  await db
    .insert(mediaItems)
    .values({ url: urlOfKey(key), key, status: "pending", mime, bytes })
    .onConflictDoNothing();
}

/**
 * A file the server stored itself (an import's copy of an image, decision 057): an item at once.
 * `probed` is the description `probeUpload` gave before the bytes were stored.
 */
export async function recordServerFile(db: Db, key: string, probed: Probed): Promise<void> {
  const { type, mime, bytes, width, height } = probed;
  await db
    .insert(mediaItems)
    .values({ url: urlOfKey(key), key, mime, type, bytes, width, height })
    .onConflictDoNothing();
}

/** The bytes at `key` arrived: the pending item (or the replacement waiting for them) takes them. */
export async function fileStored(files: MediaFiles, key: string): Promise<void> {
  const { db, storage } = files;
  const [item] = await db
    .select()
    .from(mediaItems)
    .where(or(eq(mediaItems.key, key), eq(mediaItems.replacementKey, key)));
  const bytes = await storage.readAll(key);
  if (!bytes) return;
  let probed;
  try {
    probed = await probeUpload(bytes);
  } catch (err) {
    // Refused after the fact (a decompression bomb): nothing of it stays.
    await storage.remove(key);
    if (item?.key === key && item.status === "pending") await db.delete(mediaItems).where(eq(mediaItems.id, item.id));
    if (item?.replacementKey === key)
      await db.update(mediaItems).set({ replacementKey: null }).where(eq(mediaItems.id, item.id));
    throw err;
  }
  const { type, mime, width, height } = probed;
  if (!item) {
    // Granted before the library existed: the item is made now.
    await db
      .insert(mediaItems)
      .values({ url: urlOfKey(key), key, mime, type, bytes: bytes.length, width, height })
      .onConflictDoNothing();
    return;
  }
  if (item.key === key) {
    await db
      .update(mediaItems)
      .set({ status: "ready", mime, type, bytes: bytes.length, width, height })
      .where(eq(mediaItems.id, item.id));
    return;
  }
  await swapInReplacement(files, item.id, key, { mime, type, bytes: bytes.length, width, height });
}

type Stored = { mime: string; type: "image" | "video"; bytes: number; width: number | null; height: number | null };

/** Every text, text[] and jsonb column of a kind's table, with `from` replaced by `to`. */
function rewrites(kind: ContentKind, from: string, to: string): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [field, column] of Object.entries(getTableColumns(KINDS[kind].table))) {
    if (column.columnType === "PgText") set[field] = sql`replace(${column}, ${from}, ${to})`;
    else if (column.columnType === "PgArray")
      set[field] =
        sql`array(select replace(x, ${from}, ${to}) from unnest(${column}) with ordinality u(x, n) order by n)`;
    else if (column.columnType === "PgJsonb") set[field] = sql`replace(${column}::text, ${from}, ${to})::jsonb`;
  }
  return set;
}

const KIND_OF_ENTITY: Record<string, ContentKind> = Object.fromEntries(
  Object.values(KINDS).map((d) => [d.entityType, d.kind]),
);

type Reference = { entityType: string; entityId: string };

/** The cache tags of the pages that show an item, from its references: each entry and its kind's lists. */
export const pageTagsOf = (refs: readonly Reference[]): Tag[] =>
  refs.flatMap((ref) => {
    const kind = KIND_OF_ENTITY[ref.entityType];
    return kind ? entryTags(kind, ref.entityId) : [];
  });

/** The references to any of `urls` (an item's address and the ones it had before a replacement). */
export function referencesTo(db: Db, urls: string[]): Promise<Reference[]> {
  return db
    .selectDistinct({ entityType: mediaReferences.entityType, entityId: mediaReferences.entityId })
    .from(mediaReferences)
    .where(inArray(mediaReferences.url, urls));
}

/**
 * The replacement's bytes are in: the item, its references and every entry showing it move to
 * the new address (the entries' `updatedAt` too, so an editor open on the old version is told);
 * then the old bytes and variants go and the cached pages showing it are emptied everywhere.
 */
async function swapInReplacement(files: MediaFiles, id: string, newKey: string, stored: Stored, ctx?: WriteContext) {
  const { db } = files;
  const result = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
    if (!item || item.replacementKey !== newKey) return null;
    const from = item.url;
    const to = urlOfKey(newKey);
    const refs = await referencesTo(tx as unknown as Db, [from]);
    for (const ref of refs) {
      const kind = KIND_OF_ENTITY[ref.entityType];
      if (!kind) continue;
      const table = KINDS[kind].table;
      // Drizzle stamps updatedAt ($onUpdate): an editor open on the old version is told (409).
      await tx
        .update(table)
        .set(rewrites(kind, from, to) as never)
        .where(eq(table.id, ref.entityId));
    }
    const tags = pageTagsOf(refs);
    await tx.update(mediaReferences).set({ url: to }).where(eq(mediaReferences.url, from));
    await tx
      .update(mediaItems)
      .set({
        ...stored,
        url: to,
        key: newKey,
        replacementKey: null,
        replacementMime: null,
        previousUrls: sql`array_append(${mediaItems.previousUrls}, ${from})`,
      })
      .where(eq(mediaItems.id, id));
    await recordWrite(tx as unknown as Db, ctx ?? systemContext(), {
      audit: {
        action: "media.replace",
        entityType: "media",
        entityId: id,
        summary: `Media ${from} replaced by ${to}, shown by ${refs.length} ${refs.length === 1 ? "entry" : "entries"}`,
      },
      tags,
    });
    return { oldKey: item.key, tags };
  });
  if (!result) return;
  if (result.oldKey) await removeStored(files, [result.oldKey]);
  if (result.tags.length) await files.publishChange?.(result.tags);
}

/** Deletes stored bytes and their variants (after the row's change committed). */
export async function removeStored(files: Pick<MediaFiles, "storage" | "variants">, keys: string[]): Promise<void> {
  for (const key of keys) {
    await files.storage.remove(key);
    await files.variants.remove(key);
  }
}

/** A replacement upload: the key its bytes go to, remembered on the item. */
export async function startReplacement(db: Db, id: string, key: string, mime: string): Promise<boolean> {
  const [row] = await db
    .update(mediaItems)
    .set({ replacementKey: key, replacementMime: mime })
    .where(and(eq(mediaItems.id, id), eq(mediaItems.status, "ready")))
    .returning({ id: mediaItems.id });
  return !!row;
}

/**
 * Uploads that went straight to the store (S3): pending items and replacements whose bytes are
 * now there become ready; ones whose address expired unused are dropped. Cheap when none wait.
 */
export async function settlePending(files: MediaFiles): Promise<void> {
  const { db, storage } = files;
  const waiting = await db
    .select({
      id: mediaItems.id,
      key: mediaItems.key,
      status: mediaItems.status,
      replacementKey: mediaItems.replacementKey,
      updatedAt: mediaItems.updatedAt,
    })
    .from(mediaItems)
    .where(or(eq(mediaItems.status, "pending"), sql`${mediaItems.replacementKey} is not null`))
    .limit(100);
  const expired = Date.now() - (UPLOAD_URL_TTL_SECONDS + 60) * 1000;
  for (const item of waiting) {
    const key = item.status === "pending" ? item.key! : item.replacementKey!;
    try {
      if (await storage.readStart(key)) await fileStored(files, key);
      else if (item.updatedAt.getTime() < expired) {
        if (item.status === "pending") await db.delete(mediaItems).where(eq(mediaItems.id, item.id));
        else await db.update(mediaItems).set({ replacementKey: null }).where(eq(mediaItems.id, item.id));
      }
    } catch {
      // A refused file was removed by fileStored; the others are tried again next time.
    }
  }
}

/** Where the bytes of a replaced address now are: the item's address, or null. */
export async function movedTo(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ url: mediaItems.url })
    .from(mediaItems)
    .where(sql`${mediaItems.previousUrls} @> array[${urlOfKey(key)}]::text[]`)
    .limit(1);
  return row?.url ?? null;
}
