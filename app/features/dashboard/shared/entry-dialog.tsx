import type { QueryClient } from "@tanstack/react-query";
import { getJson } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import type { EntryKind } from "../entry-editor/entry-kinds.ts";
import { OpenFullEditor } from "../entry-editor/open-full-editor.tsx";
import type { HistoryOptions } from "../history/history-dialog.tsx";
import { PreviewButton } from "../previews/preview-button.tsx";
import { saveTo } from "./use-save-form.ts";

// What the Add/Edit dialogs of a blog post and of a case study take from the kind's one description
// (entry-editor/entry-kinds.ts): how they save and what a save says, their History, and the links under the
// fields (docs/product.md#dashboard, #editorial-calls).

type Kind<V extends Record<string, unknown>, T extends { id: string; title: string }> = EntryKind<V, T>;

/** useSaveForm's options for the kind's dialog, but for the values it opens with. */
export function entrySaving<V extends Record<string, unknown>, T extends { id: string; title: string }>(
  kind: Kind<V, T>,
  item: T | null,
  queryClient: QueryClient,
  onClose: () => void,
) {
  return {
    empty: kind.empty,
    item,
    toForm: kind.toForm,
    // A save over a colleague's newer version opens the conflict screen with the entry as it is now.
    reload: item ? () => getJson<T>(kind.adminUrl(item.id)) : undefined,
    onClose,
    check: kind.check,
    send: saveTo(`/api/${kind.collection}`, item?.id),
    onSaved: async () => {
      toast(kind.saved(!item));
      await kind.refresh(queryClient);
    },
    failureTitle: kind.failureTitle(!item),
    itemNames: kind.itemNames,
    toastMissing: kind.toastMissing,
  };
}

/** The History of a saved entry, and the lists refreshed after a restore. */
export function entryHistory<V extends Record<string, unknown>, T extends { id: string; title: string }>(
  kind: Kind<V, T>,
  queryClient: QueryClient,
): HistoryOptions<T> {
  return {
    collection: kind.collection,
    thing: kind.thing,
    labels: kind.labels,
    ignore: kind.derived,
    onRestored: () => kind.refresh(queryClient),
  };
}

/** Under the fields: the full-page editor, and a preview link of a saved entry. */
export function EntryDialogLinks<V extends Record<string, unknown>, T extends { id: string; title: string }>({
  kind,
  current,
  values,
}: {
  kind: Kind<V, T>;
  current: T | null;
  values: V;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <OpenFullEditor path={kind.path} current={current} values={values} />
      {current ? <PreviewButton type={kind.previewType} id={current.id} title={current.title} variant="text" /> : null}
    </div>
  );
}
