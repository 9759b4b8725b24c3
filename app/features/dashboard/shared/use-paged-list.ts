import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { getResponse } from "#app/lib/api.ts";
import { nextCursor } from "#app/lib/link-header.ts";

// docs/product.md#dashboard Blog and Case studies tabs: a studio with thousands of entries must still open
// the tab quickly, so the admin list is read a page at a time (`?limit=&cursor=`, docs/product.md#editorial-calls
// paged lists) and the tab offers "Load more". The key starts with the list's key (KEYS.adminPosts, …), so
// invalidating that key after a change refetches the pages loaded so far (docs/product.md#api). A search and a
// state filter (`q`, `status`) are asked of the server, so the count and the pages are of the entries they keep;
// while a new search loads, the entries of the last one stay in view (marked as updating) instead of skeletons.

export const PAGE_SIZE = 24;

interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
  /** `X-Total-Count`: the size of the whole list, not of the pages loaded. */
  total: number | undefined;
}

/** The server-side search and filter of a list; empty values are left out. */
export type ListQuery = Record<string, string>;

async function getPage<T>(url: string, filter: ListQuery, cursor: string | undefined): Promise<Page<T>> {
  const query = new URLSearchParams({ ...filter, limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  const response = await getResponse(`${url}?${query}`);
  const total = Number.parseInt(response.headers.get("X-Total-Count") ?? "", 10);
  return {
    items: (await response.json()) as T[],
    nextCursor: nextCursor(response.headers.get("Link")),
    total: Number.isNaN(total) ? undefined : total,
  };
}

export interface PagedList<T> {
  /** The entries of the pages loaded, undefined until the first page arrives. */
  items: T[] | undefined;
  /** The size of the whole list (what the filter keeps), for the tab's count. */
  total: number | undefined;
  isPending: boolean;
  /** The entries shown are of the previous search while the new one loads. */
  isUpdating: boolean;
  /** The list could not be read. A failed "Load more" is not this: the loaded entries stay. */
  isError: boolean;
  more: LoadMoreState;
}

export interface LoadMoreState {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  /** The last "Load more" failed; it is not retried by itself. */
  failed: boolean;
  loadMore: () => void;
}

/** The admin list at `key[0]`, page by page, searched and filtered by `filter` (empty values mean none). */
export function usePagedList<T extends { id: string }>(
  key: readonly [string],
  filter: Record<string, string> = {},
): PagedList<T> {
  const asked: ListQuery = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  const query = useInfiniteQuery({
    queryKey: [...key, { limit: PAGE_SIZE, ...asked }],
    queryFn: ({ pageParam }) => getPage<T>(key[0], asked, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const { fetchNextPage } = query;
  // A second call while a page is on its way (the button and the observer at once) joins it instead of
  // starting over.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  const pages = query.data?.pages;
  // An entry that moved between two pages while they were read is shown once (and keeps React keys unique).
  const seen = new Set<string>();
  const items = pages?.flatMap((page) => page.items).filter((item) => !seen.has(item.id) && !!seen.add(item.id));
  return {
    items,
    // The newest page knows the newest size; a server without the header leaves the count of what is loaded.
    total: pages ? (pages.at(-1)?.total ?? items!.length) : undefined,
    isPending: query.isPending,
    isUpdating: query.isPlaceholderData,
    isError: query.isError && !query.isFetchNextPageError,
    more: {
      hasNextPage: query.hasNextPage,
      isFetching: query.isFetching,
      isFetchingNextPage: query.isFetchingNextPage,
      failed: query.isFetchNextPageError,
      loadMore,
    },
  };
}

/**
 * Takes entries out of every list at `key[0]` loaded so far (any search or filter), before the
 * lists read again: what a list keeps in view meanwhile is what the server no longer has.
 */
export function dropFromPagedLists<T>(client: QueryClient, key: readonly [string], gone: (item: T) => boolean) {
  // The lists' keys are [key, { limit, …filter }]; single entries and counts under the same key are not lists.
  client.setQueriesData<InfiniteData<Page<T>>>(
    { queryKey: key, predicate: (query) => typeof query.queryKey[1] === "object" },
    (data) =>
      data?.pages
        ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !gone(item)) })) }
        : data,
  );
}
