import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { PHASE_OPTIONS, STATUS_OPTIONS } from "#core/venture-labels.ts";
import { FormSection, SelectField } from "../shared/form-bits.tsx";
import type { FormErrors } from "../shared/use-form.ts";
import type { VentureFormValues } from "./venture-form.ts";

// The venture form's fields. Add Brand: 'Required Information' and 'Optional Information'
// (SPEC §2, §5). Edit Venture: the same fields plus status; six labelled required (SPEC §5).

type Key = keyof VentureFormValues & string;

export function VentureFields({
  mode,
  values,
  errors,
  set,
}: {
  mode: "add" | "edit";
  values: VentureFormValues;
  errors: FormErrors;
  set: (key: Key, value: string) => void;
}) {
  const p = mode === "add" ? "add-venture" : "edit-venture";
  const isAdd = mode === "add";
  const text = (key: Key, label: string, opts: { required?: boolean; hint?: string; placeholder?: string; full?: boolean; type?: string } = {}) => (
    <Field id={`${p}-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className={opts.full ? "sm:col-span-2" : undefined}>
      <Input
        {...fieldAria(`${p}-${key}`, errors[key], !!opts.hint)}
        type={opts.type ?? "text"}
        value={values[key]}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  const area = (key: Key, label: string, opts: { required?: boolean; hint?: string; placeholder?: string; rows?: number } = {}) => (
    <Field id={`${p}-${key}`} label={label} required={opts.required} error={errors[key]} hint={opts.hint} className="sm:col-span-2">
      <Textarea
        {...fieldAria(`${p}-${key}`, errors[key], !!opts.hint)}
        rows={opts.rows ?? 3}
        className="min-h-0"
        value={values[key]}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );

  const progress = (
    <Field id={`${p}-progressPercentage`} label="Progress (%)" required={isAdd} error={errors.progressPercentage} hint="0 to 100">
      <Input
        {...fieldAria(`${p}-progressPercentage`, errors.progressPercentage, true)}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        aria-required={isAdd || undefined}
        value={values.progressPercentage}
        onChange={(e) => set("progressPercentage", e.target.value)}
      />
    </Field>
  );
  const phase = (
    <SelectField
      id={`${p}-phase`}
      label="Phase"
      required
      error={errors.phase}
      value={values.phase}
      onChange={(v) => set("phase", v)}
      options={PHASE_OPTIONS}
    />
  );

  const core = (
    <>
      {text("name", "Brand Name", { required: true, full: true, placeholder: "e.g. Ledgerleaf" })}
      <div className={isAdd ? "grid gap-4 sm:col-span-2 sm:grid-cols-2" : "grid gap-4 sm:col-span-2 sm:grid-cols-3"}>
        {phase}
        {isAdd ? null : (
          <SelectField
            id={`${p}-status`}
            label="Status"
            error={errors.status}
            value={values.status}
            onChange={(v) => set("status", v)}
            options={STATUS_OPTIONS}
          />
        )}
        {progress}
      </div>
      {text("oneLiner", "One-liner", { required: true, full: true, placeholder: "What it does, in one sentence" })}
      {area("description", "Description", { required: true, rows: 4 })}
      {text("problemThreeWords", "Problem (3 words)", { required: true, placeholder: "e.g. Leads go cold" })}
      {text("solutionThreeWords", "Solution (3 words)", { required: true, placeholder: "e.g. Timely guided follow-ups" })}
    </>
  );
  const business = (
    <>
      {area("targetAudience", "Target Audience", { required: isAdd, hint: "One audience per line" })}
      {area("monetization", "Monetization", { required: isAdd, rows: 2 })}
      {text("baselineCost", "Baseline Cost", { required: isAdd, hint: "Monthly, with currency: e.g. $1,500/month" })}
      {text("breakEvenTarget", "Break-even Target", { required: isAdd, hint: "e.g. Q3 2025, Month 18 or Achieved" })}
      {area("styleVisualVoice", "Style / Visual Voice", { required: isAdd, rows: 2 })}
    </>
  );
  const optional = (
    <>
      {text("owner", "Owner", { placeholder: "Who leads it" })}
      {text("websiteLink", "Website Link", { type: "url", placeholder: "https://" })}
      {text("deckLink", "Deck Link", { type: "url", placeholder: "https://" })}
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
