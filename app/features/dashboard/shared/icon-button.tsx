import type { ComponentProps, ReactNode } from "react";
import { WithTooltip } from "#app/components/ui/tooltip.tsx";
import { cn } from "#app/lib/cn.ts";

// A 40 px icon button whose accessible name is also its tooltip.
export function IconButton({
  label,
  tooltip,
  tone = "default",
  className,
  children,
  ...props
}: Omit<ComponentProps<"button">, "aria-label"> & { label: string; tooltip?: ReactNode; tone?: "default" | "danger" }) {
  return (
    <WithTooltip label={tooltip ?? label}>
      <button
        type="button"
        aria-label={label}
        className={cn(
          "inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:opacity-50 [&_svg]:size-[18px]",
          tone === "danger"
            ? "text-red-600 hover:bg-red-50 hover:text-red-700"
            : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
          className,
        )}
        {...props}
      >
        {children}
      </button>
    </WithTooltip>
  );
}
