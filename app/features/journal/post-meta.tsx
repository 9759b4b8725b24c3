import { Clock } from "lucide-react";
import { Link } from "react-router";
import { formatJournalDate, isoDateTime } from "#core/dates.ts";
import { categoryPath, tagPath } from "#core/journal-paths.ts";
import { cn } from "../../lib/cn.ts";

// Small pieces shared by the journal list and the article page.

export function readTimeLabel(minutes: number) {
  return `${minutes} min read`;
}

// Category and tags link to their pages (/journal/category/…, /journal/tag/…). On a card, z-20
// lifts them above the card's stretched title link (app/lib/stretched-link.ts).
const termLink =
  "relative z-20 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";

export function CategoryPill({ category, className }: { category: string; className?: string }) {
  const classes = cn(
    "inline-flex rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700",
    className,
  );
  const path = categoryPath(category);
  if (!path) return <span className={classes}>{category}</span>;
  return (
    <Link to={path} className={cn(classes, termLink, "hover:bg-indigo-100")}>
      {category}
    </Link>
  );
}

export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-gradient-to-r from-indigo-600 to-cyan-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm",
        className,
      )}
    >
      Featured
    </span>
  );
}

export function ReadTime({ minutes, className }: { minutes: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <Clock className="size-4" aria-hidden="true" />
      {readTimeLabel(minutes)}
    </span>
  );
}

/** docs/product.md#public-screens: long US date, 'Recently' when there is none. */
export function PostDate({ value }: { value: Date | string | null | undefined }) {
  const iso = isoDateTime(value);
  const text = formatJournalDate(value);
  return iso ? <time dateTime={iso}>{text}</time> : <span>{text}</span>;
}

export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Tags">
      {tags.map((tag) => {
        const classes =
          "inline-flex min-h-6 items-center rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700";
        const path = tagPath(tag);
        return (
          <li key={tag}>
            {path ? (
              <Link to={path} className={cn(classes, termLink, "hover:bg-slate-200")}>
                {tag}
              </Link>
            ) : (
              <span className={classes}>{tag}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The author's initials in a small gradient disc. */
export function AuthorAvatar({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-cyan-500 text-sm font-bold text-white",
        className,
      )}
    >
      {initials}
    </span>
  );
}
