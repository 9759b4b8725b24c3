import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, PanelRight, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useBlocker, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, getJson } from "#app/lib/api.ts";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast-store.ts";
import { ConflictScreen } from "../conflicts/conflict-screen.tsx";
import { HistoryButton } from "../history/history-dialog.tsx";
import { PreviewButton } from "../previews/preview-button.tsx";
import { RequiredNote } from "../shared/form-bits.tsx";
import { saveTo, useSaveForm } from "../shared/use-save-form.ts";
import { LeaveEditor } from "./leave-editor.tsx";
import type { EntryKind } from "./entry-kinds.ts";
import { RestoreOffer } from "./restore-offer.tsx";
import { SaveStatus } from "./save-status.tsx";
import { findEarlierWork, useAutosave, type OfferedWork } from "./use-autosave.ts";

// The full-page editor of a post or case study (issue 26, docs/decisions/046-full-page-editor-and-autosave.md):
// /dashboard/posts/{id} and /dashboard/case-studies/{id}, "new" for an entry not created yet (its own key in
// `?key=`, so that a reload finds its autosave). A bar that stays at the top (back to the list, where the work
// is, History, preview links, the settings panel below 1024 px, the main button), the writing canvas (title,
// excerpt, content) and the other fields in a side panel. The same fields, rules and messages as the dialogs.

type Entry = { id: string; updatedAt?: string | null; title: string; status?: string; isPublished: boolean };

export interface EntryEditorParts<V extends Record<string, unknown>, T extends Entry> {
  kind: EntryKind<V, T>;
  /** Title, excerpt and content (and a case study's subtitle). */
  canvas: (form: ReturnType<typeof useSaveForm<V, T>>["form"]) => ReactNode;
  /** Everything else, in the side panel. */
  settings: (form: ReturnType<typeof useSaveForm<V, T>>["form"], current: T | null) => ReactNode;
  /** The main button's words for these values (Publish, Schedule for …, Update, Save draft). */
  action: (values: V, current: T | null) => { label: string; pendingLabel: string };
}

/** Reads the entry named by the address (or makes a new entry's key), then opens the editor on it. */
export function EntryEditorPage<V extends Record<string, unknown>, T extends Entry>({
  parts,
  id,
}: {
  parts: EntryEditorParts<V, T>;
  id: string;
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
    return newKey ? <EntryEditor key={newKey} parts={parts} entry={null} entryKey={newKey} /> : <Loading />;
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
  return <EntryEditor key={entry.data.id} parts={parts} entry={entry.data} entryKey={entry.data.id} />;
}

function EntryEditor<V extends Record<string, unknown>, T extends Entry>({
  parts,
  entry,
  entryKey,
}: {
  parts: EntryEditorParts<V, T>;
  entry: T | null;
  entryKey: string;
}) {
  const { kind } = parts;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Values carried over from a dialog's "Open full editor": unsaved work that continues here.
  const carried = (location.state as { values?: V } | null)?.values;
  // Taken once: the address's history entry forgets them, so a reload offers the autosave instead.
  useEffect(() => {
    if (carried) void navigate(location.pathname + location.search, { replace: true, state: null });
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const opened = entry ? kind.toForm(entry) : kind.empty;
  const isNew = !entry;
  const autosaveRef = useRef<ReturnType<typeof useAutosave> | null>(null);
  // The entry's id once it exists (a new one gets it from its first save), and whether a save created it.
  const savedId = useRef(entry?.id ?? null);
  const creating = useRef(false);
  const saving = useSaveForm<V, T>({
    initial: () => carried ?? opened,
    unchanged: opened,
    empty: kind.empty,
    item: entry,
    toForm: kind.toForm,
    // A save over a colleague's newer version opens the conflict screen with the entry as it is now.
    reload: entry ? () => getJson<T>(kind.adminUrl(entry.id)) : undefined,
    onClose: () => undefined,
    keepOpen: true,
    check: kind.check,
    send: (body) => {
      creating.current = !savedId.current;
      return saveTo(`/api/${kind.collection}`, savedId.current ?? undefined)(body);
    },
    onSaved: async (saved?: T) => {
      if (saved) savedId.current = saved.id;
      toast(kind.saved(creating.current));
      await autosaveRef.current?.discard(entryKey);
      await kind.refresh(queryClient);
      if (isNew && saved) {
        allowLeaving.current = true;
        await navigate(kind.path(saved.id), { replace: true });
      }
    },
    failureTitle: kind.failureTitle(isNew),
    itemNames: kind.itemNames,
    toastMissing: kind.toastMissing,
  });
  const { form, current } = saving;

  // Earlier unsaved work on this entry (a reload, a crash, another tab): offered back, never applied unasked.
  const [offer, setOffer] = useState<OfferedWork | null>(null);
  const [looking, setLooking] = useState(true);
  useEffect(() => {
    let live = true;
    void findEarlierWork(kind.collection, entryKey).then((found) => {
      if (!live) return;
      const differs = found && JSON.stringify(found.values) !== JSON.stringify(form.values);
      setOffer(differs ? found : null);
      setLooking(false);
    });
    return () => {
      live = false;
    };
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const autosave = useAutosave({
    collection: kind.collection,
    entryKey,
    isNew: !current,
    values: form.values,
    isDirty: form.isDirty,
    baseUpdatedAt: current?.updatedAt ?? null,
    fields: (values) => kind.body(values as V, form.baseline),
    paused: looking || !!offer,
  });
  autosaveRef.current = autosave;

  // Leaving with unsaved work: the browser asks on a reload or a closed tab, the editor on a link.
  const allowLeaving = useRef(false);
  const mustAsk = form.isDirty && !saving.save.isPending;
  useEffect(() => {
    if (!mustAsk) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [mustAsk]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustAsk && !allowLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  // The sheet closes with Escape, as a dialog does (a layer of its own, such as a select, closes first).
  useEffect(() => {
    if (!settingsOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setSettingsOpen(false);
    };
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [settingsOpen]);
  const headingId = useId();
  // An error in a field of the closed settings panel (below 1024 px) opens it, so the focus can reach it.
  useEffect(() => {
    const errors = Object.keys(form.errors);
    if (errors.length && !errors.every((key) => CANVAS_FIELDS.has(key))) setSettingsOpen(true);
  }, [form.errors]);

  const action = parts.action(form.values, current);
  const backTo = `/dashboard?tab=${kind.tab}`;
  const title = `${current ? "Edit" : "New"} ${kind.thing.replace(/^./, (c) => c.toUpperCase())}`;

  return (
    <div className="min-h-screen bg-white [--editor-sticky-top:3.5rem]">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-slate-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 h-14 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-full max-w-[100rem] items-center gap-2 px-3 sm:gap-3 sm:px-6">
          <Link
            to={backTo}
            aria-label={`Back to ${kind.listName}`}
            className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500 sm:px-3"
          >
            <ArrowLeft className="size-4" aria-hidden />
            <span className="max-sm:hidden">{kind.listName}</span>
          </Link>
          <SaveStatus status={autosave.status} savedAt={autosave.savedAt} />
          <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
            {current ? (
              <span className="max-sm:hidden">
                <HistoryButton
                  options={{
                    collection: kind.collection,
                    thing: kind.thing,
                    labels: kind.labels,
                    ignore: kind.derived,
                    onRestored: () => kind.refresh(queryClient),
                  }}
                  current={current}
                  hasUnsavedChanges={form.isDirty}
                  onRestored={saving.restored}
                />
              </span>
            ) : null}
            {current ? (
              <span className="max-md:hidden" onPointerDownCapture={() => void autosave.flush()}>
                <PreviewButton type={kind.previewType} id={current.id} title={current.title} variant="text" />
              </span>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-expanded={settingsOpen}
              aria-controls={settingsId}
              onClick={() => setSettingsOpen(!settingsOpen)}
            >
              <PanelRight aria-hidden /> <span className="max-sm:sr-only">Settings</span>
            </Button>
            <Button type="submit" form="entry-form" variant="brand" size="sm" disabled={saving.save.isPending}>
              {saving.save.isPending ? action.pendingLabel : action.label}
            </Button>
          </div>
        </div>
      </header>
      <form
        id="entry-form"
        ref={saving.formRef}
        onSubmit={saving.submit}
        noValidate
        aria-labelledby={headingId}
        className="mx-auto grid max-w-[100rem] lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <main id="main" inert={settingsOpen || undefined} className="min-w-0 px-4 pt-6 pb-24 sm:px-8 lg:px-12">
          <div className="mx-auto max-w-3xl">
            <h1 id={headingId} className="sr-only">
              {title}
            </h1>
            {offer ? (
              <RestoreOffer
                offer={offer}
                thing={kind.thing}
                changedSince={!!current?.updatedAt && offer.baseUpdatedAt !== current.updatedAt}
                onRestore={() => {
                  form.setValues(offer.values as V);
                  // Saved over by someone since: the save then shows the conflict screen instead of overwriting.
                  if (current && offer.baseUpdatedAt && offer.baseUpdatedAt !== current.updatedAt)
                    saving.rebase(offer.baseUpdatedAt);
                  setOffer(null);
                }}
                onDiscard={() => {
                  void autosave.discard();
                  setOffer(null);
                }}
              />
            ) : null}
            <ConflictScreen
              saving={saving}
              thing={kind.thing}
              labels={kind.labels}
              collection={kind.collection}
              returnFocus={() => document.querySelector<HTMLElement>('button[form="entry-form"]')}
            />
            {/* A column, not a grid: the fields' two-column spans (sm:col-span-2) must not make a second column. */}
            <div className="flex flex-col gap-6">{parts.canvas(form)}</div>
          </div>
        </main>
        <aside
          id={settingsId}
          aria-label={`${kind.thing.replace(/^./, (c) => c.toUpperCase())} settings`}
          className={cn(
            "border-slate-200 bg-slate-50 px-5 pt-6 pb-24 lg:bg-slate-50/70",
            "lg:sticky lg:top-14 lg:block lg:h-[calc(100dvh-3.5rem)] lg:overflow-y-auto lg:border-l",
            // Below 1024 px the panel is a sheet over the canvas.
            settingsOpen
              ? "max-lg:fixed max-lg:inset-0 max-lg:top-14 max-lg:z-20 max-lg:overflow-y-auto"
              : "max-lg:hidden",
            // One column: the dialogs' two-column sections are too wide for a side panel.
            "[&_fieldset]:!grid-cols-1 [&_fieldset>*]:!col-span-1",
          )}
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 className="text-sm font-bold tracking-wider text-indigo-700 uppercase">Settings</h2>
            <Button variant="ghost" size="sm" className="lg:hidden" onClick={() => setSettingsOpen(false)}>
              <X aria-hidden /> Close<span className="sr-only"> settings</span>
            </Button>
          </div>
          <div className="flex flex-col gap-8">
            <RequiredNote />
            {parts.settings(form, current)}
            {current ? (
              <div className="flex flex-wrap gap-2 sm:hidden">
                <HistoryButton
                  options={{
                    collection: kind.collection,
                    thing: kind.thing,
                    labels: kind.labels,
                    ignore: kind.derived,
                    onRestored: () => kind.refresh(queryClient),
                  }}
                  current={current}
                  hasUnsavedChanges={form.isDirty}
                  onRestored={saving.restored}
                />
              </div>
            ) : null}
            {current ? (
              <div className="md:hidden" onPointerDownCapture={() => void autosave.flush()}>
                <PreviewButton type={kind.previewType} id={current.id} title={current.title} variant="text" />
              </div>
            ) : null}
          </div>
        </aside>
      </form>
      <LeaveEditor blocker={blocker} />
    </div>
  );
}

/** The canvas's fields: an error elsewhere is in the settings panel. */
const CANVAS_FIELDS = new Set(["title", "subtitle", "excerpt", "content"]);

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
