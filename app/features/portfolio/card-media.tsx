import { cardBackground, cardLogo, initialOf } from "#core/image-rule.ts";
import { gradientClass } from "../../lib/gradients.ts";
import { CARD_IMAGE_MAP, LOGO_IMAGE_MAP } from "../../lib/image-map.ts";
import { cn } from "../../lib/cn.ts";
import { responsiveImage } from "../../lib/responsive-image.ts";
import { renderedAlt } from "#core/image-alt.ts";
import type { ImagePositions } from "#core/media-item.ts";
import { focusStyle } from "#app/lib/focus-style.ts";

// The visuals of a portfolio card by the docs/product.md#entities image rule: background image or colour
// gradient, and logo or the first letter of the name. Both are decorative: the name is shown as text.

export function CardBackdrop({
  card,
  className,
  eager,
}: {
  card: {
    name: string;
    imageUrl?: string | null;
    imageAlt?: string | null;
    color: string;
    imagePositions?: ImagePositions;
  };
  className?: string;
  eager?: boolean;
}) {
  const background = cardBackground(card, CARD_IMAGE_MAP);
  if (background.kind === "gradient") {
    return (
      <div aria-hidden className={cn("absolute inset-0", gradientClass(background.color), className)}>
        {/* A soft pattern so a plain gradient does not look empty. */}
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.35),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(255_255_255/0.2),transparent_40%)]" />
        <div className="absolute -right-16 -bottom-16 size-64 rounded-full border-[28px] border-white/15" />
        <div className="absolute -right-4 -bottom-4 size-32 rounded-full border-[16px] border-white/10" />
      </div>
    );
  }
  return (
    <img
      {...responsiveImage(background.src, { sizes: "(min-width: 768px) 50vw, 100vw" })}
      alt={renderedAlt(card.imageAlt)}
      width={1200}
      height={800}
      loading={eager ? "eager" : "lazy"}
      // The first cards' images are the page's largest paint: fetch them ahead of the scripts.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      style={focusStyle(card.imagePositions, background.src)}
      className={cn("absolute inset-0 size-full object-cover", className)}
    />
  );
}

export function CardLogo({
  card,
  className,
  letterClassName,
}: {
  card: {
    name: string;
    logoUrl?: string | null;
    logoAlt?: string | null;
    color: string;
    imagePositions?: ImagePositions;
  };
  className?: string;
  letterClassName?: string;
}) {
  const logo = cardLogo(card, LOGO_IMAGE_MAP);
  // Beside the card's name a logo says nothing more, unless staff described it.
  const alt = logo ? renderedAlt(card.logoAlt) : "";
  return (
    <span
      aria-hidden={alt ? undefined : true}
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-900/5",
        className,
      )}
    >
      {logo ? (
        <img
          {...responsiveImage(logo, { sizes: "96px", maxWidth: 320 })}
          alt={alt}
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
          style={focusStyle(card.imagePositions, logo)}
          className="size-full object-cover"
        />
      ) : (
        <span
          className={cn(
            "flex size-full items-center justify-center text-2xl font-bold text-white",
            gradientClass(card.color),
            letterClassName,
          )}
        >
          {initialOf(card.name)}
        </span>
      )}
    </span>
  );
}
