import type { AnalyticsReport } from "#core/analytics.ts";
import { formatNumber } from "./numbers.ts";

// Views and visitors per day as bars (issue 31): plain SVG, no chart library. The picture is
// hidden from screen readers; the same numbers are in a table they read instead.

const BAR = 10;
const HEIGHT = 120;

export function ViewsChart({ series }: { series: AnalyticsReport["series"] }) {
  const top = Math.max(1, ...series.map((d) => d.views));
  const scale = (n: number) => (n / top) * HEIGHT;
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">Views and visitors per day</span>
        <span className="flex gap-4">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm bg-indigo-200" /> Views
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm bg-indigo-700" /> Visitors
          </span>
        </span>
      </figcaption>
      <svg
        aria-hidden
        viewBox={`0 0 ${series.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-4 h-40 w-full"
      >
        {series.map((d, i) => (
          <g key={d.date}>
            <rect x={i * BAR + 1} y={HEIGHT - scale(d.views)} width={BAR - 2} height={scale(d.views)} fill="#c7d2fe" />
            <rect
              x={i * BAR + 2.5}
              y={HEIGHT - scale(d.visitors)}
              width={BAR - 5}
              height={scale(d.visitors)}
              fill="#4338ca"
            />
          </g>
        ))}
      </svg>
      <div aria-hidden className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{series[0]?.date}</span>
        <span>most views in a day: {formatNumber(Math.max(0, ...series.map((d) => d.views)))}</span>
        <span>{series.at(-1)?.date}</span>
      </div>
      <table className="sr-only">
        <caption>Views and visitors per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.views}</td>
              <td>{d.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
