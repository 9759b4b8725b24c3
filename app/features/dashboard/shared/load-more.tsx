import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { LoadError } from "./layout.tsx";
import type { LoadMoreState } from "./use-paged-list.ts";

// docs/product.md#dashboard paged tabs (see use-paged-list.ts): "Load more" under the grid while the list has
// another page. The next page also loads by itself when the button nears the viewport; the button stays as the
// path for the keyboard, for browsers without IntersectionObserver, and to retry a failed page.

export function LoadMore({ state, what }: { state: LoadMoreState; what: string }) {
  const { hasNextPage, isFetching, isFetchingNextPage, failed, loadMore } = state;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = ref.current;
    if (!target || isFetching || failed || typeof IntersectionObserver === "undefined") return;
    // A new observer reports at once whether the button is in view, so after each page (the button still in
    // view) the next one follows; a failed page waits for a click rather than retrying in a loop.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: "0px 0px 400px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching, failed, loadMore]);

  if (!hasNextPage) return null;
  return (
    <div ref={ref} className="mt-8 flex flex-col items-center gap-4">
      {failed ? <LoadError what={`more of ${what}`} /> : null}
      <Button variant="outline" disabled={isFetching} onClick={loadMore}>
        {isFetchingNextPage ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
