import { SupplyLinkPage } from "../features/ventures-landing/supplylink-page.tsx";
import { supplyLinkMeta } from "../features/ventures-landing/venture-seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/venture-by-slug";
import { missingPage } from "../lib/missing-page.server.ts";

// docs/product.md#routes /ventures/{slug}: the supplylink page for 'supplylink'; any other slug is the 404 page.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.slug.toLowerCase() !== "supplylink") throw await missingPage(context, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return supplyLinkMeta(originFrom(matches));
}

export default function VentureBySlug() {
  return <SupplyLinkPage />;
}
