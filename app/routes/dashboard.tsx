import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { userContext } from "../context.ts";
import { DashboardApp } from "../features/dashboard/dashboard-app.tsx";
import { CaseStudyEditor } from "../features/dashboard/case-studies/case-study-editor.tsx";
import { PostEditor } from "../features/dashboard/posts/post-editor.tsx";
import type { SessionUser } from "#core/session-user.ts";
import { seoMeta } from "../lib/seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/dashboard";

// /dashboard: the staff CMS or the investor view. Under it, the full-page editor of a post or case study
// (/dashboard/posts/{id}, /dashboard/case-studies/{id}, "new" for a new one; issue 26). One route module for
// all of them: two routes would share the dashboard's modules, and the client build then moves what two
// entries share (icons among them) into the chunk every public page loads.

type Page = { editor: "post" | "case-study"; id: string } | null;

/** What the path under /dashboard names: nothing (the dashboard), an editor, or undefined (no such page). */
function pageOf(rest: string | undefined): Page | undefined {
  if (!rest) return null;
  const match = /^(posts|case-studies)\/([0-9a-f-]{36}|new)\/?$/i.exec(rest);
  if (!match) return undefined;
  return { editor: match[1] === "posts" ? "post" : "case-study", id: match[2]!.toLowerCase() };
}

const TITLES = { post: ["New blog post", "Edit blog post"], "case-study": ["New case study", "Edit case study"] };

export function meta({ matches, params }: Route.MetaArgs) {
  const page = pageOf(params["*"]);
  const title = page ? TITLES[page.editor][page.id === "new" ? 0 : 1]! : "Dashboard";
  return seoMeta(originFrom(matches), { title, path: "/dashboard", noindex: true });
}

export function loader({ context, params }: Route.LoaderArgs) {
  if (pageOf(params["*"]) === undefined) throw data(null, { status: 404 });
  return { user: context.get(userContext) };
}

// The query string holds the dashboard's tab, search and open dialog (features/dashboard/dashboard-url.ts), or a
// new entry's key; the loader reads only the session, so changing them asks the server nothing.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Dashboard({ loaderData, params }: Route.ComponentProps) {
  const page = pageOf(params["*"]);
  const staffPage = !page
    ? undefined
    : page.editor === "post"
      ? (user: SessionUser) => <PostEditor id={page.id} owner={user.id} />
      : (user: SessionUser) => <CaseStudyEditor id={page.id} owner={user.id} />;
  return <DashboardApp initialUser={loaderData.user} staffPage={staffPage} />;
}
