import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client.server.ts";
import { users } from "#db/schema.server.ts";
import { createApiToken } from "#server/auth/api-tokens.server.ts";
import { cannon, type LoadResult } from "./load.ts";
import type { BenchServer } from "./server.ts";
import type { Target } from "./report.ts";

// The media library at volume (issue 30): 10,000 items, one in seven shown by an entry, read
// through GET /api/media as the dashboard reads it (24 a page), with a read-scope API token.
// The first page, a page near the end (keyset cursor), the unused filter and a search.

export const MEDIA_ITEMS = 10_000;
const USED_EVERY = 7;
const PAGE = 24;
export const MEDIA_HEADING = "## The media library at 10,000 items";

export interface MediaRow {
  name: string;
  path: string;
  latency: LoadResult;
}

/** Fills `dataDir` (a new directory) with the items and a token that may read them. */
async function fillLibrary(dataDir: string, pgliteTemplate: string): Promise<string> {
  const database = openDatabase({ dataDir, pgliteTemplate });
  try {
    await database.migrate();
    const { db } = database;
    await db.execute(sql`
      insert into media_items (url, key, mime, bytes, width, height, title, alt, tags, created_at)
      select '/objects/uploads/bench-' || n || '.png', 'uploads/bench-' || n || '.png', 'image/png', 20000 + n,
        1600, 900, 'Studio photo ' || n, 'A photo from the studio, number ' || n,
        case when n % 10 = 0 then array['team'] else array[]::text[] end, now() - make_interval(secs => n)
      from generate_series(1, ${MEDIA_ITEMS}::int) n`);
    await db.execute(sql`
      insert into media_references (url, entity_type, entity_id)
      select '/objects/uploads/bench-' || n || '.png', 'blog-post', gen_random_uuid()
      from generate_series(${USED_EVERY}::int, ${MEDIA_ITEMS}::int, ${USED_EVERY}::int) n`);
    const [owner] = await db.insert(users).values({ email: "bench-owner@example.com", role: "owner" }).returning();
    return (await createApiToken(db, { name: "media bench", scope: "read" }, owner!.id)).token;
  } finally {
    await database.close();
  }
}

/** The address of the page about `share` of the way through the library, following the Link cursors. */
async function farPage(origin: string, headers: Record<string, string>, share: number): Promise<string> {
  let path = `/api/media?limit=100`;
  for (let read = 0; read < MEDIA_ITEMS * share; read += 100) {
    const res = await fetch(origin + path, { headers });
    await res.arrayBuffer();
    const link = res.headers.get("link");
    if (!link) break;
    path = link.slice(1, link.indexOf(">"));
  }
  return path.replace("limit=100", `limit=${PAGE}`);
}

export async function mediaAtVolume(opts: {
  dataDir: string;
  pgliteTemplate: string;
  server: (dataDir: string, env: Record<string, string>) => Promise<BenchServer>;
  seconds: number;
  log: (message: string) => void;
}): Promise<MediaRow[]> {
  opts.log(`media library: filling a new database with ${MEDIA_ITEMS.toLocaleString("en-US")} items`);
  const token = await fillLibrary(opts.dataDir, opts.pgliteTemplate);
  const headers = { authorization: `Bearer ${token}` };
  // The token's own limit (600 a minute) would answer most of a load run with 429s.
  const app = await opts.server(opts.dataDir, { RATE_LIMIT_API_TOKEN: "1000000" });
  try {
    const targets: [string, string][] = [
      ["first page", `/api/media?limit=${PAGE}`],
      ["a page 90% of the way in", await farPage(app.url, headers, 0.9)],
      ["unused only", `/api/media?limit=${PAGE}&unused=true`],
      ["tag filter", `/api/media?limit=${PAGE}&tag=team`],
      ["search", `/api/media?limit=${PAGE}&q=${encodeURIComponent("number 4321")}`],
    ];
    const rows: MediaRow[] = [];
    for (const [name, path] of targets) {
      const check = await fetch(app.url + path, { headers });
      const body = (await check.json()) as unknown[];
      if (check.status !== 200 || !Array.isArray(body) || !body.length)
        throw new Error(`GET ${path} answered ${check.status} with ${JSON.stringify(body).slice(0, 200)}`);
      await cannon(app.url + path, 1, 1, { headers }); // warms the JIT and the database's buffers
      const latency = await cannon(app.url + path, 1, opts.seconds, { exact: true, headers });
      rows.push({ name, path, latency });
      opts.log(`  ${name}: p50 ${latency.p50.toFixed(2)} ms`);
    }
    return rows;
  } finally {
    await app.stop();
  }
}

export function mediaTargets(rows: MediaRow[]): Target[] {
  return rows.map((row) => ({
    name: `GET /api/media (${row.name}) at ${MEDIA_ITEMS.toLocaleString("en-US")} items, median < 20 ms`,
    met: row.latency.p50 < 20,
    figure: `${row.latency.p50.toFixed(2)} ms`,
  }));
}

export function mediaMarkdown(header: string[], rows: MediaRow[]): string {
  return [
    MEDIA_HEADING,
    "",
    ...header,
    "",
    "| Read | Address | p50 | p99 | req/s |",
    "| --- | --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path.replace(/cursor=[^&]+/, "cursor=…")}\` | ${r.latency.p50.toFixed(2)} ms | ${r.latency.p99.toFixed(2)} ms | ${Math.round(r.latency.rps)} |`,
    ),
    "",
  ].join("\n");
}

export const mediaFailures = (rows: MediaRow[]) =>
  rows.flatMap((r) =>
    r.latency.non2xx || r.latency.errors
      ? [`${r.path}: ${r.latency.non2xx} non-2xx, ${r.latency.errors} errors of ${r.latency.requests} requests`]
      : [],
  );
