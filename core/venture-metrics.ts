import { VENTURE_PHASES } from "./constants.ts";

// docs/product.md#constants Portfolio Overview: average progress = rounded mean of progressPercentage,
// and the number of ventures in each phase. The monthly baseline is totalled per currency
// (core/money.ts, decision 047), never here.

type VenturePhase = (typeof VENTURE_PHASES)[number];

export interface VentureFigures {
  name?: string;
  baselineCost?: string | null;
  progressPercentage?: number | null;
  phase?: string | null;
}

export interface PortfolioOverview {
  ventureCount: number;
  averageProgress: number;
  phaseCounts: Record<VenturePhase, number>;
}

/** A progress value as a whole percentage within 0–100 (missing counts as 0). */
export function clampProgress(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function portfolioOverview(ventures: readonly VentureFigures[]): PortfolioOverview {
  const phaseCounts = Object.fromEntries(VENTURE_PHASES.map((p) => [p, 0])) as Record<VenturePhase, number>;
  let progressSum = 0;
  for (const venture of ventures) {
    progressSum +=
      typeof venture.progressPercentage === "number" && Number.isFinite(venture.progressPercentage)
        ? venture.progressPercentage
        : 0;
    const phase = venture.phase as VenturePhase;
    if (Object.hasOwn(phaseCounts, phase)) phaseCounts[phase] += 1;
  }
  return {
    ventureCount: ventures.length,
    averageProgress: ventures.length ? Math.round(progressSum / ventures.length) : 0,
    phaseCounts,
  };
}
