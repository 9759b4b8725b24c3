import { AlertTriangle, Clock } from "lucide-react";
import { breakEvenDeadline, breakEvenState } from "#core/break-even.ts";
import { breakEvenTone } from "#core/venture-labels.ts";
import { relativeTime } from "#core/relative-time.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate, formatDateTime } from "#app/lib/format-time.ts";
import { Badge, BREAK_EVEN_TEXT } from "../shared/badge.tsx";

// Issue 27, item 5: a break-even target whose period has ended without "Achieved" reads as overdue
// (core/break-even.ts); every venture says when it last changed.

/** The target in the spec's colour (docs/product.md#states), or in red with an "Overdue" badge once passed. */
export function BreakEvenTarget({ target, now }: { target: string; now: Date }) {
  if (breakEvenState(target, now) !== "overdue") {
    return <span className={BREAK_EVEN_TEXT[breakEvenTone(target)]}>{target}</span>;
  }
  // The deadline is the first instant after the period; its last day is the day before.
  const lastDay = new Date(breakEvenDeadline(target)!.getTime() - 1);
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span className="text-red-700">{target}</span>
      <Badge tone="red">
        <AlertTriangle aria-hidden /> <span>Overdue</span>
        <span className="sr-only">: the target period ended {formatDate(lastDay, undefined, "UTC")}</span>
      </Badge>
    </span>
  );
}

/** "Updated 3 days ago" (a date beyond a month), with the exact time on hover and for assistive technology. */
export function UpdatedAt({ updatedAt, now, className }: { updatedAt: string; now: Date; className?: string }) {
  const words = relativeTime(updatedAt, now) ?? formatDate(updatedAt);
  return (
    <p className={cn("flex items-center gap-1.5 text-xs text-slate-600", className)}>
      <Clock className="size-3.5 shrink-0" aria-hidden />
      <span>
        Updated{" "}
        <time dateTime={updatedAt} title={formatDateTime(updatedAt)}>
          {words}
        </time>
      </span>
    </p>
  );
}
