import type { ReactNode } from "react";
import type { Tone } from "#core/venture-labels.ts";
import { cn } from "#app/lib/cn.ts";

// Small labels. Tones of docs/product.md#states (grey, blue, amber, green, gradient) with AA-contrast text.
const TONES: Record<Tone | "indigo" | "red" | "dark", string> = {
  grey: "bg-slate-100 text-slate-700 ring-slate-200",
  blue: "bg-blue-50 text-blue-800 ring-blue-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  gradient: "bg-gradient-to-r from-indigo-600 to-cyan-700 text-white ring-transparent",
  indigo: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  dark: "bg-slate-900/80 text-white ring-white/20 backdrop-blur",
};

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = "grey",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset [&_svg]:size-3.5",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Text colours of the break-even rule (docs/product.md#states), dark enough for AA on white. */
export const BREAK_EVEN_TEXT: Record<"green" | "blue" | "amber", string> = {
  green: "text-emerald-700",
  blue: "text-blue-700",
  amber: "text-amber-700",
};
