import { loadavg } from "node:os";
import { JOURNAL_PAGE_SIZE } from "#core/constants.ts";
import { pagePath, tagPath } from "#core/journal-paths.ts";
import { openDatabase } from "#db/client.server.ts";
import { journalPage, postTaxonomy } from "#server/content/posts.server.ts";
import { searchContent } from "#server/content/search.server.ts";
import { cannon, HEADERS, type LoadResult } from "./load.ts";
import { capturePage } from "./nginx.ts";
import type { BenchServer } from "./server.ts";
import { fillVolume } from "./volume.ts";

// The journal at volume (issue #15): the same data set with 200 and with 5,000 posts, each in a
// new data directory, and the paged lists and the search page rendered on every request
// (PAGE_CACHE=off): how their cost grows with the number of posts.

export const JOURNAL_VOLUMES = [200, 5000];
/** A word of the sample sentences that most posts contain (as a query's last word it matches as a prefix too). */
export const SEARCH_WORD = "customers";

export type JournalPage = "journal" | "middle" | "tag" | "search";

export interface JournalRow {
  page: JournalPage;
  target: string;
  plainBytes: number;
  /** As our server sent it with `Accept-Encoding: gzip`. */
  gzipBytes?: number;
  /** 1 connection; p50 / p99 to the microsecond. */
  latency: LoadResult;
}

export interface JournalVolume {
  posts: number;
  fillMs: number;
  /** From spawn to the first `GET /` answered 200, on this data. */
  startMs: number;
  pageCount: number;
  tag: { name: string; count: number };
  searchMatches: number;
  rows: JournalRow[];
}

export async function journalAtVolume(opts: {
  /** A new, empty data directory for `posts`. */
  dataDir: (posts: number) => string;
  pgliteTemplate: string;
  /** The `index`-th server running at the same time. */
  server: (dataDir: string, env: Record<string, string>, index: number) => Promise<BenchServer>;
  seconds: number;
  log: (message: string) => void;
}): Promise<{ volumes: JournalVolume[]; load: [number, number] }> {
  const filled: Omit<JournalVolume, "startMs" | "rows">[] = [];
  for (const posts of JOURNAL_VOLUMES) {
    opts.log(`journal at volume: filling a new database with ${posts.toLocaleString("en-US")} posts`);
    const started = performance.now();
    const database = openDatabase({ dataDir: opts.dataDir(posts), pgliteTemplate: opts.pgliteTemplate });
    try {
      await database.migrate();
      await fillVolume(database.db, posts);
      // What the pages will show, read through the app's own functions: the number of pages,
      // the tag with the most posts, and how many entries the search word matches.
      const { pageCount } = (await journalPage(database.db, 1, JOURNAL_PAGE_SIZE))!;
      const { name, count } = (await postTaxonomy(database.db)).tags[0]!;
      const { total } = await searchContent(database.db, { q: SEARCH_WORD, limit: 1 });
      filled.push({
        posts,
        fillMs: performance.now() - started,
        pageCount,
        tag: { name, count },
        searchMatches: total,
      });
    } finally {
      await database.close();
    }
    opts.log(`  filled in ${Math.round(filled.at(-1)!.fillMs / 1000)} s`);
  }

  // One uncached server per volume, all started before any run, so that each page is measured on
  // every volume back to back: the ratio between volumes then compares runs seconds apart, not
  // minutes, on a machine whose other load may change.
  // RATE_LIMIT_SEARCH: the highest value server/config.server.ts accepts, so no answer is a 429.
  const servers: BenchServer[] = [];
  try {
    for (const [i, { posts }] of filled.entries())
      servers.push(await opts.server(opts.dataDir(posts), { PAGE_CACHE: "off", RATE_LIMIT_SEARCH: "1000000" }, i));
    opts.log(`uncached servers (PAGE_CACHE=off): ${opts.seconds} s at 1 connection per page and volume`);
    const loadBefore = loadavg()[0]!;
    const rows: JournalRow[][] = filled.map(() => []);
    for (const page of ["journal", "middle", "tag", "search"] as const) {
      for (const [i, volume] of filled.entries()) {
        const target = {
          journal: "/journal",
          middle: pagePath("/journal", Math.ceil(volume.pageCount / 2)),
          tag: tagPath(volume.tag.name)!,
          search: `/search?q=${encodeURIComponent(SEARCH_WORD)}`,
        }[page];
        const url = servers[i]!.url + target;
        const answer = await capturePage(servers[i]!.url, target, HEADERS);
        if (answer.headers["x-cache"] === "HIT")
          throw new Error(`${target} came from the page cache although PAGE_CACHE=off`);
        await cannon(url, 1, 1); // warms the JIT and the database's buffers
        const latency = await cannon(url, 1, opts.seconds, { exact: true });
        rows[i]!.push({ page, target, plainBytes: answer.plain.length, gzipBytes: answer.gzip?.length, latency });
        opts.log(
          `  ${target} (${volume.posts.toLocaleString("en-US")} posts): p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`,
        );
      }
    }
    return {
      volumes: filled.map((v, i) => ({ ...v, startMs: servers[i]!.readyMs, rows: rows[i]! })),
      load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}
