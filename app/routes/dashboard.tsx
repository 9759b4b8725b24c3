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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardApp initialUser={loaderData.user} />;
}
