import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure, serverMessage } from "./feedback.ts";
import type { FormCheck } from "./form-check.ts";
import { apiFormErrors, focusFirstError, type FormErrors, type ItemNames, useForm } from "./use-form.ts";

// What the card, post, case-study and venture dialogs share: check the values with the API's schema,
// show field errors (ours or the server's) and focus the first, send, then report and close.
// Editorial workflow (docs/product.md#editorial-calls): an edit carries the item's updatedAt as the dialog
// read it, so a save over someone else's newer one is refused (409) and the dialog stays open with the
// edits; closing a dialog with unsaved changes asks first; a restored version becomes the form's values.

/** `send` for a dialog that creates (POST `path`) or, given the item's id, edits (PUT `path/{id}`). */
export const saveTo = (path: string, id?: string) => (body: Record<string, unknown>) =>
  id ? apiRequest("PUT", `${path}/${id}`, body) : apiRequest("POST", path, body);

/** An entry as the API answers it: what an edit dialog needs to know of its version. */
export interface VersionedItem {
  id: string;
  updatedAt?: string | null;
}

export function useSaveForm<V extends Record<string, unknown>, T extends VersionedItem = VersionedItem>(opts: {
  initial: V | (() => V);
  /** What counts as no change; by default the initial values. */
  unchanged?: V;
  empty: V;
  /** The entry being edited; none when creating. */
  item?: T | null;
  /** The entry's form values (for a restored version). */
  toForm?: (item: T) => V;
  onClose: () => void;
  /** The body to send, given the values and what they opened with (to send only what changed). */
  check: (values: V, unchanged: V) => FormCheck;
  send: (body: Record<string, unknown>) => Promise<unknown>;
  /** Success toast, list refresh … after the dialog closed. */
  onSaved: () => void | Promise<void>;
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

  const close = () => {
    setIsConfirmingDiscard(false);
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
    onSuccess: async () => {
      close();
      await opts.onSaved();
    },
    onError: (error) => {
      const fieldErrors = apiFormErrors(error, opts.itemNames);
      if (fieldErrors) showErrors(fieldErrors);
      // A conflict (someone saved a newer version, a slug taken) is explained by the server's own message.
      const isConflict = error instanceof ApiError && error.status === 409;
      reportFailure(error, opts.failureTitle, isConflict ? serverMessage(error) : opts.failureDescription?.(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = opts.check(form.values, form.baseline);
    if (!checked.ok) {
      showErrors(checked.errors);
      if (opts.toastMissing && checked.missing.length)
        toast({ title: "Missing fields", description: "Please fill in all required fields.", variant: "destructive" });
      return;
    }
    save.mutate(checked.body);
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

  return { form, formRef, close, requestClose, discard, save, submit, current, restored };
}
