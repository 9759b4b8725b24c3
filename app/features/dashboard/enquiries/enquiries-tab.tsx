import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Inbox, Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import { PRODUCT_NAME } from "#core/brand.ts";
import { isoDateTime } from "#core/dates.ts";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/format-time.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge, type BadgeTone } from "../shared/badge.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { sourceText } from "../analytics/source-text.ts";
import type { EnquirySource } from "#core/analytics.ts";

// The staff inbox (issue: enquiries are never lost): newest first, unread/handled, reply by
// email, the notification's delivery status, CSV export.

const KEY = "/api/admin/enquiries";

interface Enquiry {
  id: string;
  name: string;
  email: string;
  whatsapp: string | null;
  projectInterest: string;
  isHandled: boolean;
  /** Where its visit came from (issue 31); null when nothing is known. */
  source: EnquirySource | null;
  createdAt: string;
  notification: { status: string; attempts: number; lastError: string | null; sentAt: string | null } | null;
}

const DELIVERY: Record<string, { label: string; tone: BadgeTone }> = {
  sent: { label: "Notification sent", tone: "green" },
  pending: { label: "Notification retrying", tone: "amber" },
  sending: { label: "Notification sending", tone: "blue" },
  failed: { label: "Notification failed", tone: "red" },
};

function deliveryOf(enquiry: Enquiry) {
  return enquiry.notification
    ? (DELIVERY[enquiry.notification.status] ?? DELIVERY.pending!)
    : { label: "Mail off", tone: "grey" as const };
}

export function EnquiriesTab() {
  const queryClient = useQueryClient();
  const [showAll, setShowAll] = useState(true);
  const { data, isPending, isError } = useQuery<Enquiry[]>({ queryKey: [KEY] });
  const toggle = useMutation({
    mutationFn: (enquiry: Enquiry) => apiRequest("PUT", `${KEY}/${enquiry.id}`, { isHandled: !enquiry.isHandled }),
    onSuccess: (_data, enquiry) => {
      void queryClient.invalidateQueries({ queryKey: [KEY] });
      toast({ title: enquiry.isHandled ? "Marked as unread" : "Marked as handled" });
    },
    onError: (error) => reportFailure(error, "Error"),
  });

  const enquiries = data ?? [];
  const unread = enquiries.filter((e) => !e.isHandled).length;
  const shown = showAll ? enquiries : enquiries.filter((e) => !e.isHandled);

  return (
    <section aria-labelledby="enquiries-heading">
      <TabHeader
        headingId="enquiries-heading"
        title="Enquiries"
        count={enquiries.length}
        description={`Messages from the contact form, newest first. ${unread} unread.`}
        actions={
          <>
            <div role="group" aria-label="Show" className="inline-flex rounded-full bg-slate-100 p-1">
              {([true, false] as const).map((all) => (
                <button
                  key={String(all)}
                  type="button"
                  aria-pressed={showAll === all}
                  onClick={() => setShowAll(all)}
                  className={cn(
                    "min-h-9 rounded-full px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-indigo-500",
                    showAll === all ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900",
                  )}
                >
                  {all ? "All" : "Unread"}
                </button>
              ))}
            </div>
            <Button asChild variant="outline">
              <a href="/api/admin/enquiries.csv" download>
                <Download aria-hidden /> Export CSV
              </a>
            </Button>
          </>
        }
      />
      {isPending ? (
        <SkeletonGrid label="Loading enquiries" />
      ) : isError ? (
        <LoadError what="enquiries" />
      ) : shown.length === 0 ? (
        <EmptyState icon={<Inbox />} title={enquiries.length ? "All caught up" : "No enquiries yet"}>
          {enquiries.length ? "Every enquiry has been handled." : "Messages sent through the contact form appear here."}
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {shown.map((enquiry) => {
            const delivery = deliveryOf(enquiry);
            return (
              <li
                key={enquiry.id}
                className={cn(
                  "rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
                  enquiry.isHandled ? "border-slate-200" : "border-indigo-200 ring-1 ring-indigo-100",
                )}
              >
                <article aria-labelledby={`enquiry-${enquiry.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3 id={`enquiry-${enquiry.id}`} className="text-lg font-bold text-slate-900">
                        {enquiry.name}
                      </h3>
                      <p className="mt-0.5 text-sm break-all text-slate-600">{enquiry.email}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Badge tone={enquiry.isHandled ? "grey" : "indigo"}>
                        {enquiry.isHandled ? "Handled" : "Unread"}
                      </Badge>
                      <Badge tone={delivery.tone}>{delivery.label}</Badge>
                    </div>
                  </div>
                  <p className="mt-4 text-sm font-semibold text-slate-800">Project interest</p>
                  <p className="mt-1 whitespace-pre-wrap text-slate-700">{enquiry.projectInterest}</p>
                  <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
                    <div className="flex gap-1.5">
                      <dt>Received</dt>
                      <dd>
                        <time dateTime={isoDateTime(enquiry.createdAt)}>{formatDateTime(enquiry.createdAt)}</time>
                      </dd>
                    </div>
                    {enquiry.whatsapp ? (
                      <div className="flex gap-1.5">
                        <dt>WhatsApp</dt>
                        <dd>{enquiry.whatsapp}</dd>
                      </div>
                    ) : null}
                    {enquiry.source ? (
                      <div className="flex gap-1.5">
                        <dt className="shrink-0">Came from</dt>
                        <dd className="[overflow-wrap:anywhere]">{sourceText(enquiry.source)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <div className="mt-5 flex flex-wrap gap-2">
                    <Button asChild variant="brand" size="sm">
                      <a
                        href={`mailto:${enquiry.email}?subject=${encodeURIComponent(`Your enquiry to ${PRODUCT_NAME}`)}`}
                      >
                        <Mail aria-hidden /> Reply by email
                      </a>
                    </Button>
                    {enquiry.whatsapp ? (
                      <Button asChild variant="outline" size="sm">
                        <a
                          href={`https://wa.me/${enquiry.whatsapp.replace(/[^\d]/g, "")}`}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <MessageCircle aria-hidden /> WhatsApp
                        </a>
                      </Button>
                    ) : null}
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(enquiry)}
                    >
                      {enquiry.isHandled ? "Mark as unread" : "Mark as handled"}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
