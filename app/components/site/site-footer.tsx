import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "#core/brand.ts";
import { useContact } from "../../features/contact/contact-context.tsx";
import { Logo } from "./logo.tsx";

const linkClass =
  "rounded text-sm text-slate-300 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-400";

// docs/product.md#routes footer: Home, About, Contact (the dialog; on the case-study list it goes to /),
// Privacy, Terms, and the year 2024.
export function SiteFooter() {
  const { pathname } = useLocation();
  const { openContact } = useContact();
  const contactGoesHome = pathname === "/case-studies";
  return (
    <footer className="bg-slate-950 pb-20 text-slate-300 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <span className="[&_span]:text-white">
            <Logo />
          </span>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            A digital venture studio. We shape ideas into products and grow them into companies — in AI, commerce and
            SaaS.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap content-start gap-x-8 gap-y-3 md:justify-end">
          <Link to="/" className={linkClass}>
            Home
          </Link>
          <Link to="/about" className={linkClass}>
            About
          </Link>
          {contactGoesHome ? (
            <Link to="/" className={linkClass}>
              Contact
            </Link>
          ) : (
            <button type="button" onClick={openContact} className={linkClass}>
              Contact
            </button>
          )}
          <Link to="/privacy" className={linkClass}>
            Privacy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms
          </Link>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © 2024 {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
