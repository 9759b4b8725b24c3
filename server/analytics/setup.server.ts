import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import type { Config } from "../config.server.ts";
import { purgeAnalytics } from "./report.server.ts";
import { SiteAnalytics } from "./site-analytics.server.ts";

// The server's site analytics (issue 31, decision 051): the counter when ANALYTICS is on, and the
// retention purge at start and every half hour (rollups after ANALYTICS_RETENTION_MONTHS, the
// day's visits after two days, salts once their day is over). The purge runs even with counting
// off, so what was counted before still goes on the privacy page's schedule.

const PURGE_INTERVAL_MS = 30 * 60 * 1000;

export function setUpAnalytics(
  config: Pick<Config, "ANALYTICS" | "ANALYTICS_RETENTION_MONTHS">,
  db: Db,
  logger: Logger,
) {
  const counter = config.ANALYTICS ? new SiteAnalytics({ db, logger }) : undefined;
  const purge = () =>
    void purgeAnalytics(db, config.ANALYTICS_RETENTION_MONTHS).catch((err: unknown) =>
      logger.warn({ err }, "analytics purge failed"),
    );
  purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  return {
    counter,
    /** Stops the purge and writes the last seconds' page views, before the database closes. */
    async close() {
      clearInterval(timer);
      await counter?.close();
    },
  };
}
