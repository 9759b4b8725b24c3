import { and, eq, notInArray, type SQLWrapper } from "drizzle-orm";
import { isObjectKey, OBJECT_PATH_PREFIX } from "#core/uploads.ts";
import type { Db } from "#db/client.server.ts";
import { mediaReferences } from "#db/schema.server.ts";

// Which local media addresses an entry shows (issue 30 item 2, decision 058). Every text the
// entry holds is read — URL fields, galleries, video lists, HTML bodies and sections — so a new
// image field is covered without a list to keep up to date. A stray mention in prose counts
// too: that only ever refuses a delete, never loses a file that is shown.

const SAMPLE_PREFIX = "/images/samples/";
// An address starts where no path or word character precedes it (inside src="…", url(…), a
// srcset, or a whole field).
const ADDRESS = /(?<![\w/.%-])\/(?:objects|images\/samples)\/[A-Za-z0-9_./-]+/g;

/** The address without a trailing dot or slash, or null when it names nothing we could store. */
function mediaAddress(found: string): string | null {
  const url = found.replace(/[./]+$/, "");
  if (url.startsWith(OBJECT_PATH_PREFIX)) return isObjectKey(url.slice(OBJECT_PATH_PREFIX.length)) ? url : null;
  return /^\/images\/samples\/[a-z0-9-]+\.[a-z0-9]+$/.test(url) ? url : null;
}

/** Whether `url` is an address the media library keeps (an upload or a sample image). */
export const isMediaAddress = (url: string) =>
  (url.startsWith(OBJECT_PATH_PREFIX) || url.startsWith(SAMPLE_PREFIX)) && mediaAddress(url) === url;

/** Every media address in `value` (a row, or any JSON), once each. */
export function mediaUrlsOf(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      for (const match of v.matchAll(ADDRESS)) {
        const url = mediaAddress(match[0]);
        if (url) found.add(url);
      }
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object" && !(v instanceof Date)) Object.values(v).forEach(visit);
  };
  visit(value);
  return [...found];
}

/**
 * The statements that make an entry's stored references what `row` shows (none when deleted),
 * to run in the write's own transaction: a save, a restore, an import and a delete alike.
 */
export function referenceStatements(tx: Db, entityType: string, entityId: string, row: object | null): SQLWrapper[] {
  const urls = row ? mediaUrlsOf(row) : [];
  const drop = tx
    .delete(mediaReferences)
    .where(
      and(
        eq(mediaReferences.entityType, entityType),
        eq(mediaReferences.entityId, entityId),
        urls.length ? notInArray(mediaReferences.url, urls) : undefined,
      ),
    );
  if (!urls.length) return [drop];
  const add = tx
    .insert(mediaReferences)
    .values(urls.map((url) => ({ url, entityType, entityId })))
    .onConflictDoNothing();
  return [drop, add];
}

/** Records the references of many entries at once (seeding, the backfill). */
export async function recordReferences(
  tx: Db,
  entityType: string,
  rows: readonly ({ id: string } & object)[],
): Promise<void> {
  const values = rows.flatMap((row) => mediaUrlsOf(row).map((url) => ({ url, entityType, entityId: row.id })));
  for (let i = 0; i < values.length; i += 1000)
    await tx
      .insert(mediaReferences)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing();
}
