import type { FormEvent, ReactNode, RefObject } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { ConflictScreen } from "../conflicts/conflict-screen.tsx";
import { HistoryButton, type HistoryOptions } from "../history/history-dialog.tsx";
import { FormActions, RequiredNote } from "./form-actions.tsx";
import type { ConflictControl, VersionedItem } from "./use-save-form.ts";
import { useReturnFocus } from "./use-return-focus.ts";

/** What useSaveForm hands to FormDialog. */
export interface SavingForm<T extends VersionedItem = VersionedItem> {
  formRef: RefObject<HTMLFormElement | null>;
  requestClose: () => void;
  submit: (event: FormEvent) => void;
  save: { isPending: boolean };
  form: { isDirty: boolean };
  discard: { isOpen: boolean; keepEditing: () => void; confirm: () => void };
  /** The entry being edited, as last saved; null when creating. */
  current: T | null;
  restored: (item: T) => void;
  /** A save refused because someone else saved a newer version (useSaveForm with `reload`). */
  conflict?: ConflictControl<Record<string, unknown>, T>;
}

/**
 * A create/edit dialog around a form: title, description, the History of an existing entry, the
 * required-field note, the fields, then `footer` (a preview link), Cancel and the submit button
 * (`pendingLabel` while saving). However it is dismissed (Cancel, X, Escape, a click outside), unsaved
 * changes are confirmed first; then the form is reset and focus goes back to what opened it. A save refused
 * because someone else saved a newer version opens the conflict screen over the form (its thing, labels and
 * collection are the History's).
 */
export function FormDialog<T extends VersionedItem>({
  form,
  title,
  description,
  submitLabel,
  pendingLabel = "Saving...",
  requiredNote = true,
  history,
  footer,
  className,
  children,
}: {
  form: SavingForm<T>;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  requiredNote?: boolean;
  /** The entry's versions (editing only). */
  history?: HistoryOptions<T>;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  // Saving, or reading the entry again after a save was refused.
  const isPending = form.save.isPending || !!form.conflict?.isChecking;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : form.requestClose())}>
      <DialogContent wide className={className} {...returnFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {history && form.current ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <HistoryButton
              options={history}
              current={form.current}
              hasUnsavedChanges={form.form.isDirty}
              onRestored={form.restored}
            />
          </div>
        ) : null}
        <form ref={form.formRef} onSubmit={form.submit} noValidate className="mt-6 grid gap-8">
          {requiredNote ? <RequiredNote /> : null}
          {children}
          <FormActions onCancel={form.requestClose} pending={isPending} extra={footer}>
            {isPending ? pendingLabel : submitLabel}
          </FormActions>
        </form>
        <DiscardChanges discard={form.discard} />
        {form.conflict ? (
          <ConflictScreen
            saving={{ conflict: form.conflict }}
            thing={history?.thing ?? "entry"}
            labels={history?.labels}
            collection={history?.collection}
            returnFocus={() => form.formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Closing a dialog with unsaved changes asks first (editorial workflow). "Keep editing" has the focus, so
 * a second Escape or an Enter never throws work away.
 */
function DiscardChanges({ discard }: { discard: SavingForm["discard"] }) {
  return (
    <ConfirmDialog
      open={discard.isOpen}
      onOpenChange={(open) => (open ? undefined : discard.keepEditing())}
      title="Discard unsaved changes?"
      description="The changes you made in this form have not been saved and will be lost."
      cancel="Keep editing"
      action="Discard changes"
      onConfirm={discard.confirm}
    />
  );
}
