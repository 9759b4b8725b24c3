import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, PanelRight, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { getJson } from "#app/lib/api.ts";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast-store.ts";
import { ConflictScreen } from "../conflicts/conflict-screen.tsx";
import { HistoryButton } from "../history/history-dialog.tsx";
import { PreviewButton } from "../previews/preview-button.tsx";
import { RequiredNote } from "../shared/form-actions.tsx";
import { saveTo, useSaveForm } from "../shared/use-save-form.ts";
import { LeaveEditor } from "./leave-editor.tsx";
import type { EntryKind } from "./entry-kinds.ts";
import { RestoreOffer } from "./restore-offer.tsx";
import { useLeaveGuard } from "./use-leave-guard.ts";
import { useSettingsSheet } from "./use-settings-sheet.ts";
import { SaveStatus } from "./save-status.tsx";
import { findEarlierWork, useAutosave, type OfferedWork } from "./use-autosave.ts";
import { SkipLink } from "../shared/skip-link.tsx";

// The full-page editor itself (issue 26, docs/decisions/046-full-page-editor-and-autosave.md): the sticky bar,
// the canvas and the settings panel around one useSaveForm, with autosave, the work offered back and the
// questions before leaving. entry-page.tsx reads the entry it edits.

export type Entry = { id: string; updatedAt?: string | null; title: string; status?: string; isPublished: boolean };

export interface EntryEditorParts<V extends Record<string, unknown>, T extends Entry> {
  kind: EntryKind<V, T>;
  /** Title, excerpt and content (and a case study's subtitle). */
  canvas: (form: ReturnType<typeof useSaveForm<V, T>>["form"]) => ReactNode;
  /** Everything else, in the side panel. */
  settings: (form: ReturnType<typeof useSaveForm<V, T>>["form"], current: T | null) => ReactNode;
  /** The main button's words for these values (Publish, Schedule for …, Update, Save draft). */
  action: (values: V, current: T | null) => { label: string; pendingLabel: string };
}

export function EntryEditor<V extends Record<string, unknown>, T extends Entry>({
  parts,
  entry,
  entryKey,
  owner,
}: {
  parts: EntryEditorParts<V, T>;
  entry: T | null;
  entryKey: string;
  owner: string;
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
    void findEarlierWork(owner, kind.collection, entryKey).then((found) => {
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
    owner,
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

  const leaving = useLeaveGuard(form.isDirty && !saving.save.isPending);
  const sheet = useSettingsSheet(form.errors);
  const settingsOpen = sheet.isOpen;
  const setSettingsOpen = sheet.setIsOpen;
  const settingsId = sheet.id;
  const headingId = useId();
  const history = (
    <HistoryButton
      options={{
        collection: kind.collection,
        thing: kind.thing,
        labels: kind.labels,
        ignore: kind.derived,
        onRestored: () => kind.refresh(queryClient),
      }}
      current={current!}
      hasUnsavedChanges={form.isDirty}
      onRestored={saving.restored}
    />
  );
  // A preview link shows the newest autosave: what is typed now is sent first.
  const preview = current ? (
    <span onPointerDownCapture={() => void autosave.flush()}>
      <PreviewButton type={kind.previewType} id={current.id} title={current.title} variant="text" />
    </span>
  ) : null;

  const action = parts.action(form.values, current);
  const backTo = `/dashboard?tab=${kind.tab}`;
  const title = `${current ? "Edit" : "New"} ${kind.thing.replace(/^./, (c) => c.toUpperCase())}`;

  return (
    <div className="min-h-screen bg-white [--editor-sticky-top:3.5rem]">
      <SkipLink />
      <header className="sticky top-0 z-30 h-14 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-full max-w-[100rem] items-center gap-2 px-3 sm:gap-3 sm:px-6">
          <Link
            to={backTo}
            onClick={leaving.guard(backTo)}
            aria-label={`Back to ${kind.listName}`}
            className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500 sm:px-3"
          >
            <ArrowLeft className="size-4" aria-hidden />
            <span className="max-sm:hidden">{kind.listName}</span>
          </Link>
          <SaveStatus status={autosave.status} savedAt={autosave.savedAt} />
          <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
            {current ? <span className="max-sm:hidden">{history}</span> : null}
            {current ? <span className="max-md:hidden">{preview}</span> : null}
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
            {current ? <div className="sm:hidden">{history}</div> : null}
            {current ? <div className="md:hidden">{preview}</div> : null}
          </div>
        </aside>
      </form>
      <LeaveEditor leaving={leaving} />
    </div>
  );
}
