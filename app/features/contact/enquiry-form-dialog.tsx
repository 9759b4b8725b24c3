import type { FormEvent, ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { TextField } from "./text-field.tsx";

// The frame every enquiry dialog shares (the contact dialog, the LeadsManager demo request): a title and an
// intro, then the two entries every enquiry asks for first (a name and an email address, both required), the
// dialog's own entries, and the send button, which reads "Sending..." while useEnquiryForm sends.

export function EnquiryFormDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  idPrefix,
  emailLabel,
  form: { values, set, isSending, submit },
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: ReactNode;
  /** `contact` gives the ids contact-name and contact-email. */
  idPrefix: string;
  emailLabel: string;
  /** What useEnquiryForm returns. */
  form: {
    values: { name: string; email: string };
    set: (key: "name" | "email") => (e: { target: { value: string } }) => void;
    isSending: boolean;
    submit: (event: FormEvent) => Promise<void>;
  };
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
          {(["name", "email"] as const).map((key) => (
            <TextField
              key={key}
              id={`${idPrefix}-${key}`}
              label={key === "name" ? "Name" : emailLabel}
              name={key}
              type={key === "email" ? "email" : undefined}
              autoComplete={key}
              value={values[key]}
              onChange={set(key)}
              required
            />
          ))}
          {children}
          <Button type="submit" variant="brand" size="lg" disabled={isSending} className="mt-2">
            {isSending ? "Sending..." : submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
