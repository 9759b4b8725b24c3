import { useQueryClient } from "@tanstack/react-query";
import { Images, SearchX, Trash2, X } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { can, type Role } from "#core/permissions.ts";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/lib/toast-store.ts";
import { ConfirmDialog } from "../shared/confirm-dialog.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { refreshMedia, useMediaChanges, useMediaList, useUnusedCount } from "./media-api.ts";
import { MediaDetails } from "./media-details.tsx";
import { hasMediaFilters, NO_MEDIA_FILTERS, useMediaAddress } from "./media-address.ts";
import { MediaFilterBar } from "./media-filters.tsx";
import { MediaGrid } from "./media-grid.tsx";
import { MediaUploader } from "./media-uploader.tsx";
import { useUploadQueue } from "./use-upload-queue.ts";

// docs/product.md#media-section: the dashboard's Media section for team and owner (issue 30 item 7).
// Uploads by drop or picker, the grid searched and filtered on the server a page at a time, the details
// of one item, and the owner's "Delete all unused". The filters and the open file are in the address
// (media-address.ts).

export function MediaTab({ role }: { role: Role }) {
  const client = useQueryClient();
  const { filters, setFilters, openId, setOpenId } = useMediaAddress();
  const list = useMediaList(filters);
  const canDelete = can(role, "deleteMedia");
  const landed = useCallback(() => void refreshMedia(client), [client]);
  const uploads = useUploadQueue(landed);
  const { items, total, isPending, isUpdating, isError, more } = list;
  const tags = useMemo(() => [...new Set(items?.flatMap((item) => item.tags))].sort(), [items]);
  const filtered = hasMediaFilters(filters);
  const summary = isUpdating
    ? "Searching..."
    : filtered && total !== undefined
      ? `${total} ${total === 1 ? "file" : "files"} found`
      : "";

  return (
    <div>
      <TabHeader
        title="Media"
        count={filtered ? undefined : total}
        description="Every image the site uses, in one place. Upload once, then choose it anywhere; alt text, tags and the focal point go with it."
        actions={canDelete ? <DeleteAllUnused /> : null}
      />
      <MediaUploader rows={uploads.rows} onFiles={uploads.add} onClearFinished={uploads.clearFinished} />
      <MediaFilterBar filters={filters} onChange={setFilters} summary={summary} tags={tags} />
      {isPending ? (
        <SkeletonGrid label="Loading media..." />
      ) : isError || !items ? (
        <LoadError what="the media library" />
      ) : items.length === 0 && filtered ? (
        <EmptyState
          icon={<SearchX aria-hidden />}
          actions={
            <Button variant="outline" onClick={() => setFilters(NO_MEDIA_FILTERS)}>
              <X aria-hidden /> Clear filters
            </Button>
          }
        >
          No files match these filters.
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={<Images aria-hidden />}>
          No media yet. Drop images above, or choose files, to start the library.
        </EmptyState>
      ) : (
        <>
          <MediaGrid items={items} isUpdating={isUpdating} onOpen={(item) => setOpenId(item.id)} />
          <LoadMore state={more} what="the media library" />
        </>
      )}
      <MediaDetails
        id={openId}
        listed={items?.find((item) => item.id === openId)}
        canDelete={canDelete}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}

/** The owner's "Delete all unused", which says how many files it would delete before it does. */
function DeleteAllUnused() {
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const count = useUnusedCount(true);
  const changes = useMediaChanges();
  const n = count.data;
  async function confirm() {
    setIsPending(true);
    try {
      const deleted = await changes.removeUnused();
      toast({ title: "Unused files deleted", description: `${deleted} ${deleted === 1 ? "file" : "files"} deleted.` });
    } catch (error) {
      reportFailure(error, "Error deleting files");
    } finally {
      setIsPending(false);
    }
  }
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="outline" disabled={isPending || !n}>
          <Trash2 aria-hidden /> Delete all unused{n ? ` (${n})` : ""}
        </Button>
      }
      icon={<Trash2 aria-hidden />}
      title={`Delete ${n} unused ${n === 1 ? "file" : "files"}?`}
      description="Files that no post, case study, card or venture shows will be removed from the library and from storage, with their resized copies. Files in use stay. This cannot be undone."
      action={`Delete ${n} ${n === 1 ? "file" : "files"}`}
      onConfirm={() => void confirm()}
    />
  );
}
