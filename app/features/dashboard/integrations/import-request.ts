// POST /api/admin/import from the dashboard (DESIGN.md §3d "Moving in", decision 057), through
// XMLHttpRequest because fetch reports no upload progress: the file is the body, its upload
// progress feeds the bar, and the answer is the plain JSON report of the contract.

export type ImportSourceName = "wordpress" | "ghost" | "markdown";

export interface ImportReportJson {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  media: number;
  redirects: number;
  problems: { item?: string; message: string }[];
  posts: { title: string; path: string; state: "draft" | "published" | "scheduled"; outcome: string }[];
}

export class ImportRequestError extends Error {
  override readonly name = "ImportRequestError";
}

export function sendImport(
  file: File,
  source: ImportSourceName,
  dryRun: boolean,
  onUploadProgress: (fraction: number) => void,
): Promise<ImportReportJson> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/import?source=${source}&dryRun=${dryRun}`);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploadProgress(1);
    xhr.onerror = () => reject(new ImportRequestError("The upload failed: check the connection and try again."));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 200 && body && typeof body === "object") return resolve(body as ImportReportJson);
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(new ImportRequestError(typeof message === "string" ? message : `The import failed (HTTP ${xhr.status}).`));
    };
    xhr.send(file);
  });
}
