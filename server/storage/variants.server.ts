import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { access, mkdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { RESPONSIVE_WIDTHS, SHARE_IMAGE, type ShareCrop } from "#core/uploads.ts";
import { UnprocessableError } from "../errors.server.ts";

// Resized copies for srcset (GET /objects/{path}?w=): WebP or AVIF, never wider than the
// original, made once and kept on disk (AVIF takes most of a second to encode).

export type VariantFormat = "webp" | "avif";

export interface VariantCache {
  /** The cached variant's file, made from `load()` on first use; null when the object is gone. */
  file(key: string, width: number, format: VariantFormat, load: () => Promise<Buffer | null>): Promise<string | null>;
  /** The share card's JPEG (SHARE_IMAGE's size) cropped around `at`, made on first use likewise. */
  share(key: string, at: ShareCrop, load: () => Promise<Buffer | null>): Promise<string | null>;
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

/**
 * Scaled to cover the card, then the card's window placed so `at` is as near its centre as the
 * image's edges allow: what `object-fit: cover; object-position` does on the pages. Small images
 * are enlarged (networks want the full size); JPEG because not every network takes WebP.
 */
async function renderShare(source: Buffer, at: ShareCrop): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const { width: W, height: H } = SHARE_IMAGE;
  try {
    const rotated = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    const { width: w, height: h } = rotated.info;
    const scale = Math.max(W / w, H / h);
    const [sw, sh] = [Math.max(W, Math.round(w * scale)), Math.max(H, Math.round(h * scale))];
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
    const left = clamp((at.x / 100) * sw - W / 2, sw - W);
    const top = clamp((at.y / 100) * sh - H / 2, sh - H);
    return await sharp(rotated.data)
      .resize(sw, sh)
      .extract({ left, top, width: W, height: H })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new UnprocessableError("The stored image could not be cropped");
  }
}

export function createVariantCache(dir: string): VariantCache {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  const pending = new Map<string, Promise<string | null>>();

  async function make(file: string, load: () => Promise<Buffer | null>, draw: (source: Buffer) => Promise<Buffer>) {
    const source = await load();
    if (!source) return null;
    const bytes = await draw(source);
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

  const hashOf = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 40);
  const fileOf = (key: string, width: number, format: VariantFormat) =>
    path.join(root, `${hashOf(key)}-${width}.${format}`);
  // Share crops vary with the focal point, so each key's live in a folder of their own.
  const shareDir = (key: string) => path.join(root, "share", hashOf(key));

  /** The cached file, or the one job making it (two asks at once wait for the same render). */
  async function cached(file: string, create: () => Promise<string | null>): Promise<string | null> {
    try {
      await access(file);
      return file;
    } catch {
      // Not made yet (or removed): make it below.
    }
    let job = pending.get(file);
    if (!job) {
      job = create().finally(() => pending.delete(file));
      pending.set(file, job);
    }
    return job;
  }

  return {
    async remove(key) {
      const files = RESPONSIVE_WIDTHS.flatMap((width) => (["webp", "avif"] as const).map((f) => fileOf(key, width, f)));
      await Promise.all([
        ...files.map((file) => unlink(file).catch(() => {})),
        rm(shareDir(key), { recursive: true, force: true }),
      ]);
    },

    file(key, width, format, load) {
      const file = fileOf(key, width, format);
      return cached(file, () => make(file, load, (source) => render(source, width, format)));
    },

    share(key, at, load) {
      const file = path.join(shareDir(key), `${at.x}-${at.y}.jpg`);
      return cached(file, async () => {
        await mkdir(path.dirname(file), { recursive: true });
        return make(file, load, (source) => renderShare(source, at));
      });
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
