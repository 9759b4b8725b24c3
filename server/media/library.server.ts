import { and, eq, inArray, like, sql, type SQL } from "drizzle-orm";
import type { MediaItemJson } from "#core/media-item.ts";
import type { MediaUpdate } from "#core/schemas/media.ts";
import { rowsOf, type Db } from "#db/client.server.ts";
import { mediaItems, type MediaItem } from "#db/schema.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { keyset, type Page, type PageRequest } from "../content/keyset.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { ConflictError, NotFoundError } from "../errors.server.ts";
import { pageTagsOf, referencesTo } from "./files.server.ts";

// The media library's reads and edits (DESIGN §3d, issue 30, decision 058). An item's usages
// are the entries whose stored references (media_references, kept by the content write path)
// name its address or one it had before a replacement.

export type UsageType = "blog-post" | "case-study" | "portfolio-card" | "venture";
export interface Usage {
  type: UsageType;
  id: string;
  title: string;
}

/** The API's item (core/media-item.ts) before JSON turns its date into a string. */
export type MediaAnswer = Omit<MediaItemJson, "createdAt"> & { createdAt: Date };

const ORDER = keyset([
  { expr: mediaItems.createdAt, dir: "desc", type: "timestamptz" },
  { expr: mediaItems.id, dir: "desc", type: "uuid" },
]);

// The references that point at the item of the row in scope: to its address, or to one it had
// before a replacement. Index lookups (media_references_url_idx), the second only for replaced
// items: an OR in one condition, or `= any()` of an empty list, would read the whole table for
// every item, and a UNION costs a sort per item. The outer columns are named with their table:
// Drizzle writes a one-table select's columns unqualified, which the subquery would take as its own.
const entriesShowingItem = sql`select r.entity_type, r.entity_id from media_references r where r.url = media_items.url
  union select r.entity_type, r.entity_id from media_references r where r.url = any(media_items.previous_urls)`;
// One address: its references are one per entry already (the primary key), so a plain count.
const usedBy = sql<number>`(case when cardinality(media_items.previous_urls) = 0
  then (select count(*) from media_references r where r.url = media_items.url)
  else (select count(*) from (${entriesShowingItem}) u) end)::int`;
const unusedItem = sql`not exists (select 1 from media_references r where r.url = media_items.url)
  and (cardinality(media_items.previous_urls) = 0
    or not exists (select 1 from media_references r where r.url = any(media_items.previous_urls)))`;

const COLUMNS = {
  id: mediaItems.id,
  url: mediaItems.url,
  type: mediaItems.type,
  mime: mediaItems.mime,
  bytes: mediaItems.bytes,
  width: mediaItems.width,
  height: mediaItems.height,
  title: mediaItems.title,
  alt: mediaItems.alt,
  tags: mediaItems.tags,
  focalX: mediaItems.focalX,
  focalY: mediaItems.focalY,
  createdAt: mediaItems.createdAt,
  usedBy,
};

type Selected = { focalX: number | null; focalY: number | null } & Omit<MediaAnswer, "focalPoint">;

const answer = ({ focalX, focalY, ...rest }: Selected): MediaAnswer => ({
  ...rest,
  focalPoint: focalX === null || focalY === null ? null : { x: focalX, y: focalY },
});

export interface MediaFilter {
  q?: string;
  type?: "image" | "video";
  tag?: string;
  unused?: boolean;
  /** Only the items at these addresses. */
  urls?: string[];
}

/** `%`, `_` and `\` are literal in a search. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: MediaFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    eq(mediaItems.status, "ready"),
    q ? like(mediaItems.searchText, likeOf(q.toLowerCase())) : undefined,
    filter.type ? eq(mediaItems.type, filter.type) : undefined,
    filter.tag ? sql`${mediaItems.tags} @> array[${filter.tag}]::text[]` : undefined,
    filter.unused ? unusedItem : undefined,
    filter.urls ? (filter.urls.length ? inArray(mediaItems.url, filter.urls) : sql`false`) : undefined,
  );
}

/** Newest first; a page after `cursor` when asked (keyset, decision 028). */
export async function listMedia(db: Db, filter: MediaFilter, page?: PageRequest): Promise<Page<MediaAnswer>> {
  if (!page) {
    const rows = await db
      .select(COLUMNS)
      .from(mediaItems)
      .where(where(filter))
      .orderBy(...ORDER.orderBy);
    return { items: rows.map(answer), nextCursor: null };
  }
  const { items, nextCursor } = await readPage(db, filter, page, false);
  return { items, nextCursor };
}

/**
 * A page and how many items the search and filters keep (its `X-Total-Count`, the tab's count).
 * A search by substring reads every row whatever the page, so on its first page the count comes
 * with the page, from the same scan (`count(*) over ()`), instead of from a second one.
 */
export async function listMediaCounted(
  db: Db,
  filter: MediaFilter,
  page: PageRequest,
): Promise<Page<MediaAnswer> & { total: number }> {
  if (!filter.q?.trim() || page.cursor !== undefined) {
    const [list, total] = await Promise.all([listMedia(db, filter, page), countMedia(db, filter)]);
    return { ...list, total };
  }
  return readPage(db, filter, page, true);
}

/** A keyset page, newest first; `counted`: with the count of every row the filters keep, from the same scan. */
async function readPage(
  db: Db,
  filter: MediaFilter,
  page: PageRequest,
  counted: boolean,
): Promise<Page<MediaAnswer> & { total: number }> {
  const total = counted ? sql<number>`(count(*) over ())::int` : sql<number>`0`;
  const rows = await db
    .select({ ...COLUMNS, cursor: ORDER.cursor, total })
    .from(mediaItems)
    .where(and(where(filter), ORDER.after(page.cursor)))
    .orderBy(...ORDER.orderBy)
    .limit(page.limit + 1);
  const { items, nextCursor } = ORDER.page(rows, page.limit);
  return { items: items.map(({ total: _total, ...item }) => answer(item)), nextCursor, total: rows[0]?.total ?? 0 };
}

async function countMedia(db: Db, filter: MediaFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mediaItems)
    .where(where(filter));
  return row?.n ?? 0;
}

/** The entries that show the item (its address now or before a replacement). */
export async function usagesOf(db: Db, item: Pick<MediaItem, "url" | "previousUrls">): Promise<Usage[]> {
  const urls = [item.url, ...item.previousUrls];
  const result = await db.execute(sql`
    select distinct r.entity_type as type, r.entity_id as id,
      coalesce(p.title, c.title, pc.name, v.name, '') as title
    from media_references r
    left join blog_posts p on r.entity_type = 'blog-post' and p.id = r.entity_id
    left join case_studies c on r.entity_type = 'case-study' and c.id = r.entity_id
    left join portfolio_cards pc on r.entity_type = 'portfolio-card' and pc.id = r.entity_id
    left join ventures v on r.entity_type = 'venture' and v.id = r.entity_id
    where r.url in (${sql.join(
      urls.map((u) => sql`${u}`),
      sql`, `,
    )})
    order by 1, 3, 2`);
  return rowsOf<Usage>(result);
}

export async function getMediaRow(db: Db, id: string): Promise<MediaItem> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, id), eq(mediaItems.status, "ready")));
  if (!row) throw new NotFoundError("Media item");
  return row;
}

export async function getMedia(db: Db, id: string): Promise<MediaAnswer & { usages: Usage[] }> {
  const [row] = await db
    .select(COLUMNS)
    .from(mediaItems)
    .where(and(eq(mediaItems.id, id), eq(mediaItems.status, "ready")));
  if (!row) throw new NotFoundError("Media item");
  const stored = await getMediaRow(db, id);
  return { ...answer(row), usages: await usagesOf(db, stored) };
}

/**
 * Title, alt text, tags and focal point: the library's own fields, no entry changes. A new focal
 * point moves the crop on every page showing the item, so those pages (the entries' tags, as a
 * replacement names them) are emptied on every instance by the route's `changesContent`. Alt text
 * is not: pages show each use's own copy, filled in when the item was chosen (decision 062).
 */
export async function updateMedia(db: Db, id: string, patch: MediaUpdate, ctx: WriteContext) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        url: mediaItems.url,
        previousUrls: mediaItems.previousUrls,
        x: mediaItems.focalX,
        y: mediaItems.focalY,
      })
      .from(mediaItems)
      .where(and(eq(mediaItems.id, id), eq(mediaItems.status, "ready")))
      .for("update");
    if (!before) throw new NotFoundError("Media item");
    const values: Partial<typeof mediaItems.$inferInsert> = {};
    if (patch.title !== undefined) values.title = patch.title;
    if (patch.alt !== undefined) values.alt = patch.alt;
    if (patch.tags !== undefined) values.tags = patch.tags;
    if (patch.focalPoint !== undefined) {
      values.focalX = patch.focalPoint?.x ?? null;
      values.focalY = patch.focalPoint?.y ?? null;
    }
    const [row] = await tx
      .update(mediaItems)
      .set(values)
      .where(and(eq(mediaItems.id, id), eq(mediaItems.status, "ready")))
      .returning({ id: mediaItems.id, url: mediaItems.url });
    if (!row) throw new NotFoundError("Media item");
    const focal = patch.focalPoint;
    const moved = focal !== undefined && ((focal?.x ?? null) !== before.x || (focal?.y ?? null) !== before.y);
    const tags = moved ? pageTagsOf(await referencesTo(tx as unknown as Db, [before.url, ...before.previousUrls])) : [];
    await recordWrite(tx as unknown as Db, ctx, {
      audit: {
        action: "update",
        entityType: "media",
        entityId: id,
        summary: `Media ${row.url}: ${Object.keys(patch).join(", ")}`,
      },
      tags,
    });
  });
  return getMedia(db, id);
}

/** Refused while anything shows the item: the usages go with the answer (DESIGN §3d). */
export class MediaInUseError extends ConflictError {
  readonly usages: Usage[];
  constructor(usages: Usage[]) {
    super(`This file is shown by ${usages.length} ${usages.length === 1 ? "entry" : "entries"}: remove it there first`);
    this.usages = usages;
  }
}

/**
 * Deletes an unused item's row; returns the storage keys whose bytes and variants to remove
 * once committed. The check and the delete share one transaction under a lock on the row.
 */
export async function deleteMedia(db: Db, id: string, ctx: WriteContext): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
    if (!row || row.status !== "ready") throw new NotFoundError("Media item");
    // References are written under the entry's own transaction: lock them out while checking.
    await tx.execute(sql`lock table media_references in share mode`);
    const usages = await usagesOf(tx as unknown as Db, row);
    if (usages.length) throw new MediaInUseError(usages);
    await tx.delete(mediaItems).where(eq(mediaItems.id, id));
    await recordWrite(tx as unknown as Db, ctx, {
      audit: { action: "delete", entityType: "media", entityId: id, summary: `Media ${row.url} deleted` },
      tags: [],
    });
    return [row.key, row.replacementKey].filter((k): k is string => !!k);
  });
}

/**
 * The owner's "Delete all unused": every ready item nothing shows, in one transaction under the
 * same lock as a single delete, each with its audit entry. Returns how many went and the storage
 * keys whose bytes and variants to remove once committed. Pending uploads are left alone.
 */
export async function deleteUnusedMedia(db: Db, ctx: WriteContext): Promise<{ deleted: number; keys: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table media_references in share mode`);
    const rows = await tx
      .select({
        id: mediaItems.id,
        url: mediaItems.url,
        key: mediaItems.key,
        replacementKey: mediaItems.replacementKey,
      })
      .from(mediaItems)
      .where(and(eq(mediaItems.status, "ready"), unusedItem))
      .for("update");
    if (!rows.length) return { deleted: 0, keys: [] };
    await tx.delete(mediaItems).where(
      inArray(
        mediaItems.id,
        rows.map((r) => r.id),
      ),
    );
    for (const row of rows) {
      await recordWrite(tx as unknown as Db, ctx, {
        audit: {
          action: "delete",
          entityType: "media",
          entityId: row.id,
          summary: `Media ${row.url} deleted (unused)`,
        },
        tags: [],
      });
    }
    return {
      deleted: rows.length,
      keys: rows.flatMap((r) => [r.key, r.replacementKey]).filter((k): k is string => !!k),
    };
  });
}
