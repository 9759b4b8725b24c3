import { ArrowRight, ChevronLeft, ChevronRight, Hand } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { PublicCard } from "../portfolio/public-card.ts";
import { VentureCard } from "./venture-card.tsx";

// docs/product.md#public-screens 'Our Clients': a horizontal scroller of the first six active cards, 'Swipe to explore'
// on small screens and 'View All' to /portfolio. The scroller is a focusable region, so arrow
// keys scroll it; on larger screens two buttons page through it too.
export function ClientsSection({ cards }: { cards: PublicCard[] }) {
  const scroller = useRef<HTMLDivElement>(null);

  function page(direction: 1 | -1) {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  }

  const arrowClass =
    "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";

  return (
    <section aria-labelledby="clients-title" className="border-y border-slate-200/70 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Portfolio</p>
            <h2
              id="clients-title"
              className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
            >
              Our Clients
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              Ventures we have designed, built and grown alongside their founders.
            </p>
          </div>
          <div className="flex items-center gap-3">
            <div className="hidden gap-2 md:flex">
              <button
                type="button"
                className={arrowClass}
                onClick={() => page(-1)}
                aria-label="Scroll clients left"
                aria-controls="clients-scroller"
              >
                <ChevronLeft className="size-5" aria-hidden />
              </button>
              <button
                type="button"
                className={arrowClass}
                onClick={() => page(1)}
                aria-label="Scroll clients right"
                aria-controls="clients-scroller"
              >
                <ChevronRight className="size-5" aria-hidden />
              </button>
            </div>
            <Link to="/portfolio" prefetch="intent" className={cn(buttonVariants({ variant: "primary" }), "group")}>
              View All
              <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
            </Link>
          </div>
        </div>

        {cards.length === 0 ? (
          <p className="mt-12 rounded-3xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            Our newest ventures are on their way. Check back soon.
          </p>
        ) : (
          <div
            ref={scroller}
            id="clients-scroller"
            role="region"
            aria-label="Client ventures"
            tabIndex={0}
            className="relative -mx-4 mt-12 flex items-start snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pt-1 pb-6 [scrollbar-width:thin] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:gap-6"
          >
            {cards.map((card) => (
              <div
                key={card.id}
                data-testid="client-card"
                className="w-[85%] max-w-[24rem] shrink-0 snap-start sm:w-[22rem] lg:w-[calc((100%-3rem)/3)] lg:max-w-none"
              >
                <VentureCard card={card} />
              </div>
            ))}
          </div>
        )}
        <p className="mt-2 flex items-center justify-center gap-2 text-sm font-medium text-slate-600 md:hidden">
          <Hand aria-hidden className="size-4" />
          Swipe to explore
        </p>
      </div>
    </section>
  );
}
