import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { uploadLimitBytes } from "#core/uploads.ts";
import { ImportRefused } from "./errors.server.ts";
import { MAX_COMPRESSION_RATIO, MAX_ZIP_ENTRIES } from "./limits.server.ts";
import { checkEntryName } from "./markdown-files.server.ts";

// The image files inside a Markdown zip (our own export writes them under media/…, decision 055):
// the round trip's posts point at them by path. Only their directory is kept in memory; a file
// is inflated when a post asks for it, with the uploads' size limit and the zip-bomb checks of
// markdown-files.server.ts (ratio, bytes counted as they come out, never more than the header).

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif)$/i;
const utf8Name = new TextDecoder("utf-8", { fatal: false });

export interface ZipMedia {
  /** The bytes of the image at `name` (a path inside the zip), or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  close(): void;
}

export async function openZipMedia(bytes: Buffer): Promise<ZipMedia> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch (err) {
    throw new ImportRefused("zip-damaged", `The zip file cannot be read: ${(err as Error).message}.`);
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    throw new ImportRefused("zip-bomb", `The zip file holds more than ${MAX_ZIP_ENTRIES} entries.`);
  }
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) {
    const name = utf8Name.decode(entry.fileName as unknown as Buffer);
    checkEntryName(name);
    if (IMAGE_FILE.test(name) && !entry.isEncrypted()) entries.set(name, entry);
  }
  const max = uploadLimitBytes("default");
  return {
    async read(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.uncompressedSize > max) return null;
      if (
        entry.uncompressedSize > 2 ** 20 &&
        entry.uncompressedSize / Math.max(entry.compressedSize, 1) > MAX_COMPRESSION_RATIO
      )
        return null;
      const stream: Readable = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of stream) {
          size += (chunk as Buffer).length;
          if (size > max || size > entry.uncompressedSize) return null;
          chunks.push(chunk as Buffer);
        }
      } finally {
        stream.destroy();
      }
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}

/**
 * Where an image address of a Markdown file points inside its zip: a relative address, read from
 * the zip's root (as our export writes them) or, failing that, from the file's own folder.
 * Null for web addresses and anything that would leave the zip.
 */
export function zipPathsOf(url: string, markdownPath: string): string[] {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//") || url.includes("\\")) return [];
  const clean = decodeURIComponentSafe(url.replace(/[?#].*$/, "")).replace(/^\.?\//, "");
  const candidates = [
    path.posix.normalize(clean),
    path.posix.normalize(path.posix.join(path.posix.dirname(markdownPath), clean)),
  ];
  return [...new Set(candidates)].filter((p) => p && !p.startsWith("..") && !p.startsWith("/"));
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The images of a Markdown folder (the CLI's `markdown DIR`), read like a zip's: inside it only, 10 MB at most. */
export function folderMedia(dir: string): ZipMedia {
  const max = uploadLimitBytes("default");
  return {
    async read(name) {
      try {
        checkEntryName(name);
      } catch {
        return null;
      }
      if (!IMAGE_FILE.test(name)) return null;
      const file = path.join(dir, ...name.split("/"));
      const info = await lstat(file).catch(() => null);
      if (!info?.isFile() || info.size > max) return null;
      return readFile(file);
    },
    close: () => {},
  };
}
