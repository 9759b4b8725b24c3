import { Check, Copy, ExternalLink } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ShownOnceInput, ShownOnceLabel } from "../shared/shown-once.tsx";
import { useCopiedField } from "../shared/use-copied-field.ts";
import { localDateTime, type CreatedPreviewLink } from "./preview-links.ts";

// A preview link just made: its address is in this answer only (the server keeps its hash), so it is shown
// once, selected, with Copy and Open. Copying is confirmed in place, not by a toast: a toast is a layer of its
// own above the dialog, and the first Escape after Copy closed the toast instead of the dialog (issue 26).

export function NewPreviewLink({ link }: { link: CreatedPreviewLink }) {
  const { input, copied, copy } = useCopiedField(link.url, link.id);

  const fieldId = `preview-url-${link.id}`;
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
      <ShownOnceLabel htmlFor={fieldId} iconClassName="size-4 shrink-0">
        Preview link
      </ShownOnceLabel>
      <ShownOnceInput
        ref={input}
        id={fieldId}
        value={link.url}
        aria-describedby={`${fieldId}-expiry`}
        className="mt-1.5"
      />
      <p id={`${fieldId}-expiry`} className="mt-1 text-xs text-slate-600">
        Expires <time dateTime={link.expiresAt}>{localDateTime(link.expiresAt)}</time>.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied === "yes" ? <Check aria-hidden /> : <Copy aria-hidden />} {copied === "yes" ? "Copied" : "Copy"}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={link.url} target="_blank" rel="noopener">
            <ExternalLink aria-hidden /> Open<span className="sr-only"> the preview in a new tab</span>
          </a>
        </Button>
      </div>
      <p className={cn("mt-2 text-sm", copied === "failed" ? "text-red-700" : "sr-only")}>
        {copied === "yes"
          ? "Link copied. Paste it to whoever should see the page."
          : copied === "failed"
            ? "Failed to copy to clipboard: select the address and press Ctrl+C."
            : ""}
      </p>
    </div>
  );
}
