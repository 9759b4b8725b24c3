import { ImportRefused } from "./errors.server.ts";
import { parseGhost } from "./ghost.server.ts";
import { parseMarkdown } from "./markdown.server.ts";
import { readMarkdownZip } from "./markdown-files.server.ts";
import type { ImportBatch, ImportSource } from "./types.server.ts";
import { parseWordPress } from "./wordpress.server.ts";
import { openZipMedia, type ZipMedia } from "./zip-media.server.ts";

// One uploaded export file read into a batch (decision 052), for the API and the CLI alike; a
// Markdown zip also opens its images for the write path (decision 057). Throws ImportRefused.

export const IMPORT_SOURCES = ["wordpress", "ghost", "markdown"] as const satisfies readonly ImportSource[];

export function isImportSource(value: unknown): value is ImportSource {
  return typeof value === "string" && (IMPORT_SOURCES as readonly string[]).includes(value);
}

export interface ReadImport {
  batch: ImportBatch;
  /** A Markdown zip's images; close it when done. */
  zipMedia?: ZipMedia;
}

export async function readImportFile(
  source: ImportSource,
  bytes: Buffer,
  opts: { baseUrl?: string } = {},
): Promise<ReadImport> {
  if (source === "wordpress") return { batch: parseWordPress(bytes) };
  if (source === "ghost") return { batch: parseGhost(bytes, { baseUrl: opts.baseUrl }) };
  const batch = parseMarkdown(await readMarkdownZip(bytes));
  if (!batch.posts.length && !batch.problems.length)
    throw new ImportRefused("wrong-format", "The zip file holds no Markdown files (.md or .markdown).");
  return { batch, zipMedia: await openZipMedia(bytes) };
}
