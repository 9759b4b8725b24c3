import { cn } from "#app/lib/cn.ts";
import { useImagePosition } from "../media/library-picker-positions.ts";

/**
 * A dashboard tile's cover photo: decorative (the tile's title names it), filling the cover,
 * cropped around the library's focal point (decision 062), loaded when near.
 */
export function CoverImage({ src, className }: { src: string; className?: string }) {
  const objectPosition = useImagePosition(src);
  return (
    <img
      src={src}
      alt=""
      width={600}
      height={300}
      loading="lazy"
      decoding="async"
      style={objectPosition ? { objectPosition } : undefined}
      className={cn("absolute inset-0 size-full object-cover", className)}
    />
  );
}
