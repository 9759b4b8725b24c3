import { VENTURE_PHASES } from "./constants.ts";

// docs/product.md#constants Portfolio Overview: total monthly baseline = sum of the numeric parts of each
// baselineCost (the digits and dots it contains); average progress = rounded mean of
// progressPercentage; and the number of ventures in each phase.

type VenturePhase = (typeof VENTURE_PHASES)[number];

export interface VentureFigures {
  name?: string;
  baselineCost?: string | null;
  progressPercentage?: number | null;
  phase?: string | null;
}

export interface PortfolioOverview {
  ventureCount: number;
  totalMonthlyBaseline: number;
  averageProgress: number;
  phaseCounts: Record<VenturePhase, number>;
}

/** "$1,500/month" → 1500, "€850 per month" → 850; no digits → 0. */
export function baselineAmount(baselineCost: string | null | undefined): number {
  const numeric = (baselineCost ?? "").replace(/[^0-9.]/g, "");
  const amount = Number.parseFloat(numeric);
  return Number.isFinite(amount) ? amount : 0;
}

/** A progress value as a whole percentage within 0–100 (missing counts as 0). */
export function clampProgress(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function portfolioOverview(ventures: readonly VentureFigures[]): PortfolioOverview {
  const phaseCounts = Object.fromEntries(VENTURE_PHASES.map((p) => [p, 0])) as Record<VenturePhase, number>;
  let total = 0;
  let progressSum = 0;
  for (const venture of ventures) {
    total += baselineAmount(venture.baselineCost);
    progressSum +=
      typeof venture.progressPercentage === "number" && Number.isFinite(venture.progressPercentage)
        ? venture.progressPercentage
        : 0;
    const phase = venture.phase as VenturePhase;
    if (Object.hasOwn(phaseCounts, phase)) phaseCounts[phase] += 1;
  }
  return {
    ventureCount: ventures.length,
    // Sums of decimals ("$12.10") should not show floating-point dust.
    totalMonthlyBaseline: Math.round(total * 100) / 100,
    averageProgress: ventures.length ? Math.round(progressSum / ventures.length) : 0,
    phaseCounts,
  };
}

/** 5450 → "$5,450"; 12.5 → "$12.50". */
export function formatBaseline(amount: number): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(amount);
}
