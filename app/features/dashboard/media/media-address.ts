import { useCallback, useMemo } from "react";
import { useAddressParams } from "../dashboard-url.ts";
import type { MediaFilter } from "./media-api.ts";

// The Media section's part of the address (as dashboard-url.ts does for posts and case studies): the
// search, the filters and the open file (`?tab=media&q=&type=&tag=&unused=true&item={id}`), so that a
// reload or a shared link comes back to them. Changes replace the history entry; choosing a tab
// starts afresh.

export type MediaFilters = Required<MediaFilter>;
export const NO_MEDIA_FILTERS: MediaFilters = { q: "", type: "", tag: "", unused: "" };
export const hasMediaFilters = (f: MediaFilters) => !!(f.q || f.type || f.tag || f.unused);

/** The filters an address holds; anything unknown is no filter. */
export function mediaFiltersOf(params: URLSearchParams): MediaFilters {
  const type = params.get("type");
  return {
    q: params.get("q")?.trim().slice(0, 200) ?? "",
    type: type === "image" || type === "video" ? type : "",
    tag: params.get("tag")?.trim().slice(0, 50) ?? "",
    unused: params.get("unused") === "true" ? "true" : "",
  };
}

export function useMediaAddress() {
  const [params, update] = useAddressParams();
  const { q, type, tag, unused } = mediaFiltersOf(params);
  // A new object only when a filter changes, not with every other part of the address.
  const filters = useMemo<MediaFilters>(() => ({ q, type, tag, unused }), [q, type, tag, unused]);
  const setFilters = useCallback(
    (next: MediaFilters) =>
      update({ q: next.q || null, type: next.type || null, tag: next.tag || null, unused: next.unused || null }),
    [update],
  );
  const setOpenId = useCallback((id: string | null) => update({ item: id }), [update]);
  return { filters, setFilters, openId: params.get("item") || null, setOpenId };
}
