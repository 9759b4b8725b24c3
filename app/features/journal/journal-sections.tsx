import { Mail, PenLine } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { useContact } from "../contact/contact-context.tsx";

/** docs/product.md#public-screens empty state: 'No articles published yet.' and a way to write the first one. */
export function JournalEmpty() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <PenLine className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900">No articles published yet.</p>
      <Link to="/dashboard" className={buttonVariants({ variant: "primary", size: "lg", className: "mt-6" })}>
        Create Your First Article
      </Link>
    </div>
  );
}

/** docs/product.md#public-screens 'Stay Updated'. */
export function StayUpdated() {
  const { openContact } = useContact();
  return (
    <section aria-labelledby="stay-updated-heading" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-64 w-[40rem] max-w-[180%] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-600/40 to-cyan-500/40 blur-3xl"
        />
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white/10 text-white ring-1 ring-white/20">
          <Mail className="size-6" aria-hidden="true" />
        </span>
        <h2 id="stay-updated-heading" className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Stay Updated
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          New articles on venture building, product strategy and growth, a few times a month.
        </p>
        {/* docs/product.md#public-screens does not say what this button does. There is no newsletter service, so
            it opens the contact dialog, where a visitor can ask to be kept posted. */}
        <Button variant="light" size="lg" className="mt-8" onClick={openContact} aria-haspopup="dialog">
          Subscribe to Newsletter
        </Button>
      </div>
    </section>
  );
}
