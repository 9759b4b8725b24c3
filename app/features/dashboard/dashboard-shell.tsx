import { LogOut, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import type { SessionUser } from "#core/session-user.ts";
import { isStaff } from "#core/permissions.ts";
import { Logo } from "../../components/site/logo.tsx";
import { cn } from "../../lib/cn.ts";
import { InvestorView } from "./investor-view.tsx";
import { useDashboardTab } from "./dashboard-url.ts";
import { StaffView } from "./staff-view.tsx";
import { SecurityPanel } from "./security/security-panel.tsx";
import { useTwoFactorStatus } from "./security/two-factor.ts";
import { SkipLink } from "./shared/skip-link.tsx";

// docs/product.md#dashboard dashboard header: role switcher (view only; the server decides what is allowed),
// Sign Out, and the badge. The view starts from the user's role (docs/product.md#states).

type View = "staff" | "investor";

export function DashboardShell({ user }: { user: SessionUser }) {
  const staff = isStaff(user.role);
  const [view, setView] = useState<View>(staff ? "staff" : "investor");
  // The tab is in the address (?tab=), so a reload or a shared link opens it (dashboard-url.ts).
  const [tab, setTab] = useDashboardTab();
  // Two-factor sign-in (decision 034): the Security panel, and REQUIRE_2FA_FOR_STAFF's enrolment
  // screen, the only one staff without a second factor see (the server refuses them the rest).
  const [security, setSecurity] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("panel") === "security") setSecurity(true);
  }, []);
  const twoFactor = useTwoFactorStatus();
  const mustEnrol =
    staff && !!twoFactor.data?.required && !twoFactor.data.totp.enabled && twoFactor.data.passkeys.length === 0;
  const waiting = staff && twoFactor.isPending;
  // Keep the panel after enrolling, so the recovery codes it shows stay until dismissed.
  useEffect(() => {
    if (mustEnrol) setSecurity(true);
  }, [mustEnrol]);
  const isStaffView = staff && view === "staff" && !mustEnrol;
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <header className="z-30 border-b border-slate-200 bg-white/90 backdrop-blur sm:sticky sm:top-0">
        {/* One line on a 375 px phone (issue 27, item 5): the logo and badge side gives way, Sign Out never wraps;
            only the staff view switcher takes a second line there. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3 sm:px-6 lg:px-8">
          <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
            {/* On a phone only the mark shows (the wordmark's text is sized to 0), leaving room for Sign Out. */}
            <a
              href="/"
              aria-label="Arcwell home"
              className="rounded-lg focus-visible:outline-3 focus-visible:outline-indigo-500 max-sm:[&>span]:gap-0 max-sm:[&>span]:text-[0px]"
            >
              <Logo />
            </a>
            <span
              className={cn(
                "min-w-0 truncate rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap",
                isStaffView ? "bg-indigo-100 text-indigo-800" : "bg-emerald-100 text-emerald-800",
              )}
            >
              {isStaffView ? "CMS Dashboard" : "Portfolio Dashboard"}
            </span>
          </div>
          <div className="contents sm:flex sm:items-center sm:gap-2">
            {staff && !mustEnrol && !security ? <ViewSwitcher view={view} onChange={setView} /> : null}
            {twoFactor.isSuccess && !mustEnrol ? (
              <button
                type="button"
                aria-pressed={security}
                onClick={() => setSecurity(!security)}
                className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 sm:px-4"
              >
                <ShieldCheck className="size-4" aria-hidden /> <span className="max-sm:sr-only">Security</span>
              </button>
            ) : null}
            <a
              href="/api/logout"
              className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500 sm:px-4"
            >
              <LogOut className="size-4" aria-hidden /> Sign Out
            </a>
          </div>
        </div>
      </header>
      <main
        id="main"
        className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8"
        data-view={isStaffView ? "staff" : "investor"}
      >
        {waiting ? (
          <p className="text-sm text-slate-600">Loading...</p>
        ) : mustEnrol ? (
          <SecurityPanel mustEnrol />
        ) : security ? (
          <SecurityPanel onClose={() => setSecurity(false)} />
        ) : isStaffView ? (
          <StaffView user={user} tab={tab} onTabChange={setTab} />
        ) : (
          <InvestorView user={user} />
        )}
      </main>
    </div>
  );
}

function ViewSwitcher({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div
      role="group"
      aria-label="Dashboard view"
      className="order-last flex w-full rounded-full bg-slate-100 p-1 sm:order-none sm:w-auto"
    >
      {(
        [
          ["staff", "Owner/Team View"],
          ["investor", "Investor View"],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            "min-h-9 flex-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500 sm:flex-none",
            view === value ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
