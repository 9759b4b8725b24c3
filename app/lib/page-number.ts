import { data, redirect, type MetaDescriptor } from "react-router";
import { pagePath } from "#core/journal-paths.ts";
import { absoluteUrl } from "./seo.ts";

// `?page=N` of the public lists (docs/product.md#routes paged lists): page 1 is the bare path,
// so `?page=1` moves there for good; anything that names no page is a 404, like a page past
// the end, never an error.

const PAGE = /^[1-9][0-9]{0,5}$/;

export function pageNumberOf(request: Request): number {
  const url = new URL(request.url);
  const values = url.searchParams.getAll("page");
  if (values.length === 0) return 1;
  if (values.length > 1 || !PAGE.test(values[0]!)) throw data(null, { status: 404 });
  const page = Number(values[0]);
  if (page === 1) {
    url.searchParams.delete("page");
    throw redirect(url.pathname + url.search, 301);
  }
  return page;
}

/** The title of page `page` of a list: "Journal", then "Journal — page 2". */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} — page ${page}` : title;
}

/** rel=prev / rel=next links of a paged list's head. */
export function pageLinks(origin: string, path: string, page: number, pageCount: number): MetaDescriptor[] {
  return [
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: absoluteUrl(origin, pagePath(path, page - 1)) }] : []),
    ...(page < pageCount
      ? [{ tagName: "link", rel: "next", href: absoluteUrl(origin, pagePath(path, page + 1)) }]
      : []),
  ];
}
