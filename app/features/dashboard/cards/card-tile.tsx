import { EyeOff, Pencil } from "lucide-react";
import { cardBackground, cardLogo, initialOf } from "#core/image-rule.ts";
import { phaseTone } from "#core/phase-badge.ts";
import { Switch } from "#app/components/ui/switch.tsx";
import { cn } from "#app/lib/cn.ts";
import { gradientClass } from "#app/lib/gradients.ts";
import { CARD_IMAGE_MAP, LOGO_IMAGE_MAP } from "#app/lib/image-map.ts";
import { Badge, type BadgeTone } from "../shared/badge.tsx";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { CoverImage } from "../shared/cover-image.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import type { CardJson } from "../shared/types.ts";

// One portfolio card in the dashboard grid: a preview of its look, its facts, and the actions
// (visibility switch, edit, delete for owners). Hidden cards are dimmed (docs/product.md#dashboard).

const PHASE_TONES: Record<ReturnType<typeof phaseTone>, BadgeTone> = {
  growth: "gradient",
  saas: "indigo",
  ecommerce: "amber",
  platform: "blue",
  aiml: "green",
  default: "grey",
};

export function CardTile({
  card,
  canDelete,
  onEdit,
  onToggle,
  onDelete,
  isBusy,
}: {
  card: CardJson;
  canDelete: boolean;
  onEdit: () => void;
  onToggle: (isActive: boolean) => void;
  onDelete: () => void;
  isBusy: boolean;
}) {
  const background = cardBackground(card, CARD_IMAGE_MAP);
  const logo = cardLogo(card, LOGO_IMAGE_MAP);
  const headingId = `card-${card.id}`;
  const switchId = `card-visible-${card.id}`;
  const extra = card.services.length - 3;
  return (
    <article
      aria-labelledby={headingId}
      data-hidden={!card.isActive || undefined}
      className={cn(
        "flex flex-col overflow-hidden rounded-2xl border shadow-sm transition-shadow hover:shadow-md",
        card.isActive ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50",
      )}
    >
      <div className={cn("relative h-36 overflow-hidden", !card.isActive && "opacity-45 grayscale")}>
        {background.kind === "image" ? (
          <CoverImage src={background.src} />
        ) : (
          <div aria-hidden className={cn("absolute inset-0", gradientClass(background.color))}>
            <div className="absolute -right-10 -bottom-12 size-40 rounded-full border-[20px] border-white/15" />
          </div>
        )}
        <span
          aria-hidden
          className="absolute bottom-3 left-4 flex size-12 items-center justify-center overflow-hidden rounded-xl bg-white text-lg font-bold text-slate-900 shadow-md"
        >
          {logo ? (
            <img src={logo} alt="" width={96} height={96} className="size-full object-cover" />
          ) : (
            initialOf(card.name)
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-1.5">
          {card.isActive ? null : (
            <Badge tone="grey">
              <EyeOff aria-hidden /> Hidden
            </Badge>
          )}
          <Badge tone={PHASE_TONES[phaseTone(card.phase)]}>{card.phase}</Badge>
          <Badge tone="grey">{card.category}</Badge>
        </div>
        <h3 id={headingId} className="mt-3 text-lg font-bold tracking-tight text-slate-900">
          {card.name}
        </h3>
        {card.tagline ? <p className="mt-0.5 text-sm text-slate-600 italic">“{card.tagline}”</p> : null}
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{card.description}</p>
        {card.services.length ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Services">
            {card.services.slice(0, 3).map((service) => (
              <li key={service} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {service}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-md px-1 py-0.5 text-xs font-semibold text-slate-600">+{extra} more</li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-3 text-xs text-slate-600">Sort order {card.sortOrder}</p>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-2.5">
        <div className="flex items-center gap-2.5">
          <Switch id={switchId} checked={card.isActive} onCheckedChange={onToggle} disabled={isBusy} />
          <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
            Visible on website
          </label>
        </div>
        <div className="flex items-center">
          <IconButton label={`Edit ${card.name}`} tooltip="Edit card" onClick={onEdit}>
            <Pencil aria-hidden />
          </IconButton>
          {canDelete ? (
            <ConfirmDelete thing="portfolio card" name={card.name} onConfirm={onDelete} isPending={isBusy} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
