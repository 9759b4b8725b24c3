import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/lib/format-time.ts";
import { ShownOnceInput, ShownOnceLabel } from "../shared/shown-once.tsx";

/** A secret shown once after it is made (a token, a signing secret), with a copy button. */
export function OneTimeSecret({
  id,
  label,
  value,
  onDone,
}: {
  id: string;
  label: string;
  value: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mb-5 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
      <ShownOnceLabel htmlFor={id} iconClassName="size-4">
        {label}
      </ShownOnceLabel>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <ShownOnceInput id={id} value={value} />
        <Button
          variant="outline"
          onClick={async () => {
            await navigator.clipboard?.writeText(value).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? "Copied" : "Copy"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** 'Nov 24, 2026, 2:05 PM' in the viewer's own time zone, the dashboard's one format; "—" for none. */
export function localDateTime(value: string | null): string {
  return value ? formatDateTime(value) : "—";
}
