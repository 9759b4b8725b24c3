import type { ReactNode } from "react";

// A titled group of a dashboard form's fields, laid out in two columns from small screens up.

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
