import { useCallback, useState } from "react";
import { uploadImage } from "#app/components/upload/upload-image.ts";
import { nameUpload } from "./media-api.ts";
import { refusalOf, titleFromFileName } from "./media-files.ts";

// The Media section's uploads (issue 30 item 7): each dropped or chosen file is its own row with its
// own progress, refused at once when its type or size is wrong, uploaded side by side otherwise
// (the pre-signed flow of upload-image.ts). Each file that lands calls `onLanded`, so the grid shows it.

export type UploadState = "uploading" | "done" | "failed" | "refused";

export interface UploadRow {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: UploadState;
  /** Why it was refused or failed. */
  message?: string;
}

let counter = 0;

export function useUploadQueue(onLanded: () => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const change = (id: string, patch: Partial<UploadRow>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        const refusal = refusalOf(file);
        const row: UploadRow = {
          id: `upload-${++counter}`,
          name: file.name || "Untitled file",
          progress: 0,
          state: refusal ? "refused" : "uploading",
          message: refusal ? `${refusal.title}. ${refusal.description}` : undefined,
        };
        return { file, row };
      });
      setRows((all) => [...added.map((a) => a.row), ...all]);
      for (const { file, row } of added) {
        if (row.state === "refused") continue;
        uploadImage(file, "default", { onProgress: (progress) => change(row.id, { progress }) }).then(
          async (path) => {
            await nameUpload(path, titleFromFileName(file.name)).catch(() => undefined);
            change(row.id, { state: "done", progress: 1 });
            onLanded();
          },
          () => change(row.id, { state: "failed", message: "Failed to upload file. Please try again." }),
        );
      }
    },
    [onLanded],
  );
  /** Clears the rows that finished (done, failed or refused). */
  const clearFinished = useCallback(() => setRows((all) => all.filter((row) => row.state === "uploading")), []);
  return { rows, add, clearFinished };
}
