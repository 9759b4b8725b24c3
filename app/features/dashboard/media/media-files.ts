import type { MediaItemJson } from "#core/media-item.ts";
import { UPLOAD_TYPES_MESSAGE } from "#core/schemas/upload.ts";
import { FILE_TOO_LARGE_TITLE, fileTooLargeMessage, isFileTooLarge, isUploadImageType } from "#core/uploads.ts";

// What the Media section says about a file: why one is refused before any request (the upload
// rules of core/uploads.ts, the messages the upload control and the server use), its size, its name.

export interface Refusal {
  title: string;
  description: string;
}

/** Why `file` cannot be uploaded to the library (the "default" purpose's limit), or null. */
export function refusalOf(file: { type: string; size: number }): Refusal | null {
  if (!isUploadImageType(file.type)) return { title: "Wrong file type", description: UPLOAD_TYPES_MESSAGE };
  if (isFileTooLarge(file.size)) return { title: FILE_TOO_LARGE_TITLE, description: fileTooLargeMessage() };
  return null;
}

/** "820 B", "14 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The item's title, else its file name (the address's last part). */
export function nameOf(item: Pick<MediaItemJson, "title" | "url">): string {
  return item.title.trim() || decodeURIComponent(item.url.split("/").at(-1) ?? item.url);
}

/** "1200 × 800 px", or null when the pixels are not known (a video). */
export function dimensionsOf(item: Pick<MediaItemJson, "width" | "height">): string | null {
  return item.width && item.height ? `${item.width} × ${item.height} px` : null;
}

/** A new upload's title: its file name without the extension ("team photo.png" → "team photo"). */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim()
    .slice(0, 200);
}
