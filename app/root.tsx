import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { Notifications } from "./components/ui/notifications.tsx";
import { requestContext } from "./context.ts";
import { NotFoundContent } from "./components/site/not-found-content.tsx";
import { EARLY_CLICKS_SCRIPT } from "./lib/early-clicks.ts";
import { useNonce } from "./lib/nonce.ts";
import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Arcwell Journal", href: "/journal/rss.xml" },
];

// The text face is only discovered once the stylesheet is parsed and text laid out; announced in
// the response head, it arrives with the stylesheet and the page is laid out once, in Inter,
// instead of twice (fallback, then Inter). A header, not a <link>: hydration needs <head> to hold
// only what the client tree renders (entry.client.tsx).
export const headers: Route.HeadersFunction = () => ({
  Link: `<${interLatin}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
});

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.get(requestContext).origin };
}

// The origin stays what it was while the page lives: a change of the query string alone (the dashboard's
// tab and search, features/dashboard/dashboard-url.ts) need not ask the server for it again.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {/* First, so that no press before hydration is lost (lib/early-clicks.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <Notifications />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <main className="mx-auto max-w-2xl px-6 py-32 text-center">
      <title>Something went wrong | Arcwell Studio</title>
      <h1 className="text-4xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-slate-600">Please try again in a moment.</p>
      <a className="mt-8 inline-flex min-h-11 items-center rounded-full bg-slate-900 px-6 text-white" href="/">
        Back to home
      </a>
    </main>
  );
}
