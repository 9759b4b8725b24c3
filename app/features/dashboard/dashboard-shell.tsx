import { LogOut } from "lucide-react";
import { useState } from "react";
import type { RequestUser } from "../../context.ts";
import type { Role } from "../../../core/permissions.ts";
import { isStaff } from "../../../core/permissions.ts";
import { Logo } from "../../components/site/logo.tsx";
import { cn } from "../../lib/cn.ts";

// SPEC §2 dashboard header: role switcher (view only; the server decides what is allowed),
// Sign Out, and the badge.

type View = "staff" | "investor";

export function DashboardShell({ user }: { user: RequestUser }) {
  const [view, setView] = useState<View>(isStaff(user.role) ? "staff" : "investor");
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <a href="/" aria-label="Arcwell home" className="rounded-lg focus-visible:outline-3 focus-visible:outline-indigo-500">
              <Logo />
            </a>
            <span
              className={cn(
                "rounded-full px-3 py-1 text-xs font-semibold",
                view === "staff" ? "bg-indigo-100 text-indigo-800" : "bg-emerald-100 text-emerald-800",
              )}
            >
              {view === "staff" ? "CMS Dashboard" : "Portfolio Dashboard"}
            </span>
          </div>
          <div className="flex items-center gap-2">
            {isStaff(user.role) ? <ViewSwitcher view={view} onChange={setView} /> : null}
            <a
              href="/api/logout"
              className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500"
            >
              <LogOut className="size-4" aria-hidden /> Sign Out
            </a>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="sr-only">{view === "staff" ? "CMS Dashboard" : "Portfolio Dashboard"}</h1>
        <p className="text-slate-600">
          Signed in as <strong className="text-slate-900">{user.email}</strong> ({roleLabel(user.role)})
        </p>
      </main>
    </div>
  );
}

function roleLabel(role: Role) {
  return role === "owner" ? "Owner" : role === "team" ? "Team" : "Investor";
}

function ViewSwitcher({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div role="group" aria-label="Dashboard view" className="inline-flex rounded-full bg-slate-100 p-1">
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
            "min-h-9 rounded-full px-3 text-xs font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500 sm:text-sm",
            view === value ? "bg-white text-slate-900 shadow" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
