import { GALLERY_THUMB_LIMIT } from "./constants.ts";

// docs/product.md#public-screens journal image gallery: 1 image full width; 2 images in 2 columns; 3 in 3; 4 in 2;
// 5 or more in 3. At most 6 thumbnails; the 6th shows '+N more' when more exist.

export type GalleryColumns = 1 | 2 | 3;

export function galleryColumns(count: number): GalleryColumns {
  if (count <= 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}

export interface GalleryThumbnails {
  /** The images shown as thumbnails, in order (at most GALLERY_THUMB_LIMIT). */
  thumbs: string[];
  /** How many images are not shown; the last thumbnail carries '+N more' when above 0. */
  hiddenCount: number;
}

export function galleryThumbnails(images: readonly string[], limit: number = GALLERY_THUMB_LIMIT): GalleryThumbnails {
  return { thumbs: images.slice(0, limit), hiddenCount: Math.max(0, images.length - limit) };
}

export function moreLabel(hiddenCount: number): string {
  return `+${hiddenCount} more`;
}

/** Lightbox stepping: previous/next wrap around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The lightbox counter 'i / n' (1-based). */
export function galleryCounter(index: number, count: number): string {
  return `${wrapIndex(index, count) + 1} / ${count}`;
}
