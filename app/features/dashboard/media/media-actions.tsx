import { Copy, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import type { MediaItemJson, MediaUsage } from "#core/media-item.ts";
import { UPLOAD_ACCEPT } from "#core/uploads.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { useMediaChanges } from "./media-api.ts";
import { nameOf, refusalOf } from "./media-files.ts";
import { MediaUsages } from "./media-usages.tsx";

// The actions of the details panel: copy the file's address, replace its bytes (every entry showing it
// shows the new file at once), and, for the owner, delete it, which the server refuses (409 and the
// usages) while anything shows it.

export function MediaActions({
  item,
  canDelete,
  onDeleted,
}: {
  item: MediaItemJson;
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const changes = useMediaChanges();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ message: string; usages: MediaUsage[] } | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const name = nameOf(item);

  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href);
      toast({ title: "Copied!", description: "Address copied to clipboard" });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }

  async function replace(file: File) {
    const refusal = refusalOf(file);
    if (refusal) return void toast({ ...refusal, variant: "destructive" });
    setProgress(0);
    try {
      await changes.replace(item.id, file, setProgress);
      toast({ title: "File replaced", description: "Every page that shows it now shows the new file." });
    } catch (error) {
      reportFailure(error, "Replace failed");
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setRefused(null);
    setIsDeleting(true);
    try {
      await changes.remove(item.id);
      toast({ title: "File deleted" });
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const body = error.body as { message?: string; usages?: MediaUsage[] };
        setRefused({ message: body.message ?? "This file is in use.", usages: body.usages ?? [] });
      } else reportFailure(error, "Error deleting file");
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden /> Copy address
        </Button>
        <Button variant="outline" disabled={progress !== null} onClick={() => input.current?.click()}>
          <RefreshCw aria-hidden /> {progress !== null ? "Replacing..." : "Replace"}
        </Button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          aria-label={`New file for ${name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void replace(file);
          }}
        />
        {canDelete ? (
          <span className="ml-auto">
            <ConfirmDelete
              thing="file"
              name={name}
              isPending={isDeleting}
              consequence={`“${name}” and its resized copies will be removed from the library and from storage.`}
              onConfirm={() => void remove()}
            />
          </span>
        ) : null}
      </div>
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={`Replacing ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      ) : null}
      {refused ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p id="media-delete-refused" className="font-semibold">
            Not deleted. {refused.message}.
          </p>
          <div className="mt-2">
            <MediaUsages usages={refused.usages} labelledBy="media-delete-refused" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
