import { useMutation } from "@tanstack/react-query";
import { useRef, type FormEvent } from "react";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "./feedback.ts";
import type { FormCheck } from "./form-check.ts";
import { apiFormErrors, focusFirstError, type FormErrors, type ItemNames, useForm } from "./use-form.ts";

// What the card, post, case-study and venture dialogs share: check the values with the API's schema,
// show field errors (ours or the server's) and focus the first, send, then report and close.

/** `send` for a dialog that creates (POST `path`) or, given the item's id, edits (PUT `path/{id}`). */
export const saveTo = (path: string, id?: string) => (body: Record<string, unknown>) =>
  id ? apiRequest("PUT", `${path}/${id}`, body) : apiRequest("POST", path, body);

export function useSaveForm<V extends Record<string, unknown>>(opts: {
  initial: V | (() => V);
  empty: V;
  onClose: () => void;
  check: (values: V) => FormCheck;
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
  const form = useForm<V>(opts.initial);
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    form.reset(opts.empty);
    opts.onClose();
  };

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(formRef.current);
  };

  const save = useMutation({
    mutationFn: opts.send,
    onSuccess: async () => {
      close();
      await opts.onSaved();
    },
    onError: (error) => {
      const fieldErrors = apiFormErrors(error, opts.itemNames);
      if (fieldErrors) showErrors(fieldErrors);
      reportFailure(error, opts.failureTitle, opts.failureDescription?.(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = opts.check(form.values);
    if (!checked.ok) {
      showErrors(checked.errors);
      if (opts.toastMissing && checked.missing.length)
        toast({ title: "Missing fields", description: "Please fill in all required fields.", variant: "destructive" });
      return;
    }
    save.mutate(checked.body);
  }

  return { form, formRef, close, save, submit };
}
