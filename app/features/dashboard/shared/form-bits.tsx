import type { ReactNode } from "react";
import { Field, fieldAria } from "#app/components/ui/field.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { cn } from "#app/lib/cn.ts";

// Form pieces shared by the dashboard dialogs.

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 w-full">
        <span className="text-xs font-bold tracking-wider text-indigo-700 uppercase">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-slate-600">{description}</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}

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

/** A switch with its visible label and an optional explanation. */
export function SwitchField({
  id,
  label,
  description,
  checked,
  onChange,
  className,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3", className)}>
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-xs text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}

/** The action row at the foot of a form dialog, kept in view while the form scrolls. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-6 z-10 -mx-6 mt-2 -mb-6 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur max-sm:[&>button:last-child]:flex-1 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8">
      {children}
    </div>
  );
}

/** A hint line for a required-field legend. */
export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <span className="font-semibold text-red-600">*</span> are required.
    </p>
  );
}
