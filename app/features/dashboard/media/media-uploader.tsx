import { Check, CircleAlert, ImageUp, Upload } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { UPLOAD_ACCEPT, uploadLimitMb } from "#core/uploads.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { UploadRow } from "./use-upload-queue.ts";

// The drop zone of the Media section: files dropped on it or chosen with "Choose files" (several at
// once), then one row per file with its progress bar and how it ended.

export function MediaUploader({
  rows,
  onFiles,
  onClearFinished,
}: {
  rows: UploadRow[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };
  const finished = rows.some((row) => row.state !== "uploading");
  return (
    <section aria-labelledby="media-upload-heading" className="mb-6">
      <h3 id="media-upload-heading" className="sr-only">
        Upload files
      </h3>
      <div
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:flex-row sm:px-6 sm:py-6 sm:text-left",
          isOver ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-white",
        )}
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-50 to-cyan-50 text-indigo-600">
          <ImageUp className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">Drop images here to add them to the library</p>
          <p className="mt-0.5 text-sm text-slate-600">
            PNG, JPEG, WebP, GIF or AVIF, under {uploadLimitMb()} MB each. Several at once is fine.
          </p>
        </div>
        <Button variant="outline" onClick={() => input.current?.click()}>
          <Upload aria-hidden /> Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          hidden
          aria-label="Images to upload"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length) onFiles(files);
          }}
        />
      </div>
      {rows.length ? (
        <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
          <ul aria-label="Uploads" className="grid gap-3">
            {rows.map((row) => (
              <UploadLine key={row.id} row={row} />
            ))}
          </ul>
          {finished ? (
            <Button variant="ghost" size="sm" className="mt-2" onClick={onClearFinished}>
              Clear finished
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

const STATE_TEXT = { uploading: "Uploading...", done: "Done", failed: "Failed", refused: "Not uploaded" } as const;

function UploadLine({ row }: { row: UploadRow }) {
  const percent = Math.round(row.progress * 100);
  const bad = row.state === "failed" || row.state === "refused";
  return (
    <li className="grid gap-1.5" data-state={row.state}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-900">{row.name}</span>
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1 font-semibold",
            bad ? "text-red-700" : row.state === "done" ? "text-emerald-700" : "text-slate-600",
          )}
        >
          {row.state === "done" ? <Check className="size-4" aria-hidden /> : null}
          {bad ? <CircleAlert className="size-4" aria-hidden /> : null}
          {STATE_TEXT[row.state]}
        </span>
      </div>
      {row.state === "refused" ? null : (
        <div
          role="progressbar"
          aria-label={`Upload of ${row.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cn("h-full rounded-full transition-[width]", bad ? "bg-red-500" : "bg-indigo-600")}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {row.message ? <p className="text-sm text-red-700">{row.message}</p> : null}
    </li>
  );
}
