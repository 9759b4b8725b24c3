import { failures, type LoadResult } from "./load.ts";

// The tables of `npm run bench`: one row per target, the issue's targets as met / not met, and
// every run that saw a failed answer, by name.

export interface Row {
  target: string;
  /** Size of the answer as sent (gzip) and plain. */
  gzipBytes?: number;
  plainBytes: number;
  coldLatency: LoadResult;
  coldThroughput: LoadResult;
  warm: LoadResult;
  nginx: LoadResult;
  warmWrk?: LoadResult;
  nginxWrk?: LoadResult;
  bareWrk?: LoadResult;
  /** The bare server sending our server's response headers too. */
  bareHeadersWrk?: LoadResult;
}

export interface Run {
  rows: Row[];
  /** A new data directory, sample content loaded: as after a fresh clone and a build. */
  coldStartMs: number;
  /** The same on the bench's data (uncached and cached server). */
  volumeStartMs: { cold: number; warm: number };
  rssMiB: { cold: number; warm: number };
  header: string[];
  notes: string[];
}

export interface Target {
  name: string;
  met: boolean;
  figure: string;
  /** Shown, but not part of the exit status. */
  informational?: boolean;
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits }) : "—";
const ms = (r: LoadResult) => `${fmt(r.p50, 1)} / ${fmt(r.p99, 1)} ms`;
const pct = (a: number, b: number) => (b > 0 ? `${Math.round((100 * a) / b)}%` : "—");
const kb = (n: number | undefined) => (n === undefined ? "—" : fmt(n / 1024, 1));

const RUNS = [
  "coldLatency",
  "coldThroughput",
  "warm",
  "nginx",
  "warmWrk",
  "nginxWrk",
  "bareWrk",
  "bareHeadersWrk",
] as const;
const RUN_NAMES: Record<(typeof RUNS)[number], string> = {
  coldLatency: "uncached, 1 connection",
  coldThroughput: "uncached, 10 connections",
  warm: "cached, 50 connections",
  nginx: "nginx, 50 connections",
  warmWrk: "wrk: cached",
  nginxWrk: "wrk: nginx",
  bareWrk: "wrk: bare Node.js",
  bareHeadersWrk: "wrk: bare Node.js with our headers",
};

/** "journal/x · cached, 50 connections: 3 non-2xx (503: 3), 0 errors (0 timeouts)" for every run that failed. */
export function failedRuns(rows: Row[]): string[] {
  return rows.flatMap((row) =>
    RUNS.flatMap((key) => {
      const r = row[key];
      if (!r || failures(r) === 0) return [];
      const statuses = Object.entries(r.statuses)
        .map(([code, n]) => `${code}: ${n}`)
        .join(", ");
      return [
        `${row.target} · ${RUN_NAMES[key]}: ${r.non2xx} non-2xx${statuses ? ` (${statuses})` : ""}, ${r.errors} errors (${r.timeouts} timeouts) of ${fmt(r.requests)} requests`,
      ];
    }),
  );
}

export function targets(run: Run): Target[] {
  const worst = run.rows.reduce((a, b) => (b.warm.rps / b.nginx.rps < a.warm.rps / a.nginx.rps ? b : a));
  const article = run.rows.find((r) => r.target.startsWith("/journal/"))!;
  const failed = run.rows.reduce(
    (n, row) => n + RUNS.reduce((m, key) => m + (row[key] ? failures(row[key]) : 0), 0),
    0,
  );
  return [
    {
      name: "cached page ≥ 50% of nginx's requests/s for the same bytes (autocannon, every target)",
      met: run.rows.every((r) => r.warm.rps >= 0.5 * r.nginx.rps),
      figure: `lowest ${pct(worst.warm.rps, worst.nginx.rps)} (${worst.target})`,
    },
    {
      name: "uncached journal article render, median < 20 ms (1 connection)",
      met: article.coldLatency.p50 < 20,
      figure: `${fmt(article.coldLatency.p50, 1)} ms`,
    },
    {
      name: "cold start to the first answered request < 3 s (PGlite, new data directory)",
      met: run.coldStartMs < 3000,
      figure: `${fmt(run.coldStartMs)} ms`,
    },
    { name: "no errors, timeouts or non-2xx answers in any run", met: failed === 0, figure: fmt(failed) },
    ...wrkTarget(run.rows),
  ];
}

/** The first target again with wrk, whose client is not the bottleneck (autocannon saturates near nginx's rate). */
function wrkTarget(rows: Row[]): Target[] {
  const measured = rows.filter((r) => r.warmWrk && r.nginxWrk);
  if (measured.length < rows.length) return [];
  const share = (r: Row) => r.warmWrk!.rps / r.nginxWrk!.rps;
  const worst = measured.reduce((a, b) => (share(b) < share(a) ? b : a));
  return [
    {
      name: "the same measured with wrk (informational: not in the exit status)",
      met: measured.every((r) => share(r) >= 0.5),
      figure: `lowest ${pct(worst.warmWrk!.rps, worst.nginxWrk!.rps)} (${worst.target})`,
      informational: true,
    },
  ];
}

export function markdown(run: Run): string {
  const wrk = run.rows.some((r) => r.warmWrk && r.nginxWrk);
  const lines = [
    "# Benchmark (`npm run bench`)",
    "",
    ...run.header,
    "",
    "| target | size gzip / plain KiB | uncached p50 / p99 (1 conn) | uncached req/s (10 conn) | cached req/s (50 conn) | cached p50 / p99 | nginx req/s (50 conn) | cached / nginx |" +
      (wrk
        ? " wrk: cached req/s | wrk: bare Node.js, our headers | wrk: bare Node.js req/s | wrk: nginx req/s | wrk: cached / nginx |"
        : ""),
    "|---|--:|--:|--:|--:|--:|--:|--:|" + (wrk ? "--:|--:|--:|--:|--:|" : ""),
    ...run.rows.map(
      (r) =>
        `| ${r.target} | ${kb(r.gzipBytes)} / ${kb(r.plainBytes)} | ${ms(r.coldLatency)} | ${fmt(r.coldThroughput.rps)} | ${fmt(r.warm.rps)} | ${ms(r.warm)} | ${fmt(r.nginx.rps)} | ${pct(r.warm.rps, r.nginx.rps)} |` +
        (wrk
          ? ` ${fmt(r.warmWrk?.rps ?? NaN)} | ${fmt(r.bareHeadersWrk?.rps ?? NaN)} | ${fmt(r.bareWrk?.rps ?? NaN)} | ${fmt(r.nginxWrk?.rps ?? NaN)} | ${pct(r.warmWrk?.rps ?? NaN, r.nginxWrk?.rps ?? NaN)} |`
          : ""),
    ),
    "",
    `Cold start (new data directory, sample content, first \`GET /\` answered 200): ${fmt(run.coldStartMs)} ms; ` +
      `on the bench's data: ${fmt(run.volumeStartMs.cold)} ms (uncached server), ${fmt(run.volumeStartMs.warm)} ms (cached server).`,
    `RSS after the runs: uncached server ${fmt(run.rssMiB.cold)} MiB, cached server ${fmt(run.rssMiB.warm)} MiB.`,
    "",
    "| issue #8 target | result | figure |",
    "|---|---|---|",
    ...targets(run).map((t) => `| ${t.name} | ${t.met ? "met" : "**not met**"} | ${t.figure} |`),
  ];
  const failed = failedRuns(run.rows);
  if (failed.length)
    lines.push("", "**Runs with failed answers — their figures are not valid:**", "", ...failed.map((f) => `- ${f}`));
  if (run.notes.length) lines.push("", ...run.notes);
  return lines.join("\n") + "\n";
}
