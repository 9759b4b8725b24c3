// POST /api/admin/import from the dashboard (DESIGN.md §3d "Moving in", decision 057), through
// XMLHttpRequest because fetch reports no upload progress: the file is the body and its upload
// progress feeds the bar. The answer is asked for as NDJSON, so the bar then follows the posts
// as the server writes them ({ done, total } lines), and the last line is the contract's report.

import type { ImportReport, ImportSource } from "#core/import-report.ts";

export type { ImportReport as ImportReportJson, ImportSource as ImportSourceName } from "#core/import-report.ts";

export type ImportProgress =
  { stage: "uploading"; fraction: number } | { stage: "working"; done: number; total: number | null };

export class ImportRequestError extends Error {
  override readonly name = "ImportRequestError";
}

type Line = { done: number; total: number } | { report: ImportReport } | { error: { message: string } };

/** The complete lines of a partly received NDJSON body (the last one may still be arriving). */
export function completeLines(text: string): Line[] {
  const end = text.lastIndexOf("\n");
  if (end < 0) return [];
  return text
    .slice(0, end)
    .split("\n")
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Line];
      } catch {
        return [];
      }
    });
}

const GENERIC = (status: number) => `The import failed (HTTP ${status}).`;

export function sendImport(
  file: File,
  source: ImportSource,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/import?source=${source}&dryRun=${dryRun}`);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.setRequestHeader("accept", "application/x-ndjson, application/json;q=0.5");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress({ stage: "uploading", fraction: event.loaded / event.total });
    };
    xhr.upload.onload = () => onProgress({ stage: "working", done: 0, total: null });
    xhr.onprogress = () => {
      if (xhr.status !== 200) return;
      const last = completeLines(xhr.responseText).findLast((line) => "done" in line);
      if (last && "done" in last) onProgress({ stage: "working", done: last.done, total: last.total });
    };
    xhr.onerror = () => reject(new ImportRequestError("The upload failed: check the connection and try again."));
    xhr.onload = () => {
      if (xhr.status === 200) {
        const last = completeLines(`${xhr.responseText}\n`).at(-1);
        if (last && "report" in last) return resolve(last.report);
        // A server that answered plain JSON (the contract's default).
        if (last && "created" in (last as object)) return resolve(last as unknown as ImportReport);
        return reject(new ImportRequestError(last && "error" in last ? last.error.message : GENERIC(200)));
      }
      let message: unknown;
      try {
        message = (JSON.parse(xhr.responseText) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      reject(new ImportRequestError(typeof message === "string" ? message : GENERIC(xhr.status)));
    };
    xhr.send(file);
  });
}
