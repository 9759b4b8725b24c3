import { inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { SYSTEM } from "../audit/audit.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { collectingChanges, entryTags, type Changes, type Tag } from "../content/dependencies.server.ts";
import { PUBLISHABLE_KINDS } from "../content/kinds.server.ts";
import { contentEvents } from "../webhooks/events.server.ts";
import { startPoller } from "./poller.server.ts";

// Scheduled publishing (docs/product.md#scheduling, decision 029). A post or case study published
// with a future publishedAt stays out of every public read: they all ask is_live, which only turns
// true once its instant has come. Each instance looks for due entries every few seconds and turns
// them live with one UPDATE whose rows it claims with SKIP LOCKED, so however many instances run,
// each entry goes live once. Each goes through the one write path (server/content/changes.server.ts):
// one audit entry (actor "system"), one webhook event, and the tags of the entry and its kind's
// lists, which every instance's page cache then empties — and nothing else. No cron, no queue: a
// restart only delays the next look.

export const SCHEDULE_CHECK_MS = 5000;
const BATCH = 100;

/** Turns every due entry live; returns how many went live. The tags they change go to the run's collector. */
export async function publishDueEntries(db: Db): Promise<number> {
  let total = 0;
  for (const { table, kind, label, entityType } of PUBLISHABLE_KINDS) {
    const due = sql`(select id from ${table} where ${table.isPublished} and not ${table}.is_live
      and ${table.publishedAt} <= now() order by ${table.publishedAt} limit ${BATCH} for update skip locked)`;
    const live = await db.transaction(async (tx) => {
      // The table's trigger recomputes is_live on any update (and the journal's counts follow);
      // this one changes nothing else. updatedAt stays: nobody edited the entry.
      const rows = await tx
        .update(table)
        .set({ isPublished: sql`${table.isPublished}`, updatedAt: sql`${table.updatedAt}` } as never)
        .where(inArray(table.id, due))
        .returning();
      for (const row of rows) {
        await recordWrite(
          tx as unknown as Db,
          { actor: SYSTEM },
          {
            events: contentEvents(kind, "updated", row, row, { was: false, is: true }),
            audit: {
              action: "publish",
              entityType,
              entityId: row.id,
              summary: `${label} “${row.title}” went live as scheduled`,
            },
            tags: entryTags(kind, row.id),
          },
        );
      }
      return rows.length;
    });
    total += live;
  }
  return total;
}

/**
 * One look: turns due entries live, then hands the tags they changed to `onPublished` (which
 * empties what depends on them in every instance's page cache, and wakes the webhook worker).
 */
export async function checkSchedule(opts: { db: Db; onPublished: (tags: Tag[]) => Promise<void> }): Promise<number> {
  const changed: Changes = { declared: false, tags: new Set() };
  const published = await collectingChanges(changed, () => publishDueEntries(opts.db));
  if (published > 0) await opts.onPublished([...changed.tags]);
  return published;
}

/** Starts the check on this instance, every `intervalMs`. */
export function startScheduledPublishing(opts: {
  db: Db;
  logger: Logger;
  onPublished: (tags: Tag[]) => Promise<void>;
  intervalMs?: number;
}) {
  return startPoller({
    name: "scheduled publishing",
    intervalMs: opts.intervalMs ?? SCHEDULE_CHECK_MS,
    logger: opts.logger,
    run: async () => {
      const published = await checkSchedule(opts);
      if (published > 0) opts.logger.info({ published }, "scheduled entries went live");
    },
  });
}
