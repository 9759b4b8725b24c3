import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, Input, Textarea } from "../../components/ui/field.tsx";
import { apiRequest } from "../../lib/api.ts";
import { returnFocus } from "../../lib/return-focus.ts";
import { toast } from "../../lib/toast-store.ts";

// The contact dialog (docs/product.md#public-screens, #states, #content-rules, #errors-and-messages): closed → open →
// sending; success clears and closes, failure keeps the entries and the dialog open.

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
  const [values, setValues] = useState(EMPTY);
  const [isSending, setIsSending] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim() || !values.projectInterest.trim()) {
      toast({ title: "Please fill required fields", description: "Name, email, and project interest are required." });
      return;
    }
    setIsSending(true);
    try {
      await apiRequest("POST", "/api/contact", {
        name: values.name,
        email: values.email,
        whatsapp: values.whatsapp,
        projectInterest: values.projectInterest,
        ...(values.company ? { company: values.company } : {}),
      });
      toast({ title: "Message sent successfully!", description: "We'll get back to you within 24 hours." });
      setValues(EMPTY);
      onOpenChange(false);
    } catch {
      toast({
        title: "Error sending message",
        description: "Please try again or contact us directly.",
        variant: "destructive",
      });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event, opener.current)}>
        <DialogTitle>Let's build something together</DialogTitle>
        <DialogDescription>Tell us a little about your idea. We reply within 24 hours.</DialogDescription>
        <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
          <Field id="contact-name" label="Name" required>
            <Input
              id="contact-name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set("name")}
              required
            />
          </Field>
          <Field id="contact-email" label="Email" required>
            <Input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set("email")}
              required
            />
          </Field>
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
