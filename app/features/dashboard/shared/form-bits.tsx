import type { ReactNode } from "react";
import type { ImageAlt } from "#core/image-alt.ts";
import type { UploadPurpose } from "#core/uploads.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { cn } from "#app/lib/cn.ts";
import { gradientClass } from "#app/lib/gradients.ts";
import { HtmlContentField } from "../editor/html-content-field.tsx";
import { AltField } from "./alt-field.tsx";
import { colorName } from "./color-name.ts";
import type { FormErrors } from "./use-form.ts";

// The dashboard's form kit, shared by its dialogs (card, post, case study, venture, AI generate):
// the fields bound to a form's values (formFields), sections, selects, switches, swatches and the
// action row. The dialog frame is FormDialog (form-dialog.tsx).

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
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
    <div
      className={cn(
        "flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3",
        className,
      )}
    >
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

/**
 * The action row at the foot of a form dialog, kept in view while the form scrolls: `extra` at the
 * start (a preview link), then Cancel and submit (off while `pending`).
 */
export function FormActions({
  onCancel,
  pending,
  extra,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="sticky -bottom-6 z-10 -mx-6 mt-2 -mb-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur max-sm:[&>button:last-child]:flex-1 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8">
      {extra ? <div className="mr-auto flex items-center">{extra}</div> : null}
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant="brand" disabled={pending}>
        {children}
      </Button>
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

type Key<V> = keyof V & string;

/** The part of a form (useForm) that its fields read and write. */
export interface FieldsForm<V extends Record<string, unknown>> {
  values: V;
  errors: FormErrors;
  set: <K extends Key<V>>(key: K, value: V[K]) => void;
}

export interface InputOptions {
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** Across both columns of a FormSection. */
  full?: boolean;
  type?: string;
  /** A whole number (step 1) within these bounds. */
  number?: { min?: number; max?: number };
}

export interface AreaOptions {
  required?: boolean;
  hint?: string;
  placeholder?: string;
  rows?: number;
  /** Monospaced, for HTML and line formats. */
  mono?: boolean;
}

/**
 * The controls of a dashboard form, each bound to one of its values: id `{prefix}-{key}`, the
 * value's error under it and announced with it, `*` and aria-required on required ones.
 */
export function formFields<V extends Record<string, unknown>>(prefix: string, { values, errors, set }: FieldsForm<V>) {
  const id = (key: string) => `${prefix}-${key}`;
  const span = (full?: boolean) => (full ? "sm:col-span-2" : undefined);
  const text = (key: Key<V>) => values[key] as string;
  const write = (key: Key<V>) => (value: unknown) => set(key, value as V[Key<V>]);

  const fields = {
    input: (key: Key<V>, label: string, opts: InputOptions = {}) => (
      <Field
        id={id(key)}
        label={label}
        required={opts.required}
        error={errors[key]}
        hint={opts.hint}
        className={span(opts.full)}
      >
        <Input
          {...fieldAria(id(key), errors[key], !!opts.hint)}
          type={opts.number ? "number" : opts.type}
          {...(opts.number
            ? { inputMode: "numeric" as const, step: 1, min: opts.number.min, max: opts.number.max }
            : {})}
          value={text(key)}
          placeholder={opts.placeholder}
          aria-required={opts.required || undefined}
          onChange={(e) => write(key)(e.target.value)}
        />
      </Field>
    ),

    /** A text area across both columns. */
    area: (key: Key<V>, label: string, opts: AreaOptions = {}) => (
      <Field
        id={id(key)}
        label={label}
        required={opts.required}
        error={errors[key]}
        hint={opts.hint}
        className="sm:col-span-2"
      >
        <Textarea
          {...fieldAria(id(key), errors[key], !!opts.hint)}
          rows={opts.rows ?? 3}
          className={cn("min-h-0", opts.mono && "font-mono text-sm")}
          placeholder={opts.placeholder}
          aria-required={opts.required || undefined}
          value={text(key)}
          onChange={(e) => write(key)(e.target.value)}
        />
      </Field>
    ),

    select: (
      key: Key<V>,
      label: string,
      options: readonly Option[],
      opts: { required?: boolean; placeholder?: string } = {},
    ) => (
      <SelectField
        id={id(key)}
        label={label}
        required={opts.required}
        error={errors[key]}
        value={text(key)}
        onChange={write(key)}
        options={options}
        placeholder={opts.placeholder}
      />
    ),

    /** A switch for a true/false value; `onChange` replaces the plain update. */
    toggle: (
      key: Key<V>,
      label: string,
      description: string,
      opts: { full?: boolean; onChange?: (on: boolean) => void } = {},
    ) => (
      <SwitchField
        id={id(key)}
        className={span(opts.full)}
        label={label}
        description={description}
        checked={values[key] as boolean}
        onChange={opts.onChange ?? write(key)}
      />
    ),

    /** A file upload (id `{prefix}-{name}-upload`) whose stored path fills the address `key`. */
    upload: (key: Key<V>, name: string, purpose: UploadPurpose, inputLabel: string, opts: { full?: boolean } = {}) => (
      <ImageUpload
        id={id(`${name}-upload`)}
        purpose={purpose}
        inputLabel={inputLabel}
        className={span(opts.full)}
        onUploaded={write(key)}
      />
    ),

    /** HTML written in the visual editor (docs/decisions/033-visual-editor.md), across both columns. */
    html: (
      key: Key<V>,
      label: string,
      opts: { required?: boolean; hint?: string; uploadPurpose?: UploadPurpose } = {},
    ) => (
      <HtmlContentField
        id={id(key)}
        label={label}
        required={opts.required}
        hint={opts.hint}
        error={errors[key]}
        value={text(key)}
        onChange={write(key)}
        uploadPurpose={opts.uploadPurpose}
      />
    ),

    /** The alt text (or decorative mark) of an image. */
    alt: (key: Key<V>, label: string, opts: { full?: boolean } = {}) => (
      <AltField
        id={id(key)}
        label={label}
        className={span(opts.full)}
        value={values[key] as ImageAlt}
        onChange={write(key)}
        error={errors[key]}
      />
    ),
  };
  return {
    ...fields,

    /** The excerpt and HTML content (in the visual editor) of a journal post or a case study. */
    articleText: (uploadPurpose: UploadPurpose) => (
      <>
        {fields.area("excerpt" as Key<V>, "Excerpt", { rows: 2, required: true })}
        {fields.html("content" as Key<V>, "Content", { required: true, uploadPurpose })}
      </>
    ),
  };
}

/** A choice among gradient swatches, each named for screen readers ("Blue to cyan"). */
export function SwatchPicker({
  name,
  legend,
  required,
  swatches,
  value,
  onChange,
  error,
  note,
  columns,
}: {
  /** The radio group's name. */
  name: string;
  legend: string;
  required?: boolean;
  swatches: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Said after a swatch's name, e.g. " (default)". */
  note?: (swatch: string) => string;
  /** The grid's column classes. */
  columns: string;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-xs font-bold tracking-wider text-indigo-700 uppercase">
        {legend}
        {required ? (
          <>
            {" "}
            <span className="text-red-600" aria-hidden>
              *
            </span>
          </>
        ) : null}
      </legend>
      <div className={cn("grid gap-2", columns)}>
        {swatches.map((swatch) => (
          <label key={swatch} className="relative cursor-pointer" title={colorName(swatch)}>
            <input
              type="radio"
              name={name}
              value={swatch}
              checked={value === swatch}
              onChange={() => onChange(swatch)}
              className="peer sr-only"
            />
            <span className="sr-only">
              {colorName(swatch)}
              {note?.(swatch)}
            </span>
            <span
              aria-hidden
              className={cn(
                "block h-11 rounded-xl ring-offset-2 transition peer-checked:ring-3 peer-checked:ring-slate-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-indigo-500",
                gradientClass(swatch),
              )}
            />
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Selected: <span className="font-semibold text-slate-900">{colorName(value)}</span>
        {note?.(value)}
      </p>
      {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
