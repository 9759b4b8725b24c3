import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** Eyebrow, h2 and intro of a landing-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "light",
  eyebrowClassName,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
  eyebrowClassName?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className={cn("text-sm font-semibold tracking-wide uppercase", eyebrowClassName)}>{eyebrow}</p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "dark" ? "text-white" : "text-slate-900",
        )}
      >
        {title}
      </h2>
      {children ? (
        <p className={cn("mt-4 text-lg leading-relaxed", tone === "dark" ? "text-slate-300" : "text-slate-600")}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
