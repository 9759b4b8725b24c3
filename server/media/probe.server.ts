import { sniffImageType } from "#core/uploads.ts";
import { TooLargeError, UnsupportedTypeError } from "../errors.server.ts";

// What a stored file is, read from its bytes (issue 30 item 8): the type by magic bytes (never
// SVG, never by name) and the pixel size from the image header alone, so a decompression bomb
// (a small file claiming a huge canvas) is refused before anything decodes it.

/** The largest image accepted: as variants.server.ts decodes (50 megapixels), 20,000 px a side. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 20_000;

export interface Probed {
  type: "image";
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

async function dimensions(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  const { default: sharp } = await import("sharp");
  try {
    // metadata() reads the header only: no pixels are decoded, whatever the header claims.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/** An uploaded file's description, or a 415 (not an image we take) / 413 (absurd dimensions). */
export async function probeUpload(bytes: Buffer): Promise<Probed> {
  const mime = sniffImageType(bytes.subarray(0, 64));
  if (!mime) throw new UnsupportedTypeError("The file is not a PNG, JPEG, WebP, GIF or AVIF image");
  const size = await dimensions(bytes);
  if (!size) throw new UnsupportedTypeError("The image could not be read");
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS)
    throw new TooLargeError(
      `The image is ${size.width}×${size.height} pixels: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  return { type: "image", mime, bytes: bytes.length, ...size };
}

/** A sample image shipped with the site (trusted SVG included): its size, when readable. */
export async function probeSample(bytes: Buffer, mime: string): Promise<Probed> {
  const size = mime === "image/svg+xml" ? svgDimensions(bytes) : await dimensions(bytes);
  return { type: "image", mime, bytes: bytes.length, ...(size ?? { width: null, height: null }) };
}

/**
 * The shipped samples are our own SVGs: their root's width and height (else its viewBox) say
 * their size. Read here rather than by sharp, whose native library would add ~30 MB to the
 * server's memory at a first start that has nothing else to decode.
 */
export function svgDimensions(bytes: Buffer): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(bytes.subarray(0, 4096).toString("utf8"))?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(root)?.[1];
  const [width, height] = [Number(attr("width")), Number(attr("height"))];
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box?.length === 4 && box[2]! > 0 && box[3]! > 0
    ? { width: Math.round(box[2]!), height: Math.round(box[3]!) }
    : null;
}
