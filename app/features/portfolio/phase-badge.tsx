import { phaseTone, type PhaseTone } from "#core/phase-badge.ts";
import { cn } from "../../lib/cn.ts";

// docs/product.md#entities phase badge colours (the rule is in core/phase-badge.ts).
const TONE_CLASSES: Record<PhaseTone, string> = {
  saas: "bg-indigo-50 text-indigo-700 ring-indigo-600/20",
  ecommerce: "bg-rose-50 text-rose-700 ring-rose-600/20",
  platform: "bg-sky-50 text-sky-800 ring-sky-600/25",
  aiml: "bg-violet-50 text-violet-700 ring-violet-600/20",
  growth: "bg-gradient-to-r from-emerald-700 to-teal-700 text-white ring-emerald-700/30",
  default: "bg-slate-100 text-slate-700 ring-slate-600/20",
};

export function PhaseBadge({ phase, className }: { phase: string; className?: string }) {
  const tone = phaseTone(phase);
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {phase}
    </span>
  );
}
