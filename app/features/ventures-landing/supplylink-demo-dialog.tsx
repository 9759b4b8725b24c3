import { Mail } from "lucide-react";
import { CONTACT_EMAIL } from "#core/brand.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { SUPPLYLINK_DEMO_MAILTO } from "./supplylink-content.ts";
import type { LazyDialogProps } from "./use-lazy-dialog.ts";

// docs/product.md#public-screens SupplyLink 'Book a Demo': a modal whose email-us button opens a mail draft with a
// demo-request subject.
export default function SupplyLinkDemoDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-teal-500 to-emerald-500 text-white"
        >
          <Mail className="size-6" />
        </span>
        <DialogTitle className="mt-5">Book a SupplyLink demo</DialogTitle>
        <DialogDescription>
          Email our team with your brand and product category, and we'll set up a 30-minute walkthrough tailored to your
          sourcing. We reply within 24 hours.
        </DialogDescription>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
          <a
            href={SUPPLYLINK_DEMO_MAILTO}
            className={cn(buttonVariants({ size: "lg" }), "bg-teal-700 hover:bg-teal-800")}
          >
            <Mail aria-hidden />
            Email us
          </a>
          <DialogClose className={buttonVariants({ variant: "outline", size: "lg" })}>Maybe later</DialogClose>
        </div>
        <p className="mt-6 text-sm text-slate-600">
          Or write to us directly at{" "}
          <a
            href={SUPPLYLINK_DEMO_MAILTO}
            className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950"
          >
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
