import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, Input, inputClass } from "../../components/ui/field.tsx";
import { apiRequest } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast-store.ts";
import { LM_TEAM_SIZES } from "./leadsmanager-content.ts";
import type { LazyDialogProps } from "./use-lazy-dialog.ts";

// LeadsManager demo request: sent as a contact enquiry (POST /api/contact, docs/product.md#api) with the same toasts
// as the contact dialog (docs/product.md#errors-and-messages). Success clears and closes; failure keeps the entries.

const EMPTY = { name: "", email: "", company: "", teamSize: "" };

export function demoRequestInterest(values: { company: string; teamSize: string }): string {
  const company = values.company.trim() || "not given";
  const teamSize = values.teamSize || "not given";
  return `LeadsManager demo request: company ${company}; team size ${teamSize}`;
}

export default function DemoRequestDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [isSending, setIsSending] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim()) {
      toast({ title: "Please fill required fields", description: "Name and email are required." });
      return;
    }
    setIsSending(true);
    try {
      await apiRequest("POST", "/api/contact", {
        name: values.name,
        email: values.email,
        whatsapp: "",
        projectInterest: demoRequestInterest(values),
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
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Request a LeadsManager demo</DialogTitle>
        <DialogDescription>
          Tell us about your team and we'll set up a 30-minute walkthrough on your own pipeline. We reply within 24
          hours.
        </DialogDescription>
        <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
          <Field id="demo-name" label="Name" required>
            <Input id="demo-name" name="name" autoComplete="name" value={values.name} onChange={set("name")} required />
          </Field>
          <Field id="demo-email" label="Work email" required>
            <Input
              id="demo-email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set("email")}
              required
            />
          </Field>
          <Field id="demo-company" label="Company">
            <Input
              id="demo-company"
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={set("company")}
            />
          </Field>
          <Field id="demo-team-size" label="Team size">
            <select
              id="demo-team-size"
              name="teamSize"
              value={values.teamSize}
              onChange={set("teamSize")}
              className={cn(inputClass, "appearance-auto pr-3")}
            >
              <option value="">Select team size</option>
              {LM_TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit" variant="brand" size="lg" disabled={isSending} className="mt-2">
            {isSending ? "Sending..." : "Send Request"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
