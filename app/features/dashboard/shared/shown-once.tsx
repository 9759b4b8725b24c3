import { KeyRound } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { inputClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

// A secret the server shows only in the answer that made it (an API token, a signing secret, a preview link):
// the warning to copy it now, and the read-only field that selects it all when focused, for Ctrl+C.

/** The warning, then the label of the field that holds the secret. */
export function ShownOnceLabel({
  htmlFor,
  iconClassName,
  children,
}: {
  htmlFor: string;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-emerald-900">
        <KeyRound className={iconClassName} aria-hidden /> Copy it now: it will not be shown again.
      </p>
      <label htmlFor={htmlFor} className="mt-3 block text-sm font-semibold text-slate-800">
        {children}
      </label>
    </>
  );
}

export function ShownOnceInput({ className, ...props }: Omit<ComponentProps<"input">, "readOnly" | "onFocus">) {
  return (
    <input
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      className={cn(inputClass, className, "font-mono text-sm")}
      {...props}
    />
  );
}
