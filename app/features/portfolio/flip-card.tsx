import { ArrowLeft, ArrowRight, ArrowUpRight, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { websiteHref } from "#core/portfolio-card-rules.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { CardBackdrop, CardLogo } from "./card-media.tsx";
import { PhaseBadge } from "./phase-badge.tsx";
import type { PublicCard } from "./public-card.ts";

// docs/product.md#public-screens Portfolio: each card flips on its own between a front (visual, name, tagline) and a
// back (phase, services, full description, links). Only the visible face can be reached: the
// other is inert. Focus follows the flip. With reduced motion the faces cross-fade instead.

export function FlipCard({ card, eager }: { card: PublicCard; eager?: boolean }) {
  const [isFlipped, setIsFlipped] = useState(false);
  const hasFlipped = useRef(false);
  const learnMoreButton = useRef<HTMLButtonElement>(null);
  const backTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!hasFlipped.current) return;
    (isFlipped ? backTitle.current : learnMoreButton.current)?.focus({ preventScroll: true });
  }, [isFlipped]);

  function flip(next: boolean) {
    hasFlipped.current = true;
    setIsFlipped(next);
  }

  const internalRoute = card.internalRoute?.trim();
  const landing = card.hasInternalLanding && internalRoute ? `/ventures/${encodeURIComponent(internalRoute)}` : null;
  const site = websiteHref(card.websiteUrl);

  return (
    <article data-testid="portfolio-card" data-flipped={isFlipped} className="[perspective:1800px]">
      <div
        className={cn(
          "relative grid h-full transition-transform duration-700 ease-[cubic-bezier(0.3,0.7,0.2,1)] [transform-style:preserve-3d] motion-reduce:transition-none",
          isFlipped && "[transform:rotateY(180deg)] motion-reduce:[transform:none]",
        )}
      >
        {/* Front. The visible face sets the card's height; the hidden one lies over it
            (`card-face-hidden`, app.css) until flipped. */}
        <div
          data-face="front"
          inert={isFlipped}
          aria-hidden={isFlipped}
          className={cn(
            "card-face isolate justify-between overflow-hidden text-white",
            isFlipped ? "card-face-hidden" : "relative",
          )}
        >
          <CardBackdrop card={card} eager={eager} className="-z-20" />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/45 to-slate-950/5"
          />
          <div className="flex items-start justify-between gap-4">
            <CardLogo card={card} className="size-16 ring-4 ring-white/30" />
            <span className="rounded-full bg-slate-950/55 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25 backdrop-blur">
              {card.category}
            </span>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{card.name}</h2>
            {card.tagline ? <p className="mt-3 max-w-md text-lg leading-snug text-white/90">“{card.tagline}”</p> : null}
            <Button ref={learnMoreButton} variant="light" onClick={() => flip(true)} className="mt-7">
              Learn More<span className="sr-only"> about {card.name}</span>
              <RotateCcw aria-hidden className="-scale-x-100" />
            </Button>
          </div>
        </div>

        {/* Back */}
        <div
          data-face="back"
          inert={!isFlipped}
          aria-hidden={!isFlipped}
          className={cn(
            "card-face border border-slate-200 bg-white [transform:rotateY(180deg)] motion-reduce:[transform:none]",
            isFlipped ? "relative" : "card-face-hidden",
          )}
        >
          <div className="flex items-start gap-4">
            <CardLogo card={card} className="size-12 rounded-xl" letterClassName="text-lg" />
            <div className="min-w-0 flex-1">
              <h2
                ref={backTitle}
                tabIndex={-1}
                className="text-2xl font-bold tracking-tight break-words text-slate-900 focus:outline-none"
              >
                {card.name}
              </h2>
              <PhaseBadge phase={card.phase} className="mt-2" />
            </div>
            <Button variant="ghost" size="sm" onClick={() => flip(false)} className="-mt-1 -mr-2 min-h-11">
              <ArrowLeft aria-hidden />
              Back
            </Button>
          </div>
          {card.services.length > 0 ? (
            <div className="mt-6">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Services Delivered</h3>
              <ul className="mt-2.5 flex flex-wrap gap-2">
                {card.services.map((service) => (
                  <li key={service} className="card-tag">
                    {service}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {card.fullDescription ? (
            <div
              className="prose-content mt-6 text-[0.95rem]! leading-relaxed! sm:text-base! [&>*+*]:mt-3! [&_ul]:space-y-1!"
              dangerouslySetInnerHTML={{ __html: card.fullDescription }}
            />
          ) : (
            <div className="prose-content mt-6 text-[0.95rem]! leading-relaxed! sm:text-base!">
              <p>{card.description}</p>
            </div>
          )}
          {landing || site ? (
            <div className="mt-auto flex gap-2 pt-8 sm:justify-end">
              {landing ? (
                <Link
                  to={landing}
                  prefetch="intent"
                  className={cn(buttonVariants({ variant: "primary" }), "flex-1 sm:flex-none")}
                >
                  Learn More<span className="sr-only">: {card.name} landing page</span>
                  <ArrowRight aria-hidden />
                </Link>
              ) : null}
              {site ? (
                <a
                  href={site}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: "outline" }), "flex-1 sm:flex-none")}
                >
                  Visit Site<span className="sr-only"> of {card.name} (opens in a new tab)</span>
                  <ArrowUpRight aria-hidden />
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
