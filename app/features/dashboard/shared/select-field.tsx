import { Field, fieldAria } from "#app/components/ui/field.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";

// The dashboard's select control (a Radix select in a labelled Field) and its options.

export interface Option {
  value: string;
  label: string;
}

export const toOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** A labelled Radix select inside a Field, with its error announced. */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  value,
  onChange,
  options,
  placeholder = "Select…",
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  className?: string;
}) {
  // A stored value outside today's list (free-text fields) stays selectable.
  const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Select value={value || undefined} onValueChange={onChange}>
        <SelectTrigger {...fieldAria(id, error, !!hint)} aria-required={required || undefined}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {all.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
