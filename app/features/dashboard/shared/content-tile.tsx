import { CalendarClock, Clock, Star } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicationStatus } from "#core/publication.ts";
import { cn } from "#app/lib/cn.ts";
import { Badge, type BadgeTone } from "./badge.tsx";
import { formatDateTime } from "./publication.ts";

// What the blog post and case study tiles of the dashboard share: the card, the cover with its
// status badges (a scheduled one says when it goes live), the category and read-time line, and the title
// that names the card.

/** A scheduled entry is not live yet, so it is not shown in the green of a published one. */
const STATUS_BADGE: Record<PublicationStatus, { tone: BadgeTone; label: string }> = {
  draft: { tone: "grey", label: "Draft" },
  scheduled: { tone: "indigo", label: "Scheduled" },
  published: { tone: "green", label: "Published" },
};

export function ContentTile({
  headingId,
  entry: { title, category, readTime, publishedAt, isFeatured },
  status,
  coverClassName,
  cover,
  children,
  actions,
}: {
  headingId: string;
  /** The post or case study; `publishedAt` says when a scheduled one goes live. */
  entry: { title: string; category: string; readTime: number; publishedAt?: string | null; isFeatured: boolean };
  status: PublicationStatus;
  coverClassName: string;
  /** The image, or what stands in for it. */
  cover: ReactNode;
  /** Below the title. */
  children: ReactNode;
  /** The bottom bar. */
  actions: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className={cn("relative h-36 overflow-hidden", coverClassName)}>
        {cover}
        <div className="absolute top-3 right-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone={STATUS_BADGE[status].tone}>
            {status === "scheduled" ? <CalendarClock aria-hidden /> : null}
            {status === "scheduled" && publishedAt
              ? `${STATUS_BADGE[status].label} · ${formatDateTime(publishedAt)}`
              : STATUS_BADGE[status].label}
          </Badge>
          {isFeatured ? (
            <Badge tone="amber">
              <Star aria-hidden /> Featured
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-indigo-700">
          {category}
          <span aria-hidden className="text-slate-300">
            •
          </span>
          <span className="inline-flex items-center gap-1 font-medium text-slate-600">
            <Clock className="size-3.5" aria-hidden /> {readTime} min read
          </span>
        </p>
        <h3 id={headingId} className="mt-2 line-clamp-2 text-lg font-bold tracking-tight text-slate-900">
          {title}
        </h3>
        {children}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-2.5">{actions}</div>
    </article>
  );
}
