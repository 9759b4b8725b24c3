import { buildSitemapXml, type SitemapEntry } from "#core/feeds.ts";
import { listCards } from "#server/content/cards.server.ts";
import { listCaseStudies } from "#server/content/case-studies.server.ts";
import { listPosts } from "#server/content/posts.server.ts";
import { servicesContext } from "../context.ts";
import { LEGAL_LAST_UPDATED_ISO } from "../features/legal/legal-dates.ts";
import { siteOrigin } from "../features/seo/site-origin.server.ts";
import type { Route } from "./+types/sitemap";

// /sitemap.xml: every public page, and every published case study and journal post.

const newest = (rows: { updatedAt: Date }[]) =>
  rows.reduce<Date | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const origin = siteOrigin(context, request);
  const [cards, studies, posts] = await Promise.all([
    listCards(db, { includeHidden: false }),
    listCaseStudies(db, { includeDrafts: false }),
    listPosts(db, { includeDrafts: false }),
  ]);
  const legalDate = new Date(`${LEGAL_LAST_UPDATED_ISO}T00:00:00Z`);
  const url = (path: string, lastmod?: Date | null): SitemapEntry => ({ loc: `${origin}${path}`, lastmod });
  const entries = [
    url("/", newest([...cards, ...studies, ...posts])),
    url("/portfolio", newest(cards)),
    url("/case-studies", newest(studies)),
    ...studies.map((study) => url(`/case-studies/${encodeURIComponent(study.slug)}`, study.updatedAt)),
    url("/journal", newest(posts)),
    ...posts.map((post) => url(`/journal/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    url("/ventures/leadsmanager"),
    url("/ventures/supplylink"),
    url("/about"),
    url("/privacy", legalDate),
    url("/terms", legalDate),
  ];
  return new Response(buildSitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
