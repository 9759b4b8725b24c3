import { LeadsManagerPage } from "../features/ventures-landing/leadsmanager-page.tsx";
import { leadsManagerMeta } from "../features/ventures-landing/venture-seo.ts";
import { originFrom } from "../lib/origin.ts";
import type { Route } from "./+types/venture-leadsmanager";

export function meta({ matches }: Route.MetaArgs) {
  return leadsManagerMeta(originFrom(matches));
}

export default function VentureLeadsManager() {
  return <LeadsManagerPage />;
}
