import { QueryClient } from "@tanstack/react-query";
import { getJson } from "../../lib/api.ts";

// docs/product.md#api: no automatic retries, no refetch on window focus or interval, data never stale.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(queryKey[0] as string),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
