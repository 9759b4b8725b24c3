import { isFileTooLarge, isUploadImageType, objectPathFromUploadUrl, type UploadPurpose } from "#core/uploads.ts";

// The upload of docs/product.md#api, without UI: ask for a pre-signed address, PUT the bytes with the
// file's type, keep the /objects/ path. Each failure is one of the three messages of #errors-and-messages.

export const UPLOAD_URL_FAILED = "Failed to get upload URL";
export const UPLOAD_FILE_FAILED = "Failed to upload file";
export const UPLOAD_PATH_FAILED = "Failed to parse object path from upload URL";

export class FileTooLargeError extends Error {}

export interface UploadDeps {
  /** Defaults to the browser's fetch (cookies included for our own origin). */
  fetch?: typeof fetch;
  /** Prefix of /api addresses (tests run outside a page). */
  baseUrl?: string;
  /** How much of the file has been sent, 0 to 1 (the media library's progress bars). */
  onProgress?: (fraction: number) => void;
}

/**
 * PUTs `file` to a pre-signed address with its type. fetch cannot report an upload's progress, so
 * when `onProgress` is asked for the bytes go through XMLHttpRequest, whose `upload` reports it.
 */
export async function putFile(uploadURL: string, file: Blob, deps: UploadDeps = {}): Promise<void> {
  const { onProgress } = deps;
  if (!onProgress || typeof XMLHttpRequest === "undefined") {
    const response = await (deps.fetch ?? fetch)(uploadURL, {
      method: "PUT",
      headers: { "Content-Type": file.type },
      body: file,
    });
    if (!response.ok) throw new Error(`${response.status}`);
    onProgress?.(1);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadURL);
    xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`${xhr.status}`)));
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    xhr.send(file);
  });
  onProgress(1);
}

/** Uploads `file` and resolves to its stored path (/objects/…). */
export async function uploadImage(
  file: Blob,
  purpose: UploadPurpose = "default",
  deps: UploadDeps = {},
): Promise<string> {
  const send = deps.fetch ?? fetch;
  if (isFileTooLarge(file.size, purpose)) throw new FileTooLargeError("File too large");

  let uploadURL: string;
  let objectPath: unknown;
  try {
    // Only images are accepted; anything else would be refused by the server anyway.
    if (!isUploadImageType(file.type)) throw new Error("not an image");
    const response = await send(`${deps.baseUrl ?? ""}/api/objects/upload`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify({ contentType: file.type, size: file.size, purpose }),
    });
    if (!response.ok) throw new Error(`${response.status}`);
    const body = (await response.json()) as { uploadURL?: unknown; objectPath?: unknown };
    if (typeof body.uploadURL !== "string") throw new Error("no uploadURL");
    uploadURL = body.uploadURL;
    objectPath = body.objectPath;
  } catch {
    throw new Error(UPLOAD_URL_FAILED);
  }

  // Checked before sending, so a path we could not keep leaves no orphan behind.
  const path = objectPathFromUploadUrl(uploadURL, objectPath);
  if (!path) throw new Error(UPLOAD_PATH_FAILED);

  try {
    await putFile(uploadURL, file, deps);
  } catch {
    throw new Error(UPLOAD_FILE_FAILED);
  }
  return path;
}
