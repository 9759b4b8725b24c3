import { Mail, PenLine } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { CtaBand } from "../../components/site/cta-band.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";

// Loaded on first open, so the journal's pages do not ship it up front.
const SubscribeDialog = lazy(() => import("../newsletter/subscribe-dialog.tsx"));

/** docs/product.md#public-screens empty state: 'No articles published yet.' and a way to write the first one. */
export function JournalEmpty() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <PenLine className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900">No articles published yet.</p>
      <Link to="/dashboard" className={buttonVariants({ variant: "primary", size: "lg", className: "mt-6" })}>
        Create Your First Article
      </Link>
    </div>
  );
}

/** docs/product.md#public-screens 'Stay Updated'. */
export function StayUpdated() {
  // docs/product.md#public-screens does not say what the button does: it opens the newsletter's
  // sign-up (issue 27 item 6, decision 050). Undefined until first opened, then open or closed.
  const [isOpen, setOpen] = useState<boolean>();
  return (
    <>
      <CtaBand
        id="stay-updated-heading"
        icon={<Mail />}
        title="Stay Updated"
        text="New articles on venture building, product strategy and growth, a few times a month."
        actions={[{ label: "Subscribe to Newsletter", onClick: () => setOpen(true), opensDialog: true }]}
        className="pb-16 sm:pb-24"
      />
      {isOpen === undefined ? null : (
        <Suspense fallback={null}>
          <SubscribeDialog open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
