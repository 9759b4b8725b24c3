import { ArrowLeft, Copy, ExternalLink, Pencil, RotateCw } from "lucide-react";
import { useRef, useState, type CSSProperties } from "react";
import { ownerLabel, venturePhase, ventureStatus } from "#core/venture-labels.ts";
import { clampProgress } from "#core/venture-metrics.ts";
import { staggerDelay } from "#core/stagger.ts";
import { toast } from "#app/lib/toast-store.ts";
import { cn } from "#app/lib/cn.ts";
import { Badge } from "../shared/badge.tsx";
import { IconButton } from "../shared/icon-button.tsx";
import type { VentureJson } from "../shared/types.ts";
import { BreakEvenTarget, UpdatedAt } from "./venture-facts.tsx";

// docs/product.md#dashboard, #states venture card: flips between front and back (each side keyboard-reachable only
// while shown); animated in with a 0.1 s × index stagger capped at 0.5 s (core/stagger.ts), not
// at all under reduced motion.

export async function copyToClipboard(text: string, label: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: `${label} copied to clipboard` });
  } catch {
    toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
  }
}

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

export function VentureCard({
  venture,
  index,
  now,
  onEdit,
}: {
  venture: VentureJson;
  index: number;
  /** The time the overdue rule and "Updated …" are read at (one clock for the whole grid). */
  now: Date;
  /** Absent in the investor view (docs/product.md#dashboard: edit only outside it). */
  onEdit?: (venture: VentureJson) => void;
}) {
  const [isFlipped, setIsFlipped] = useState(false);
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const status = ventureStatus(venture.status);
  const phase = venturePhase(venture.phase);
  const progress = clampProgress(venture.progressPercentage);
  const headingId = `venture-${venture.id}`;

  const flip = (next: boolean) => {
    setIsFlipped(next);
    // Keep focus on the card: move it to the button that flips back.
    requestAnimationFrame(() => (next ? backButton : frontButton).current?.focus());
  };

  return (
    <article
      aria-labelledby={headingId}
      className="group/card perspective-[1600px] motion-safe:animate-[rise-in_450ms_ease-out_both]"
      style={{ animationDelay: `${staggerDelay(index).toFixed(1)}s` } as CSSProperties}
    >
      <div
        className={cn(
          "relative grid h-full transition-transform duration-500 ease-out transform-3d",
          isFlipped && "rotate-y-180",
        )}
      >
        {/* Front */}
        <div
          inert={isFlipped}
          aria-hidden={isFlipped || undefined}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm backface-hidden [grid-area:1/1] group-hover/card:shadow-md"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            <Badge tone={phase.tone}>{phase.label}</Badge>
          </div>
          <h3 id={headingId} className="mt-3 text-lg font-bold tracking-tight text-slate-900">
            {venture.name}
          </h3>
          <div className="mt-1 flex items-start gap-1">
            <p className="flex-1 text-sm leading-relaxed text-slate-700">{venture.oneLiner}</p>
            <IconButton
              label={`Copy one-liner of ${venture.name}`}
              tooltip="Copy one-liner"
              className="-mt-2 -mr-2"
              onClick={() => copyToClipboard(venture.oneLiner, "One-liner")}
            >
              <Copy aria-hidden />
            </IconButton>
          </div>
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{venture.description}</p>

          <div className="mt-4">
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-slate-700">Progress</span>
              <span className="font-bold text-slate-900 tabular-nums">{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={`${venture.name} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-cyan-500"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>

          <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3 border-t border-slate-100 pt-4 text-sm">
            <div>
              <dt className="text-xs font-medium text-slate-600">Baseline</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{venture.baselineCost}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">Break-even</dt>
              <dd className="mt-0.5 font-semibold">
                <BreakEvenTarget target={venture.breakEvenTarget} now={now} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs font-medium text-slate-600">Owner</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{ownerLabel(venture.owner)}</dd>
            </div>
          </dl>
          <UpdatedAt updatedAt={venture.updatedAt} now={now} className="mt-3" />

          <div className="mt-auto flex items-center justify-between gap-2 pt-4">
            <button
              ref={frontButton}
              type="button"
              onClick={() => flip(true)}
              aria-label={`Show details of ${venture.name}`}
              className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
            >
              <RotateCw className="size-4" aria-hidden /> Details
            </button>
            {onEdit ? (
              <IconButton label={`Edit ${venture.name}`} tooltip="Edit venture" onClick={() => onEdit(venture)}>
                <Pencil aria-hidden />
              </IconButton>
            ) : null}
          </div>
        </div>

        {/* Back */}
        <div
          inert={!isFlipped}
          aria-hidden={!isFlipped || undefined}
          className="absolute inset-0 flex rotate-y-180 flex-col overflow-y-auto overscroll-contain rounded-2xl border border-slate-800 bg-slate-900 p-5 text-slate-100 shadow-sm backface-hidden [scrollbar-color:rgb(148_163_184/0.5)_transparent] [scrollbar-width:thin]"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-base font-bold tracking-tight text-white">{venture.name}</p>
            <button
              ref={backButton}
              type="button"
              onClick={() => flip(false)}
              aria-label={`Back to the summary of ${venture.name}`}
              className="-mr-2 inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-cyan-200 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-cyan-300"
            >
              <ArrowLeft className="size-4" aria-hidden /> Back
            </button>
          </div>
          <dl className="mt-3 grid gap-3 text-sm">
            <div className="grid grid-cols-2 gap-3">
              <Fact label="Problem">{venture.problemThreeWords}</Fact>
              <Fact label="Solution">{venture.solutionThreeWords}</Fact>
            </div>
            <Fact label="Target audience">
              <ul className="list-disc space-y-0.5 pl-4">
                {venture.targetAudience
                  .split(/\r?\n/)
                  .map((line) => line.trim())
                  .filter(Boolean)
                  .map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
              </ul>
            </Fact>
            <Fact label="Monetization">{venture.monetization}</Fact>
            <Fact label="Style and voice">{venture.styleVisualVoice}</Fact>
            {venture.notes ? <Fact label="Notes">{venture.notes}</Fact> : null}
          </dl>
          {venture.websiteLink || venture.deckLink ? (
            <div className="mt-auto flex flex-wrap gap-2 pt-4">
              {venture.websiteLink ? <ExternalPill href={withScheme(venture.websiteLink)}>Website</ExternalPill> : null}
              {venture.deckLink ? <ExternalPill href={withScheme(venture.deckLink)}>Deck</ExternalPill> : null}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-cyan-200 uppercase">{label}</dt>
      <dd className="mt-0.5 leading-relaxed text-slate-100">{children}</dd>
    </div>
  );
}

function ExternalPill({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white/10 px-3.5 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-cyan-300"
    >
      {children} <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
