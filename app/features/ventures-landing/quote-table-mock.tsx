import { BadgeCheck, Search } from "lucide-react";

// Decorative product preview for the SupplyLink hero: quotes compared side by side.

const ROWS = [
  { supplier: "Verda Packaging", region: "Portugal", moq: "500", lead: "18 days", price: "$1.42", best: true },
  { supplier: "Kiln & Co", region: "Vietnam", moq: "1,000", lead: "32 days", price: "$1.18", best: false },
  { supplier: "Aldgate Glass", region: "UK", moq: "250", lead: "12 days", price: "$1.96", best: false },
];

export function QuoteTableMock() {
  return (
    <div aria-hidden className="relative">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-teal-400/30 to-emerald-300/20 blur-2xl" />
      <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-slate-900/80 shadow-2xl backdrop-blur">
        <div className="border-b border-white/10 p-4">
          <div className="flex items-center gap-2.5 rounded-xl bg-white/[0.06] px-3.5 py-2.5 text-sm text-slate-300 ring-1 ring-white/10">
            <Search className="size-4 text-teal-300" />
            Amber glass jars, 250 ml
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {["Verified only", "MOQ under 1,000", "Ships in 30 days"].map((chip) => (
              <span
                key={chip}
                className="rounded-full bg-teal-400/10 px-2.5 py-1 text-xs font-medium text-teal-200 ring-1 ring-teal-300/20"
              >
                {chip}
              </span>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-between border-b border-white/10 px-5 py-4">
          <span className="text-sm font-semibold text-white">Quotes compared</span>
          <span className="rounded-full bg-teal-400/15 px-2.5 py-0.5 text-xs font-semibold text-teal-200">
            3 received
          </span>
        </div>
        <div className="divide-y divide-white/5">
          {ROWS.map((row) => (
            <div
              key={row.supplier}
              className="grid grid-cols-[1.6fr_1fr_1fr] items-center gap-3 px-5 py-4 sm:grid-cols-[1.8fr_0.8fr_1fr_0.8fr]"
            >
              <div className="min-w-0">
                <div className="flex items-center gap-1.5 truncate text-sm font-semibold text-white">
                  {row.supplier}
                  <BadgeCheck className="size-4 shrink-0 text-teal-300" />
                </div>
                <div className="text-xs text-slate-400">{row.region}</div>
              </div>
              <div className="hidden text-xs text-slate-300 sm:block">
                MOQ <span className="font-semibold text-white">{row.moq}</span>
              </div>
              <div className="text-xs text-slate-300">{row.lead}</div>
              <div className="flex items-center justify-end gap-2">
                <span className="text-sm font-bold text-white">{row.price}</span>
                {row.best ? (
                  <span className="rounded-full bg-emerald-400 px-2 py-0.5 text-[0.65rem] font-bold text-emerald-950">
                    BEST
                  </span>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -bottom-14 right-4 rounded-2xl border border-white/10 bg-white px-4 py-3 shadow-xl sm:-right-6 sm:-bottom-12">
        <div className="text-xs font-medium text-slate-600">Reorder reminder</div>
        <div className="text-sm font-semibold text-slate-900">Stock covers 9 days</div>
      </div>
    </div>
  );
}
