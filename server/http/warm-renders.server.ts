import { request } from "node:http";
import type { Logger } from "pino";
import { normalisedPath } from "./normalised-path.server.ts";
import type { Emptied } from "./page-cache.server.ts";

// After a write, the answers it emptied that visitors had asked for most are asked for again
// through this server, one at a time, so they are in the page cache before the next visitor
// comes (decision 036). A request that arrives during such a render waits for it (request
// coalescing in PageCache.handle) instead of rendering the same page again. Each is asked for
// the origin it was rendered for (part of its key, decision 039): Host, and X-Forwarded-Host and
// -Proto, which count when TRUST_PROXY trusts loopback (a number of hops, or `loopback`) and are
// ignored, as from anyone, otherwise; with PUBLIC_URL the origin is fixed anyway.

/** How many emptied answers one change re-renders at most. */
export const WARM_MAX = 8;
const TIMEOUT_MS = 10_000;
// Answers per query string are rarely asked for twice, and search is rate limited per address.
const NOT_WARMED = new Set(["/search", "/search.data", "/api/search"]);

interface Job {
  /** Where this server listens. */
  server: string;
  /** The origin the answer was rendered for. */
  origin: string;
  url: string;
}

const queue: Job[] = [];
let running = false;

/** Queues the most asked-for of `emptied` for a render through the server listening at `server`. */
export function warmAgain(server: string, emptied: Emptied[], logger: Logger): void {
  const hottest = emptied
    .filter((e) => e.hits > 0 && !NOT_WARMED.has(normalisedPath(e.url.split("?", 1)[0]!)))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, WARM_MAX);
  for (const { origin, url } of hottest) {
    if (!queue.some((job) => job.server === server && job.origin === origin && job.url === url))
      queue.push({ server, origin, url });
  }
  // A burst of writes keeps the newest wishes; older ones are re-rendered by visitors.
  queue.splice(0, Math.max(0, queue.length - WARM_MAX * 4));
  if (!running) void drain(logger);
}

async function drain(logger: Logger) {
  running = true;
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await fetchOnce(job).catch((err: unknown) => logger.debug({ err, url: job!.url }, "warm re-render failed"));
    }
  } finally {
    running = false;
  }
}

function fetchOnce(job: Job): Promise<void> {
  return new Promise((resolve, reject) => {
    const { host, protocol } = new URL(job.origin);
    const forwarded = { host, "x-forwarded-host": host, "x-forwarded-proto": protocol.slice(0, -1) };
    const req = request(
      new URL(job.server + job.url), // a URL of `//host/…` is a path here, never another server
      // As a visitor asks: no cookie, for the same origin (part of the cache key), the plain bytes kept.
      { headers: { ...forwarded, "accept-encoding": "identity", "user-agent": "arcwell-warm-render" } },
      (res) => {
        res.resume();
        res.once("end", resolve);
        res.once("error", reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error("timed out")));
    req.once("error", reject);
    req.end();
  });
}
