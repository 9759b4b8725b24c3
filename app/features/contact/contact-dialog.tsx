import { Field, Textarea } from "../../components/ui/field.tsx";
import { returnFocus } from "../../lib/return-focus.ts";
import { EnquiryFormDialog } from "./enquiry-form-dialog.tsx";
import { TextField } from "./text-field.tsx";
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
  const form = useEnquiryForm({
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
  const { values, set } = form;

  return (
    <EnquiryFormDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => returnFocus(event, opener.current)}
      title="Let's build something together"
      description="Tell us a little about your idea. We reply within 24 hours."
      idPrefix="contact"
      emailLabel="Email"
      form={form}
      submitLabel="Send Message"
    >
      <TextField
        id="contact-whatsapp"
        label="WhatsApp (optional)"
        name="whatsapp"
        type="tel"
        autoComplete="tel"
        value={values.whatsapp}
        onChange={set("whatsapp")}
      />
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
    </EnquiryFormDialog>
  );
}
