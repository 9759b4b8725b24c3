import { Field, inputClass } from "../../components/ui/field.tsx";
import { cn } from "../../lib/cn.ts";
import { EnquiryFormDialog } from "../contact/enquiry-form-dialog.tsx";
import { TextField } from "../contact/text-field.tsx";
import { useEnquiryForm } from "../contact/use-enquiry-form.ts";
import { LM_TEAM_SIZES } from "./leadsmanager-content.ts";
import type { LazyDialogProps } from "./use-lazy-dialog.ts";

// LeadsManager demo request: sent as a contact enquiry (useEnquiryForm, docs/product.md#api) with the same toasts
// as the contact dialog (docs/product.md#errors-and-messages). Success clears and closes; failure keeps the entries.

const EMPTY = { name: "", email: "", company: "", teamSize: "" };

export function demoRequestInterest(values: { company: string; teamSize: string }): string {
  const company = values.company.trim() || "not given";
  const teamSize = values.teamSize || "not given";
  return `LeadsManager demo request: company ${company}; team size ${teamSize}`;
}

export default function DemoRequestDialog(dialog: LazyDialogProps) {
  const form = useEnquiryForm({
    empty: EMPTY,
    missing: (v) => (!v.name.trim() || !v.email.trim() ? "Name and email are required." : undefined),
    toEnquiry: (v) => ({ name: v.name, email: v.email, whatsapp: "", projectInterest: demoRequestInterest(v) }),
    onSent: () => dialog.onOpenChange(false),
  });
  const { values, set } = form;

  return (
    <EnquiryFormDialog
      {...dialog}
      title="Request a LeadsManager demo"
      description="Tell us about your team and we'll set up a 30-minute walkthrough on your own pipeline. We reply within 24 hours."
      idPrefix="demo"
      emailLabel="Work email"
      form={form}
      submitLabel="Send Request"
    >
      <TextField
        id="demo-company"
        label="Company"
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={set("company")}
      />
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
    </EnquiryFormDialog>
  );
}
