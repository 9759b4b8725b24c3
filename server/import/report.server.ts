import type { ImportReport } from "#core/import-report.ts";
import type { ImportBatch } from "./types.server.ts";

// The dry-run report of `npm run import -- … --dry-run` (DESIGN.md §3d "Moving in").
// New addresses are /journal/{slug}, the journal's post path.

const LIST_MAX = 30;

function list(title: string, items: string[]): string[] {
  if (!items.length) return [`${title}: none`];
  const shown = items.slice(0, LIST_MAX).map((i) => `  ${i}`);
  if (items.length > LIST_MAX) shown.push(`  … and ${items.length - LIST_MAX} more`);
  return [`${title} (${items.length}):`, ...shown];
}

function countBy(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v, n]) => `${v} (${n})`);
}

/** What a dry run prints: posts by state, categories, tags, images to copy, old addresses, problems. */
export function dryRunReport(batch: ImportBatch): string {
  const { posts } = batch;
  const states = (["published", "scheduled", "draft"] as const).map(
    (s) => `${posts.filter((p) => p.state === s).length} ${s}`,
  );
  const images = [...new Set(posts.flatMap((p) => p.images.map((i) => i.url)))];
  const paths = posts.flatMap((p) => p.oldPaths.map((o) => `${o} → /journal/${p.slug}`));
  return [
    `Source: ${batch.source}`,
    `Posts: ${posts.length} (${states.join(", ")})`,
    ...list(
      "Posts",
      posts.map(
        (p) =>
          `[${p.state}] ${p.title} → /journal/${p.slug}${p.publishedAt ? ` (${p.publishedAt.toISOString().slice(0, 10)})` : ""}`,
      ),
    ),
    ...list("Categories", countBy(posts.flatMap((p) => p.categories))),
    ...list("Tags", countBy(posts.flatMap((p) => p.tags))),
    ...list("Images to copy", images),
    ...list("Old addresses to redirect", paths),
    ...list(
      "Problems",
      batch.problems.map((p) => (p.item ? `${p.item}: ${p.message}` : p.message)),
    ),
  ].join("\n");
}

/** What an import (or its dry run against the database) did, as the CLI prints it (decision 057). */
export function importReportText(report: ImportReport): string {
  const verb = report.dryRun ? "would be" : "";
  const count = (n: number, what: string) => `${n} ${what}${verb ? ` ${verb}` : ""}`;
  const failed = report.posts.filter((p) => p.outcome === "failed").map((p) => p.title);
  return [
    report.dryRun ? "Dry run against this site (nothing changed):" : "Imported:",
    `  ${count(report.created, "created")}, ${count(report.updated, "updated")}, ${report.unchanged} unchanged, ${report.failed} failed`,
    `  ${report.media} images ${report.dryRun ? "to copy" : "copied"}, ${report.redirects} redirects ${report.dryRun ? "to make" : "made"}`,
    ...list("Failed", failed),
    ...list(
      "Problems",
      report.problems.map((p) => (p.item ? `${p.item}: ${p.message}` : p.message)),
    ),
  ].join("\n");
}
