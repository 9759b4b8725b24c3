import { useMemo } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldAria, Input } from "#app/components/ui/field.tsx";
import { countWords, htmlText, readingMinutes } from "../editor/word-count.ts";

// A post's or case study's "Read time (minutes)" (1–120, docs/product.md#content-rules), with what its
// content's length suggests (200 words a minute, editor/word-count.ts) when that differs from the value,
// and a button that takes it. Nothing changes unasked: the default (5) stays until someone applies it.

export const READ_TIME_MIN = 1;
export const READ_TIME_MAX = 120;

/** The read time the content's length suggests, within the field's bounds; null without text (or a browser). */
export function suggestedReadTime(html: string): number | null {
  if (typeof DOMParser === "undefined" || !html.trim()) return null;
  const minutes = readingMinutes(countWords(htmlText(html)));
  return minutes === 0 ? null : Math.min(READ_TIME_MAX, Math.max(READ_TIME_MIN, minutes));
}

export function ReadTimeField({
  id,
  value,
  onChange,
  error,
  content,
  label = "Read time (minutes)",
  hint,
  className,
}: {
  id: string;
  /** As the number input holds it ("5"). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The entry's HTML content, whose length suggests a read time. */
  content: string;
  label?: string;
  /** A line under the field (the case study's bounds). */
  hint?: string;
  className?: string;
}) {
  const suggested = useMemo(() => suggestedReadTime(content), [content]);
  const offer = suggested !== null && String(suggested) !== value.trim() ? suggested : null;
  const offerId = `${id}-suggested`;
  const aria = fieldAria(id, error, !!hint);
  const describedBy = [aria["aria-describedby"], offer !== null ? offerId : undefined].filter(Boolean).join(" ");
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Input
        {...aria}
        aria-describedby={describedBy || undefined}
        type="number"
        inputMode="numeric"
        step={1}
        min={READ_TIME_MIN}
        max={READ_TIME_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {offer !== null ? (
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <p id={offerId} className="text-xs text-slate-600">
            About {offer} min by its length
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(String(offer));
              // The button goes once the value is taken: the focus goes to the value it set.
              document.getElementById(id)?.focus();
            }}
          >
            Use {offer} min<span className="sr-only"> as the read time</span>
          </Button>
        </div>
      ) : null}
    </Field>
  );
}
