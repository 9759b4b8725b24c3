import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { keepsMine } from "../conflicts/conflict-model.ts";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure, serverMessage } from "./feedback.ts";
import type { FormCheck } from "./form-check.ts";
import { apiFormErrors, focusFirstError, type FormErrors, type ItemNames, sameValues, useForm } from "./use-form.ts";

// What the card, post, case-study and venture dialogs share: check the values with the API's schema,
// show field errors (ours or the server's) and focus the first, send, then report and close.
// Editorial workflow (docs/product.md#editorial-calls): an edit carries the item's updatedAt as the dialog
// read it, so a save over someone else's newer one is refused (409) and the dialog stays open with the
// edits; closing a dialog with unsaved changes asks first; a restored version becomes the form's values.
// Given `reload`, such a refusal reads the entry as it is now and offers the conflict screen
// (conflicts/conflict-screen.tsx, docs/decisions/045-conflicts-field-by-field.md): field by field, keep mine
// or take theirs; applying makes their version the form's and the merged values its values, to save again.

/** `send` for a dialog that creates (POST `path`) or, given the item's id, edits (PUT `path/{id}`). */
export const saveTo = (path: string, id?: string) => (body: Record<string, unknown>) =>
  id ? apiRequest("PUT", `${path}/${id}`, body) : apiRequest("POST", path, body);

/** An entry as the API answers it: what an edit dialog needs to know of its version. */
export interface VersionedItem {
  id: string;
  updatedAt?: string | null;
}

/** A save refused because someone else saved a newer version: the three versions the conflict screen compares. */
export interface SaveConflict<V extends Record<string, unknown> = Record<string, unknown>, T = VersionedItem> {
  /** The entry as it is stored now. */
  theirs: T;
  /** The same in form values (`toForm(theirs)`). */
  theirsForm: V;
  /** What the form opened with (or was last reset to); null when unknown (work begun on an older version). */
  base: V | null;
  /** What the form held when the save was refused. */
  mine: V;
}

/** What the conflict screen reads and does (useSaveForm's `conflict`). */
export interface ConflictControl<V extends Record<string, unknown> = Record<string, unknown>, T = VersionedItem> {
  /** The open conflict, null when there is none. */
  state: SaveConflict<V, T> | null;
  /** True while a refused save reads the entry as it is now. */
  isChecking: boolean;
  /** Their version becomes the form's version (the next save carries its updatedAt), `values` its values. */
  apply(values: V): void;
  /** Back to the form with its edits as they were (a save still conflicts). */
  cancel(): void;
}

export function useSaveForm<V extends Record<string, unknown>, T extends VersionedItem = VersionedItem>(opts: {
  initial: V | (() => V);
  /** What counts as no change; by default the initial values. */
  unchanged?: V;
  empty: V;
  /** The entry being edited; none when creating. */
  item?: T | null;
  /** The entry's form values (for a restored version, and their version in a conflict). */
  toForm?: (item: T) => V;
  /**
   * Reads the entry as it is stored now (for a post, GET /api/admin/blog-posts/{id}). With it (and
   * `toForm`), a save refused because someone else saved a newer version opens the conflict screen;
   * without it, the refusal is a toast with the server's message.
   */
  reload?: () => Promise<T>;
  onClose: () => void;
  /**
   * A full-page editor stays open after a save: the saved entry becomes the form's version and its values
   * what counts as unchanged (values typed while it saved stay, unsaved). A dialog closes.
   */
  keepOpen?: boolean;
  /** The body to send, given the values and what they opened with (to send only what changed). */
  check: (values: V, unchanged: V) => FormCheck;
  send: (body: Record<string, unknown>) => Promise<unknown>;
  /** Success toast, list refresh … after the dialog closed; `saved` is the entry the API answered with. */
  onSaved: (saved?: T) => void | Promise<void>;
  failureTitle: string;
  /** The failure toast's text; by default the server's message. */
  failureDescription?: (error: unknown) => string | undefined;
  itemNames?: ItemNames;
  /** docs/product.md#content-rules: the card and post forms name missing required fields in a toast. */
  toastMissing?: boolean;
}) {
  const form = useForm<V>(opts.initial, opts.unchanged);
  const formRef = useRef<HTMLFormElement>(null);
  // The entry as last saved: the item the dialog opened with, or the version restored since.
  const [current, setCurrent] = useState<T | null>(opts.item ?? null);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  // Their version while the conflict screen is open; mine and what the form opened with are the form's own
  // (the screen covers the form, so they do not change meanwhile).
  const [theirs, setTheirs] = useState<{ item: T; values: V } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  // Set by `rebase`: the values of the version the work began on (null: not known), instead of the baseline.
  const [rebasedBase, setRebasedBase] = useState<V | null | undefined>(undefined);
  // The values a save sent, and the form's values as last rendered (a save may end after more typing).
  const sent = useRef<V | null>(null);
  const latestValues = useRef(form.values);
  useEffect(() => {
    latestValues.current = form.values;
  }, [form.values]);

  const close = () => {
    setIsConfirmingDiscard(false);
    setTheirs(null);
    form.reset(opts.empty);
    opts.onClose();
  };

  /** Cancel, the X, Escape, a click outside: ask first when something would be lost. */
  const requestClose = () => {
    if (form.isDirty) setIsConfirmingDiscard(true);
    else close();
  };

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(formRef.current);
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      opts.send(typeof current?.updatedAt === "string" ? { ...body, updatedAt: current.updatedAt } : body),
    onSuccess: async (answer) => {
      const saved = isEntry(answer) ? (answer as T) : undefined;
      if (opts.keepOpen) stayOpen(saved);
      else close();
      await opts.onSaved(saved);
    },
    onError: (error) => {
      const fieldErrors = apiFormErrors(error, opts.itemNames);
      if (fieldErrors) showErrors(fieldErrors);
      const isConflict = error instanceof ApiError && error.status === 409;
      // Someone else saved a newer version (a 409 without field errors; a slug taken has one): show what they changed.
      if (isConflict && !fieldErrors && current && opts.reload && opts.toForm) {
        void openConflict(error, current, opts.reload, opts.toForm);
        return;
      }
      // A conflict (someone saved a newer version, a slug taken) is explained by the server's own message.
      reportFailure(error, opts.failureTitle, isConflict ? serverMessage(error) : opts.failureDescription?.(error));
    },
  });

  /**
   * Reads the entry as it is now; when its version is not the one the form opened with, the conflict screen
   * opens. If the read fails, or finds the same version, the refusal is reported as without `reload`.
   */
  async function openConflict(error: unknown, opened: T, reload: () => Promise<T>, toForm: (item: T) => V) {
    const report = () => reportFailure(error, opts.failureTitle, serverMessage(error));
    setIsChecking(true);
    let stored: T;
    try {
      stored = await reload();
    } catch {
      return report();
    } finally {
      setIsChecking(false);
    }
    if (!stored || stored.updatedAt === opened.updatedAt) return report();
    setTheirs({ item: stored, values: toForm(stored) });
  }

  /** After a save that keeps the form open: the saved entry is its version, typing since stays unsaved. */
  function stayOpen(saved: T | undefined) {
    const values = sent.current ?? form.values;
    const typed = latestValues.current;
    if (saved) setCurrent(saved);
    setRebasedBase(undefined);
    form.reset(saved && opts.toForm ? opts.toForm(saved) : values);
    if (!sameValues(typed, values)) form.setValues(typed);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isChecking) return;
    const checked = opts.check(form.values, form.baseline);
    if (!checked.ok) {
      showErrors(checked.errors);
      if (opts.toastMissing && checked.missing.length)
        toast({ title: "Missing fields", description: "Please fill in all required fields.", variant: "destructive" });
      return;
    }
    sent.current = form.values;
    save.mutate(checked.body);
  }

  /**
   * The next save carries this version instead (a full-page editor restoring work begun on an older one), so
   * a save over a newer one is refused and opens the conflict screen. `base`: that version's form values, to
   * tell their changes from mine; without it the screen lists every field where mine and theirs differ.
   */
  function rebase(updatedAt: string | null, base?: V) {
    setCurrent((entry) => (entry ? { ...entry, updatedAt } : entry));
    setRebasedBase(base ?? null);
  }

  /** A version restored on the server is now the saved state: the form shows it, unchanged. */
  function restored(item: T) {
    setCurrent(item);
    if (opts.toForm) form.reset(opts.toForm(item));
  }

  const discard = {
    isOpen: isConfirmingDiscard,
    keepEditing: () => setIsConfirmingDiscard(false),
    confirm: close,
  };

  const conflict: ConflictControl<V, T> = {
    state: theirs
      ? {
          theirs: theirs.item,
          theirsForm: theirs.values,
          base: rebasedBase === undefined ? form.baseline : rebasedBase,
          mine: form.values,
        }
      : null,
    isChecking,
    apply(values) {
      if (!theirs) return;
      setCurrent(theirs.item);
      setRebasedBase(undefined);
      // Their version is what counts as unchanged now; the form is changed as far as anything of mine is left.
      form.reset(theirs.values);
      if (keepsMine(values, theirs.values)) form.setValues(values);
      setTheirs(null);
    },
    cancel: () => setTheirs(null),
  };

  return { form, formRef, close, requestClose, discard, save, submit, current, restored, rebase, conflict };
}

/** Whether an API answer is an entry (a save answers with the saved entry). */
const isEntry = (value: unknown): value is VersionedItem =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
