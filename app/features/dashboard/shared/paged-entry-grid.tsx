import type { ReactNode } from "react";
import type { ListAddress } from "../dashboard-url.ts";
import { EmptyState, LoadError, SkeletonGrid } from "./layout.tsx";
import { hasFilters, ListFilterBar, NoMatches, type ListNouns } from "./list-filters.tsx";
import { LoadMore } from "./load-more.tsx";
import type { PagedList } from "./use-paged-list.ts";

/**
 * The searchable, paged grid of the Blog Posts and Case Studies tabs (docs/product.md#dashboard): the search
 * and state filter, then skeletons, the load error, "no match", the empty state, or the tiles with "Load more".
 * While a new search loads, the last tiles stay, dimmed (use-paged-list.ts).
 */
/** What a tab's grid says; described once at the top of the tab. */
export interface EntryGridTexts {
  /** The prefix of the filter fields' ids. */
  id: string;
  nouns: ListNouns;
  /** What the skeletons announce: "Loading blog posts...". */
  loading: string;
  /** What failed to load: "the blog posts". */
  what: string;
  empty: { icon: ReactNode; text: string };
}

export function PagedEntryGrid<T extends { id: string }>({
  texts: { id, nouns, loading, what, empty },
  list,
  address: { filters, setFilters },
  children,
}: {
  texts: EntryGridTexts;
  list: PagedList<T>;
  /** The search and state filter, kept in the page address. */
  address: Pick<ListAddress, "filters" | "setFilters">;
  /** One tile. */
  children: (item: T) => ReactNode;
}) {
  const { items, total, isPending, isUpdating, isError, more } = list;
  return (
    <>
      <ListFilterBar
        id={id}
        nouns={nouns}
        filters={filters}
        onChange={setFilters}
        total={total}
        isUpdating={isUpdating}
      />
      {isPending ? (
        <SkeletonGrid label={loading} />
      ) : isError || !items ? (
        <LoadError what={what} />
      ) : items.length === 0 && hasFilters(filters) ? (
        <NoMatches nouns={nouns} filters={filters} onClear={setFilters} />
      ) : items.length === 0 ? (
        <EmptyState icon={empty.icon}>{empty.text}</EmptyState>
      ) : (
        <>
          <div
            data-rows
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
            aria-busy={isUpdating || undefined}
          >
            {items.map(children)}
          </div>
          <LoadMore state={more} what={what} />
        </>
      )}
    </>
  );
}
