import { QueryClientProvider } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { isStaff } from "#core/permissions.ts";
import type { SessionUser } from "#core/session-user.ts";
import { Button } from "../../components/ui/button.tsx";
import { Logo } from "../../components/site/logo.tsx";
import { createQueryClient } from "./query-client.ts";
import { useCurrentUser } from "./use-current-user.ts";
import { DashboardShell } from "./dashboard-shell.tsx";
import { TooltipProvider } from "../../components/ui/tooltip.tsx";
import { loadToaster } from "../../components/ui/notifications.tsx";

// docs/product.md#dashboard /dashboard: sign-in prompt when signed out, 'Loading...' while the user loads,
// then the staff CMS or the investor view.

/**
 * `staffPage`: a page of its own for staff (the full-page editor) in place of the tabs; signed out, the
 * sign-in prompt; an investor, a note that it is for the studio's team.
 */
export function DashboardApp({
  initialUser,
  staffPage,
}: {
  initialUser: SessionUser | null;
  staffPage?: (user: SessionUser) => ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  // Staff see a toast after nearly every change: its code is fetched while the dashboard idles.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void loadToaster());
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <DashboardGate initialUser={initialUser} staffPage={staffPage} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

function DashboardGate({
  initialUser,
  staffPage,
}: {
  initialUser: SessionUser | null;
  staffPage?: (user: SessionUser) => ReactNode;
}) {
  const { data: user, isPending } = useCurrentUser(initialUser);
  if (isPending) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center" aria-busy="true">
        <p className="text-slate-600">Loading...</p>
      </main>
    );
  }
  if (!user) return <SignInPrompt />;
  if (staffPage) return isStaff(user.role) ? staffPage(user) : <StaffOnly />;
  return <DashboardShell user={user} />;
}

function StaffOnly() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">This page is for the studio's team</h1>
      <p className="mt-3 text-slate-600">Your account can see the portfolio dashboard.</p>
      <Button asChild variant="brand" size="lg" className="mt-8">
        <a href="/dashboard">Go to the dashboard</a>
      </Button>
    </main>
  );
}

function SignInPrompt() {
  // Back to this very page after signing in (an editor's address included).
  const { pathname, search } = useLocation();
  const signIn = `/api/login?returnTo=${encodeURIComponent(pathname + search)}`;
  // The studio's own people come here most (issue 27): their way in first, then the spec's investor prompt.
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-slate-50 to-indigo-50/60 px-6 py-12 text-center"
    >
      <a
        href="/"
        className="mb-8 rounded-lg focus-visible:outline-3 focus-visible:outline-indigo-500"
        aria-label="Arcwell home"
      >
        <Logo />
      </a>
      <h1 className="sr-only">Sign in to the dashboard</h1>
      <div className="grid w-full max-w-md gap-4">
        <section
          aria-labelledby="staff-sign-in"
          className="rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-900/5"
        >
          <h2 id="staff-sign-in" className="text-2xl font-bold tracking-tight text-slate-900">
            Studio team
          </h2>
          <p className="mt-3 text-slate-600">Owners and team members sign in to manage the site.</p>
          <Button asChild variant="brand" size="lg" className="mt-6 w-full">
            <a href={signIn}>
              <LogIn aria-hidden /> Staff sign in
            </a>
          </Button>
        </section>
        <section aria-labelledby="investor-sign-in" className="rounded-3xl border border-slate-200 bg-white/70 p-8">
          <h2 id="investor-sign-in" className="text-xl font-bold tracking-tight text-slate-900">
            Investor Access Required
          </h2>
          <p className="mt-3 text-slate-600">Please log in to access the dashboard</p>
          <Button asChild variant="outline" size="lg" className="mt-6 w-full">
            <a href={signIn}>
              <LogIn aria-hidden /> Log In
            </a>
          </Button>
        </section>
      </div>
    </main>
  );
}
