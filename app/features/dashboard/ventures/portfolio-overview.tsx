import { Gauge, Layers, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import type { MoneyTotals } from "#core/money.ts";
import type { PortfolioOverview as Overview } from "#core/venture-metrics.ts";
import { BaselineTotals } from "./baseline-totals.tsx";

// Portfolio Overview (docs/product.md#dashboard, #constants): total monthly baseline, average progress, counts by
// phase. The baseline is totalled per currency, never across currencies (docs/decisions/047-venture-money-per-currency.md).
export function PortfolioOverview({ overview, baselines }: { overview: Overview; baselines: MoneyTotals }) {
  const { concept, mvp, growth } = overview.phaseCounts;
  const total = overview.ventureCount || 1;
  return (
    <section
      aria-labelledby="overview-title"
      className="relative overflow-hidden rounded-3xl bg-slate-950 p-6 text-white shadow-xl shadow-slate-900/10 sm:p-8"
    >
      <div aria-hidden className="pointer-events-none absolute -top-24 -right-16 size-72 bg-indigo-600/40 glow" />
      <div aria-hidden className="pointer-events-none absolute -bottom-28 left-10 size-72 bg-cyan-500/20 glow" />
      <div className="relative flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="overview-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            Portfolio Overview
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            {overview.ventureCount === 1 ? "1 venture" : `${overview.ventureCount} ventures`} in the portfolio
          </p>
        </div>
      </div>
      <dl className="relative mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        <div className="col-span-2 rounded-2xl bg-white/[0.06] p-4 ring-1 ring-white/10 sm:p-5 md:col-span-1">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-300">
            <Wallet className="size-4 shrink-0 text-cyan-300" aria-hidden /> Total Monthly Baseline
          </dt>
          <BaselineTotals totals={baselines} />
        </div>
        <Tile
          icon={<Gauge aria-hidden />}
          label="Average Progress"
          testId="overview-average-progress"
          className="col-span-2 md:col-span-1"
          value={`${overview.averageProgress}%`}
        >
          <span aria-hidden className="mt-2 block h-1.5 overflow-hidden rounded-full bg-white/15">
            <span
              className="block h-full rounded-full bg-gradient-to-r from-indigo-400 to-cyan-300"
              style={{ width: `${overview.averageProgress}%` }}
            />
          </span>
        </Tile>
        <div className="col-span-2 rounded-2xl bg-white/[0.06] p-4 ring-1 ring-white/10 sm:p-5 md:col-span-1">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-300">
            <Layers className="size-4 text-cyan-300" aria-hidden /> Ventures by Phase
          </dt>
          <dd className="mt-3">
            <ul className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  ["Concept", concept, "bg-blue-400"],
                  ["MVP", mvp, "bg-amber-400"],
                  ["Growth", growth, "bg-gradient-to-r from-indigo-400 to-cyan-300"],
                ] as const
              ).map(([label, count, color]) => (
                <li key={label} data-testid={`overview-phase-${label.toLowerCase()}`}>
                  <span className="block text-2xl font-bold tabular-nums">{count}</span>
                  <span className="flex items-center justify-center gap-1.5 text-xs text-slate-300">
                    <span aria-hidden className={`size-2 rounded-full ${color}`} />
                    {label}
                  </span>
                </li>
              ))}
            </ul>
            <span aria-hidden className="mt-3 flex h-1.5 overflow-hidden rounded-full bg-white/15">
              <span className="bg-blue-400" style={{ width: `${(concept / total) * 100}%` }} />
              <span className="bg-amber-400" style={{ width: `${(mvp / total) * 100}%` }} />
              <span
                className="bg-gradient-to-r from-indigo-400 to-cyan-300"
                style={{ width: `${(growth / total) * 100}%` }}
              />
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Tile({
  icon,
  label,
  value,
  testId,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("rounded-2xl bg-white/[0.06] p-4 ring-1 ring-white/10 sm:p-5", className)}>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-300 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-cyan-300">
        {icon} {label}
      </dt>
      <dd data-testid={testId} className="mt-2 text-2xl font-bold tracking-tight tabular-nums sm:text-4xl">
        {value}
      </dd>
      {children ? <dd className="mt-1 text-xs text-slate-300">{children}</dd> : null}
    </div>
  );
}
