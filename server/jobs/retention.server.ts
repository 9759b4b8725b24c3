import type { Logger } from "pino";
import { AUTOSAVE_KEPT_DAYS } from "#core/schemas/autosave.ts";
import type { Db } from "#db/client.server.ts";
import { purgeOldAuditEntries } from "../audit/audit.server.ts";
import { purgeExpiredOidcModels } from "../auth/oidc-adapter.server.ts";
import { purgeOldAutosaves } from "../content/autosaves.server.ts";
import { purgeOldEnquiries } from "../content/enquiries.server.ts";
import { purgeOldMissingPages } from "../content/missing-pages.server.ts";
import { purgeExpiredRateLimits } from "../http/rate-limit-store.server.ts";
import { purgePendingSignups } from "../newsletter/subscribers.server.ts";
import { purgeOldDeliveries } from "../webhooks/deliveries.server.ts";

// What the product promises not to keep, deleted at start and every half hour: enquiries past
// ENQUIRY_RETENTION_MONTHS (the privacy page), audit entries past AUDIT_RETENTION_DAYS, expired
// sessions, sign-in records and rate-limit windows, webhook logs past 30 days, newsletter
// sign-ups never confirmed after 7 days (decision 050), missing-page counts past 30 days
// (decision 054) and editor autosaves untouched for AUTOSAVE_KEPT_DAYS.

const PURGE_INTERVAL_MS = 30 * 60 * 1000;

export interface RetentionOptions {
  db: Db;
  logger: Logger;
  enquiryRetentionMonths: number;
  auditRetentionDays: number;
  purgeExpiredSessions: () => Promise<unknown>;
}

export function startRetentionPurges(opts: RetentionOptions): { stop: () => void } {
  const { db, logger } = opts;
  const purges: Record<string, () => Promise<unknown>> = {
    enquiries: () => purgeOldEnquiries(db, opts.enquiryRetentionMonths),
    "audit entries": () => purgeOldAuditEntries(db, opts.auditRetentionDays),
    sessions: opts.purgeExpiredSessions,
    "sign-in records": () => purgeExpiredOidcModels(db),
    "rate-limit windows": () => purgeExpiredRateLimits(db),
    "webhook deliveries": () => purgeOldDeliveries(db),
    "newsletter sign-ups": () => purgePendingSignups(db),
    "missing-page counts": () => purgeOldMissingPages(db),
    autosaves: () => purgeOldAutosaves(db, AUTOSAVE_KEPT_DAYS),
  };
  const runAll = () => {
    for (const [what, purge] of Object.entries(purges))
      purge().then(
        (gone) => typeof gone === "number" && gone > 0 && logger.info({ gone }, `deleted ${what} past their retention`),
        (err: unknown) => logger.warn({ err }, `purge of ${what} failed`),
      );
  };
  runAll();
  const timer = setInterval(runAll, PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
