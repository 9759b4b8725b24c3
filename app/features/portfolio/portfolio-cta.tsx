import { ArrowRight, Lightbulb } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useContact } from "../contact/contact-context.tsx";

// docs/product.md#public-screens Portfolio: 'Have an Idea?' with 'Start Your Venture' (contact dialog).
export function PortfolioCta() {
  const { openContact } = useContact();
  return (
    <section aria-labelledby="portfolio-cta-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-slate-950 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-32 left-1/2 h-72 w-[40rem] -translate-x-1/2 rounded-full bg-indigo-600/35 blur-3xl" />
          <div className="absolute -right-20 -bottom-24 size-80 rounded-full bg-cyan-500/20 blur-3xl" />
        </div>
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-cyan-400 shadow-lg shadow-indigo-500/30">
          <Lightbulb className="size-7" aria-hidden />
        </span>
        <h2 id="portfolio-cta-title" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          Have an Idea?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-slate-300">
          Every venture above started as a conversation. Tell us what you want to build and we will reply within 24
          hours.
        </p>
        <Button variant="light" size="lg" onClick={openContact} className="group mt-9">
          Start Your Venture
          <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
        </Button>
      </div>
    </section>
  );
}
