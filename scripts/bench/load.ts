import { spawnSync } from "node:child_process";
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
}

export const HEADERS = { "accept-encoding": "gzip" };

/** autocannon against `url`; `bad` counts errors, timeouts and non-2xx answers. */
export async function cannon(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration: seconds, headers: HEADERS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    bad: r.errors + r.timeouts + r.non2xx,
  };
}

export const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

/** wrk (C, one thread) where installed: a client that is not itself the bottleneck. */
export function wrk(url: string, connections: number, seconds: number): LoadResult | undefined {
  if (!hasWrk) return undefined;
  const out = spawnSync("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url], {
    encoding: "utf8",
  }).stdout;
  const ms = (label: string) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms("50%"),
    p99: ms("99%"),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    bad: non2xx + (errors ? errors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}
