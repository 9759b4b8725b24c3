import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { galleryCounter, wrapIndex } from "#core/gallery.ts";
import { returnFocus } from "../../lib/return-focus.ts";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { galleryAlt } from "#core/image-alt.ts";

// docs/product.md#public-screens lightbox: close, previous/next wrapping around (buttons and ←/→), counter 'i / n'.
// A Radix dialog: focus stays inside, Escape closes, focus returns to the thumbnail.

const controlClass =
  "inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur transition-colors hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-6";

export default function GalleryLightbox({
  images,
  alts = [],
  title,
  index,
  onIndexChange,
  open,
  onOpenChange,
  opener,
}: {
  images: string[];
  alts?: (string | null)[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The thumbnail that opened the lightbox: focus goes back to it on close. */
  opener: HTMLElement | null;
}) {
  const count = images.length;
  const current = wrapIndex(index, count);
  const step = (delta: number) => onIndexChange(wrapIndex(current + delta, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    }
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => returnFocus(event, opener)}
          aria-describedby={undefined}
          data-testid="lightbox"
        >
          <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-4 px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="truncate text-sm font-medium text-slate-300">
              {title}
            </DialogPrimitive.Title>
            <p
              className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white tabular-nums"
              aria-live="polite"
              data-testid="lightbox-counter"
            >
              {galleryCounter(current, count)}
            </p>
            <DialogPrimitive.Close className={`${controlClass} justify-self-end`} aria-label="Close">
              <X aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-24 sm:px-20 sm:pb-8">
            <img
              key={images[current]}
              {...responsiveImage(images[current]!, { sizes: "100vw" })}
              // The staff's description when there is one; the lightbox shows one image, so it
              // still needs a name when the thumbnail was marked decorative or not described.
              alt={galleryAlt(alts, current) || `${title} — image ${current + 1} of ${count}`}
              width={1200}
              height={800}
              className="h-auto max-h-full w-auto max-w-full rounded-xl object-contain shadow-2xl motion-safe:animate-[fade-in_200ms_ease-out]"
              data-testid="lightbox-image"
            />
            {count > 1 ? (
              <div className="pointer-events-none absolute inset-x-0 bottom-6 flex justify-center gap-4 *:pointer-events-auto sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:justify-between">
                <button type="button" className={controlClass} onClick={() => step(-1)} aria-label="Previous image">
                  <ChevronLeft aria-hidden="true" />
                </button>
                <button type="button" className={controlClass} onClick={() => step(1)} aria-label="Next image">
                  <ChevronRight aria-hidden="true" />
                </button>
              </div>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
