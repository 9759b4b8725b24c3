import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, Input, Textarea } from "../../components/ui/field.tsx";
import { returnFocus } from "../../lib/return-focus.ts";
import { NameEmailFields } from "./name-email-fields.tsx";
import { useEnquiryForm } from "./use-enquiry-form.ts";

// The contact dialog (docs/product.md#public-screens, #states, #content-rules, #errors-and-messages): closed → open →
// sending (useEnquiryForm); success clears and closes, failure keeps the entries and the dialog open.

const EMPTY = { name: "", email: "", whatsapp: "", projectInterest: "", company: "" };

export default function ContactDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: { current: HTMLElement | null };
}) {
  const { values, set, isSending, submit } = useEnquiryForm({
    empty: EMPTY,
    missing: (v) =>
      !v.name.trim() || !v.email.trim() || !v.projectInterest.trim()
        ? "Name, email, and project interest are required."
        : undefined,
    toEnquiry: (v) => ({
      name: v.name,
      email: v.email,
      whatsapp: v.whatsapp,
      projectInterest: v.projectInterest,
      ...(v.company ? { company: v.company } : {}),
    }),
    onSent: () => onOpenChange(false),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event, opener.current)}>
        <DialogTitle>Let's build something together</DialogTitle>
        <DialogDescription>Tell us a little about your idea. We reply within 24 hours.</DialogDescription>
        <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
          <NameEmailFields idPrefix="contact" emailLabel="Email" values={values} set={set} />
          <Field id="contact-whatsapp" label="WhatsApp (optional)">
            <Input
              id="contact-whatsapp"
              name="whatsapp"
              type="tel"
              autoComplete="tel"
              value={values.whatsapp}
              onChange={set("whatsapp")}
            />
          </Field>
          <Field id="contact-interest" label="Project interest" required>
            <Textarea
              id="contact-interest"
              name="projectInterest"
              placeholder="What would you like to build?"
              value={values.projectInterest}
              onChange={set("projectInterest")}
              required
            />
          </Field>
          {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
          <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor="contact-company">Company</label>
            <input
              id="contact-company"
              name="company"
              tabIndex={-1}
              autoComplete="off"
              value={values.company}
              onChange={set("company")}
            />
          </div>
          <Button type="submit" variant="brand" size="lg" disabled={isSending} className="mt-2">
            {isSending ? "Sending..." : "Send Message"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
