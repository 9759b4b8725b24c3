import { data } from "react-router";
import { SupplyLinkPage } from "../features/ventures-landing/supplylink-page.tsx";
import { supplyLinkMeta } from "../features/ventures-landing/venture-seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/venture-by-slug";

// docs/product.md#routes /ventures/{slug}: the supplylink page for 'supplylink'; any other slug is the 404 page.
export function loader({ params }: Route.LoaderArgs) {
  if (params.slug.toLowerCase() !== "supplylink") throw data(null, { status: 404 });
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return supplyLinkMeta(originFrom(matches));
}

export default function VentureBySlug() {
  return <SupplyLinkPage />;
}
