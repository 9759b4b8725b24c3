import type { ShouldRevalidateFunctionArgs } from "react-router";
import { userContext } from "../context.ts";
import { DashboardApp } from "../features/dashboard/dashboard-app.tsx";
import { PostEditor } from "../features/dashboard/posts/post-editor.tsx";
import { seoMeta } from "../lib/seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/dashboard-post";

// /dashboard/posts/{id}: a blog post in the full-page editor ("new" for a new one). Staff only; never indexed.
export function meta({ matches, params }: Route.MetaArgs) {
  return seoMeta(originFrom(matches), {
    title: params.id === "new" ? "New blog post" : "Edit blog post",
    path: "/dashboard",
    noindex: true,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(userContext) };
}

// The query string holds only the new post's key: changing it asks the server nothing.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function DashboardPost({ loaderData, params }: Route.ComponentProps) {
  return <DashboardApp initialUser={loaderData.user} staffPage={() => <PostEditor id={params.id} />} />;
}
