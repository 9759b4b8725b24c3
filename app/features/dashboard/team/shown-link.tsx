import { Check, Copy } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import { ShownOnceInput, ShownOnceLabel } from "../shared/shown-once.tsx";
import { useCopiedField } from "../shared/use-copied-field.ts";
import { useReturnFocus } from "../shared/use-return-focus.ts";

// A one-time account link (an invitation, a password reset) that was not mailed: the server answers its address
// once and keeps only its hash, so it is shown here once, selected, with Copy. Copying is confirmed in place,
// not by a toast, which would sit above the dialog and take the first Escape (issue 26).

export interface OneTimeLink {
  url: string;
  /** What the link is, as the field's label: "Invitation link". */
  label: string;
  /** How long it works: "7 days". */
  validFor: string;
  email: string;
}

export function ShownLink({ link }: { link: OneTimeLink }) {
  const { input, copied, copy } = useCopiedField(link.url, link.url);
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
      <ShownOnceLabel htmlFor="one-time-link" iconClassName="size-4 shrink-0">
        {link.label}
      </ShownOnceLabel>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <ShownOnceInput ref={input} id="one-time-link" value={link.url} aria-describedby="one-time-link-note" />
        <Button variant="outline" onClick={() => void copy()}>
          {copied === "yes" ? <Check aria-hidden /> : <Copy aria-hidden />} {copied === "yes" ? "Copied" : "Copy"}
        </Button>
      </div>
      <p id="one-time-link-note" className="mt-2 text-sm text-slate-700">
        It works once, for {link.validFor}, and is shown only now. Send it to{" "}
        <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{link.email}</strong> yourself, in a
        way you trust.
      </p>
      <p className={cn("mt-2 text-sm", copied === "failed" ? "text-red-700" : "sr-only")}>
        {copied === "yes"
          ? "Link copied."
          : copied === "failed"
            ? "Failed to copy to clipboard: select the address and press Ctrl+C."
            : ""}
      </p>
    </div>
  );
}

/** A dialog that shows a link made from a list (an invitation sent again, a reset link), until Done. */
export function ShownLinkDialog({
  title,
  description,
  link,
  onClose,
  returnFocusTo,
}: {
  title: string;
  description: string;
  link: OneTimeLink | null;
  onClose: () => void;
  /** Where focus goes once it closes (a menu's button), when not what had it as it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const remembered = useReturnFocus();
  const returnFocus = returnFocusTo ? focusOnClose(returnFocusTo) : remembered;
  return (
    <Dialog open={!!link} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent {...returnFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {link ? (
          <div className="mt-6">
            <ShownLink link={link} />
          </div>
        ) : null}
        <div className="mt-6 flex justify-end">
          <Button variant="brand" onClick={onClose} className="max-sm:flex-1">
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Dialog props that put the focus back on `target` when it closes. */
export function focusOnClose(target: RefObject<HTMLElement | null>) {
  return {
    onCloseAutoFocus: (event: Event) => {
      if (!target.current?.isConnected) return;
      event.preventDefault();
      target.current.focus();
    },
  };
}
