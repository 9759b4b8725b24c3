import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/site-layout";
import { HydrateLater } from "../components/site/hydrate-later.tsx";
import { NotFoundContent } from "../components/site/not-found-content.tsx";
import { PendingOutlet } from "../components/site/pending-outlet.tsx";
import { SiteFooter } from "../components/site/site-footer.tsx";
import { SiteHeader } from "../components/site/site-header.tsx";
import { ContactProvider } from "../features/contact/contact-context.tsx";

// The public website's frame: skip link, fixed top bar, page, footer, mobile bar.
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <ContactProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-slate-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="pt-16">{children}</div>
      <HydrateLater id="site-footer">
        <SiteFooter />
      </HydrateLater>
    </ContactProvider>
  );
}

export default function SiteLayout() {
  return (
    <Frame>
      <PendingOutlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundContent />
      ) : (
        <main id="main" className="mx-auto max-w-2xl px-6 py-32 text-center">
          <title>Something went wrong | Arcwell Studio</title>
          <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-3 text-slate-600">Please try again in a moment.</p>
        </main>
      )}
    </Frame>
  );
}
