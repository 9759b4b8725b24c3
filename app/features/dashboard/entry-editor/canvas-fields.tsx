import { Field, fieldAria, Textarea } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { UploadPurpose } from "#core/uploads.ts";
import { HtmlContentField } from "../editor/html-content-field.tsx";
import type { FieldsForm } from "../shared/form-fields.tsx";

// The writing canvas of the full-page editor: the title large, a deck line (a case study's subtitle), the
// excerpt, then the content in the page variant of the visual editor. Ids, labels, required marks and errors
// are those of the dialogs' fields (`{prefix}-{field}`), so the same rules and messages apply.

type Text = Record<string, unknown>;

/** A text that grows with what is typed (one line to start), for the title and the deck. */
function GrowingText({
  id,
  label,
  value,
  onChange,
  error,
  required,
  className,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  className: string;
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} required={required} error={error} className="grid">
      <Textarea
        {...fieldAria(id, error)}
        rows={1}
        value={value}
        placeholder={placeholder}
        aria-required={required || undefined}
        // A title is one line of text: Enter goes on to the next field instead of breaking it.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        onChange={(event) => onChange(event.target.value.replace(/\s*\n\s*/g, " "))}
        className={cn("min-h-0 resize-none [field-sizing:content]", className)}
      />
    </Field>
  );
}

export function CanvasFields<V extends Text>({
  form,
  prefix,
  uploadPurpose,
  deck,
}: {
  form: FieldsForm<V>;
  prefix: string;
  uploadPurpose: UploadPurpose;
  /** A case study's subtitle, under the title. */
  deck?: { field: keyof V & string; label: string };
}) {
  const { values, errors, set } = form;
  const text = (key: string) => (values[key] as string) ?? "";
  const write = (key: string) => (value: string) => set(key as keyof V & string, value as V[keyof V & string]);
  return (
    <>
      <GrowingText
        id={`${prefix}-title`}
        label="Title"
        required
        value={text("title")}
        onChange={write("title")}
        error={errors.title}
        placeholder="A title for it"
        className="border-transparent px-0 text-3xl leading-tight font-bold tracking-tight shadow-none hover:border-slate-200 focus:border-indigo-500 focus:px-3 sm:text-4xl"
      />
      {deck ? (
        <GrowingText
          id={`${prefix}-${deck.field}`}
          label={deck.label}
          required
          value={text(deck.field)}
          onChange={write(deck.field)}
          error={errors[deck.field]}
          className="border-transparent px-0 text-xl text-slate-700 shadow-none hover:border-slate-200 focus:border-indigo-500 focus:px-3"
        />
      ) : null}
      <Field id={`${prefix}-excerpt`} label="Excerpt" required error={errors.excerpt}>
        <Textarea
          {...fieldAria(`${prefix}-excerpt`, errors.excerpt)}
          rows={2}
          aria-required
          value={text("excerpt")}
          onChange={(event) => write("excerpt")(event.target.value)}
          className="min-h-0 [field-sizing:content] text-base"
        />
      </Field>
      <HtmlContentField
        id={`${prefix}-content`}
        label="Content"
        required
        error={errors.content}
        value={text("content")}
        onChange={write("content")}
        uploadPurpose={uploadPurpose}
        variant="page"
      />
    </>
  );
}
