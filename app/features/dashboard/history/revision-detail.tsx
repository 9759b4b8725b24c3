import { useEffect, useId, useMemo, useRef } from "react";
import { buildDiff, changesOnRestore, type FieldLabels } from "./diff-model.ts";
import { RestoreVersion } from "./restore-version.tsx";
import { RevisionDiff } from "./revision-diff.tsx";
import { type Collection, useRevision } from "./revisions.ts";
import { versionWords } from "./version-words.ts";

// The chosen version: who saved it and when, what it was in words, how it differs from the current version
// (text as a reader reads it, lists as items added and removed), and its restore.
export function RevisionDetail({
  collection,
  entryId,
  revisionId,
  current,
  labels,
  ignore,
  formatInstant,
  restore,
}: {
  collection: Collection;
  entryId: string;
  revisionId: string | null;
  /** The entry as last saved. */
  current: Record<string, unknown>;
  labels: FieldLabels;
  ignore?: readonly string[];
  formatInstant: (iso: string) => string;
  restore: {
    thing: string;
    hasUnsavedChanges: boolean;
    isPending: boolean;
    run: (revisionId: string) => Promise<unknown>;
  };
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const revision = useRevision(collection, entryId, revisionId);
  const data = revision.data;
  const diffs = useMemo(
    () => (data ? buildDiff(data.snapshot, current, { labels, ignore, formatInstant }) : []),
    [data, current, labels, ignore, formatInstant],
  );
  // A version was chosen: take keyboard and screen-reader users to it (on a phone it is below the list).
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);

  if (!revisionId)
    return (
      <p className="rounded-xl border-2 border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
        Choose a version to see how it differs from the current one.
      </p>
    );
  if (revision.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the version...
      </p>
    );
  if (revision.isError || !data)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        Could not load this version. Close the history and try again.
      </p>
    );

  const when = formatInstant(data.createdAt);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        Version of {when}
      </h3>
      <p className="mt-1 text-sm font-medium text-slate-800">{versionWords(data, labels, formatInstant)}</p>
      <p className="mt-1 text-sm text-slate-600">
        Saved by{" "}
        <span className="font-medium break-all text-slate-800">{data.actor?.email ?? "an unknown author"}</span>.
        Compared with the current version: struck-through text is only in this version, underlined text only in the
        current one.
      </p>
      <div className="mt-4">
        <RevisionDiff diffs={diffs} />
      </div>
      {changesOnRestore(diffs) ? (
        <div className="mt-5 flex justify-end">
          <RestoreVersion
            thing={restore.thing}
            when={when}
            hasUnsavedChanges={restore.hasUnsavedChanges}
            isPending={restore.isPending}
            onConfirm={() => restore.run(data.id)}
          />
        </div>
      ) : null}
    </section>
  );
}
