import { buildSitemapXml, type SitemapEntry } from "#core/feeds.ts";
import { listCards } from "#server/content/cards.server.ts";
import { listCaseStudies } from "#server/content/case-studies.server.ts";
import { CASE_STUDIES_PAGE_SIZE, JOURNAL_PAGE_SIZE } from "#core/constants.ts";
import { categoryPath, pagePath, tagPath } from "#core/journal-paths.ts";
import { listPosts, postTaxonomy } from "#server/content/posts.server.ts";
import { servicesContext } from "../context.ts";
import { LEGAL_LAST_UPDATED_ISO } from "../features/legal/legal-dates.ts";
import { siteOrigin } from "../features/seo/site-origin.server.ts";
import type { Route } from "./+types/sitemap";

// /sitemap.xml: every public page, every page of the paged lists, every category and tag page
// (docs/product.md#routes paged lists), and every published case study and journal post.

const newest = (rows: { updatedAt: Date }[]) =>
  rows.reduce<Date | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const origin = siteOrigin(context);
  const [cards, studies, posts, taxonomy] = await Promise.all([
    listCards(db, { includeHidden: false }),
    listCaseStudies(db, { includeDrafts: false }),
    listPosts(db, { includeDrafts: false }),
    postTaxonomy(db),
  ]);
  const legalDate = new Date(`${LEGAL_LAST_UPDATED_ISO}T00:00:00Z`);
  const url = (path: string, lastmod?: Date | null): SitemapEntry => ({ loc: `${origin}${path}`, lastmod });
  // Pages 2… of a list (page 1 is listed as the bare path).
  const laterPages = (path: string, count: number, size: number) =>
    Array.from({ length: Math.max(0, Math.ceil(count / size) - 1) }, (_, i) => url(pagePath(path, i + 2)));
  const journalRest = posts.length - (posts[0]?.isFeatured ? 1 : 0);
  const termPages = (terms: { name: string; count: number }[], pathOf: (name: string) => string | null) =>
    terms.flatMap((term) => {
      const path = pathOf(term.name);
      return path ? [url(path), ...laterPages(path, term.count, JOURNAL_PAGE_SIZE)] : [];
    });
  const entries = [
    url("/", newest([...cards, ...studies, ...posts])),
    url("/portfolio", newest(cards)),
    url("/case-studies", newest(studies)),
    ...laterPages("/case-studies", studies.length, CASE_STUDIES_PAGE_SIZE),
    ...studies.map((study) => url(`/case-studies/${encodeURIComponent(study.slug)}`, study.updatedAt)),
    url("/journal", newest(posts)),
    ...laterPages("/journal", journalRest, JOURNAL_PAGE_SIZE),
    ...termPages(taxonomy.categories, categoryPath),
    ...termPages(taxonomy.tags, tagPath),
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
