import path from "node:path";
import type { Memory } from "../load/memory.ts";
import { freshPostgresDatabase } from "../load/postgres.ts";
import type { BenchServer } from "./server.ts";

// First start (issue 16): `npm start` on a new data directory with sample content, to the first
// `GET /` answered 200, on the embedded database and on a new PostgreSQL database; time, RSS then
// and peak RSS (VmHWM) then. Steady and peak RSS under traffic come from `npm run load`.

export const FIRST_START_HEADING = "## First start and memory";
export const FIRST_START_RUNS = 5;
const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface FirstStart {
  ms: number;
  memory: Memory;
}
export interface FirstStartRun {
  header: string[];
  embedded: FirstStart[];
  postgres: FirstStart[] | undefined;
}

export async function firstStarts(opts: {
  dataDir: (kind: string, run: number) => string;
  server: (dataDir: string, env: Record<string, string>) => Promise<BenchServer>;
  log: (message: string) => void;
}): Promise<Pick<FirstStartRun, "embedded" | "postgres">> {
  const measure = async (dataDir: string, env: Record<string, string>): Promise<FirstStart> => {
    const server = await opts.server(dataDir, { SEED_SAMPLE_CONTENT: "true", ...env });
    const result = { ms: server.readyMs, memory: server.memory() };
    await server.stop();
    return result;
  };
  const embedded: FirstStart[] = [];
  for (let run = 0; run < FIRST_START_RUNS; run++) embedded.push(await measure(opts.dataDir("embedded", run), {}));
  opts.log(`first start, embedded: ${embedded.map((r) => Math.round(r.ms)).join(", ")} ms`);
  let postgres: FirstStart[] | undefined = [];
  for (let run = 0; run < FIRST_START_RUNS; run++) {
    const database = await freshPostgresDatabase(POSTGRES_SERVER).catch(() => undefined);
    if (!database) {
      opts.log(`first start on PostgreSQL skipped: no server at ${POSTGRES_SERVER} (BENCH_POSTGRES_URL)`);
      postgres = undefined;
      break;
    }
    try {
      postgres.push(await measure(opts.dataDir("postgres", run), { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
  if (postgres) opts.log(`first start, PostgreSQL: ${postgres.map((r) => Math.round(r.ms)).join(", ")} ms`);
  return { embedded, postgres };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], unit: string) =>
  `${Math.round(median(values)).toLocaleString("en-US")} ${unit} (${Math.round(Math.min(...values)).toLocaleString("en-US")}–${Math.round(Math.max(...values)).toLocaleString("en-US")})`;

export function firstStartMarkdown(run: FirstStartRun): string {
  const row = (name: string, runs: FirstStart[]) =>
    `| ${name} | ${spread(
      runs.map((r) => r.ms),
      "ms",
    )} | ${spread(
      runs.map((r) => r.memory.rss),
      "MiB",
    )} | ${spread(
      runs.map((r) => r.memory.peak),
      "MiB",
    )} |`;
  return [
    FIRST_START_HEADING,
    "",
    ...run.header,
    "",
    "| database | first page, median (min–max) | RSS then | peak RSS (VmHWM) then |",
    "|---|--:|--:|--:|",
    row("embedded (PGlite)", run.embedded),
    run.postgres ? row("PostgreSQL", run.postgres) : "| PostgreSQL | not measured (no server) | | |",
    "",
    ...firstStartTargets(run).map((t) => `- ${t.met ? "met" : "**not met**"}: ${t.name} — ${t.figure}`),
    "",
    "RSS and peak under traffic (cached reads, one write a second, 20% writes): `npm run load` and `npm run load -- --postgres`, figures in the README.",
    "",
  ].join("\n");
}

export function firstStartTargets(run: FirstStartRun) {
  const ms = median(run.embedded.map((r) => r.ms));
  const targets = [{ name: "first start < 1.5 s (embedded, median)", met: ms < 1500, figure: `${Math.round(ms)} ms` }];
  if (run.postgres) {
    const rss = Math.max(...run.postgres.map((r) => r.memory.rss));
    targets.push({
      name: "PostgreSQL: RSS after start ≤ 150 MiB (every run)",
      met: rss <= 150,
      figure: `${Math.round(rss)} MiB`,
    });
  }
  return targets;
}

export const firstStartDir = (work: string) => (kind: string, run: number) => path.join(work, `first-${kind}-${run}`);
