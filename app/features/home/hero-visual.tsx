import { Lightbulb, Rocket, TrendingUp } from "lucide-react";

// Decorative hero illustration (large screens): a venture board moving ideas from concept to
// growth. Pure markup and CSS; hidden from assistive technology.

const STAGES = [
  { icon: Lightbulb, label: "Concept", title: "Idea sprint", progress: 32, tone: "from-amber-400 to-orange-500" },
  { icon: Rocket, label: "MVP", title: "Product build", progress: 68, tone: "from-indigo-400 to-violet-500" },
  { icon: TrendingUp, label: "Growth", title: "Scale engine", progress: 91, tone: "from-cyan-400 to-emerald-400" },
];

export function HeroVisual() {
  return (
    <div aria-hidden className="relative hidden lg:block">
      <div className="absolute -inset-8 rounded-[2.5rem] bg-gradient-to-br from-indigo-500/25 via-transparent to-cyan-400/20 blur-2xl" />
      <div className="relative rounded-3xl border border-white/10 bg-slate-900/70 p-6 shadow-2xl shadow-indigo-950/50 backdrop-blur-xl">
        <div className="flex items-center justify-between">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-white/20" />
            <span className="size-2.5 rounded-full bg-white/20" />
            <span className="size-2.5 rounded-full bg-white/20" />
          </div>
          <span className="text-xs font-medium tracking-wide text-slate-400">Venture board</span>
        </div>
        <div className="mt-6 space-y-3">
          {STAGES.map(({ icon: Icon, label, title, progress, tone }) => (
            <div key={label} className="flex items-center gap-4 rounded-2xl border border-white/5 bg-white/[0.04] p-4">
              <span
                className={`flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br ${tone} text-slate-950`}
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="truncate text-sm font-semibold text-white">{title}</span>
                  <span className="text-xs font-medium text-slate-300">{label}</span>
                </div>
                <div className="mt-2.5 h-1.5 overflow-hidden rounded-full bg-white/10">
                  <div className={`h-full rounded-full bg-gradient-to-r ${tone}`} style={{ width: `${progress}%` }} />
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-5 rounded-2xl border border-white/5 bg-white/[0.04] p-4">
          <div className="flex items-center justify-between text-xs text-slate-300">
            <span>Active users</span>
            <span className="font-semibold text-emerald-300">▲ growing</span>
          </div>
          <svg viewBox="0 0 300 80" className="mt-3 h-20 w-full" fill="none" preserveAspectRatio="none">
            <defs>
              <linearGradient id="hero-spark-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#22d3ee" stopOpacity="0.35" />
                <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
              </linearGradient>
              <linearGradient id="hero-spark-line" x1="0" y1="0" x2="1" y2="0">
                <stop offset="0" stopColor="#818cf8" />
                <stop offset="1" stopColor="#22d3ee" />
              </linearGradient>
            </defs>
            <path
              d="M0 70 C40 66 60 58 90 56 S140 48 170 38 S230 26 260 16 S290 8 300 6 V80 H0 Z"
              fill="url(#hero-spark-fill)"
            />
            <path
              d="M0 70 C40 66 60 58 90 56 S140 48 170 38 S230 26 260 16 S290 8 300 6"
              stroke="url(#hero-spark-line)"
              strokeWidth="2.5"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-8 flex items-center gap-3 rounded-2xl border border-white/10 bg-slate-900/90 px-4 py-3 shadow-xl backdrop-blur">
        <span className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-cyan-400 text-white">
          <Rocket className="size-4" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold text-white">Launch-ready</span>
          <span className="text-xs text-slate-300">Strategy to shipped product</span>
        </span>
      </div>
    </div>
  );
}
