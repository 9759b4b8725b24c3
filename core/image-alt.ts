// Alt text of an image (issue 17 item 14), as stored: the text; "" when staff marked the image
// decorative; null when nobody has said yet. Pages render null like "" (an invented text would
// only repeat the title beside it); the dashboard warns about null on published items.

export type ImageAlt = string | null;

export const ALT_TEXT_MAX = 250;

/** The `alt` attribute for an image with this stored alt. */
export const renderedAlt = (alt: ImageAlt | undefined): string => alt ?? "";

/** The alt of gallery image `index`; galleries keep one alt per image, by position. */
export const galleryAlt = (alts: readonly ImageAlt[] | undefined, index: number): ImageAlt => alts?.[index] ?? null;

/** Labels of the images that have an address but neither alt text nor the decorative mark. */
export function imagesWithoutAlt(
  images: readonly { label: string; url: string | null | undefined; alt: ImageAlt | undefined }[],
): string[] {
  return images.filter((image) => image.url?.trim() && image.alt == null).map((image) => image.label);
}
