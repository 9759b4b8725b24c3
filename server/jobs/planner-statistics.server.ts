import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import { CONTENT_CHANGED_CHANNEL } from "../http/content-changes.server.ts";

// PGlite runs no autovacuum, so nothing refreshes the planner's statistics: without them a
// journal page at 5,000 posts sorts the whole table instead of walking its index (decision 028,
// measured in the bench). This job runs ANALYZE on the embedded database soon after start and
// then after content changes, at most once per interval. PostgreSQL's autovacuum does it there.

const FIRST_RUN_MS = 500;
const INTERVAL_MS = 10 * 60 * 1000;

export async function keepPlannerStatisticsFresh(
  database: Database,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  if (database.kind !== "pglite") return { stop: async () => {} };
  let changed = true;
  let running: Promise<void> | undefined;
  const analyze = () => {
    if (!changed || running) return;
    changed = false;
    const started = performance.now();
    running = database.db
      .execute(sql`ANALYZE`)
      .then(
        () => logger.debug({ ms: Math.round(performance.now() - started) }, "planner statistics refreshed"),
        (err) => logger.warn({ err }, "ANALYZE failed"),
      )
      .finally(() => (running = undefined));
  };
  const unlisten = await database.notifications.listen(
    CONTENT_CHANGED_CHANNEL,
    () => (changed = true),
    () => (changed = true),
  );
  const first = setTimeout(analyze, FIRST_RUN_MS);
  const timer = setInterval(analyze, INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
