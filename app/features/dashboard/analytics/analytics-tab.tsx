import { useQuery } from "@tanstack/react-query";
import { BarChart3, Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AnalyticsReport } from "#core/analytics.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { AnalyticsLists } from "./analytics-lists.tsx";
import { checkRange, PRESETS, presetRange, reportPath, type DayRange, type Preset } from "./analytics-range.ts";
import { formatNumber } from "./numbers.ts";
import { ViewsChart } from "./views-chart.tsx";

// The dashboard's Analytics section (issue 31, team and owner): cookieless counts of the public
// site over 7, 30 or 90 days or a range of one's own, the pages that brought enquiries, and a CSV.

export function AnalyticsTab() {
  const [preset, setPreset] = useState<Preset | "custom">(30);
  const [range, setRange] = useState<DayRange>(() => presetRange(30));
  const { data, isPending, isError } = useQuery<AnalyticsReport>({ queryKey: [reportPath(range)] });

  const choose = (days: Preset) => {
    setPreset(days);
    setRange(presetRange(days));
  };

  return (
    <section aria-labelledby="analytics-heading">
      <TabHeader
        headingId="analytics-heading"
        title="Analytics"
        description="Page views of the public site, counted on the server without cookies. A visitor is counted once a day."
        actions={
          <Button asChild variant="outline">
            <a href={reportPath(range, undefined, "csv")} download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        }
      />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end">
        <div role="group" aria-label="Range" className="inline-flex self-start rounded-full bg-slate-100 p-1">
          {[...PRESETS, "custom" as const].map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={preset === option}
              onClick={() => (option === "custom" ? setPreset("custom") : choose(option))}
              className={cn(
                "min-h-9 rounded-full px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-indigo-500",
                preset === option ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {option === "custom" ? "Custom" : `${option} days`}
            </button>
          ))}
        </div>
        {preset === "custom" ? <CustomRange range={range} onChange={setRange} /> : null}
      </div>
      {isPending ? (
        <SkeletonGrid label="Loading analytics" />
      ) : isError ? (
        <LoadError what="analytics" />
      ) : (
        <Report report={data} />
      )}
    </section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const totals = [
    ["Views", report.totals.views],
    ["Visitors", report.totals.visitors],
    ["Enquiries", report.totals.enquiries],
  ] as const;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-3">
        {totals.map(([label, n]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatNumber(n)}</dd>
          </div>
        ))}
      </dl>
      {report.totals.views === 0 && report.totals.enquiries === 0 ? (
        <EmptyState icon={<BarChart3 />} title="No visits in this range">
          Views of the public site appear here a few seconds after they happen.
        </EmptyState>
      ) : (
        <>
          <ViewsChart series={report.series} />
          <AnalyticsLists report={report} />
        </>
      )}
    </div>
  );
}

function CustomRange({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkRange(draft);
    setProblem(wrong);
    if (!wrong) onChange(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Custom range" noValidate>
      <div>
        <Label htmlFor="analytics-from">From</Label>
        <Input
          id="analytics-from"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          aria-describedby={problem ? "analytics-range-problem" : undefined}
        />
      </div>
      <div>
        <Label htmlFor="analytics-to">To</Label>
        <Input
          id="analytics-to"
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          aria-describedby={problem ? "analytics-range-problem" : undefined}
        />
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
      {problem ? (
        <p id="analytics-range-problem" role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
