import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { PUBLICATION_STATUSES, type PublicationStatus } from "#core/publication.ts";

// docs/product.md#dashboard addresses: what the staff view shows is in its address, so that a reload, a
// bookmark or a shared link lands on it. `?tab=` names the tab (none: Portfolio Cards, the spec's first);
// on Blog Posts and Case Studies `q=` is the search, `status=` the state shown and `edit={id}` the entry whose
// Edit dialog is open. Choosing a tab is a new history entry, so Back returns to the tab before; a search, a
// state, opening and closing a dialog replace the current entry, so Back does not replay each keystroke.
// The route does not reload its data for these (routes/dashboard.tsx shouldRevalidate).

export const STAFF_TABS = [
  "cards",
  "case-studies",
  "posts",
  "ventures",
  "media",
  "enquiries",
  "analytics",
  "team",
  "integrations",
  "redirects",
  "activity",
] as const;
export type StaffTab = (typeof STAFF_TABS)[number];
export const DEFAULT_TAB: StaffTab = "cards";

/** An unknown or missing tab is the default one; the staff view also drops tabs the role does not have. */
export const tabOf = (value: string | null): StaffTab =>
  (STAFF_TABS as readonly (string | null)[]).includes(value) ? (value as StaffTab) : DEFAULT_TAB;

const KEEP_SCROLL = { preventScrollReset: true } as const;

export function useDashboardTab(): [StaffTab, (tab: StaffTab) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = useCallback(
    // A list's search, state and open entry belong to the tab they were made on.
    (tab: StaffTab) => setParams(tab === DEFAULT_TAB ? {} : { tab }, KEEP_SCROLL),
    [setParams],
  );
  return [tabOf(params.get("tab")), setTab];
}

/** A list's search and state as the address holds them: "" for none. */
export type ListFilters = {
  q: string;
  status: PublicationStatus | "";
};

export const NO_FILTERS: ListFilters = { q: "", status: "" };

const statusOf = (value: string | null): PublicationStatus | "" =>
  (PUBLICATION_STATUSES as readonly (string | null)[]).includes(value) ? (value as PublicationStatus) : "";

/**
 * The address's parameters, and a setter of some of them ("" or null clears one) that replaces the
 * history entry: a search, a filter or an open dialog is not a step Back should replay.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value) current.set(key, value);
            else current.delete(key);
          }
          return current;
        },
        { ...KEEP_SCROLL, replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}

/** The Blog Posts or Case Studies tab's part of the address. */
export function useListAddress() {
  const [params, update] = useAddressParams();
  const q = params.get("q") ?? "";
  const status = statusOf(params.get("status"));
  const filters = useMemo<ListFilters>(() => ({ q, status }), [q, status]);
  const setFilters = useCallback(
    (next: ListFilters) => update({ q: next.q.trim() || null, status: next.status || null }),
    [update],
  );
  const setEditId = useCallback((id: string | null) => update({ edit: id }), [update]);
  return { filters, setFilters, editId: params.get("edit") || null, setEditId };
}

export type ListAddress = ReturnType<typeof useListAddress>;
