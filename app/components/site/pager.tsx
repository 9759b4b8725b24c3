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
  return (
    <nav
      aria-label="Pagination"
      className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-8"
      data-testid="pager"
    >
      <p className="w-full text-center text-sm text-slate-600 sm:order-2 sm:w-auto">
        Page {page} of {pageCount}
      </p>
      {page > 1 ? (
        <Link to={pagePath(path, page - 1)} rel="prev" className={`${link} sm:order-1`}>
          <ArrowLeft aria-hidden="true" />
          {previousLabel}
        </Link>
      ) : (
        <span className="sm:order-1" />
      )}
      {page < pageCount ? (
        <Link to={pagePath(path, page + 1)} rel="next" className={`${link} ml-auto sm:order-3 sm:ml-0`}>
          {nextLabel}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <span className="sm:order-3" />
      )}
    </nav>
  );
}
