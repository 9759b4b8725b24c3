import type { ComponentProps } from "react";
import { Field, Input } from "../../components/ui/field.tsx";

/** A labelled one-line entry of an enquiry form: the label (starred when required) and its input share one id. */
export function TextField({
  id,
  label,
  required,
  ...input
}: { id: string; label: string; required?: boolean } & ComponentProps<"input">) {
  return (
    <Field id={id} label={label} required={required}>
      <Input id={id} required={required} {...input} />
    </Field>
  );
}
