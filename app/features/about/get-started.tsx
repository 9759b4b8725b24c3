import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";

// docs/product.md#public-screens /about: a 'Get Started' button to /?contact=true.
export function GetStarted() {
  return (
    <section aria-labelledby="get-started-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_20%_0%,rgba(99,102,241,0.45),transparent),radial-gradient(36rem_20rem_at_80%_100%,rgba(6,182,212,0.35),transparent)]"
        />
        <h2
          id="get-started-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to build what’s next?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          Tell us about your idea or your product. We reply within 24 hours.
        </p>
        <Link to="/?contact=true" className={buttonVariants({ variant: "light", size: "lg", className: "mt-9" })}>
          Get Started <ArrowRight aria-hidden />
        </Link>
      </div>
    </section>
  );
}
