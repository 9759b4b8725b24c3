import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { pagePath } from "#core/journal-paths.ts";
import { buttonVariants } from "../ui/button.tsx";

// Links between the pages of a public list (docs/product.md#routes paged lists): real <a href>,
// so they work before hydration and without JavaScript, and crawlers follow them.
export function Pager({
  path,
  page,
  pageCount,
  previousLabel,
  nextLabel,
}: {
  path: string;
  page: number;
  pageCount: number;
  /** Towards page 1, e.g. "Newer articles". */
  previousLabel: string;
  /** Towards the last page, e.g. "Older articles". */
  nextLabel: string;
}) {
  if (pageCount <= 1) return null;
  const link = buttonVariants({ variant: "outline", size: "lg" });
  // Phones: "Page N of M" above full-width links, one a row. From md: one row, the page number
  // centred between two equal columns whatever the links' widths, or whether both are there.
  return (
    <nav
      aria-label="Pagination"
      className="mt-14 grid gap-4 border-t border-slate-200 pt-8 md:grid-cols-[1fr_auto_1fr] md:items-center"
      data-testid="pager"
    >
      <p className="text-center text-sm text-slate-600 md:order-2">
        Page {page} of {pageCount}
      </p>
      {page > 1 ? (
        <Link to={pagePath(path, page - 1)} rel="prev" className={`${link} md:order-1 md:justify-self-start`}>
          <ArrowLeft aria-hidden="true" />
          {previousLabel}
        </Link>
      ) : (
        <span className="hidden md:order-1 md:block" />
      )}
      {page < pageCount ? (
        <Link to={pagePath(path, page + 1)} rel="next" className={`${link} md:order-3 md:justify-self-end`}>
          {nextLabel}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <span className="hidden md:order-3 md:block" />
      )}
    </nav>
  );
}
