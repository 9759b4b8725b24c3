import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { access, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { RESPONSIVE_WIDTHS } from "#core/uploads.ts";
import { UnprocessableError } from "../errors.server.ts";

// Resized copies for srcset (GET /objects/{path}?w=): WebP or AVIF, never wider than the
// original, made once and kept on disk (AVIF takes most of a second to encode).

export type VariantFormat = "webp" | "avif";

export interface VariantCache {
  /** The cached variant's file, made from `load()` on first use; null when the object is gone. */
  file(key: string, width: number, format: VariantFormat, load: () => Promise<Buffer | null>): Promise<string | null>;
  /** Deletes every variant of `key` (a media item replaced or deleted, decision 058). */
  remove(key: string): Promise<void>;
}

// Decoding a pathological image (huge dimensions in a small file) must not exhaust memory.
const MAX_INPUT_PIXELS = 50_000_000;

async function render(source: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const { default: sharp } = await import("sharp"); // on first use: start-up stays quick
  try {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return await (format === "avif" ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 80 })).toBuffer();
  } catch {
    throw new UnprocessableError("The stored image could not be resized");
  }
}

export function createVariantCache(dir: string): VariantCache {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  const pending = new Map<string, Promise<string | null>>();

  async function make(file: string, width: number, format: VariantFormat, load: () => Promise<Buffer | null>) {
    const source = await load();
    if (!source) return null;
    const bytes = await render(source, width, format);
    // Readers only ever see a complete file.
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    } finally {
      await unlink(tmp).catch(() => {});
    }
    return file;
  }

  const fileOf = (key: string, width: number, format: VariantFormat) =>
    path.join(root, `${createHash("sha256").update(key).digest("hex").slice(0, 40)}-${width}.${format}`);

  return {
    async remove(key) {
      const files = RESPONSIVE_WIDTHS.flatMap((width) => (["webp", "avif"] as const).map((f) => fileOf(key, width, f)));
      await Promise.all(files.map((file) => unlink(file).catch(() => {})));
    },

    async file(key, width, format, load) {
      const file = fileOf(key, width, format);
      try {
        await access(file);
        return file;
      } catch {
        // Not made yet.
      }
      let job = pending.get(file);
      if (!job) {
        job = make(file, width, format, load).finally(() => pending.delete(file));
        pending.set(file, job);
      }
      return job;
    },
  };
}

/** AVIF when the browser says it takes it (q > 0), WebP otherwise. */
export function variantFormat(accept: string | undefined): VariantFormat {
  const takesAvif = (accept ?? "").split(",").some((part) => {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (type !== "image/avif") return false;
    const q = params.find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
  return takesAvif ? "avif" : "webp";
}
