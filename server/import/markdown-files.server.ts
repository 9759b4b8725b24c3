import { lstat, opendir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { ImportRefused } from "./errors.server.ts";
import { checkSize } from "./input.server.ts";
import {
  MAX_COMPRESSION_RATIO,
  MAX_DIRECTORY_DEPTH,
  MAX_MARKDOWN_FILE_BYTES,
  MAX_MARKDOWN_TOTAL_BYTES,
  MAX_ZIP_ENTRIES,
} from "./limits.server.ts";
import { isMarkdownPath } from "./markdown.server.ts";
import { refuseTooManyPosts } from "./normalize.server.ts";
import type { MarkdownFile } from "./types.server.ts";

// The Markdown files of a zip or a folder, read with limits (docs/decisions/052-importers.md):
// entries counted from the central directory first; only Markdown entries inflated, one at a time,
// their inflated bytes counted as they come (sizes in headers are not trusted); names that leave
// the folder refused. Files too large to be a post are skipped by the caller with a problem.

const MIB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;
const bomb = (detail: string) =>
  new ImportRefused("zip-bomb", `The zip file is refused: ${detail}. It looks built to exhaust the server.`);
const damaged = (detail: string) => new ImportRefused("zip-damaged", `The zip file cannot be read: ${detail}.`);
const utf8Name = new TextDecoder("utf-8", { fatal: false });

/** A name that stays inside the folder: relative, forward slashes, no `..`, no drive letter, no NUL. */
export function checkEntryName(name: string): void {
  const unsafe =
    name.includes("\\") ||
    name.includes("\u0000") ||
    name.startsWith("/") ||
    /^[a-zA-Z]:/.test(name) ||
    name.split("/").some((part) => part === "..");
  if (unsafe)
    throw new ImportRefused(
      "zip-path",
      `The zip file is refused: "${name.slice(0, 120)}" points outside its folder (an absolute path, "..", or a backslash).`,
    );
}

const skipped = (name: string) => name.endsWith("/") || name.startsWith("__MACOSX/") || /(^|\/)\./.test(name);

export interface MarkdownReadLimits {
  /** All Markdown files inflated together (MAX_MARKDOWN_TOTAL_BYTES). */
  maxTotalBytes: number;
}

const DEFAULT_LIMITS: MarkdownReadLimits = { maxTotalBytes: MAX_MARKDOWN_TOTAL_BYTES };

export async function readMarkdownZip(
  bytes: Buffer,
  limits: MarkdownReadLimits = DEFAULT_LIMITS,
): Promise<MarkdownFile[]> {
  checkSize(bytes, "zip file");
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw new ImportRefused("wrong-format", "This is not a zip file of Markdown posts.");
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch (err) {
    throw damaged(err instanceof Error ? err.message : "unknown error");
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES)
      throw bomb(
        `it holds ${zip.entryCount.toLocaleString("en")} entries; at most ${MAX_ZIP_ENTRIES.toLocaleString("en")}`,
      );
    const files: MarkdownFile[] = [];
    let total = 0;
    let markdownCount = 0;
    for await (const entry of zip.eachEntry()) {
      // With decodeStrings off, names are raw bytes (and yauzl's own name check is ours to do).
      const name = utf8Name.decode(entry.fileName as unknown as Buffer);
      checkEntryName(name);
      if (skipped(name) || !isMarkdownPath(name)) continue;
      refuseTooManyPosts(++markdownCount);
      if (
        entry.uncompressedSize > MIB &&
        entry.uncompressedSize / Math.max(entry.compressedSize, 1) > MAX_COMPRESSION_RATIO
      )
        throw bomb(
          `"${name}" inflates ${Math.round(entry.uncompressedSize / Math.max(entry.compressedSize, 1))} times`,
        );
      if (entry.uncompressedSize > MAX_MARKDOWN_FILE_BYTES) {
        // Listed, not inflated: parseMarkdown reports it.
        files.push({ path: name, bytes: Buffer.alloc(0), tooLarge: true });
        continue;
      }
      if (entry.isEncrypted()) throw damaged(`"${name}" is encrypted`);
      const data = await inflate(zip, entry, name, limits.maxTotalBytes - total, limits.maxTotalBytes);
      total += data.length;
      files.push({ path: name, bytes: data });
    }
    return files;
  } catch (err) {
    if (err instanceof ImportRefused) throw err;
    throw damaged(err instanceof Error ? err.message : "unknown error");
  } finally {
    zip.close();
  }
}

/** Reads one entry, counting the bytes that actually come out of the inflater. */
async function inflate(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  name: string,
  room: number,
  maxTotal: number,
): Promise<Buffer> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_MARKDOWN_FILE_BYTES || size > entry.uncompressedSize)
        throw bomb(`"${name}" inflates to more than its header says`);
      if (size > room) throw bomb(`its Markdown files inflate to more than the ${megabytes(maxTotal)} MB allowed`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/** The Markdown files under `dir` (symbolic links are not followed), with the zip's limits. */
export async function readMarkdownDirectory(
  dir: string,
  limits: MarkdownReadLimits = DEFAULT_LIMITS,
): Promise<MarkdownFile[]> {
  const files: MarkdownFile[] = [];
  let total = 0;
  let seen = 0;
  const walk = async (path: string, rel: string, depth: number): Promise<void> => {
    if (depth > MAX_DIRECTORY_DEPTH) return;
    for await (const entry of await opendir(path)) {
      if (++seen > MAX_ZIP_ENTRIES)
        throw new ImportRefused(
          "too-many-posts",
          `The folder holds more than ${MAX_ZIP_ENTRIES.toLocaleString("en")} files.`,
        );
      if (entry.name.startsWith(".")) continue;
      const full = join(path, entry.name);
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(full, name, depth + 1);
      else if (entry.isFile() && isMarkdownPath(entry.name)) {
        refuseTooManyPosts(files.length + 1);
        const { size } = await lstat(full);
        if (size > MAX_MARKDOWN_FILE_BYTES) {
          files.push({ path: name, bytes: Buffer.alloc(0), tooLarge: true });
          continue;
        }
        total += size;
        if (total > limits.maxTotalBytes)
          throw new ImportRefused(
            "too-large",
            `The folder's Markdown files add up to more than the ${megabytes(limits.maxTotalBytes)} MB allowed.`,
          );
        files.push({ path: name, bytes: await readFile(full) });
      }
    }
  };
  await walk(dir, "", 0);
  return files;
}
