import { useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { Badge } from "../shared/badge.tsx";
import { formatDateTime } from "#app/lib/format-time.ts";
import type { FieldLabels } from "./diff-model.ts";
import type { RevisionSummary } from "./revisions.ts";
import { versionWords } from "./version-words.ts";

// The versions of an entry, newest first: when, by whom, and what it was in words ("Created", "Restored from
// {date}", "Scheduled for {date}", "Changed: Title, Content"). One is chosen at a time.
export function VersionList({
  query,
  labels,
  selected,
  onSelect,
}: {
  query: { data: RevisionSummary[] | undefined; isPending: boolean; isError: boolean };
  labels: FieldLabels;
  selected: string | null;
  onSelect: (revisionId: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="mb-3 text-xs font-bold tracking-wider text-indigo-700 uppercase">
        Versions
      </h3>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the history...
        </p>
      ) : query.isError || !query.data ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Could not load the history. Close it and try again.
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">No versions saved yet.</p>
      ) : (
        <ol className="grid gap-2">
          {query.data.map((revision, index) => {
            const isSelected = revision.id === selected;
            return (
              <li key={revision.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(revision.id)}
                  className={cn(
                    "block w-full rounded-xl border px-3.5 py-2.5 text-left text-sm transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500",
                    isSelected
                      ? "border-indigo-400 bg-indigo-50 ring-1 ring-indigo-400"
                      : "border-slate-200 bg-white hover:bg-slate-50",
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <time dateTime={revision.createdAt} className="font-semibold text-slate-900">
                      {formatDateTime(revision.createdAt)}
                    </time>
                    {/* Every save is a revision, so the newest is the version saved now. */}
                    {index === 0 ? <Badge tone="indigo">Latest</Badge> : null}
                  </span>
                  <span className="block truncate text-slate-600">{revision.actor?.email ?? "Unknown author"}</span>
                  <span className="mt-1 block text-xs text-slate-700">
                    {versionWords(revision, labels, formatDateTime)}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
