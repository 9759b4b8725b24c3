import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

// Building blocks shared by the dashboard tabs: a heading row with actions, empty states and
// loading skeletons.

export function TabHeader({
  title,
  description,
  count,
  actions,
  headingId,
}: {
  title: string;
  description: ReactNode;
  count?: number;
  actions?: ReactNode;
  headingId?: string;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={headingId} className="flex items-center gap-2.5 text-2xl font-bold tracking-tight text-slate-900">
          {title}
          {count !== undefined ? (
            <span className="rounded-full bg-slate-200/70 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
              {count}
            </span>
          ) : null}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  actions,
  headingLevel = 3,
}: {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** 2 where no section heading comes before (the investor view). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-slate-200 bg-white px-6 py-14 text-center">
      <div className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-50 to-cyan-50 text-indigo-600 [&_svg]:size-7">
        {icon}
      </div>
      {title ? <Heading className="text-lg font-bold tracking-tight text-slate-900">{title}</Heading> : null}
      <p className={cn("max-w-md text-slate-600", title && "mt-1.5")}>{children}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** docs/product.md#constants: three placeholder cards while a list loads. */
export function SkeletonGrid({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="h-32 bg-slate-200/70 motion-safe:animate-pulse" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded-full bg-slate-200/70 motion-safe:animate-pulse" />
            <div className="h-3.5 w-full rounded-full bg-slate-100 motion-safe:animate-pulse" />
            <div className="h-3.5 w-5/6 rounded-full bg-slate-100 motion-safe:animate-pulse" />
            <div className="flex gap-2 pt-2">
              <div className="h-6 w-20 rounded-full bg-slate-100 motion-safe:animate-pulse" />
              <div className="h-6 w-16 rounded-full bg-slate-100 motion-safe:animate-pulse" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

export function LoadError({ what }: { what: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800">
      Could not load {what}. Reload the page to try again.
    </div>
  );
}

/**
 * A list read's states: loading, failed, empty, or `children` with the rows. Saying what is
 * loading ("the team") once gives all three messages.
 */
export function ListState<T>({
  query,
  what,
  loading,
  empty,
  children,
}: {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean };
  what: string;
  loading: string;
  empty: { icon: ReactNode; text: string };
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {loading}
      </p>
    );
  }
  if (query.isError || !query.data) return <LoadError what={what} />;
  if (query.data.length === 0) return <EmptyState icon={empty.icon}>{empty.text}</EmptyState>;
  return <>{children(query.data)}</>;
}
