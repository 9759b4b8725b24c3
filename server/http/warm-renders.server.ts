import { request } from "node:http";
import type { Logger } from "pino";
import type { Emptied } from "./page-cache.server.ts";

// After a write, the answers it emptied that visitors had asked for most are asked for again
// through this server, one at a time, so they are in the page cache before the next visitor
// comes (decision 036). A request that arrives during such a render waits for it (request
// coalescing in PageCache.handle) instead of rendering the same page again.

/** How many emptied answers one change re-renders at most. */
export const WARM_MAX = 8;
const TIMEOUT_MS = 10_000;
// Answers per query string are rarely asked for twice, and search is rate limited per address.
const NOT_WARMED = /^\/(?:api\/)?search(?:[/?.]|$)/;

interface Job {
  origin: string;
  host: string;
  url: string;
}

const queue: Job[] = [];
let running = false;

/** Queues the most asked-for of `emptied` for a render through the server listening at `origin`. */
export function warmAgain(origin: string, emptied: Emptied[], logger: Logger): void {
  const hottest = emptied
    .filter((e) => e.hits > 0 && !NOT_WARMED.test(e.url))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, WARM_MAX);
  for (const { host, url } of hottest) {
    if (!queue.some((job) => job.origin === origin && job.host === host && job.url === url))
      queue.push({ origin, host, url });
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
    const req = request(
      new URL(job.url, job.origin),
      // As a visitor asks: no cookie, the same Host (part of the cache key), the plain bytes kept.
      { headers: { host: job.host, "accept-encoding": "identity", "user-agent": "arcwell-warm-render" } },
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
