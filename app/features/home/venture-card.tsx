import { ArrowRight, ArrowUpRight } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import {
  shouldShowReadMore,
  truncate,
  ventureLinkTarget,
  visibleServices,
  type VentureLinkTarget,
} from "#core/portfolio-card-rules.ts";
import { cn } from "../../lib/cn.ts";
import { CardBackdrop, CardLogo } from "../portfolio/card-media.tsx";
import type { PublicCard } from "../portfolio/public-card.ts";

// docs/product.md#public-screens Home card: description cut at 120 characters with 'Read more' / 'Read less', up to
// three service tags then '+N more', and the venture's link (internal landing page, else website in a new tab).

export function VentureCard({ card }: { card: PublicCard }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const descriptionId = useId();
  const target = ventureLinkTarget(card);
  const { shown, moreCount } = visibleServices(card.services);
  const canExpand = shouldShowReadMore(card);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-xl hover:shadow-slate-900/5">
      <VentureMedia card={card} target={target} />
      <div className="flex flex-1 flex-col px-6 pt-10 pb-6">
        <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{card.category}</p>
        <h3 className="mt-1.5 text-xl font-bold tracking-tight text-slate-900">
          <VentureLink
            target={target}
            className="group/link inline-flex items-center gap-1.5 rounded-md hover:text-indigo-700"
          >
            {card.name}
          </VentureLink>
        </h3>
        <div id={descriptionId} className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">
          {!isExpanded ? (
            <p className="min-h-[4lh]">{truncate(card.description)}</p>
          ) : card.fullDescription ? (
            <div
              className="prose-content text-[0.95rem]! leading-relaxed! text-slate-600! sm:text-[0.95rem]! [&>*+*]:mt-3!"
              dangerouslySetInnerHTML={{ __html: card.fullDescription }}
            />
          ) : (
            <p>{card.description}</p>
          )}
        </div>
        {canExpand ? (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={descriptionId}
            onClick={() => setIsExpanded((v) => !v)}
            className="-ml-2 mt-2 inline-flex min-h-11 items-center self-start rounded-full px-2 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            {isExpanded ? "Read less" : "Read more"}
            <span className="sr-only"> about {card.name}</span>
          </button>
        ) : null}
        {shown.length > 0 ? (
          <ul aria-label={`Services for ${card.name}`} className="mt-auto flex flex-wrap gap-2 pt-5">
            {shown.map((service) => (
              <li key={service} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                {service}
              </li>
            ))}
            {moreCount > 0 ? (
              <li className="rounded-full border border-dashed border-slate-300 px-3 py-1 text-xs font-medium text-slate-600">
                +{moreCount} more
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The venture's link, or plain text when it has neither a landing page nor a website. */
function VentureLink({
  target,
  className,
  children,
}: {
  target: VentureLinkTarget;
  className?: string;
  children: ReactNode;
}) {
  const focus = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";
  if (target?.kind === "internal") {
    return (
      <Link to={target.to} prefetch="intent" className={cn(className, focus)}>
        {children}
        <ArrowRight
          aria-hidden
          className="size-4 text-slate-400 transition-transform group-hover/link:translate-x-0.5 group-hover/link:text-indigo-700"
        />
      </Link>
    );
  }
  if (target?.kind === "external") {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={cn(className, focus)}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
        <ArrowUpRight
          aria-hidden
          className="size-4 text-slate-400 transition-transform group-hover/link:-translate-y-0.5 group-hover/link:translate-x-0.5 group-hover/link:text-indigo-700"
        />
      </a>
    );
  }
  return <span>{children}</span>;
}

/** Image or gradient band with the logo; a pointer shortcut to the same link as the name. */
function VentureMedia({ card, target }: { card: PublicCard; target: VentureLinkTarget }) {
  const band = (
    <>
      <div className="relative h-40 overflow-hidden">
        <CardBackdrop card={card} className="transition-transform duration-500 group-hover/media:scale-105" />
        <div className="absolute inset-0 bg-gradient-to-t from-slate-950/25 to-transparent" />
      </div>
      <CardLogo card={card} className="absolute -bottom-7 left-6 size-14 ring-4 ring-white" letterClassName="text-xl" />
    </>
  );
  const className = "group/media relative block";
  // Hidden from assistive technology and the tab order: the name link above offers the same.
  if (target?.kind === "internal") {
    return (
      <Link to={target.to} tabIndex={-1} aria-hidden className={className}>
        {band}
      </Link>
    );
  }
  if (target?.kind === "external") {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden className={className}>
        {band}
      </a>
    );
  }
  return <div className={className}>{band}</div>;
}
