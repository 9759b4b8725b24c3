import { ExternalLink, Pencil } from "lucide-react";
import { initialOf } from "#core/image-rule.ts";
import { cn } from "#app/lib/cn.ts";
import { gradientClass } from "#app/lib/gradients.ts";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { ContentTile } from "../shared/content-tile.tsx";
import { CoverImage } from "../shared/cover-image.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import { displayStatus } from "../shared/publication.ts";
import type { CaseStudyJson } from "../shared/types.ts";
import { PreviewButton } from "../previews/preview-button.tsx";

// One case study in the dashboard grid: its gradient tile, facts, first stats, when it goes live if scheduled
// (in its badge, docs/product.md#editorial-calls), and the actions (view when published — opens /case-studies/{slug} in a new
// tab — preview links, edit, delete).
export function CaseStudyTile({
  study,
  isBusy,
  onEdit,
  onDelete,
}: {
  study: CaseStudyJson;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `cs-${study.id}`;
  const status = displayStatus(study);
  return (
    <ContentTile
      headingId={headingId}
      entry={study}
      status={status}
      coverClassName={cn("flex items-center justify-center", gradientClass(study.gradientColors))}
      cover={
        study.featuredImageUrl ? (
          <CoverImage src={study.featuredImageUrl} />
        ) : (
          <span aria-hidden className="text-5xl font-black text-white/90 drop-shadow">
            {initialOf(study.title)}
          </span>
        )
      }
      actions={
        <>
          {status === "published" ? (
            <a
              href={`/case-studies/${study.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
            >
              <ExternalLink className="size-4" aria-hidden /> View
              <span className="sr-only"> {study.title} (opens in a new tab)</span>
            </a>
          ) : (
            <span className="px-3 text-sm text-slate-600">Not public yet</span>
          )}
          <div className="flex items-center">
            <PreviewButton type="case-study" id={study.id} title={study.title} variant="icon" />
            <IconButton label={`Edit ${study.title}`} tooltip="Edit case study" onClick={onEdit}>
              <Pencil aria-hidden />
            </IconButton>
            <ConfirmDelete thing="case study" name={study.title} onConfirm={onDelete} isPending={isBusy} />
          </div>
        </>
      }
    >
      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{study.subtitle}</p>
      {study.stats.length ? (
        <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3">
          {study.stats.slice(0, 3).map((stat, i) => (
            <div key={`${stat.label}-${i}`} className="flex min-w-0 flex-col-reverse">
              <dt className="truncate text-xs text-slate-600">{stat.label}</dt>
              <dd className="truncate text-base font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-auto pt-4 text-xs text-slate-600">
        Sort order {study.sortOrder} · /case-studies/{study.slug}
      </p>
    </ContentTile>
  );
}
