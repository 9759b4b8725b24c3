import { cn } from "#app/lib/cn.ts";
import { gradientClass } from "#app/lib/gradients.ts";
import { colorName } from "./color-name.ts";

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
