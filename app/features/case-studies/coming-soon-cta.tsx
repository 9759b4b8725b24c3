import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";

// docs/product.md#public-screens: bottom section 'More Case Studies Coming Soon' with 'Get Started' to /?contact=true.
export function ComingSoonCta() {
  return (
    <section aria-labelledby="coming-soon-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-64 w-[40rem] max-w-[180%] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-600/40 to-cyan-500/40 blur-3xl"
        />
        <h2 id="coming-soon-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          More Case Studies Coming Soon
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          We are writing up more of the ventures we have launched. Want yours to be the next story?
        </p>
        <Link to="/?contact=true" className={buttonVariants({ variant: "light", size: "lg", className: "mt-8" })}>
          Get Started
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
