import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";

// docs/product.md#public-screens, #errors-and-messages: missing, draft or failing case study.
export function CaseStudyNotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Case Study Not Found</h1>
      <p className="mt-3 text-lg text-slate-600">The case study you're looking for doesn't exist.</p>
      <Link to="/case-studies" className={buttonVariants({ variant: "primary", size: "lg", className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Case Studies
      </Link>
    </main>
  );
}
