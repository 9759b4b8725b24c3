import { Handshake, ShieldCheck, Target, UsersRound } from "lucide-react";

const VALUES = [
  {
    icon: Target,
    title: "Outcomes over output",
    text: "We measure success in customers, revenue and retention — not in features shipped.",
  },
  {
    icon: UsersRound,
    title: "Small, senior teams",
    text: "The people you meet are the people who do the work. No hand-offs along the way.",
  },
  {
    icon: Handshake,
    title: "Honest by default",
    text: "We say early when something isn't working, and show the numbers behind our advice.",
  },
  {
    icon: ShieldCheck,
    title: "Built to last",
    text: "Clean code, documented decisions and a product your own team can carry forward.",
  },
];

export function Values() {
  return (
    <section aria-labelledby="values-title" className="bg-slate-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-cyan-300 uppercase">Our values</p>
          <h2 id="values-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            What we believe in
          </h2>
        </div>
        <ul className="mt-12 grid gap-px overflow-hidden rounded-3xl bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.title} className="bg-slate-950 p-7 sm:p-8">
              <value.icon className="size-7 text-cyan-300" aria-hidden />
              <h3 className="mt-5 text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-300">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
