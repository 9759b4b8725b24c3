import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast-store.ts";
import { formatDateTime } from "../shared/publication.ts";
import type { ConflictControl, VersionedItem } from "../shared/use-save-form.ts";
import {
  defaultChoices,
  findConflicts,
  mergeValues,
  type Choice,
  type ConflictField,
  type ConflictRow,
  type FieldLabels,
  type FormValues,
} from "./conflict-model.ts";
import { copyable, viewValue } from "./value-text.ts";
import { CopyMine, ValueShown } from "./conflict-values.tsx";

// The conflict screen (docs/decisions/045-conflicts-field-by-field.md): a save was refused because someone
// else saved a newer version. A dialog over the form (or over a full-page editor) names who and when, then
// for each field they changed shows mine and theirs, with "Keep mine" / "Take theirs" and, where I changed
// the text too, "Copy my text". Apply puts the merged values in the form, on top of their version, to be
// saved again; Cancel (or Escape) goes back to the form with my edits as they were.

export interface ConflictScreenProps<V extends FormValues, T extends VersionedItem> {
  /** useSaveForm's result (its `conflict`). */
  saving: { conflict: ConflictControl<V, T> };
  /** "blog post", "case study" …: "Someone else changed this blog post". */
  thing: string;
  /** The form's names of the fields, in its order. */
  labels?: FieldLabels;
  /** "blog-posts" …: names who saved last, from the entry's newest revision. */
  collection?: string;
  /** Fields holding HTML, shown as their text (by default content and fullDescription). */
  htmlFields?: readonly string[];
  /** Fields decided on together (by default a list and its `…Alts`). */
  together?: readonly (readonly string[])[];
  /** Where focus goes when the screen closes (the form's save button); by default where it was. */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function ConflictScreen<V extends FormValues, T extends VersionedItem>(props: ConflictScreenProps<V, T>) {
  const state = props.saving.conflict.state;
  if (!state) return null;
  // A new conflict (another save refused later) starts from its own defaults.
  return <ConflictDialog key={state.theirs.updatedAt ?? "theirs"} {...props} />;
}

interface RevisionSummary {
  createdAt: string;
  actor: { email: string } | null;
}

/** Who saved the entry last, from its newest revision; null while unknown. */
function useLastEditor(collection: string | undefined, id: string): string | null {
  const revisions = useQuery<RevisionSummary[]>({
    queryKey: [`/api/${collection}/${id}/revisions`],
    enabled: !!collection,
    refetchOnMount: "always",
  });
  return revisions.data?.[0]?.actor?.email ?? null;
}

function ConflictDialog<V extends FormValues, T extends VersionedItem>({
  saving,
  thing,
  labels,
  collection,
  htmlFields,
  together,
  returnFocus,
}: ConflictScreenProps<V, T>) {
  const { conflict } = saving;
  const state = conflict.state!;
  const model = useMemo(
    () => findConflicts({ base: state.base, mine: state.mine, theirs: state.theirsForm, labels, together }),
    [state.base, state.mine, state.theirsForm, labels, together],
  );
  const [choices, setChoices] = useState<Record<string, Choice>>(() => defaultChoices(model));
  const who = useLastEditor(collection, state.theirs.id);
  const when = state.theirs.updatedAt ? formatDateTime(state.theirs.updatedAt) : null;
  const opener = useRef<HTMLElement | null>(null);
  const both = model.rows.filter((row) => row.changedBy === "both");
  const theirsOnly = model.rows.filter((row) => row.changedBy === "them");

  function apply() {
    conflict.apply(mergeValues(state.mine, state.theirsForm, model, choices));
    toast({
      title: "Their changes are in the form",
      description: `Check it, then save the ${thing} again.`,
    });
  }

  const listOf = (fields: { label: string }[]) => [...new Set(fields.map((f) => f.label))].join(", ");

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : conflict.cancel())}>
      <DialogContent
        wide
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.() ?? opener.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogTitle>Someone else changed this {thing}</DialogTitle>
        <DialogDescription>
          {who ?? "Someone else"} saved it{when ? ` on ${when}` : ""}, after{" "}
          {state.base ? "you opened it" : "your work began"}, so your save was not made.{" "}
          {model.rows.length ? "Choose what to keep, apply, then save again." : null}
        </DialogDescription>

        <div className="mt-6 grid gap-8">
          {model.rows.length === 0 ? (
            <p className="text-sm text-slate-700">
              Their save changed nothing this form shows. Apply to save your changes on top of their version.
            </p>
          ) : null}
          {both.length ? (
            <ConflictSection
              title={state.base ? "Changed by both of you" : "Yours and theirs differ"}
              note="Yours is kept unless you take theirs."
              rows={both}
              choices={choices}
              onChoose={(id, choice) => setChoices((c) => ({ ...c, [id]: choice }))}
              htmlFields={htmlFields}
            />
          ) : null}
          {theirsOnly.length ? (
            <ConflictSection
              title="Changed only by them"
              note="Theirs is taken unless you keep the version you opened."
              rows={theirsOnly}
              choices={choices}
              onChoose={(id, choice) => setChoices((c) => ({ ...c, [id]: choice }))}
              htmlFields={htmlFields}
            />
          ) : null}
          {model.mineOnly.length || model.same.length ? (
            <ul className="grid gap-1 text-sm text-slate-700">
              {model.mineOnly.length ? (
                <li>
                  <span className="font-semibold text-slate-900">Changed only by you, kept:</span>{" "}
                  {listOf(model.mineOnly)}
                </li>
              ) : null}
              {model.same.length ? (
                <li>
                  <span className="font-semibold text-slate-900">You both made the same change:</span>{" "}
                  {listOf(model.same)}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>

        <div className="sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur max-sm:[&>button]:flex-1 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8">
          <Button variant="outline" onClick={conflict.cancel}>
            Cancel
          </Button>
          <Button variant="brand" onClick={apply}>
            Apply
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ConflictSection({
  title,
  note,
  rows,
  choices,
  onChoose,
  htmlFields,
}: {
  title: string;
  note: string;
  rows: ConflictRow[];
  choices: Record<string, Choice>;
  onChoose: (id: string, choice: Choice) => void;
  htmlFields?: readonly string[];
}) {
  return (
    <section className="grid gap-4">
      <div>
        <h3 className="text-xs font-bold tracking-wider text-indigo-700 uppercase">{title}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{note}</p>
      </div>
      {rows.map((row) => (
        <ConflictRowChoice
          key={row.id}
          row={row}
          choice={choices[row.id] ?? (row.changedBy === "both" ? "mine" : "theirs")}
          onChoose={(choice) => onChoose(row.id, choice)}
          htmlFields={htmlFields}
        />
      ))}
    </section>
  );
}

/** One field (or fields that go together): mine and theirs side by side, each with its choice under it. */
function ConflictRowChoice({
  row,
  choice,
  onChoose,
  htmlFields,
}: {
  row: ConflictRow;
  choice: Choice;
  onChoose: (choice: Choice) => void;
  htmlFields?: readonly string[];
}) {
  const name = useId();
  const iChanged = row.changedBy === "both";
  const sides = [
    {
      side: "mine",
      heading: iChanged ? "Yours" : "As you opened it",
      option: "Keep mine",
      pick: (f: ConflictField) => f.mine,
    },
    { side: "theirs", heading: "Theirs", option: "Take theirs", pick: (f: ConflictField) => f.theirs },
  ] as const;
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-bold text-slate-900">{row.label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {sides.map(({ side, heading, option, pick }) => (
          <div
            key={side}
            className={cn(
              "flex min-w-0 flex-col rounded-lg border p-3",
              choice === side ? "border-indigo-400 bg-indigo-50/50" : "border-slate-200",
            )}
          >
            <p className="text-xs font-bold tracking-wider text-slate-600 uppercase">{heading}</p>
            <div className="mt-1 grid flex-1 gap-2">
              {row.fields.map((field) => (
                <div key={field.key} className="min-w-0">
                  {row.fields.length > 1 ? <p className="text-xs font-semibold text-slate-700">{field.label}</p> : null}
                  <ValueShown
                    view={viewValue(field.key, pick(field), { htmlFields })}
                    name={`${side === "mine" ? "Your" : "Their"} ${field.label}`}
                  />
                </div>
              ))}
            </div>
            <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-900">
              <input
                type="radio"
                name={name}
                value={side}
                checked={choice === side}
                onChange={() => onChoose(side)}
                className="size-5 accent-indigo-600"
              />
              {option}
            </label>
          </div>
        ))}
      </div>
      {iChanged
        ? row.fields.map((field) => {
            const content = copyable(field.key, field.mine, { htmlFields });
            return content ? (
              <CopyMine key={field.key} content={content} label={field.label} showLabel={row.fields.length > 1} />
            ) : null;
          })
        : null}
    </fieldset>
  );
}
