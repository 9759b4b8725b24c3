import { LoaderCircle } from "lucide-react";
import { PortfolioIntro } from "./portfolio-intro.tsx";

// docs/product.md#public-screens Portfolio loading text, shown while a client-side navigation loads the page's data.
export function PortfolioLoading() {
  return (
    <main id="main" aria-busy="true">
      <PortfolioIntro />
      <div
        role="status"
        className="flex min-h-[40vh] items-center justify-center gap-3 px-4 pb-24 text-lg text-slate-600"
      >
        <LoaderCircle className="size-5 text-indigo-600 motion-safe:animate-spin" aria-hidden="true" />
        Loading portfolio...
      </div>
    </main>
  );
}
