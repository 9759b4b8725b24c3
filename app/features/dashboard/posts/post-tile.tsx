import { ExternalLink, Pencil } from "lucide-react";
import { formatPublishedShort } from "#core/dates.ts";
import { Switch } from "#app/components/ui/switch.tsx";
import { cn } from "#app/lib/cn.ts";
import { ConfirmDelete } from "../shared/confirm-delete.tsx";
import { ContentTile } from "../shared/content-tile.tsx";
import { CoverImage } from "../shared/cover-image.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import { displayStatus, formatDateTime, publishSwitch } from "../shared/publication.ts";
import type { PostJson } from "../shared/types.ts";
import { PreviewButton } from "../previews/preview-button.tsx";

// One blog post in the dashboard grid: at most 3 tags plus '+N' (docs/product.md#constants), 'Not published'
// or a short US date ('Scheduled for …' in the viewer's time and zone when scheduled, docs/product.md#editorial-calls),
// the publish switch (sends only isPublished), view when live, preview links, edit, delete for owners.
// The switch and the badge agree: a scheduled post's switch is on and reads "Scheduled" (its badge says when);
// turning it off keeps the post back as a draft (the API keeps the date: turned on again, it is scheduled again).

export function PostTile({
  post,
  canDelete,
  isBusy,
  views,
  onEdit,
  onTogglePublished,
  onDelete,
}: {
  post: PostJson;
  canDelete: boolean;
  isBusy: boolean;
  /** Views in the last 30 days (issue 31), when known. */
  views?: number;
  onEdit: () => void;
  onTogglePublished: (isPublished: boolean) => void;
  onDelete: () => void;
}) {
  const headingId = `post-${post.id}`;
  const switchId = `post-published-${post.id}`;
  const extraTags = post.tags.length - 3;
  const status = displayStatus(post);
  const toggle = publishSwitch(post, status);
  const noteId = `${switchId}-note`;
  return (
    <ContentTile
      headingId={headingId}
      entry={post}
      status={status}
      coverClassName="bg-gradient-to-br from-slate-800 via-indigo-900 to-slate-900"
      cover={
        post.featuredImageUrl ? (
          <CoverImage src={post.featuredImageUrl} className={cn(status !== "published" && "opacity-60")} />
        ) : (
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(34_211_238/0.35),transparent_50%),radial-gradient(circle_at_10%_90%,rgb(99_102_241/0.5),transparent_55%)]"
          />
        )
      }
      actions={
        <>
          <div className="flex items-center gap-2.5">
            <Switch
              id={switchId}
              checked={post.isPublished}
              onCheckedChange={onTogglePublished}
              disabled={isBusy}
              aria-describedby={toggle.note ? noteId : undefined}
            />
            <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
              {toggle.label}
            </label>
            {toggle.note ? (
              <span id={noteId} className="sr-only">
                {toggle.note}
              </span>
            ) : null}
          </div>
          <div className="flex items-center">
            {status === "published" ? (
              <a
                href={`/journal/${post.slug}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${post.title} on the website (opens in a new tab)`}
                className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
              >
                <ExternalLink className="size-[18px]" aria-hidden />
              </a>
            ) : null}
            <PreviewButton type="blog-post" id={post.id} title={post.title} variant="icon" />
            <IconButton label={`Edit ${post.title}`} tooltip="Edit post" onClick={onEdit}>
              <Pencil aria-hidden />
            </IconButton>
            {canDelete ? (
              <ConfirmDelete thing="blog post" name={post.title} onConfirm={onDelete} isPending={isBusy} />
            ) : null}
          </div>
        </>
      }
    >
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>
      {post.tags.length ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {post.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {tag}
            </li>
          ))}
          {extraTags > 0 ? (
            <li
              className="rounded-md px-1 py-0.5 text-xs font-semibold text-slate-600"
              aria-label={`${extraTags} more tags`}
            >
              +{extraTags}
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-auto pt-4 text-xs text-slate-600">
        <span className="font-medium text-slate-800">{post.author}</span> ·{" "}
        <span data-testid="post-date">
          {status === "scheduled" && post.publishedAt
            ? `Scheduled for ${formatDateTime(post.publishedAt)}`
            : formatPublishedShort(post.publishedAt)}
        </span>
        {views !== undefined && status === "published" ? (
          <>
            {" "}
            · <span data-testid="post-views">{`${views} ${views === 1 ? "view" : "views"} in 30 days`}</span>
          </>
        ) : null}
      </p>
    </ContentTile>
  );
}
