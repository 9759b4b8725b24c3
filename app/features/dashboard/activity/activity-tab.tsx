import { Download, History, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState, LoadError, TabHeader } from "../shared/layout.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { AuditFilterBar } from "./audit-filters.tsx";
import { AuditList } from "./audit-list.tsx";
import { NO_FILTERS, auditCsvHref, isReversedRange, type AuditFilters } from "./audit-query.ts";
import { useAuditLog, useDebouncedValue } from "./use-audit-log.ts";

// The owner's Activity tab (docs/product.md#editorial-calls audit log): who did what to which item, when and
// from where, newest first; filters, paging and a CSV export of what the filters match.

const TYPING_PAUSE_MS = 300;

export function ActivityTab() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const actor = useDebouncedValue(filters.actor, TYPING_PAUSE_MS);
  const applied: AuditFilters = { ...filters, actor };
  const isReversed = isReversedRange(applied);
  const log = useAuditLog(applied, !isReversed);

  return (
    <section aria-labelledby="activity-heading">
      <TabHeader
        headingId="activity-heading"
        title="Activity"
        description="Every change to content, people and settings, and every sign-in, newest first. Times are in your time zone."
        actions={
          <>
            <Button variant="outline" disabled={log.isRefreshing || isReversed} onClick={log.refresh}>
              <RefreshCw aria-hidden /> {log.isRefreshing ? "Refreshing..." : "Refresh"}
            </Button>
            <Button asChild variant="outline">
              <a href={auditCsvHref(applied)} download>
                <Download aria-hidden /> Export CSV
              </a>
            </Button>
          </>
        }
      />
      <AuditFilterBar filters={filters} onChange={setFilters} />
      {isReversed ? (
        <p className="text-slate-600">Choose an end date on or after the start date to see activity.</p>
      ) : log.isPending ? (
        <p role="status" className="text-slate-600">
          Loading activity...
        </p>
      ) : log.isError || !log.items ? (
        <LoadError what="the activity log" />
      ) : (
        <div aria-busy={log.isUpdating || undefined}>
          <p role="status" className="mb-3 text-sm text-slate-600">
            {log.isUpdating ? "Updating..." : countLine(log.items.length, log.more.hasNextPage)}
          </p>
          {log.items.length === 0 ? (
            <EmptyState icon={<History />}>
              {Object.values(applied).some(Boolean) ? "No activity matches these filters." : "No activity yet."}
            </EmptyState>
          ) : (
            <AuditList entries={log.items} />
          )}
          <LoadMore state={log.more} what="the activity log" />
        </div>
      )}
    </section>
  );
}

function countLine(count: number, hasMore: boolean): string {
  return `${count} ${count === 1 ? "entry" : "entries"} shown${hasMore ? ", more below" : ""}.`;
}
