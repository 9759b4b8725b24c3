import {
  Bot,
  ChevronDown,
  Hammer,
  Layers,
  Lightbulb,
  RefreshCw,
  Rocket,
  Sparkles,
  Sprout,
  type LucideIcon,
} from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { MOBILE_SERVICE_COUNT, SERVICES, type ServiceName } from "./services.ts";

const ICONS: Record<ServiceName, LucideIcon> = {
  Create: Sparkles,
  Automate: Bot,
  Build: Hammer,
  Scale: Rocket,
  Simplify: Layers,
  Grow: Sprout,
  Transform: RefreshCw,
  Imagine: Lightbulb,
};

// docs/product.md#public-screens 'What We Do For You': all eight on medium screens and up; on small screens the first
// four, with a 'See All Services' / 'Show Less' toggle for the rest.
export function ServicesSection() {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  return (
    <section aria-labelledby="services-title" className="relative py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Services</p>
          <h2
            id="services-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            What We Do For You
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            One team from first sketch to full scale. Pick the help you need today — we bring the rest when you are
            ready.
          </p>
        </div>
        <ul id={listId} className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {SERVICES.map((service, i) => {
            const Icon = ICONS[service.name];
            const isExtra = i >= MOBILE_SERVICE_COUNT;
            return (
              <li
                key={service.name}
                data-service={service.name}
                className={cn(
                  "group relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-[box-shadow,border-color,transform] hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-500/5 motion-safe:hover:-translate-y-0.5 sm:p-6",
                  isExtra && !isExpanded ? "hidden md:block" : "block",
                )}
              >
                <div className="flex items-start gap-4 sm:flex-col sm:gap-5">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-cyan-500 text-white shadow-lg shadow-indigo-500/20">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">{service.name}</h3>
                    <p className="mt-1.5 text-sm leading-relaxed text-slate-600 sm:text-[0.95rem]">
                      {service.description}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 md:hidden">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setIsExpanded((v) => !v)}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
          >
            {isExpanded ? "Show Less" : "See All Services"}
            <ChevronDown aria-hidden className={cn("size-4 transition-transform", isExpanded && "rotate-180")} />
          </button>
        </div>
      </div>
    </section>
  );
}
