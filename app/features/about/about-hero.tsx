import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FOUNDING_YEAR } from "#core/brand.ts";
import { LogoMark } from "../../components/site/logo.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";

const FACTS = [
  { label: "Founded", value: String(FOUNDING_YEAR) },
  { label: "Focus", value: "AI, e-commerce & SaaS" },
  { label: "Model", value: "Idea → launch → scale" },
  { label: "Reply time", value: "Within 24 hours" },
];

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_55%,transparent)] bg-[radial-gradient(50rem_28rem_at_85%_-10%,rgba(6,182,212,0.16),transparent),radial-gradient(40rem_24rem_at_0%_10%,rgba(99,102,241,0.14),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-10 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
            About Arcwell
          </p>
          <h1
            id="about-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl"
          >
            We turn bold ideas into{" "}
            <span className="bg-gradient-to-r from-indigo-600 to-cyan-600 bg-clip-text text-transparent">
              ventures that last.
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600 sm:text-xl">
            Arcwell Studio is a digital venture studio founded in {FOUNDING_YEAR}. We partner with founders and
            companies to shape ideas into products, launch them, and grow them into businesses — across AI, e-commerce
            and SaaS.
          </p>
          <Link to="/portfolio" className={buttonVariants({ variant: "outline", size: "lg", className: "mt-9" })}>
            Explore our portfolio <ArrowRight aria-hidden />
          </Link>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-gradient-to-br from-indigo-500/25 to-cyan-400/25 blur-2xl"
          />
          <div className="rounded-3xl bg-slate-950 p-7 text-white shadow-2xl shadow-indigo-950/20 sm:p-9">
            <div className="flex items-center gap-4">
              <LogoMark className="size-14" />
              <div>
                <p className="text-lg font-semibold">Arcwell Studio</p>
                <p className="text-sm text-slate-300">Digital venture studio</p>
              </div>
            </div>
            <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-white/10">
              {FACTS.map((fact) => (
                <div key={fact.label} className="bg-slate-950 p-4 sm:p-5">
                  <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{fact.label}</dt>
                  <dd className="mt-1.5 text-base font-semibold text-white sm:text-lg">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
