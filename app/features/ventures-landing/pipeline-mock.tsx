import { BellRing } from "lucide-react";

// Decorative product preview for the LeadsManager hero: a small pipeline board.

const COLUMNS = [
  {
    title: "New",
    tone: "bg-sky-400",
    leads: [
      { name: "Northwind", value: "$4.2k" },
      { name: "Juniper & Co", value: "$1.8k" },
      { name: "Fieldhouse", value: "$3.0k" },
    ],
  },
  {
    title: "Contacted",
    tone: "bg-indigo-400",
    leads: [
      { name: "Brightlane", value: "$7.5k" },
      { name: "Oakridge", value: "$2.1k" },
    ],
  },
  {
    title: "Proposal",
    tone: "bg-violet-400",
    leads: [
      { name: "Harbor Films", value: "$12k" },
      { name: "Pinecrest", value: "$5.4k" },
    ],
  },
  { title: "Won", tone: "bg-emerald-400", leads: [{ name: "Meridian", value: "$9.6k" }] },
];

const STATS = [
  { label: "Open leads", value: "48" },
  { label: "Win rate", value: "32%" },
  { label: "Due today", value: "5" },
];

export function PipelineMock() {
  return (
    <div aria-hidden className="relative">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-indigo-400/30 via-blue-300/20 to-cyan-300/30 blur-2xl" />
      <div className="relative rounded-3xl border border-slate-200 bg-white/90 p-4 shadow-2xl shadow-indigo-900/10 backdrop-blur sm:p-5">
        <div className="flex items-center justify-between border-b border-slate-100 pb-3">
          <span className="text-sm font-semibold text-slate-900">Pipeline · This month</span>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
            $37.2k forecast
          </span>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-3">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="rounded-2xl border border-slate-100 bg-gradient-to-br from-white to-indigo-50/60 px-3 py-2.5"
            >
              <div className="text-xs text-slate-500">{stat.label}</div>
              <div className="mt-0.5 text-lg font-bold tracking-tight text-slate-900">{stat.value}</div>
            </div>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COLUMNS.map((column) => (
            <div key={column.title} className="rounded-2xl bg-slate-50 p-2.5">
              <div className="flex items-center gap-1.5 px-1 text-xs font-semibold text-slate-600">
                <span className={`size-2 rounded-full ${column.tone}`} />
                {column.title}
              </div>
              <div className="mt-2 space-y-2">
                {column.leads.map((lead) => (
                  <div key={lead.name} className="rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm">
                    <div className="truncate text-xs font-semibold text-slate-900">{lead.name}</div>
                    <div className="mt-1 text-xs text-slate-500">{lead.value}</div>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute right-4 -bottom-8 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl sm:-right-6">
        <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <BellRing className="size-4" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold text-slate-900">Follow up with Brightlane</span>
          <span className="text-xs text-slate-600">Replied 2 days ago · due today</span>
        </span>
      </div>
    </div>
  );
}
