import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { MediaUsage, MediaUsageType } from "#core/media-item.ts";

// Where an item is shown (DESIGN §3d usages), each a link to the entry in the dashboard: posts and case
// studies open their Edit dialog (`edit=`), cards and ventures their tab.

const KINDS: Record<MediaUsageType, { label: string; href: (id: string) => string }> = {
  "blog-post": { label: "Blog post", href: (id) => `/dashboard?tab=posts&edit=${encodeURIComponent(id)}` },
  "case-study": { label: "Case study", href: (id) => `/dashboard?tab=case-studies&edit=${encodeURIComponent(id)}` },
  "portfolio-card": { label: "Portfolio card", href: () => "/dashboard?tab=cards" },
  venture: { label: "Venture", href: () => "/dashboard?tab=ventures" },
};

export function usageHref(usage: MediaUsage): string {
  return KINDS[usage.type].href(usage.id);
}

export function MediaUsages({ usages, labelledBy }: { usages: MediaUsage[]; labelledBy: string }) {
  if (!usages.length)
    return <p className="text-sm text-slate-600">Nothing shows this file yet. It can be deleted safely.</p>;
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1.5">
      {usages.map((usage) => (
        <li key={`${usage.type}:${usage.id}`}>
          <Link
            to={usageHref(usage)}
            className="inline-flex max-w-full items-center gap-2 rounded-lg text-sm text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <span className="shrink-0 font-semibold text-slate-700">{KINDS[usage.type].label}:</span>
            <span className="truncate">{usage.title || "Untitled"}</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
