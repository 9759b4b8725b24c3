import { Mail, PenLine } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "../../components/site/cta-band.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useContact } from "../contact/contact-context.tsx";

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
  const { openContact } = useContact();
  // docs/product.md#public-screens does not say what the button does. There is no newsletter service,
  // so it opens the contact dialog, where a visitor can ask to be kept posted.
  return (
    <CtaBand
      id="stay-updated-heading"
      icon={<Mail />}
      title="Stay Updated"
      text="New articles on venture building, product strategy and growth, a few times a month."
      actions={[{ label: "Subscribe to Newsletter", onClick: openContact, opensDialog: true }]}
      className="pb-16 sm:pb-24"
    />
  );
}
