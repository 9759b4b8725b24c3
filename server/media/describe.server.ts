import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MediaItem } from "#db/schema.server.ts";
import type { AltTextDescriber } from "../ai/alt-text.server.ts";
import { NotFoundError, UnprocessableError } from "../errors.server.ts";
import type { ObjectStorage } from "../storage/storage.server.ts";

// "Suggest alt text" (issue 30 item 5): the model sees at most 1024 px of the image as JPEG,
// which every vision model takes (SVG samples included) and keeps the request small.

/** A file's bytes: from the store, or from public/ for the shipped samples (no key). */
export async function readMediaBytes(
  item: Pick<MediaItem, "key" | "url">,
  storage: ObjectStorage,
  publicDir: string,
): Promise<Buffer | null> {
  if (item.key) return storage.readAll(item.key);
  const file = path.resolve(publicDir, `.${item.url}`);
  if (!file.startsWith(path.resolve(publicDir) + path.sep)) return null;
  return readFile(file).catch(() => null);
}

export async function suggestAlt(
  item: MediaItem,
  deps: { storage: ObjectStorage; publicDir: string; describer: AltTextDescriber },
): Promise<string> {
  const bytes = await readMediaBytes(item, deps.storage, deps.publicDir);
  if (!bytes) throw new NotFoundError("Media file");
  const { default: sharp } = await import("sharp");
  let preview: Buffer;
  try {
    preview = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1024, height: 1024, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw new UnprocessableError("The stored image could not be read");
  }
  return deps.describer.describe({ bytes: preview, mime: "image/jpeg" });
}
