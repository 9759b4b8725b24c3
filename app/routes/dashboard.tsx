import type { ShouldRevalidateFunctionArgs } from "react-router";
import { userContext } from "../context.ts";
import { DashboardApp } from "../features/dashboard/dashboard-app.tsx";
import { seoMeta } from "../lib/seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(originFrom(matches), { title: "Dashboard", path: "/dashboard", noindex: true });
}

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(userContext) };
}

// The query string holds the dashboard's tab, search and open dialog (features/dashboard/dashboard-url.ts);
// the loader reads only the session, so changing them asks the server nothing.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardApp initialUser={loaderData.user} />;
}
