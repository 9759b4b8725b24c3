import { cn } from "#app/lib/cn.ts";
import type { DiffPart, FieldDiff, ItemChange } from "./diff-model.ts";

// A revision's differences from the current version, field by field: removed words struck through in red,
// added words underlined in green, each also said in words for screen readers. Text fields read as text (HTML
// as its rendered text), lists as the items removed and added. Values are text, never markup.

const REMOVED = "rounded-sm bg-red-50 text-red-800 line-through decoration-red-700 decoration-2";
const ADDED =
  "rounded-sm bg-emerald-50 text-emerald-800 underline decoration-emerald-700 decoration-2 underline-offset-2";

function Part({ part }: { part: DiffPart }) {
  if (part.change === "removed")
    return (
      <del className={REMOVED}>
        <span className="sr-only">removed: </span>
        {part.text}
      </del>
    );
  if (part.change === "added")
    return (
      <ins className={ADDED}>
        <span className="sr-only">added: </span>
        {part.text}
      </ins>
    );
  return <span className={cn(part.elided && "text-slate-500")}>{part.text}</span>;
}

/** The items only one version has: "Removed" ones struck through, "Added" ones underlined. */
function Items({ items }: { items: ItemChange[] }) {
  return (
    <ul className="grid gap-1.5">
      {items.map((item, i) => (
        <li key={i} className="flex min-w-0 items-baseline gap-2">
          <span aria-hidden className="w-16 shrink-0 text-xs font-semibold text-slate-600 uppercase">
            {item.change === "removed" ? "Removed" : "Added"}
          </span>
          {item.change === "removed" ? (
            <del className={cn(REMOVED, "min-w-0")}>
              <span className="sr-only">removed: </span>
              {item.text}
            </del>
          ) : (
            <ins className={cn(ADDED, "min-w-0")}>
              <span className="sr-only">added: </span>
              {item.text}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RevisionDiff({ diffs }: { diffs: FieldDiff[] }) {
  if (diffs.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        No differences from the current version.
      </p>
    );
  return (
    <dl className="grid gap-4" aria-label="Differences from the current version">
      {diffs.map((diff) => (
        <div key={diff.field} className="min-w-0">
          <dt className="text-xs font-bold tracking-wider text-indigo-700 uppercase">
            {diff.label}
            {diff.kept ? (
              <span className="ml-2 font-medium tracking-normal text-slate-600 normal-case">
                (a restore keeps the current value)
              </span>
            ) : null}
          </dt>
          <dd className="mt-1 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {diff.items?.length ? <Items items={diff.items} /> : null}
            {diff.parts.map((part, i) => (
              <Part key={i} part={part} />
            ))}
            {diff.note ? <span className="text-slate-600 italic">{diff.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
