import { Expand } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { galleryColumns, galleryThumbnails, moreLabel, type GalleryColumns } from "#core/gallery.ts";
import { cn } from "../../lib/cn.ts";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { galleryAlt, renderedAlt } from "#core/image-alt.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { focusStyle } from "#app/lib/focus-style.ts";

// docs/product.md#public-screens 'Visual Gallery': column count by image count (core/gallery.ts), at most 6
// thumbnails, '+N more' on the 6th. Each thumbnail opens the lightbox at its own index.

const loadLightbox = () => import("./gallery-lightbox.tsx");
const GalleryLightbox = lazy(loadLightbox);

// Static strings so Tailwind generates them; at most 2 columns on small screens.
const COLUMN_CLASSES: Record<GalleryColumns, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-2 sm:grid-cols-3",
};

export function ImageGallery({
  images,
  alts = [],
  positions,
  title,
}: {
  images: string[];
  alts?: (string | null)[];
  /** Focal points of library images: thumbnails are cropped around them (decision 062). */
  positions?: ImagePositions;
  title: string;
}) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const { thumbs, hiddenCount } = galleryThumbnails(images);
  const columns = galleryColumns(images.length);
  if (images.length === 0) return null;

  function show(i: number, from: HTMLElement) {
    setOpener(from);
    setIndex(i);
    setWanted(true);
    setOpen(true);
  }

  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="gallery-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Visual Gallery
        </h2>
        <p className="text-sm text-slate-600">{images.length === 1 ? "1 image" : `${images.length} images`}</p>
      </div>
      <ul
        className={cn("mt-6 grid gap-3 sm:gap-4", COLUMN_CLASSES[columns])}
        data-testid="image-gallery"
        data-columns={columns}
        onPointerEnter={() => void loadLightbox()}
      >
        {thumbs.map((src, i) => {
          const isLast = i === thumbs.length - 1;
          // On phones (two columns) an odd last thumbnail spans the row, in a wider frame.
          const spansOnPhone = columns === 3 && thumbs.length % 2 === 1 && isLast;
          return (
            <li key={`${src}-${i}`} className={cn(spansOnPhone && "col-span-2 sm:col-span-1")}>
              <button
                type="button"
                onClick={(event) => show(i, event.currentTarget)}
                onFocus={() => void loadLightbox()}
                aria-haspopup="dialog"
                className="group relative block w-full overflow-hidden rounded-2xl bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                data-testid="gallery-thumb"
              >
                <span className="sr-only">{`Open image ${i + 1} of ${images.length}`}</span>
                <img
                  {...responsiveImage(src, { sizes: "(min-width: 1024px) 33vw, 50vw", maxWidth: 960 })}
                  alt={renderedAlt(galleryAlt(alts, i))}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  style={focusStyle(positions, src)}
                  className={cn(
                    "w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]",
                    columns === 1 ? "aspect-[16/9]" : spansOnPhone ? "aspect-[2/1] sm:aspect-[4/3]" : "aspect-[4/3]",
                  )}
                />
                {isLast && hiddenCount > 0 ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-slate-950/65 text-2xl font-bold text-white sm:text-3xl">
                    {moreLabel(hiddenCount)}
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-900 opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                  >
                    <Expand className="size-4" />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {wanted ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            alts={alts}
            title={title}
            index={index}
            onIndexChange={setIndex}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
