import { QueryClientProvider } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useEffect, useState } from "react";
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

export function DashboardApp({ initialUser }: { initialUser: SessionUser | null }) {
  const [queryClient] = useState(createQueryClient);
  // Staff see a toast after nearly every change: its code is fetched while the dashboard idles.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void loadToaster());
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <DashboardGate initialUser={initialUser} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

function DashboardGate({ initialUser }: { initialUser: SessionUser | null }) {
  const { data: user, isPending } = useCurrentUser(initialUser);
  if (isPending) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center" aria-busy="true">
        <p className="text-slate-600">Loading...</p>
      </main>
    );
  }
  if (!user) return <SignInPrompt />;
  return <DashboardShell user={user} />;
}

function SignInPrompt() {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-slate-50 to-indigo-50/60 px-6 text-center"
    >
      <a
        href="/"
        className="mb-10 rounded-lg focus-visible:outline-3 focus-visible:outline-indigo-500"
        aria-label="Arcwell home"
      >
        <Logo />
      </a>
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-900/5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Investor Access Required</h1>
        <p className="mt-3 text-slate-600">Please log in to access the dashboard</p>
        <Button asChild variant="brand" size="lg" className="mt-8 w-full">
          <a href="/api/login?returnTo=%2Fdashboard">
            <LogIn aria-hidden /> Log In
          </a>
        </Button>
      </div>
    </main>
  );
}
