// Cost of counting one page view on a cache hit (issue 31), in-process: the counter the page
// cache calls, with requests from a browser, one address (a benchmark) or many (real traffic).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { openDatabase } from "#db/client.server.ts";
import { SiteAnalytics } from "#server/analytics/site-analytics.server.ts";
import { BROWSER_AGENT } from "./load.ts";

const database = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), "counting-")) });
await database.migrate();
const analytics = new SiteAnalytics({ db: database.db, logger: pino({ level: "silent" }), flushEveryMs: 3_600_000 });
const { hit, pathOf } = analytics.counters({ trust: () => false, origin: () => "http://localhost:3000" });

const request = (address: string, url: string) =>
  ({
    method: "GET",
    url,
    headers: { "user-agent": BROWSER_AGENT, "accept-encoding": "gzip, br", referer: "https://news.example.org/item" },
    socket: { remoteAddress: address },
  }) as never;
const oneClient = Array.from({ length: 1000 }, () => request("127.0.0.1", "/journal"));
const manyClients = Array.from({ length: 1000 }, (_, i) =>
  request(`10.0.${i >> 8}.${i & 255}`, `/journal?page=${i % 7}`),
);

// The page cache works out each stored page's path once; a hit hands it over.
const pathOfRequest = (req: unknown) => pathOf((req as { url: string }).url)!;
hit(oneClient[0]!, pathOfRequest(oneClient[0]));
await analytics.flush(); // the day's salt is known from here on

function nsPerHit(requests: unknown[], rounds: number): number {
  const paths = requests.map(pathOfRequest);
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (let i = 0; i < requests.length; i++) hit(requests[i] as never, paths[i]!);
  return Number(process.hrtime.bigint() - start) / (rounds * requests.length);
}
for (const [label, requests] of [
  ["one client", oneClient],
  ["1,000 clients", manyClients],
] as const) {
  nsPerHit(requests, 200); // warm up
  const runs = Array.from({ length: 5 }, () => nsPerHit(requests, 500)).sort((a, b) => a - b);
  console.log(`${label}: ${runs[2]!.toFixed(0)} ns per counted hit (min ${runs[0]!.toFixed(0)})`);
}
await analytics.close();
await database.close();
