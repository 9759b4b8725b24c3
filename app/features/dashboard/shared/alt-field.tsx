import { TriangleAlert } from "lucide-react";
import { ALT_TEXT_MAX, type ImageAlt } from "#core/image-alt.ts";
import { Input, Label } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

// Alt text beside an image address (issue 17 item 14): a description for people who cannot see
// the image, or a "Decorative image" mark that says it needs none. Stored as core/image-alt.ts
// says: the text, "" when decorative, null when neither has been given.

export function AltField({
  id,
  label = "Alt text",
  value,
  onChange,
  error,
  className,
}: {
  id: string;
  label?: string;
  value: ImageAlt;
  onChange: (value: ImageAlt) => void;
  error?: string;
  className?: string;
}) {
  const decorative = value === "";
  const hintId = `${id}-hint`;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value ?? ""}
        maxLength={ALT_TEXT_MAX}
        disabled={decorative}
        placeholder={decorative ? "Decorative: no description needed" : "What the image shows, in a sentence"}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
      />
      <div id={hintId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>Read out by screen readers; shown when the image cannot load.</span>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            checked={decorative}
            onChange={(e) => onChange(e.target.checked ? "" : null)}
          />
          Decorative image
        </label>
      </div>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

/** A note (not a block) when an item that visitors see has images nobody has described. */
export function MissingAltWarning({ images, className }: { images: readonly string[]; className?: string }) {
  if (images.length === 0) return null;
  return (
    <div
      role="status"
      className={cn("flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900", className)}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">Missing alt text:</strong> {images.join(", ")}. Describe each image or mark it
        decorative, so screen-reader users get the same story.
      </p>
    </div>
  );
}
