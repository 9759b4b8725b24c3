import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, getJson } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "./feedback.ts";

// docs/product.md#dashboard addresses: the entry whose Edit dialog the address names (`?edit={id}`). It is
// taken from the pages loaded when it is there, else read alone (`GET /api/admin/…/{id}`: it may be on a
// later page, or outside the search). The dialog keeps the entry as it was when it opened, as when opened by a
// click, so a list refetched behind it does not change what it edits. An id that names nothing (deleted
// since, mistyped) leaves the address with a toast instead of opening a dialog.

export function useOpenEntry<T extends { id: string }>(opts: {
  /** The admin list's address; `${url}/${id}` reads one entry. */
  url: string;
  /** The id in the address. */
  editId: string | null;
  setEditId: (id: string | null) => void;
  /** The entries loaded so far, undefined while the first page loads. */
  items: T[] | undefined;
  /** "post", "case study": in "That post no longer exists". */
  what: string;
}) {
  const { url, editId, setEditId, items, what } = opts;
  const [opened, setOpened] = useState<T | null>(null);
  const pinned = opened && opened.id === editId ? opened : null;
  const listed = editId && !pinned ? items?.find((item) => item.id === editId) : undefined;
  const mustRead = !!editId && !pinned && !listed && items !== undefined;
  const read = useQuery<T>({
    queryKey: [`${url}/${editId}`],
    queryFn: () => getJson<T>(`${url}/${encodeURIComponent(editId ?? "")}`),
    enabled: mustRead,
  });
  const found = pinned ?? listed ?? (mustRead && read.data?.id === editId ? read.data : null);

  useEffect(() => {
    if (found && found !== opened) setOpened(found);
  }, [found, opened]);
  // Once the address closes it, the entry is forgotten: the next address that names it opens it afresh.
  useEffect(() => {
    if (!editId) setOpened(null);
  }, [editId]);

  const failed = mustRead && read.isError ? read.error : null;
  useEffect(() => {
    if (!failed) return;
    if (failed instanceof ApiError && failed.status === 404) toast({ title: `That ${what} no longer exists` });
    else reportFailure(failed, `Could not open the ${what}`);
    setEditId(null);
  }, [failed, what, setEditId]);

  return {
    /** The entry to edit, null when no dialog is open (or while it is read). */
    item: editId ? found : null,
    open: (item: T) => {
      setOpened(item);
      setEditId(item.id);
    },
    close: () => setEditId(null),
  };
}
