import { Target, Telescope } from "lucide-react";

export function MissionVision() {
  return (
    <section aria-label="Mission and vision" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 to-cyan-600 p-8 text-white sm:p-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white/15">
            <Target className="size-6" aria-hidden />
          </span>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-indigo-100 uppercase">Our Mission</h2>
          <p className="mt-3 text-xl leading-snug font-semibold tracking-tight text-balance sm:text-3xl">
            To turn promising ideas into products people rely on and businesses that grow — with strategy, design,
            engineering and growth under one roof.
          </p>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-slate-50 p-8 sm:p-10">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-sm ring-1 ring-slate-200">
            <Telescope className="size-6" aria-hidden />
          </span>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase">Our Vision</h2>
          <p className="mt-3 text-xl leading-snug font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
            A world where good ideas never stall for lack of a team — where founders go from insight to a growing
            venture in months, not years.
          </p>
        </div>
      </div>
    </section>
  );
}
