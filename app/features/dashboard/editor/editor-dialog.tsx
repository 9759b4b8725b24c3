import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";

// The small dialog of a toolbar action (link, image, video), over the content dialog. Its form sits
// in a portal, but React still bubbles its submit to the content dialog's form: stopped here, so
// applying a link never saves the post. Closing it gives the focus back to the editor in the same
// task as the dialog leaves the page (rich-text-editor.tsx), not in Radix's close auto-focus: that
// comes a frame and a timeout later, and keys typed meanwhile went to the page (issue 26).

export function EditorDialog({
  title,
  description,
  submitLabel,
  onSubmit,
  onClose,
  extraAction,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            {extraAction ? <div className="mr-auto">{extraAction}</div> : null}
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="brand">
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** An error under a dialog's field, tied to it by id. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** A labelled text field of a dialog, with its error under it (`errorId`, by default `{id}-error`). */
export function DialogInput({
  id,
  label,
  error,
  errorId = `${id}-error`,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string;
  errorId?: string;
  onChange: (value: string) => void;
} & Omit<ComponentProps<"input">, "id" | "onChange">) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
