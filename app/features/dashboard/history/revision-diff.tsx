import { cn } from "#app/lib/cn.ts";
import type { DiffPart, FieldDiff } from "./diff-model.ts";

// A revision's differences from the current version, field by field: removed words struck through in red,
// added words underlined in green, each also said in words for screen readers. Values are text, never markup.

function Part({ part }: { part: DiffPart }) {
  if (part.change === "removed")
    return (
      <del className="rounded-sm bg-red-50 text-red-800 line-through decoration-red-700 decoration-2">
        <span className="sr-only">removed: </span>
        {part.text}
      </del>
    );
  if (part.change === "added")
    return (
      <ins className="rounded-sm bg-emerald-50 text-emerald-800 underline decoration-emerald-700 decoration-2 underline-offset-2">
        <span className="sr-only">added: </span>
        {part.text}
      </ins>
    );
  return <span className={cn(part.elided && "text-slate-500")}>{part.text}</span>;
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
          <dd className="mt-1 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {diff.parts.map((part, i) => (
              <Part key={i} part={part} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
