import { Film } from "lucide-react";
import type { ComponentProps } from "react";
import { objectPosition, type MediaItemJson } from "#core/media-item.ts";
import { responsiveImage } from "#app/lib/responsive-image.ts";
import { Badge } from "../shared/badge.tsx";
import { dimensionsOf, formatBytes, nameOf } from "./media-files.ts";

// The library's tiles: a thumbnail (a resized copy for uploads, cropped around the focal point), the
// name, size and pixels, and "Unused" when no entry shows it. A tile is a button opening the details.

export function MediaGrid({
  items,
  isUpdating,
  onOpen,
}: {
  items: MediaItemJson[];
  isUpdating: boolean;
  onOpen: (item: MediaItemJson) => void;
}) {
  return (
    <ul
      aria-label="Media files"
      aria-busy={isUpdating || undefined}
      className="grid grid-cols-2 gap-3 aria-busy:opacity-60 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {items.map((item) => (
        <li key={item.id}>
          <MediaTile item={item} onOpen={() => onOpen(item)} />
        </li>
      ))}
    </ul>
  );
}

/** The thumbnail of an item, drawn to fill its box. */
export function MediaThumb({ item, sizes }: { item: MediaItemJson; sizes: string }) {
  if (item.type === "video")
    return (
      <span className="flex size-full items-center justify-center bg-slate-800 text-white">
        <Film className="size-8" aria-hidden />
      </span>
    );
  return (
    <ItemImage
      item={item}
      sizes={sizes}
      maxWidth={640}
      loading="lazy"
      className="size-full object-cover"
      style={{ objectPosition: objectPosition(item.focalPoint) }}
    />
  );
}

/**
 * An item's image, decorative (its name is said beside it), in the resized copies of an upload
 * (`?w=`, up to `maxWidth` image pixels), with its own proportions reserved while it loads.
 */
export function ItemImage({
  item,
  sizes,
  maxWidth,
  ...props
}: { item: MediaItemJson; sizes: string; maxWidth: number } & Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "alt" | "width" | "height"
>) {
  return (
    <img
      {...responsiveImage(item.url, { sizes, maxWidth })}
      alt=""
      width={item.width ?? 400}
      height={item.height ?? 300}
      decoding="async"
      {...props}
    />
  );
}

function MediaTile({ item, onOpen }: { item: MediaItemJson; onOpen: () => void }) {
  const name = nameOf(item);
  const dimensions = dimensionsOf(item);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <span className="relative block aspect-[4/3] overflow-hidden bg-slate-100">
        <MediaThumb
          item={item}
          sizes="(min-width: 1280px) 16vw, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw"
        />
      </span>
      <span className="block min-w-0 p-3">
        <span className="block truncate text-sm font-semibold text-slate-900 group-hover:text-indigo-700">{name}</span>
        <span className="mt-0.5 block truncate text-xs text-slate-600">
          {formatBytes(item.bytes)}
          {dimensions ? ` · ${dimensions}` : ""}
        </span>
      </span>
      {/* After the name in reading order (the button is named by its name first), drawn on the image. */}
      {item.usedBy === 0 ? (
        <Badge tone="amber" className="absolute top-2 left-2">
          Unused
        </Badge>
      ) : null}
    </button>
  );
}
