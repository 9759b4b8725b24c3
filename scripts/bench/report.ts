import type { JournalPage, JournalVolume } from "./journal.ts";
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
  /** The same uncached latency with the server on PostgreSQL (when the bench has one). */
  coldLatencyPg?: LoadResult;
  warm: LoadResult;
  nginx: LoadResult;
  warmWrk?: LoadResult;
  nginxWrk?: LoadResult;
  bareWrk?: LoadResult;
  /** The bare server sending our server's response headers too. */
  bareHeadersWrk?: LoadResult;
}

/** Cached /journal for a browser's requests with page-view counting on and off (issue 31), wrk. */
export interface CountingRun {
  on: LoadResult[];
  off: LoadResult[];
}

export interface Run {
  rows: Row[];
  counting?: CountingRun;
  /** A new data directory, sample content loaded: as after a fresh clone and a build. */
  coldStartMs: number;
  /** The same on the bench's data (uncached and cached server). */
  volumeStartMs: { cold: number; warm: number };
  rssMiB: { cold: number; warm: number };
  header: string[];
  notes: string[];
  /** The journal at volume, its own section at the end. */
  journal?: JournalRun;
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
  "coldLatencyPg",
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
  coldLatencyPg: "uncached on PostgreSQL, 1 connection",
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

/** The pages issue 28 names for the same-run ratio against nginx, with wrk. */
const RATIO_TARGETS = (target: string) =>
  target === "/" || target === "/journal" || target === "/api/blog-posts" || /^\/journal\/[^/]+$/.test(target);
const UNCACHED_MS = 20;

export function targets(run: Run): Target[] {
  const worst = run.rows.reduce((a, b) => (b.warm.rps / b.nginx.rps < a.warm.rps / a.nginx.rps ? b : a));
  const slowest = (key: "coldLatency" | "coldLatencyPg") =>
    run.rows.reduce((a, b) => ((b[key]?.p50 ?? 0) > (a[key]?.p50 ?? 0) ? b : a));
  const failed = run.rows.reduce(
    (n, row) => n + RUNS.reduce((m, key) => m + (row[key] ? failures(row[key]) : 0), 0),
    0,
  );
  const pg = run.rows.every((r) => r.coldLatencyPg);
  return [
    ...wrkTarget(run.rows),
    {
      name: `every uncached render, median < ${UNCACHED_MS} ms (1 connection, PGlite)`,
      met: run.rows.every((r) => r.coldLatency.p50 < UNCACHED_MS),
      figure: `slowest ${fmt(slowest("coldLatency").coldLatency.p50, 1)} ms (${slowest("coldLatency").target})`,
    },
    ...(pg
      ? [
          {
            name: `every uncached render, median < ${UNCACHED_MS} ms (1 connection, PostgreSQL)`,
            met: run.rows.every((r) => r.coldLatencyPg!.p50 < UNCACHED_MS),
            figure: `slowest ${fmt(slowest("coldLatencyPg").coldLatencyPg!.p50, 1)} ms (${slowest("coldLatencyPg").target})`,
          },
        ]
      : []),
    {
      name: "cold start to the first answered request < 3 s (PGlite, new data directory)",
      met: run.coldStartMs < 3000,
      figure: `${fmt(run.coldStartMs)} ms`,
    },
    { name: "no errors, timeouts or non-2xx answers in any run", met: failed === 0, figure: fmt(failed) },
    ...countingTarget(run.counting),
    {
      name: "the same ratio with autocannon (informational: its client saturates near nginx's rate and flatters us)",
      met: run.rows.every((r) => r.warm.rps >= 0.5 * r.nginx.rps),
      figure: `lowest ${pct(worst.warm.rps, worst.nginx.rps)} (${worst.target})`,
      informational: true,
    },
  ];
}

export const COUNTING_HEADING = "## Page-view counting on a cached page";

/** The counting-only run (`--counting-only`): its rounds and its target. */
export function countingMarkdown(header: string[], counting: CountingRun): string {
  const rates = (runs: LoadResult[]) => runs.map((r) => fmt(r.rps)).join(", ");
  return [
    COUNTING_HEADING,
    "",
    ...header,
    "",
    `- counting on (req/s, in the order run): ${rates(counting.on)}`,
    `- ANALYTICS=off (req/s, in the order run): ${rates(counting.off)}`,
    ...countingTarget(counting).map((t) => `- ${t.met ? "met" : "**not met**"}: ${t.name} — ${t.figure}`),
    "",
  ].join("\n");
}

/** Counting page views costs a cached page at most 5% of its rate (medians of the rounds). */
export function countingTarget(counting: CountingRun | undefined): Target[] {
  if (!counting?.on.length || !counting.off.length) return [];
  const median = (runs: LoadResult[]) => {
    const rates = runs.map((r) => r.rps).sort((a, b) => a - b);
    return rates[Math.floor((rates.length - 1) / 2)]!;
  };
  const on = median(counting.on);
  const off = median(counting.off);
  return [
    {
      name: "cached /journal with page-view counting on ≥ 95% of its rate with ANALYTICS=off (wrk, a browser's user agent)",
      met: on >= 0.95 * off,
      figure: `${pct(on, off)} (on ${counting.on.map((r) => fmt(r.rps)).join(", ")}; off ${counting.off.map((r) => fmt(r.rps)).join(", ")} req/s)`,
    },
  ];
}

/**
 * Cached ≥ 50% of nginx serving the same bytes, both measured with wrk in the same run (a C
 * client, not the bottleneck): the pages issue 28 names decide; the others are reported.
 */
function wrkTarget(rows: Row[]): Target[] {
  const measured = rows.filter((r) => r.warmWrk && r.nginxWrk);
  if (measured.length < rows.length) return [];
  const share = (r: Row) => r.warmWrk!.rps / r.nginxWrk!.rps;
  const named = measured.filter((r) => RATIO_TARGETS(r.target));
  const others = measured.filter((r) => !RATIO_TARGETS(r.target));
  const list = (rs: Row[]) => rs.map((r) => `${r.target} ${pct(r.warmWrk!.rps, r.nginxWrk!.rps)}`).join(", ");
  return [
    {
      name: "cached answer ≥ 50% of nginx's requests/s for the same bytes (wrk, same run): /, /journal, an article, /api/blog-posts",
      met: named.every((r) => share(r) >= 0.5),
      figure: list(named),
    },
    {
      name: "the same for the other targets (informational)",
      met: others.every((r) => share(r) >= 0.5),
      figure: list(others),
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
    "| target | size gzip / plain KiB | uncached p50 / p99 (1 conn) | uncached on PostgreSQL p50 / p99 | uncached req/s (10 conn) | cached req/s (50 conn) | cached p50 / p99 | nginx req/s (50 conn) | cached / nginx |" +
      (wrk
        ? " wrk: cached req/s | wrk: bare Node.js, our headers | wrk: bare Node.js req/s | wrk: nginx req/s | wrk: cached / nginx |"
        : ""),
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|" + (wrk ? "--:|--:|--:|--:|--:|" : ""),
    ...run.rows.map(
      (r) =>
        `| ${r.target} | ${kb(r.gzipBytes)} / ${kb(r.plainBytes)} | ${ms(r.coldLatency)} | ${r.coldLatencyPg ? ms(r.coldLatencyPg) : "—"} | ${fmt(r.coldThroughput.rps)} | ${fmt(r.warm.rps)} | ${ms(r.warm)} | ${fmt(r.nginx.rps)} | ${pct(r.warm.rps, r.nginx.rps)} |` +
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
  if (run.journal) lines.push("", journalMarkdown(run.journal).trimEnd());
  return lines.join("\n") + "\n";
}

// The journal at volume (issue #15): /journal, a middle page, a tag page and the search page,
// rendered on every request, with 200 and 5,000 posts.

const JOURNAL_PAGES: Record<JournalPage, string> = {
  journal: "/journal",
  middle: "middle page",
  tag: "tag page",
  search: "search",
};
/** Uncached medians at the larger volume: list pages, and the search page. */
const LIST_MEDIAN_MS = 20;
const LIST_GROWTH = 1.5;
const SEARCH_MEDIAN_MS = 30;
const JOURNAL_MAX_BYTES = 120_000;

export interface JournalRun {
  header: string[];
  volumes: JournalVolume[];
  /** The machine's 1-minute load average before and after the runs: other processes share the cores. */
  load: [number, number];
}

const journalRow = (volume: JournalVolume, page: JournalPage) => volume.rows.find((r) => r.page === page)!;

export function journalTargets(run: JournalRun): Target[] {
  const small = run.volumes[0]!;
  const large = run.volumes.at(-1)!;
  const posts = (v: JournalVolume) => `${fmt(v.posts)} posts`;
  const lists = (["journal", "middle", "tag"] as const).map((page): Target => {
    const at = journalRow(large, page).latency.p50;
    const before = journalRow(small, page).latency.p50;
    return {
      name: `uncached ${JOURNAL_PAGES[page]} at ${posts(large)}, median ≤ ${LIST_MEDIAN_MS} ms and ≤ ${LIST_GROWTH}× the same at ${posts(small)}`,
      met: at <= LIST_MEDIAN_MS && at <= LIST_GROWTH * before,
      figure: `${fmt(at, 1)} ms, ${fmt(at / before, 2)}× (${fmt(before, 1)} ms)`,
    };
  });
  const search = journalRow(large, "search").latency.p50;
  const biggest = run.volumes.reduce((a, b) =>
    journalRow(b, "journal").plainBytes > journalRow(a, "journal").plainBytes ? b : a,
  );
  const failed = run.volumes.reduce((n, v) => n + v.rows.reduce((m, r) => m + failures(r.latency), 0), 0);
  return [
    ...lists,
    {
      name: `uncached /search?q= of a common word at ${posts(large)}, median ≤ ${SEARCH_MEDIAN_MS} ms`,
      met: search <= SEARCH_MEDIAN_MS,
      figure: `${fmt(search, 1)} ms`,
    },
    {
      name: `/journal's HTML ≤ ${fmt(JOURNAL_MAX_BYTES / 1000)} KB (${fmt(JOURNAL_MAX_BYTES)} bytes) uncompressed, at ${run.volumes.map(posts).join(" and ")}`,
      met: run.volumes.every((v) => journalRow(v, "journal").plainBytes <= JOURNAL_MAX_BYTES),
      figure: `largest ${fmt(journalRow(biggest, "journal").plainBytes)} bytes (${posts(biggest)})`,
    },
    { name: "no errors, timeouts or non-2xx answers in any run", met: failed === 0, figure: fmt(failed) },
  ];
}

/** failedRuns for the journal at volume. */
export function failedJournalRuns(run: JournalRun): string[] {
  return run.volumes.flatMap((v) =>
    v.rows.flatMap((r) =>
      failures(r.latency) === 0
        ? []
        : [
            `${r.target} (${fmt(v.posts)} posts) · uncached, 1 connection: ${r.latency.non2xx} non-2xx, ${r.latency.errors} errors (${r.latency.timeouts} timeouts) of ${fmt(r.latency.requests)} requests`,
          ],
    ),
  );
}

export const JOURNAL_HEADING = "## Journal at volume";

export function journalMarkdown(run: JournalRun): string {
  const small = run.volumes[0]!;
  const lines = [
    JOURNAL_HEADING,
    "",
    ...run.header,
    "",
    "| page | posts | address | size gzip / plain KiB | uncached p50 / p99 (1 conn) | req/s (1 conn) | p50 against " +
      `${fmt(small.posts)} posts |`,
    "|---|--:|---|--:|--:|--:|--:|",
    ...(Object.keys(JOURNAL_PAGES) as JournalPage[]).flatMap((page) =>
      run.volumes.map((v) => {
        const r = journalRow(v, page);
        const base = journalRow(small, page).latency.p50;
        return (
          `| ${JOURNAL_PAGES[page]} | ${fmt(v.posts)} | ${r.target} | ${kb(r.gzipBytes)} / ${kb(r.plainBytes)} | ${ms(r.latency)} | ` +
          `${fmt(r.latency.rps)} | ${v === small ? "—" : `${fmt(r.latency.p50 / base, 2)}×`} |`
        );
      }),
    ),
    "",
    ...run.volumes.map(
      (v) =>
        `${fmt(v.posts)} posts: filled in ${fmt(v.fillMs / 1000)} s; ${fmt(v.pageCount)} journal pages; ` +
        `tag “${v.tag.name}” on ${fmt(v.tag.count)} posts; the search word matches ${fmt(v.searchMatches)} posts and case studies; ` +
        `server ready in ${fmt(v.startMs)} ms.`,
    ),
    `1-minute load average before and after the runs: ${fmt(run.load[0], 1)} → ${fmt(run.load[1], 1)} (every process on the machine).`,
    "",
    "| issue #15 target | result | figure |",
    "|---|---|---|",
    ...journalTargets(run).map((t) => `| ${t.name} | ${t.met ? "met" : "**not met**"} | ${t.figure} |`),
  ];
  const failed = failedJournalRuns(run);
  if (failed.length)
    lines.push("", "**Runs with failed answers — their figures are not valid:**", "", ...failed.map((f) => `- ${f}`));
  return lines.join("\n") + "\n";
}
