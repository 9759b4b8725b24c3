import { isObjectKey, OBJECT_PATH_PREFIX, RESPONSIVE_WIDTHS } from "#core/uploads.ts";

// srcset/sizes for uploaded images (/objects/…): the server makes each width of
// RESPONSIVE_WIDTHS in WebP or AVIF on first request and never upscales. Any other address
// (sample images, external URLs, SVG) passes through untouched.

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function isUploadedImage(src: string): boolean {
  if (!src.startsWith(OBJECT_PATH_PREFIX)) return false;
  return isObjectKey(src.slice(OBJECT_PATH_PREFIX.length));
}

/**
 * `sizes` says how wide the image is drawn (default: the full viewport); `maxWidth` (in image
 * pixels, e.g. twice the CSS width) leaves out the widths above the first that covers it.
 */
export function responsiveImage(src: string, opts: { sizes?: string; maxWidth?: number } = {}): ResponsiveImage {
  if (!isUploadedImage(src)) return { src };
  const cover = opts.maxWidth ? RESPONSIVE_WIDTHS.findIndex((w) => w >= opts.maxWidth!) : -1;
  const widths = cover === -1 ? [...RESPONSIVE_WIDTHS] : RESPONSIVE_WIDTHS.slice(0, cover + 1);
  return {
    src: `${src}?w=${widths.at(-1)}`,
    srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(", "),
    sizes: opts.sizes ?? "100vw",
  };
}
