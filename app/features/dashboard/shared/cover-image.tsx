import { cn } from "#app/lib/cn.ts";

/** A dashboard tile's cover photo: decorative (the tile's title names it), filling the cover, loaded when near. */
export function CoverImage({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={600}
      height={300}
      loading="lazy"
      decoding="async"
      className={cn("absolute inset-0 size-full object-cover", className)}
    />
  );
}
