import { Lightbulb, Rocket, TrendingUp } from "lucide-react";

// docs/product.md#public-screens /about: three 'what we do' items.
const ITEMS = [
  {
    icon: Lightbulb,
    title: "Ideation & Strategy",
    text: "We pressure-test the idea before anyone writes code, so you invest in a plan that holds up.",
    points: ["Customer interviews & market research", "Positioning and business model", "Validation experiments"],
  },
  {
    icon: Rocket,
    title: "Build & Launch",
    text: "A senior product team designs and ships your first version in weeks, not quarters — ready for real customers.",
    points: ["Brand, UX & product design", "Full-stack and AI engineering", "Launch plan and analytics"],
  },
  {
    icon: TrendingUp,
    title: "Scale & Growth",
    text: "After launch we stay on to grow what works, until the venture is ready to stand on its own.",
    points: ["Growth, SEO & paid acquisition", "Pricing, retention & data", "Team and operations handover"],
  },
];

export function WhatWeDo() {
  return (
    <section aria-labelledby="what-we-do-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">What we do</p>
        <h2 id="what-we-do-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Three stages, one team
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          We meet you wherever your venture is today, and carry it to the next stage with the same people throughout.
        </p>
      </div>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {ITEMS.map((item, index) => (
          <li
            key={item.title}
            className="group relative flex flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-lg hover:shadow-slate-200/70 sm:p-8"
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-cyan-600 text-white shadow-md shadow-indigo-500/20">
                <item.icon className="size-6" aria-hidden />
              </span>
              <span className="text-sm font-semibold tracking-wide text-indigo-700 uppercase tabular-nums">
                Stage {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="mt-6 text-xl font-semibold tracking-tight text-slate-900">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{item.text}</p>
            <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-6 text-sm text-slate-700">
              {item.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-gradient-to-r from-indigo-600 to-cyan-600"
                  />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
