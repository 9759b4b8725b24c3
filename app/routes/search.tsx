import { data } from "react-router";
import type { Route } from "./+types/search";
import { SEARCH_RESULTS_DEFAULT } from "#core/constants.ts";
import { searchQuerySchema } from "#core/schemas/search.ts";
import { postTaxonomy } from "#server/content/posts.server.ts";
import { searchContent } from "#server/content/search.server.ts";
import { servicesContext } from "../context.ts";
import { SearchPage } from "../features/search/search-page.tsx";
import { originFrom } from "../lib/origin.ts";
import { seoMeta } from "../lib/seo.ts";

// /search?q= (docs/product.md#api search): server-rendered results that work without JavaScript;
// never indexed. Rate limited with /api/search (server/api/search.server.ts).

const SUGGESTED_CATEGORIES = 6;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const raw = params.get("q");
  if (raw === null || raw.trim() === "") return { q: "", result: null, suggestions: [], error: null };
  const parsed = searchQuerySchema.safeParse({ q: raw, type: params.get("type") ?? undefined });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Invalid search.";
    return data({ q: raw.slice(0, 200), result: null, suggestions: [], error }, { status: 400 });
  }
  const { q, type } = parsed.data;
  const result = await searchContent(db, { q, type, limit: SEARCH_RESULTS_DEFAULT });
  // With nothing found, the busiest categories are the suggestions.
  const suggestions = result.total === 0 ? (await postTaxonomy(db)).categories.slice(0, SUGGESTED_CATEGORIES) : [];
  return { q, result, suggestions, error: null };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  return seoMeta(originFrom(matches), {
    title: q ? `Search results for “${q}”` : "Search",
    description: "Search the Arcwell journal and case studies.",
    path: "/search",
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
