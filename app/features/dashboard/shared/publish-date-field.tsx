import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldAria, Input } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { publishDateHint } from "./publication.ts";

// The publish date of a post or case study, beside its Published switch (docs/product.md#editorial-calls
// scheduling): date and time in the viewer's time zone; a future one with Published on schedules it.
export function PublishDateField({
  id,
  value,
  isPublished,
  error,
  onChange,
  className,
}: {
  id: string;
  /** As the datetime-local input holds it ("2026-05-01T14:30", local time), or "". */
  value: string;
  isPublished: boolean;
  error?: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    // min-w-0: a date input is wide by nature; it must not widen a phone's one-column form.
    <Field
      id={id}
      label="Publish date"
      error={error}
      hint={publishDateHint(value, isPublished)}
      className={cn("min-w-0", className)}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Input
          {...fieldAria(id, error, true)}
          type="datetime-local"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="w-auto min-w-0 flex-[1_1_15rem]"
        />
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            Clear<span className="sr-only"> the publish date</span>
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
