import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// The bordered card each section of the security panel sits in.

export function SecurityCard({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
        <Icon className="size-5 text-slate-500" aria-hidden /> {title}
      </h3>
      {children}
    </section>
  );
}
