import { data } from "react-router";
import { JOURNAL_PAGE_SIZE } from "#core/constants.ts";
import { isSlug, slugify } from "#core/slug.ts";
import type { Db } from "#db/client.server.ts";
import { termPostsPage } from "#server/content/posts.server.ts";
import { pageNumberOf } from "../../lib/page-number.ts";
import { withImagePositions } from "#server/media/focal-points.server.ts";
import { cardSummary, featuredImage } from "./post-summary.ts";

// /journal/category/{slug} and /journal/tag/{slug} (docs/product.md#routes paged lists): the
// published posts of one category or tag, in the journal's order, 12 a page. A slug that no
// published post carries is a 404.

export type TermKind = "category" | "tag";

export async function loadTermPage(db: Db, kind: TermKind, slug: string | undefined, request: Request) {
  const page = pageNumberOf(request);
  if (!slug || !isSlug(slug)) throw data(null, { status: 404 });
  const result = await termPostsPage(db, { kind, slug }, page, JOURNAL_PAGE_SIZE);
  if (!result) throw data(null, { status: 404 });
  const first = result.items[0]!;
  // The name as written on a post (its slug is what the address holds).
  const name = kind === "category" ? first.category : (first.tags.find((t) => slugify(t) === slug) ?? slug);
  return {
    kind,
    name,
    path: `/journal/${kind}/${slug}`,
    total: result.total,
    page,
    pageCount: result.pageCount,
    posts: await withImagePositions(db, result.items.map(cardSummary), featuredImage),
  };
}

export type TermPageData = Awaited<ReturnType<typeof loadTermPage>>;
