import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

// The foot of a dashboard form: its action row and the note on required fields.

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
