import { and, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { blogPosts, caseStudies } from "#db/schema.server.ts";
import { recordAudit, SYSTEM } from "../audit/audit.server.ts";
import { ENTITY_TYPE } from "../content/changes.server.ts";
import { contentEvents, recordEvents } from "../webhooks/events.server.ts";
import { startPoller } from "./poller.server.ts";

// Scheduled publishing (docs/product.md#scheduling, decision 029). A post or case study published
// with a future publishedAt stays out of every public read: they all ask is_live, which only turns
// true once its instant has come. Each instance looks for due entries every few seconds and turns
// them live with one UPDATE whose rows it claims with SKIP LOCKED, so however many instances run,
// each entry goes live once: one audit entry (actor "system"), one webhook event, and then every
// instance's page cache is emptied. No cron, no queue: a restart only delays the next look.

export const SCHEDULE_CHECK_MS = 5000;
const BATCH = 100;

const TABLES = [
  { table: blogPosts, kind: "post" as const, label: "Blog post" },
  { table: caseStudies, kind: "case-study" as const, label: "Case study" },
];

/** Turns every due entry live; returns how many went live. */
export async function publishDueEntries(db: Db): Promise<number> {
  let total = 0;
  for (const { table, kind, label } of TABLES) {
    const due = sql`(select id from ${table} where ${table.isPublished} and not ${table}.is_live
      and ${table.publishedAt} <= now() order by ${table.publishedAt} limit ${BATCH} for update skip locked)`;
    const live = await db.transaction(async (tx) => {
      // The table's trigger recomputes is_live on any update (and the journal's counts follow);
      // this one changes nothing else. updatedAt stays: nobody edited the entry.
      const rows = await tx
        .update(table)
        .set({ isPublished: sql`${table.isPublished}`, updatedAt: sql`${table.updatedAt}` } as never)
        .where(and(inArray(table.id, due)))
        .returning();
      for (const row of rows) {
        await recordEvents(tx as unknown as Db, contentEvents(kind, "updated", row, row, { was: false, is: true }));
        await recordAudit(
          tx as unknown as Db,
          { actor: SYSTEM },
          {
            action: "publish",
            entityType: ENTITY_TYPE[kind],
            entityId: row.id,
            summary: `${label} “${row.title}” went live as scheduled`,
          },
        );
      }
      return rows.length;
    });
    total += live;
  }
  return total;
}

/** Starts the check; `onPublished` empties the page caches and wakes the webhook worker. */
export function startScheduledPublishing(opts: {
  db: Db;
  logger: Logger;
  onPublished: () => Promise<void>;
  intervalMs?: number;
}) {
  return startPoller({
    name: "scheduled publishing",
    intervalMs: opts.intervalMs ?? SCHEDULE_CHECK_MS,
    logger: opts.logger,
    run: async () => {
      const published = await publishDueEntries(opts.db);
      if (published === 0) return;
      opts.logger.info({ published }, "scheduled entries went live");
      await opts.onPublished();
    },
  });
}
