import type { Route } from "./+types/journal-category";
import { servicesContext } from "../context.ts";
import { loadTermPage } from "../features/journal/term-page.server.ts";
import { TermPage, termPageMeta } from "../features/journal/term-page.tsx";
import { orMissingPage } from "../lib/missing-page.server.ts";
import { originFrom } from "../lib/origin.ts";

// /journal/category/{slug}: docs/product.md#routes paged lists.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return orMissingPage(context, request, () =>
    loadTermPage(context.get(servicesContext).db, "category", params.slug, request),
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return termPageMeta(originFrom(matches), loaderData);
}

export default function JournalCategory({ loaderData }: Route.ComponentProps) {
  return <TermPage data={loaderData} />;
}
