import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { formatDateTime } from "#app/lib/format-time.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import type { FieldLabels } from "./diff-model.ts";
import { RevisionDetail } from "./revision-detail.tsx";
import { type Collection, useRestoreRevision, useRevisions } from "./revisions.ts";
import { VersionList } from "./version-list.tsx";

// The History panel of an edit dialog (docs/product.md#editorial-calls revisions): the entry's versions,
// newest first; choosing one shows how it differs from the current version and offers to restore it.
// It opens over the edit dialog, which keeps its values underneath.

export interface HistoryOptions<T> {
  collection: Collection;
  /** "blog post", "case study" … for the restore confirmation. */
  thing: string;
  /** The form's labels of the entry's fields. */
  labels: FieldLabels;
  /** Fields that are not content (a derived status). */
  ignore?: readonly string[];
  /** After a restore: the lists to refresh. */
  onRestored: (entity: T) => void | Promise<void>;
}

export function HistoryButton<T extends { id: string }>(props: {
  options: HistoryOptions<T>;
  /** The entry as last saved. */
  current: T;
  hasUnsavedChanges: boolean;
  /** The edit dialog takes the restored entry as its values. */
  onRestored: (entity: T) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <History aria-hidden /> History
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent wide className="max-w-5xl">
          <DialogTitle>History</DialogTitle>
          <DialogDescription>
            Every save is kept as a version. Choose one to compare it with the current version or to restore it.
          </DialogDescription>
          <HistoryPanel {...props} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function HistoryPanel<T extends { id: string }>({
  options,
  current,
  hasUnsavedChanges,
  onRestored,
  onDone,
}: {
  options: HistoryOptions<T>;
  current: T;
  hasUnsavedChanges: boolean;
  onRestored: (entity: T) => void;
  onDone: () => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const { collection } = options;
  const revisions = useRevisions(collection, current.id);
  const restore = useRestoreRevision<T>(collection, current.id, (entity) => {
    onRestored(entity);
    onDone();
    toast({ title: "Version restored" });
    void options.onRestored(entity);
  });

  return (
    <div className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
      <VersionList query={revisions} labels={options.labels} selected={selected} onSelect={setSelected} />
      <RevisionDetail
        collection={collection}
        entryId={current.id}
        revisionId={selected}
        current={current as unknown as Record<string, unknown>}
        labels={options.labels}
        ignore={options.ignore}
        formatInstant={formatDateTime}
        restore={{
          thing: options.thing,
          hasUnsavedChanges,
          isPending: restore.isPending,
          run: (revisionId) =>
            restore
              .mutateAsync(revisionId)
              .catch((error: unknown) => reportFailure(error, "Could not restore the version")),
        }}
      />
    </div>
  );
}
