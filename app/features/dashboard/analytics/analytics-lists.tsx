import type { ReactNode } from "react";
import type { AnalyticsReport } from "#core/analytics.ts";
import { campaignText } from "./source-text.ts";
import { formatNumber } from "./numbers.ts";

// The top pages, referrers and campaigns of the range (issue 31): small tables that scroll
// sideways on a phone rather than squeeze their columns.

function NumberTable({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly [key: string, label: ReactNode, ...counts: number[]])[];
  empty: string;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3 className="px-4 pt-4 text-base font-bold text-slate-900 sm:px-5">{title}</h3>
      {rows.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((column, i) => (
                  <th key={column} scope="col" className={i === 0 ? "px-4 py-2 sm:px-5" : "px-3 py-2 text-right"}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map(([key, label, ...counts]) => (
                <tr key={key}>
                  <th scope="row" className="max-w-64 px-4 py-2 font-medium break-all text-slate-900 sm:px-5">
                    {label}
                  </th>
                  {counts.map((n, i) => (
                    <td key={i} className="px-3 py-2 text-right text-slate-700 tabular-nums">
                      {formatNumber(n)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function AnalyticsLists({ report }: { report: AnalyticsReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <NumberTable
          title="Top pages"
          columns={["Page", "Views", "Visitors", "Enquiries"]}
          rows={report.pages.map((p) => [p.path, p.path, p.views, p.visitors, p.enquiries] as const)}
          empty="No page views in this range yet."
        />
      </div>
      <NumberTable
        title="Referrers"
        columns={["Source", "Visitors"]}
        rows={report.referrers.map((r) => [r.source, r.source, r.visitors] as const)}
        empty="No visits in this range yet."
      />
      <NumberTable
        title="Campaigns"
        columns={["Source / medium / campaign", "Visitors", "Enquiries"]}
        rows={report.campaigns.map((c) => {
          const text = campaignText(c.source, c.medium, c.campaign);
          return [text, text, c.visitors, c.enquiries] as const;
        })}
        empty="No visits with utm_ tags in this range."
      />
    </div>
  );
}
