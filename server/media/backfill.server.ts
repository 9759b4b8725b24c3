import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, gt } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { appSettings, mediaItems } from "#db/schema.server.ts";
import { SAMPLE_IMAGES } from "#db/seed/sample-images.server.ts";
import { KINDS } from "../content/kinds.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";
import { urlOfKey } from "./files.server.ts";
import { probeSample, probeUpload } from "./probe.server.ts";
import { recordReferences } from "./references.server.ts";

// The media library's backfill (issue 30 item 1, decision 058): the files stored before it
// existed (local disk or S3), the sample images shipped in public/, and the references of every
// entry saved before it. Idempotent: what is there already is left as it is, so it can run again
// (the start runs it once per database; a restore from an older backup can run it again).

const FLAG = "media_library_backfilled";
const BATCH = 500;

export interface BackfillResult {
  items: number;
  skipped: string[];
}

const titleOf = (name: string) => path.basename(name).replace(/\.[a-z0-9]+$/i, "");

export async function backfillMedia(
  db: Db,
  opts: { storage: ObjectStorage; publicDir: string },
): Promise<BackfillResult> {
  const known = new Set((await db.select({ url: mediaItems.url }).from(mediaItems)).map((r) => r.url));
  const result: BackfillResult = { items: 0, skipped: [] };
  const add = async (values: typeof mediaItems.$inferInsert) => {
    const inserted = await db.insert(mediaItems).values(values).onConflictDoNothing().returning({ id: mediaItems.id });
    result.items += inserted.length;
  };

  for (const url of SAMPLE_IMAGES) {
    if (known.has(url)) continue;
    const bytes = await readFile(path.join(opts.publicDir, url)).catch(() => null);
    if (!bytes) continue;
    const mime = url.endsWith(".svg") ? "image/svg+xml" : "application/octet-stream";
    // Same creation time as the install's oldest entries would be meaningless: samples are oldest.
    await add({ url, key: null, ...(await probeSample(bytes, mime)), title: titleOf(url), createdAt: new Date(0) });
  }

  for await (const { key } of opts.storage.list()) {
    if (!key.startsWith("uploads/") || known.has(urlOfKey(key))) continue;
    const bytes = await opts.storage.readAll(key);
    if (!bytes) continue;
    try {
      await add({ url: urlOfKey(key), key, ...(await probeUpload(bytes)) });
    } catch {
      // Not an image we would take today: left in the store, out of the library.
      result.skipped.push(key);
    }
  }

  for (const { table, entityType } of Object.values(KINDS)) {
    let after: string | undefined;
    for (;;) {
      const rows = (await db
        .select()
        .from(table as never)
        .where(after ? gt(table.id, after) : undefined)
        .orderBy(asc(table.id))
        .limit(BATCH)) as { id: string }[];
      if (!rows.length) break;
      await recordReferences(db, entityType, rows);
      after = rows.at(-1)!.id;
    }
  }
  return result;
}

/** At start, under the start-up lock: the backfill once per database. */
export async function backfillMediaOnce(db: Db, opts: { storage: ObjectStorage; publicDir: string }) {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, FLAG));
  if (done) return null;
  const result = await backfillMedia(db, opts);
  await db
    .insert(appSettings)
    .values({ key: FLAG, value: { at: new Date().toISOString(), ...result } })
    .onConflictDoNothing();
  return result;
}
