import { Eye, UserRound } from "lucide-react";
import type { SessionUser } from "#core/session-user.ts";
import { VenturesPanel } from "./ventures/ventures-panel.tsx";

// docs/product.md#dashboard investor view: the Portfolio Overview and the ventures, read-only, without tabs,
// flagged as the investor view; plus the portfolio as charts. The email stays on one line, cut with an
// ellipsis when long (the whole address in its title), never broken mid-word (issue 27, item 5).
export function InvestorView({ user }: { user: SessionUser }) {
  return (
    <>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-emerald-700">Investor portfolio</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Venture Portfolio</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Every venture the studio is building: phase, progress, monthly baseline and break-even target.
          </p>
          <p className="mt-2 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <UserRound className="size-4 shrink-0" aria-hidden />
            <span className="shrink-0">Signed in as</span>
            <strong
              data-testid="signed-in-email"
              title={user.email}
              className="min-w-0 truncate font-semibold text-slate-900"
            >
              {user.email}
            </strong>
          </p>
        </div>
        <p className="inline-flex shrink-0 items-center gap-2 self-start rounded-full border border-emerald-200 bg-emerald-50 px-3.5 py-1.5 text-sm font-semibold text-emerald-800 sm:self-auto">
          <Eye className="size-4" aria-hidden /> Investor view · Read-only
        </p>
      </div>
      <VenturesPanel isInvestorView />
    </>
  );
}
