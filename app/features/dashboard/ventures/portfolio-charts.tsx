import { useId } from "react";
import { formatMoney, parseMoney } from "#core/money.ts";
import { clampProgress } from "#core/venture-metrics.ts";
import type { VentureJson } from "../shared/types.ts";

// The investor's picture of the portfolio: two horizontal bar charts drawn in SVG by hand.
// Each SVG is one image (role="img") named by its heading and summary; the numbers are also
// in a data table for screen readers and anyone who wants them exact. Bars and labels are
// placed in percentages of the chart's width, so text stays full size on a phone.

const ROW = 46;
const GROUP_ROW = 28;

interface Bar {
  label: string;
  value: number;
  display: string;
  /** The bar's length against this maximum (bars of different currencies are not compared). */
  max?: number;
  /** A heading row above the first bar of each group ("In USD"), when the bars are grouped. */
  group?: string;
}

function BarChart({
  title,
  summary,
  bars,
  max,
  gradient,
  valueHeader,
}: {
  title: string;
  summary: string;
  bars: Bar[];
  max: number;
  gradient: [string, string];
  valueHeader: string;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const gradientId = `${id}-gradient`.replace(/:/g, "");
  // Bars of one group follow each other; a group's first bar gets a heading row above it.
  const rows: { bar: Bar; y: number; heading?: { text: string; y: number } }[] = [];
  let next = 0;
  for (const [i, bar] of bars.entries()) {
    const isNewGroup = bar.group !== undefined && bar.group !== bars[i - 1]?.group;
    const heading = isNewGroup ? { text: bar.group!, y: next } : undefined;
    if (isNewGroup) next += GROUP_ROW;
    rows.push({ bar, y: next, heading });
    next += ROW;
  }
  const height = next;
  return (
    <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <figcaption>
        <h3 id={titleId} className="text-base font-bold tracking-tight text-slate-900">
          {title}
        </h3>
        <p id={descId} className="mt-0.5 text-sm text-slate-600">
          {summary}
        </p>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width="100%"
        height={height}
        className="mt-5 overflow-visible"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor={gradient[0]} />
            <stop offset="1" stopColor={gradient[1]} />
          </linearGradient>
        </defs>
        {rows.map(({ bar, y, heading }, i) => {
          const scale = bar.max ?? max;
          const share = scale > 0 ? (bar.value / scale) * 100 : 0;
          const width = bar.value > 0 ? Math.max(share, 1.5) : 0;
          return (
            <g key={`${bar.label}-${i}`}>
              {heading ? (
                <text
                  x="0"
                  y={heading.y + 14}
                  className="fill-slate-600 text-[11px] font-semibold tracking-wide uppercase"
                >
                  {heading.text}
                </text>
              ) : null}
              <text x="0" y={y + 14} className="fill-slate-700 text-[13px] font-medium">
                {bar.label}
              </text>
              <text x="100%" y={y + 14} textAnchor="end" className="fill-slate-900 text-[13px] font-bold tabular-nums">
                {bar.display}
              </text>
              <rect x="0" y={y + 22} width="100%" height="10" rx="5" className="fill-slate-100" />
              {width > 0 ? (
                <rect x="0" y={y + 22} width={`${width}%`} height="10" rx="5" fill={`url(#${gradientId})`} />
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="group mt-4 text-sm">
        <summary className="inline-flex min-h-8 cursor-pointer items-center rounded-full px-1 font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-3 focus-visible:outline-indigo-500">
          <span className="group-open:hidden">Show data table</span>
          <span className="hidden group-open:inline">Hide data table</span>
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Venture
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, i) => (
              <tr key={`${bar.label}-${i}`} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                  {bar.label}
                </th>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function PortfolioCharts({ ventures }: { ventures: readonly VentureJson[] }) {
  const progress: Bar[] = ventures.map((v) => {
    const value = clampProgress(v.progressPercentage);
    return { label: v.name, value, display: `${value}%` };
  });
  // Each cost in its own currency, grouped by currency, each bar measured against the largest cost of its
  // currency (docs/decisions/047-venture-money-per-currency.md); a cost without a number shows its text.
  const costs = costBars(ventures);
  return (
    <section aria-labelledby="charts-title" className="mt-8">
      <h2 id="charts-title" className="sr-only">
        Portfolio charts
      </h2>
      <div className="grid gap-5 lg:grid-cols-2">
        <BarChart
          title="Progress by venture"
          summary="How far each venture’s build has come, from 0 to 100%."
          bars={progress}
          max={100}
          gradient={["#6366f1", "#06b6d4"]}
          valueHeader="Progress"
        />
        <BarChart
          title="Baseline cost by venture"
          summary={
            costs.some((bar) => bar.group)
              ? "Each venture’s monthly baseline cost, grouped by currency; bars compare ventures of the same currency."
              : "Each venture’s monthly baseline cost."
          }
          bars={costs}
          max={0}
          gradient={["#f59e0b", "#f97316"]}
          valueHeader="Monthly baseline"
        />
      </div>
    </section>
  );
}

const GROUP_NAMES: Record<string, string> = { unknown: "No currency", none: "No amount" };

/** The cost bars in groups of one currency (most ventures first), as the totals are; headings only when mixed. */
function costBars(ventures: readonly VentureJson[]): Bar[] {
  const groups = new Map<string, Bar[]>();
  for (const v of ventures) {
    const money = parseMoney(v.baselineCost);
    const key = money?.currency ?? "none";
    const bar: Bar = money
      ? {
          label: v.name,
          value: money.amount,
          display: formatMoney(money.amount, money.currency) + (money.currency === "unknown" ? " (no currency)" : ""),
        }
      : { label: v.name, value: 0, display: v.baselineCost };
    groups.set(key, [...(groups.get(key) ?? []), bar]);
  }
  const order = [...groups.keys()].sort(
    (a, b) =>
      Number(a in GROUP_NAMES) - Number(b in GROUP_NAMES) ||
      groups.get(b)!.length - groups.get(a)!.length ||
      a.localeCompare(b),
  );
  const isMixed = order.length > 1;
  return order.flatMap((key) => {
    const bars = groups.get(key)!;
    const max = Math.max(0, ...bars.map((bar) => bar.value));
    const group = isMixed ? (GROUP_NAMES[key] ?? `In ${key}`) : undefined;
    return bars.map((bar) => ({ ...bar, max, group }));
  });
}
