import type { Result as LighthouseResult } from "lighthouse";
import { LIGHTHOUSE_TARGETS } from "../../tests/e2e/support/budgets.ts";

export type CategoryId = keyof typeof LIGHTHOUSE_TARGETS;
export const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS) as CategoryId[];

export interface PageSummary {
  path: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Failing audits that cost points, per category below its target. */
  misses: string[];
  /** Performance diagnostics worth reading even when the score is met. */
  findings: string[];
  runtimeError?: string;
}

const num = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** Rows of an audit's table details. */
function items(lhr: LighthouseResult, id: string): Record<string, unknown>[] {
  return (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
}

/** The LCP element's HTML snippet, from the LCP breakdown insight (a list: tables, then the node). */
function lcpElement(lhr: LighthouseResult): string | undefined {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as
    { items?: { type?: string; snippet?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === "node")?.snippet;
}

export function summarize(path: string, lhr: LighthouseResult): PageSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const script = items(lhr, "resource-summary").find((row) => row.resourceType === "script");
  const misses: string[] = [];
  for (const id of CATEGORIES) {
    if (id === "performance" || (scores[id] ?? 0) >= LIGHTHOUSE_TARGETS[id]) continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        misses.push(`${id}: ${ref.id} — ${audit.title}`);
    }
  }
  const findings: string[] = [];
  const counts = items(lhr, "diagnostics")[0] as { numRequests?: number; numScripts?: number } | undefined;
  if (counts) findings.push(`${counts.numRequests} requests, of which ${counts.numScripts} scripts`);
  const lcp = lcpElement(lhr);
  if (lcp) findings.push(`LCP element: ${lcp}`);
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === "metrics" || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
    findings.push(`${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  }
  return {
    path,
    scores,
    lcpMs: num(lhr, "largest-contentful-paint"),
    tbtMs: num(lhr, "total-blocking-time"),
    cls: num(lhr, "cumulative-layout-shift"),
    jsBytes: Number(script?.transferSize ?? NaN),
    misses,
    findings,
    runtimeError: lhr.runtimeError?.message,
  };
}

export function meetsTargets(page: PageSummary) {
  return !page.runtimeError && CATEGORIES.every((id) => (page.scores[id] ?? -1) >= LIGHTHOUSE_TARGETS[id]);
}

const mark = (page: PageSummary, id: CategoryId) => {
  const score = page.scores[id];
  if (score === null) return "—";
  return score >= LIGHTHOUSE_TARGETS[id] ? String(score) : `**${score}** ✗`;
};

export function markdownTable(pages: PageSummary[]) {
  const lines = [
    "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS transferred |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const page of pages) {
    lines.push(
      `| ${page.path} | ${CATEGORIES.map((id) => mark(page, id)).join(" | ")} | ${(page.lcpMs / 1000).toFixed(2)} s | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} | ${(page.jsBytes / 1024).toFixed(1)} KiB |`,
    );
  }
  return lines.join("\n");
}

export function markdownNotes(pages: PageSummary[]) {
  const lines: string[] = [];
  for (const page of pages) {
    const notes = [
      ...(page.runtimeError ? [`runtime error: ${page.runtimeError}`] : []),
      ...page.misses,
      ...page.findings,
    ];
    if (notes.length === 0) continue;
    lines.push(`### ${page.path}`, "", ...notes.map((note) => `- ${note.replace(/\s+/g, " ")}`), "");
  }
  return lines.join("\n");
}
