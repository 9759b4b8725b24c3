import type { ImageAlt } from "#core/image-alt.ts";
import type { UploadPurpose } from "#core/uploads.ts";
import { Field, fieldAria, Input, Textarea } from "#app/components/ui/field.tsx";
import { ImageUpload } from "#app/components/upload/image-upload.tsx";
import { cn } from "#app/lib/cn.ts";
import { HtmlContentField } from "../editor/html-content-field.tsx";
import { LibraryPickerButton } from "../media/library-picker.tsx";
import { AltField } from "./alt-field.tsx";
import { SelectField, type Option } from "./select-field.tsx";
import { SwitchField } from "./switch-field.tsx";
import type { FormErrors } from "./use-form.ts";

// The fields of the dashboard's forms (card, post, case study, venture), each bound to one of a
// form's values (formFields). Sections are FormSection (form-section.tsx), the action row
// FormActions (form-actions.tsx), the dialog frame FormDialog (form-dialog.tsx).

type Key<V> = keyof V & string;

/** The part of a form (useForm) that its fields read and write. */
export interface FieldsForm<V extends Record<string, unknown>> {
  values: V;
  errors: FormErrors;
  set: <K extends Key<V>>(key: K, value: V[K]) => void;
}

/** What a text input and a text area both take. */
export interface TextOptions {
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

export interface InputOptions extends TextOptions {
  /** Across both columns of a FormSection. */
  full?: boolean;
  type?: string;
  /** A whole number (step 1) within these bounds. */
  number?: { min?: number; max?: number };
}

export interface AreaOptions extends TextOptions {
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
  // A text field's label, error and hint, and what ties its control to them.
  const fieldOf = (key: Key<V>, label: string, opts: TextOptions) => ({
    id: id(key),
    label,
    required: opts.required,
    error: errors[key],
    hint: opts.hint,
  });
  const controlOf = (key: Key<V>, opts: TextOptions) => ({
    ...fieldAria(id(key), errors[key], !!opts.hint),
    placeholder: opts.placeholder,
    "aria-required": opts.required || undefined,
  });

  const fields = {
    input: (key: Key<V>, label: string, opts: InputOptions = {}) => (
      <Field {...fieldOf(key, label, opts)} className={span(opts.full)}>
        <Input
          {...controlOf(key, opts)}
          type={opts.number ? "number" : opts.type}
          {...(opts.number
            ? { inputMode: "numeric" as const, step: 1, min: opts.number.min, max: opts.number.max }
            : {})}
          value={text(key)}
          onChange={(e) => write(key)(e.target.value)}
        />
      </Field>
    ),

    /** A text area across both columns. */
    area: (key: Key<V>, label: string, opts: AreaOptions = {}) => (
      <Field {...fieldOf(key, label, opts)} className="sm:col-span-2">
        <Textarea
          {...controlOf(key, opts)}
          rows={opts.rows ?? 3}
          className={cn("min-h-0", opts.mono && "font-mono text-sm")}
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

    /**
     * A file upload (id `{prefix}-{name}-upload`) and "Choose from library", each filling the
     * address `key`; a chosen item's alt text fills `opts.alt` (media/library-picker-alt.ts).
     */
    upload: (
      key: Key<V>,
      name: string,
      purpose: UploadPurpose,
      inputLabel: string,
      opts: { full?: boolean; alt?: Key<V> } = {},
    ) => (
      <ImageUpload
        id={id(`${name}-upload`)}
        purpose={purpose}
        inputLabel={inputLabel}
        className={span(opts.full)}
        onUploaded={write(key)}
      >
        <LibraryPickerButton
          what={inputLabel.replace(/ file$/, "").toLowerCase()}
          className="self-start @sm:self-auto"
          onChoose={(item) => write(key)(item.url)}
          alt={opts.alt ? { value: values[opts.alt] as ImageAlt, onChange: write(opts.alt) } : undefined}
        />
      </ImageUpload>
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
