import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../shared/layout.tsx";
import { Badge, type BadgeTone } from "../shared/badge.tsx";
import { TableHead } from "../shared/table.tsx";
import { KEYS, type WebhookDeliveryJson } from "../shared/types.ts";
import { localDateTime } from "./one-time-secret.tsx";

// A webhook's latest deliveries: when, which event, how it went, how many tries, why it failed.

const STATUS: Record<WebhookDeliveryJson["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting to retry", tone: "amber" },
  sending: { label: "Sending", tone: "blue" },
  delivered: { label: "Delivered", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};

const COLUMNS = ["Time", "Event", "Status", "Attempts", "Last error"];

export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const {
    data: deliveries,
    isPending,
    isError,
    refetch,
    isFetching,
  } = useQuery<WebhookDeliveryJson[]>({
    queryKey: KEYS.deliveries(webhookId),
    // Sends happen in the background: look again while something is still on its way.
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === "sending" || (d.status === "pending" && d.attempts === 0))
        ? 1000
        : false,
    staleTime: 0,
  });
  if (isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading deliveries...
      </p>
    );
  if (isError) return <LoadError what="the delivery log" />;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">Latest deliveries</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="min-h-9 rounded-full px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          {isFetching ? "Refreshing..." : "Refresh"}
        </button>
      </div>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing sent yet. Send a test event to try the endpoint.</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so keyboard users can scroll it too.
        <div
          role="region"
          aria-label="Latest deliveries"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Latest deliveries, newest first</caption>
            <TableHead columns={COLUMNS} cellClassName="px-3 py-2" />
            <tbody className="divide-y divide-slate-100">
              {deliveries.map((d) => (
                <tr key={d.id} data-testid="webhook-delivery">
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{localDateTime(d.createdAt)}</td>
                  <td className="px-3 py-2 font-mono text-xs text-slate-900">{d.event}</td>
                  <td className="px-3 py-2">
                    <Badge tone={STATUS[d.status].tone}>
                      {STATUS[d.status].label}
                      {d.responseStatus ? ` (${d.responseStatus})` : ""}
                    </Badge>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{d.attempts}</td>
                  <td className="max-w-xs truncate px-3 py-2 text-slate-600" title={d.lastError ?? undefined}>
                    {d.lastError ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
