import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, getJson } from "#app/lib/api.ts";
import { EntryEditor, type Entry, type EntryEditorParts } from "./entry-editor.tsx";

export type { EntryEditorParts } from "./entry-editor.tsx";

// The full-page editor of a post or case study (issue 26, docs/decisions/046-full-page-editor-and-autosave.md):
// /dashboard/posts/{id} and /dashboard/case-studies/{id}, "new" for an entry not created yet (its own key in
// `?key=`, so that a reload finds its autosave). A bar that stays at the top (back to the list, where the work
// is, History, preview links, the settings panel below 1024 px, the main button), the writing canvas (title,
// excerpt, content) and the other fields in a side panel. The same fields, rules and messages as the dialogs.
// This module reads the entry the address names (or makes a new entry's key); entry-editor.tsx is the editor.

export function EntryEditorPage<V extends Record<string, unknown>, T extends Entry>({
  parts,
  id,
  owner,
}: {
  parts: EntryEditorParts<V, T>;
  id: string;
  /** The signed-in person: whose unsaved work this browser keeps and offers back. */
  owner: string;
}) {
  const { kind } = parts;
  const isNew = id === "new";
  // Rendered in the browser only: the work offered back, the new entry's key and the editor live there.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const newKey = isNew ? params.get("key") : null;
  useEffect(() => {
    if (isNew && !newKey) setParams({ key: crypto.randomUUID() }, { replace: true, state });
  }, [isNew, newKey, setParams, state]);
  const entry = useQuery<T>({
    queryKey: [kind.adminUrl(id)],
    queryFn: () => getJson<T>(kind.adminUrl(id)),
    enabled: !isNew,
    // The editor keeps the entry as it opened; a refetch behind it must not change what it edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (!isBrowser) return <Loading />;
  if (isNew) {
    return newKey ? (
      <EntryEditor key={newKey} parts={parts} entry={null} entryKey={newKey} owner={owner} />
    ) : (
      <Loading />
    );
  }
  if (entry.isPending) return <Loading />;
  if (entry.isError) {
    const missing = entry.error instanceof ApiError && entry.error.status === 404;
    return (
      <Message title={missing ? `That ${kind.thing} no longer exists` : `Could not open the ${kind.thing}`}>
        <Button asChild variant="brand" className="mt-6">
          <Link to={`/dashboard?tab=${kind.tab}`}>Back to {kind.listName}</Link>
        </Button>
      </Message>
    );
  }
  return <EntryEditor key={entry.data.id} parts={parts} entry={entry.data} entryKey={entry.data.id} owner={owner} />;
}

function Loading() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center" aria-busy="true">
      <p className="text-slate-600">Loading...</p>
    </main>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </main>
  );
}
