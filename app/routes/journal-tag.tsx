import type { Route } from "./+types/journal-tag";
import { servicesContext } from "../context.ts";
import { loadTermPage } from "../features/journal/term-page.server.ts";
import { TermPage, termPageMeta } from "../features/journal/term-page.tsx";
import { orMissingPage } from "../lib/missing-page.server.ts";
import { originFrom } from "../lib/origin.ts";

// /journal/tag/{slug}: docs/product.md#routes paged lists.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return orMissingPage(context, request, () =>
    loadTermPage(context.get(servicesContext).db, "tag", params.slug, request),
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return termPageMeta(originFrom(matches), loaderData);
}

export default function JournalTag({ loaderData }: Route.ComponentProps) {
  return <TermPage data={loaderData} />;
}
