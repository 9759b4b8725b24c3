import { SupplyLinkPage } from "../features/ventures-landing/supplylink-page.tsx";
import { supplyLinkMeta } from "../features/ventures-landing/venture-seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/venture-supplylink";

export function meta({ matches }: Route.MetaArgs) {
  return supplyLinkMeta(originFrom(matches));
}

export default function VentureSupplyLink() {
  return <SupplyLinkPage />;
}
