import { spawnSync } from "node:child_process";
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Status codes other than 200 that were seen, e.g. { "304": 12 }. */
  statuses: Record<string, number>;
}

/** Every client sends this: what browsers send, minus brotli, which nginx-light cannot serve precompressed. */
export const HEADERS = { "accept-encoding": "gzip" };

export const failures = (r: LoadResult) => r.non2xx + r.errors;

/** The `q` quantile (nearest rank) of ascending `sorted`. */
const quantile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/**
 * autocannon in this process against `url`. autocannon's histogram keeps whole milliseconds;
 * with `exact`, p50 and p99 come instead from every 200 answer's own time (to the microsecond),
 * for runs whose figures are a few milliseconds and compared with each other.
 */
export async function cannon(
  url: string,
  connections: number,
  seconds: number,
  opts: { exact?: boolean; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const headers = { ...HEADERS, ...opts.headers };
  // Without a callback, autocannon answers its instance made thenable (its types show only the promise).
  const instance = autocannon({ url, connections, duration: seconds, headers }) as Promise<autocannon.Result> &
    autocannon.Instance;
  const times: number[] = [];
  // `on` answers the instance itself, which is the thenable awaited below.
  if (opts.exact)
    void instance.on("response", (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
    });
  const r = await instance;
  times.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const [code, { count = 0 }] of Object.entries(r.statusCodeStats ?? {}))
    if (code !== "200" && count) statuses[code] = count;
  return {
    rps: r.requests.average,
    p50: opts.exact ? quantile(times, 0.5) : r.latency.p50,
    p99: opts.exact ? quantile(times, 0.99) : r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses,
  };
}

export const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

/** A browser's user agent: requests that page-view counting counts (issue 31), unlike wrk's own. */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** wrk (C, one thread) where installed: a client that is not itself the bottleneck. */
export function wrk(url: string, connections: number, seconds: number, headers: string[] = []): LoadResult | undefined {
  if (!hasWrk) return undefined;
  const extra = headers.flatMap((header) => ["-H", header]);
  const out = spawnSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", ...extra, url],
    {
      encoding: "utf8",
    },
  ).stdout;
  const ms = (label: string) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(out)
    ?.slice(1)
    .map(Number) ?? [0, 0, 0, 0];
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  return {
    rps,
    p50: ms("50%"),
    p99: ms("99%"),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    non2xx,
    // A run wrk could not report on at all counts as failed.
    errors: socket.reduce((a, b) => a + b, 0) + (Number.isFinite(rps) ? 0 : 1),
    timeouts: socket[3]!,
    statuses: non2xx ? { "non-2xx": non2xx } : {},
  };
}
