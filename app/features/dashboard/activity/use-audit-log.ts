import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { getJson } from "#app/lib/api.ts";
import type { LoadMoreState } from "../shared/use-paged-list.ts";
import {
  AUDIT_URL,
  auditPageUrl,
  auditSearchParams,
  type AuditEntry,
  type AuditFilters,
  type AuditPage,
} from "./audit-query.ts";

// The activity log a page at a time (`?limit=&cursor=` → `{ items, nextCursor }`). Each set of filters is its
// own list, so changing one starts again from the newest entry. The log grows while the dashboard is open, so
// unlike the content lists it is read afresh each time the tab opens.

export interface AuditLog {
  /** The entries of the pages loaded, undefined until the first page arrives. */
  items: AuditEntry[] | undefined;
  isPending: boolean;
  /** The first page could not be read (a failed "Load more" keeps what was loaded). */
  isError: boolean;
  /** Entries of the previous filters are on screen while those of the new ones load. */
  isUpdating: boolean;
  isRefreshing: boolean;
  refresh: () => void;
  more: LoadMoreState;
}

export function useAuditLog(filters: AuditFilters, enabled = true): AuditLog {
  const query = useInfiniteQuery({
    queryKey: [AUDIT_URL, auditSearchParams(filters).toString()],
    queryFn: ({ pageParam }) => getJson<AuditPage>(auditPageUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const refresh = useCallback(() => void refetch(), [refetch]);

  const seen = new Set<string>();
  const items = query.data?.pages
    .flatMap((page) => page.items)
    .filter((entry) => !seen.has(entry.id) && !!seen.add(entry.id));
  return {
    items,
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    isUpdating: query.isPlaceholderData,
    isRefreshing: query.isRefetching && !query.isFetchingNextPage && !query.isPlaceholderData,
    refresh,
    more: {
      hasNextPage: query.hasNextPage && !query.isPlaceholderData,
      isFetching: query.isFetching,
      isFetchingNextPage: query.isFetchingNextPage,
      failed: query.isFetchNextPageError,
      loadMore,
    },
  };
}

// Moved to shared/ for the media picker's search; kept importable from here.
export { useDebouncedValue } from "../shared/use-debounced-value.ts";
