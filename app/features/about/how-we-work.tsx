import { cn } from "../../lib/cn.ts";

const STEPS = [
  {
    title: "Discover",
    time: "Weeks 1–2",
    text: "Workshops and interviews to understand the problem, the customer and what success looks like.",
  },
  {
    title: "Validate",
    time: "Weeks 2–6",
    text: "Prototypes and small experiments that test demand before the big investment.",
  },
  {
    title: "Build",
    time: "Weeks 6–14",
    text: "Design and engineering in short cycles, with a working release every week or two.",
  },
  { title: "Launch & grow", time: "Ongoing", text: "Go to market, measure what matters, and scale what works." },
];

// The line from each step's marker to the next: down on phones, across on large screens.
const CONNECTOR =
  "not-last:before:absolute not-last:before:top-12 not-last:before:-bottom-6 not-last:before:left-5 not-last:before:w-0.5 not-last:before:rounded-full not-last:before:bg-gradient-to-b not-last:before:from-indigo-500 not-last:before:to-cyan-500 not-last:before:content-[''] lg:not-last:before:top-5 lg:not-last:before:-right-4 lg:not-last:before:bottom-auto lg:not-last:before:left-12 lg:not-last:before:h-0.5 lg:not-last:before:w-auto lg:not-last:before:bg-gradient-to-r";

export function HowWeWork() {
  return (
    <section aria-labelledby="how-we-work-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">How we work</p>
        <h2 id="how-we-work-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          From first conversation to growing venture
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          A typical path for a new venture. Every project is different, and we shape the plan with you in the first
          week.
        </p>
      </div>
      <div className="mt-12">
        <ol className="grid gap-8 lg:grid-cols-4 lg:gap-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className={cn("relative pl-16 lg:pt-16 lg:pl-0", CONNECTOR)}>
              <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full bg-white text-sm font-bold text-indigo-700 ring-2 ring-indigo-500">
                {index + 1}
              </span>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{step.time}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
