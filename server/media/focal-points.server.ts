import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { objectPosition, type ImagePositions } from "#core/media-item.ts";
import type { Db } from "#db/client.server.ts";
import { mediaItems } from "#db/schema.server.ts";
import { isMediaAddress } from "./references.server.ts";

// Focal points on public pages (issue 30 item 6, decision 062): a page loader asks once, for
// every image address it renders cropped, which library items have a focal point, and sends
// the CSS `object-position` with the entity. One indexed query (media_items_url_key) per page,
// none when no address is the library's (external images, gradients). The pages showing an
// item are emptied when its focal point changes (library.server.ts updateMedia).

type Address = string | null | undefined;

/** `object-position` by address, for the library items at `urls` that have a focal point. */
export async function imagePositionsFor(db: Db, urls: Iterable<Address>): Promise<ImagePositions> {
  const local = [...new Set([...urls].filter((url): url is string => !!url && isMediaAddress(url)))];
  if (!local.length) return {};
  const rows = await db
    .select({ url: mediaItems.url, x: mediaItems.focalX, y: mediaItems.focalY })
    .from(mediaItems)
    .where(and(inArray(mediaItems.url, local), eq(mediaItems.status, "ready"), isNotNull(mediaItems.focalX)));
  const positions: ImagePositions = {};
  for (const { url, x, y } of rows) if (x !== null && y !== null) positions[url] = objectPosition({ x, y })!;
  return positions;
}

/**
 * `entities` with `imagePositions` (only of their own images, left out when none), looked up in
 * one query for all of them; `urlsOf` names the images an entity shows cropped.
 */
export async function withImagePositions<T extends object>(
  db: Db,
  entities: readonly T[],
  urlsOf: (entity: T) => readonly Address[],
): Promise<(T & { imagePositions?: ImagePositions })[]> {
  const positions = await imagePositionsFor(db, entities.flatMap(urlsOf));
  if (!Object.keys(positions).length) return [...entities];
  return entities.map((entity) => {
    const own = Object.fromEntries(
      urlsOf(entity).flatMap((url) => (url && positions[url] ? [[url, positions[url]]] : [])),
    );
    return Object.keys(own).length ? { ...entity, imagePositions: own } : entity;
  });
}
