import { PHASE_OPTIONS, STATUS_OPTIONS } from "#core/venture-labels.ts";
import { formFields, type FieldsForm } from "../shared/form-fields.tsx";
import { FormSection } from "../shared/form-section.tsx";
import type { FormErrors } from "../shared/use-form.ts";
import type { VentureFormValues } from "./venture-form.ts";

// The venture form's fields. Add Brand: 'Required Information' and 'Optional Information' (docs/product.md#dashboard,
// #content-rules). Edit Venture: the same fields plus status; six labelled required (#content-rules).

export function VentureFields({
  mode,
  values,
  errors,
  set,
}: {
  mode: "add" | "edit";
  values: VentureFormValues;
  errors: FormErrors;
  set: FieldsForm<VentureFormValues>["set"];
}) {
  const p = mode === "add" ? "add-venture" : "edit-venture";
  const isAdd = mode === "add";
  const { input, area, select } = formFields(p, { values, errors, set });

  const progress = input("progressPercentage", "Progress (%)", {
    required: isAdd,
    hint: "0 to 100",
    number: { min: 0, max: 100 },
  });
  const phase = select("phase", "Phase", PHASE_OPTIONS, { required: true });

  const core = (
    <>
      {input("name", "Brand Name", { required: true, full: true, placeholder: "e.g. Ledgerleaf" })}
      <div className={isAdd ? "grid gap-4 sm:col-span-2 sm:grid-cols-2" : "grid gap-4 sm:col-span-2 sm:grid-cols-3"}>
        {phase}
        {isAdd ? null : select("status", "Status", STATUS_OPTIONS)}
        {progress}
      </div>
      {input("oneLiner", "One-liner", { required: true, full: true, placeholder: "What it does, in one sentence" })}
      {area("description", "Description", { required: true, rows: 4 })}
      {input("problemThreeWords", "Problem (3 words)", { required: true, placeholder: "e.g. Leads go cold" })}
      {input("solutionThreeWords", "Solution (3 words)", {
        required: true,
        placeholder: "e.g. Timely guided follow-ups",
      })}
    </>
  );
  const business = (
    <>
      {area("targetAudience", "Target Audience", { required: isAdd, hint: "One audience per line" })}
      {area("monetization", "Monetization", { required: isAdd, rows: 2 })}
      {input("baselineCost", "Baseline Cost", { required: isAdd, hint: "Monthly, with currency: e.g. $1,500/month" })}
      {input("breakEvenTarget", "Break-even Target", { required: isAdd, hint: "e.g. Q3 2025, Month 18 or Achieved" })}
      {area("styleVisualVoice", "Style / Visual Voice", { required: isAdd, rows: 2 })}
    </>
  );
  const optional = (
    <>
      {input("owner", "Owner", { placeholder: "Who leads it" })}
      {input("websiteLink", "Website Link", { type: "url", placeholder: "https://" })}
      {input("deckLink", "Deck Link", { type: "url", placeholder: "https://" })}
      {area("notes", "Notes", { rows: 3 })}
    </>
  );

  if (isAdd) {
    return (
      <>
        <FormSection title="Required Information">
          {core}
          {business}
        </FormSection>
        <FormSection title="Optional Information">{optional}</FormSection>
      </>
    );
  }
  return (
    <>
      <FormSection title="Venture">{core}</FormSection>
      <FormSection title="Business">{business}</FormSection>
      <FormSection title="Owner, Links and Notes">{optional}</FormSection>
    </>
  );
}
