import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../ui/button.tsx";

/** A button of the band: a link (`to`) or an action in the page (`onClick`, e.g. the contact dialog). */
export interface CtaAction {
  label: string;
  to?: string;
  onClick?: () => void;
  /** The second, quieter button (an outline on the band). */
  secondary?: boolean;
  /** An arrow after the label: the band's main way forward. */
  arrow?: boolean;
  /** The button opens a dialog. */
  opensDialog?: boolean;
}

interface CtaBandProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  actions: CtaAction[];
  /** An icon above the heading. */
  icon?: ReactNode;
  /** `dark` for a page's closing band; `brand` for the smaller one inside an article. */
  tone?: "dark" | "brand";
  /** The section's spacing on its page. */
  className?: string;
}

// The call to action public pages close with (issue 29: one component for what were six copies).
// Each page keeps the spec's words and destinations (a link to /?contact=true or /contact, or the
// contact dialog); the look is one band.
export function CtaBand({ id, title, text, actions, icon, tone = "dark", className }: CtaBandProps) {
  const brand = tone === "brand";
  return (
    <section aria-labelledby={id} className={cn("px-4 sm:px-6 lg:px-8", className)}>
      <div
        className={cn(
          "relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl px-6 text-center text-white sm:px-12",
          brand ? "bg-gradient-to-br from-indigo-600 to-cyan-700 py-12 sm:py-14" : "bg-slate-950 py-14 sm:py-20",
        )}
      >
        <div
          aria-hidden="true"
          className={cn(
            "absolute -z-10 glow",
            brand
              ? "-top-20 -right-20 size-72 bg-white/15"
              : "-top-24 left-1/2 h-64 w-[40rem] max-w-[180%] -translate-x-1/2 bg-gradient-to-r from-indigo-600/40 to-cyan-500/40",
          )}
        />
        {icon ? (
          <span className="mb-5 inline-flex size-12 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20 [&_svg]:size-6">
            {icon}
          </span>
        ) : null}
        <h2
          id={id}
          className={cn(
            "font-bold tracking-tight text-balance",
            brand ? "text-2xl sm:text-3xl" : "text-3xl sm:text-4xl",
          )}
        >
          {title}
        </h2>
        <p className={cn("mx-auto mt-4 max-w-xl text-lg", brand ? "text-white" : "text-slate-300")}>{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map(({ label, to, onClick, secondary, arrow, opensDialog }) => {
            const className = secondary
              ? cn(
                  buttonVariants({ variant: "outline", size: "lg" }),
                  "border-white/40 bg-transparent text-white hover:bg-white/10",
                )
              : buttonVariants({ variant: "light", size: "lg" });
            const content = (
              <>
                {label}
                {arrow ? <ArrowRight aria-hidden="true" /> : null}
              </>
            );
            return to ? (
              <Link key={label} to={to} className={className}>
                {content}
              </Link>
            ) : (
              <button
                key={label}
                type="button"
                className={className}
                onClick={onClick}
                aria-haspopup={opensDialog ? "dialog" : undefined}
              >
                {content}
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
