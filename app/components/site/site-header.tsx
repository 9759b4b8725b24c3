import { BookOpen, BriefcaseBusiness, House, Lock } from "lucide-react";
import { Link, NavLink } from "react-router";
import { InvestorButton } from "../../features/investor/investor-gate.tsx";
import { cn } from "../../lib/cn.ts";
import { Logo } from "./logo.tsx";
import { SiteSearch } from "./site-search.tsx";

// docs/product.md#routes shared navigation: a fixed top bar, and on small screens a bottom bar with
// Home, Cases, Journal and Investor.

const LINKS = [
  { to: "/portfolio", label: "Portfolio" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/journal", label: "Journal" },
  { to: "/about", label: "About" },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3.5 py-2 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500",
    isActive ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

export function SiteHeader() {
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            aria-label="Arcwell home"
            className="rounded-lg focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-1 lg:gap-3">
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={navLinkClass} prefetch="intent">
                  {link.label}
                </NavLink>
              ))}
              <InvestorButton className="ml-2 inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-indigo-500 [&_svg]:size-4" />
            </nav>
            <SiteSearch />
            <Link
              to="/portfolio"
              className="rounded-full px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500 md:hidden"
            >
              Portfolio
            </Link>
          </div>
        </div>
      </header>
      <MobileBar />
    </>
  );
}

const mobileItemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-indigo-500 [&_svg]:size-5",
    isActive ? "text-indigo-600" : "text-slate-600",
  );

function MobileBar() {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <NavLink to="/" end className={mobileItemClass}>
        <House aria-hidden />
        Home
      </NavLink>
      <NavLink to="/case-studies" className={mobileItemClass}>
        <BriefcaseBusiness aria-hidden />
        Cases
      </NavLink>
      <NavLink to="/journal" className={mobileItemClass}>
        <BookOpen aria-hidden />
        Journal
      </NavLink>
      <InvestorButton className={mobileItemClass({ isActive: false })}>
        <Lock aria-hidden />
        Investor
      </InvestorButton>
    </nav>
  );
}
