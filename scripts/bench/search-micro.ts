// Cost of one search at 5,000 posts (issue 28), in-process: searchContent for the bench's word
// on a new PGlite database, and on PostgreSQL when BENCH_DATABASE_URL (else TEST_DATABASE_URL)
// names a server (a database of its own is made and dropped). Run it with the server's Node
// flags to see what the server sees: node --liftoff-only scripts/bench/search-micro.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "#db/client.server.ts";
import { searchContent } from "#server/content/search.server.ts";
import { freshPostgresDatabase } from "../load/postgres.ts";
import { SEARCH_WORD } from "./journal.ts";
import { fillVolume } from "./volume.ts";

const POSTS = 5000;
const RUNS = Number(process.env.SEARCH_RUNS ?? 200);

async function measure(label: string, database: Database): Promise<void> {
  await database.migrate();
  await fillVolume(database.db, POSTS);
  const search = () => searchContent(database.db, { q: SEARCH_WORD, limit: 10 });
  for (let i = 0; i < 20; i++) await search(); // warm-up: JIT, buffers, the function's plan
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await search();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { total } = await search();
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2);
  console.log(`${label}: ${SEARCH_WORD} (${total} matches) p50 ${at(0.5)} ms, p90 ${at(0.9)} ms over ${RUNS}`);
}

const dir = mkdtempSync(join(tmpdir(), "search-micro-"));
const pglite = openDatabase({ dataDir: dir });
try {
  await measure("PGlite", pglite);
} finally {
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const fresh = await freshPostgresDatabase(serverUrl);
  const postgres = openDatabase({ databaseUrl: fresh.url, dataDir: "" });
  try {
    await measure("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await fresh.drop();
  }
}
