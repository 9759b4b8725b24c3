import { Switch } from "#app/components/ui/switch.tsx";
import { cn } from "#app/lib/cn.ts";

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
