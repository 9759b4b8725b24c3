import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort } from "#server/http/free-port.server.ts";
import { cookieFetch, signInChoosingPassword } from "../tests/support/cookie-fetch.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.ts";
import { BROWSER_AGENT } from "./bench/load.ts";
import { freshPostgresDatabase } from "./load/postgres.ts";
import { memoryOf, type Memory } from "./load/memory.ts";

// `npm run load`: bounded runs against the production server on loopback (decision 036).
//   1. cached reads: 50 connections reading public pages and API lists (MIX_SECONDS, 20 s);
//   2. mixed: the same readers while one staff write a second changes a published post or a
//      card that those pages show: the read rate (against run 1) and its p99;
//   3. writes: 80% reads, 20% staff writes, 50 connections (LOAD_SECONDS, 60 s).
// Reports RSS after start (first page answered), peak RSS (VmHWM) over everything, and RSS at
// the end. Passes when no answer failed (no errors, timeouts or 5xx) and RSS at the end of run 3
// is within 20% of RSS in its middle; the issue-16 targets are printed as met or missed.
//   --postgres[=URL]  run on a new database of that PostgreSQL server (default
//                     postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards
//   LOAD_CGROUP       a memory cgroup (v1) folder: the server runs inside it from its first instruction

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const mixSeconds = Number(process.env.MIX_SECONDS ?? 20);
const buildDir = process.env.BUILD_DIR || "build";
const postgresArg = process.argv.find((a) => a === "--postgres" || a.startsWith("--postgres="));
if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-load-"));
const database = postgresArg
  ? await freshPostgresDatabase(postgresArg.split("=")[1] || "postgres://postgres@127.0.0.1:5432/postgres")
  : undefined;
const port = await freePort();
const url = `http://localhost:${port}`;
const env: NodeJS.ProcessEnv = {
  ...SERVER_ENV,
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  ...(database ? { DATABASE_URL: database.url, SESSION_SECRET: "load-test-session-secret-0123456789abcdef" } : {}),
};
if (!database) delete env.DATABASE_URL;
const nodeArgs = [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.ts")];
// In a cgroup from the first instruction: the shell joins it, then becomes the server.
const server = process.env.LOAD_CGROUP
  ? spawn(
      "/bin/sh",
      ["-c", 'echo $$ > "$LOAD_CGROUP/cgroup.procs" && exec "$@"', "sh", process.execPath, ...nodeArgs],
      {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    )
  : spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
let out = "";
server.stdout!.on("data", (c) => (out += c));
const memory = (): Memory => memoryOf(server.pid!);
const mib = (m: number) => `${m.toFixed(0)} MiB`;

type Result = autocannon.Result & { statuses: Map<number, number> };
function run(opts: autocannon.Options): Promise<Result> {
  const statuses = new Map<number, number>();
  return autocannon({
    ...opts,
    setupClient: (c) => c.on("response", (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
  } as autocannon.Options).then((r) => Object.assign(r, { statuses }));
}
const fiveXx = (r: Result) => [...r.statuses].filter(([s]) => s >= 500).reduce((a, [, c]) => a + c, 0);
const failed = (r: Result) => r.errors + r.timeouts + fiveXx(r);
const statusLine = (r: Result) =>
  [...r.statuses]
    .sort()
    .map(([s, c]) => `${s}×${c}`)
    .join(", ");

try {
  const started = Date.now();
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 50));
  const afterStart = memory();
  const firstPageMs = Date.now() - started;
  const owner = /Email:\s+(\S+)\s+Password:\s+(\S+)/.exec(out.replace(/\n/g, " "));
  if (!owner) throw new Error("no owner credentials printed at first start");
  const client = cookieFetch();
  // The printed first-owner password leads to "Choose a new password" first.
  await signInChoosingPassword(client, url, owner[1]!, owner[2]!, `load-${Date.now()}-password`);
  const cookie = client.cookieHeader(`${url}/api/blog-posts`);
  const cards = (await (await fetch(`${url}/api/portfolio-cards`)).json()) as { id: string }[];
  const posts = (await (await fetch(`${url}/api/blog-posts`)).json()) as { id: string; slug: string }[];
  const studies = (await (await fetch(`${url}/api/case-studies`)).json()) as { slug: string }[];
  const json = { "content-type": "application/json", cookie, origin: url };
  // Readers come as a browser (autocannon's own user agent is a crawler's): the pages they read are
  // counted as page views (issue 31), so the memory figures include counting.
  const asBrowser = { "user-agent": BROWSER_AGENT };
  const reads: autocannon.Request[] = [
    { method: "GET", path: "/", headers: asBrowser },
    { method: "GET", path: "/portfolio", headers: asBrowser },
    { method: "GET", path: "/journal", headers: asBrowser },
    { method: "GET", path: `/journal/${posts[0]!.slug}`, headers: asBrowser },
    { method: "GET", path: `/case-studies/${studies[0]!.slug}`, headers: asBrowser },
    { method: "GET", path: "/api/blog-posts" },
    { method: "GET", path: "/api/portfolio-cards" },
    { method: "GET", path: "/api/case-studies" },
  ];

  // 1. Every answer from the page cache.
  const cached = await run({ url, connections: 50, duration: mixSeconds, requests: reads });

  // 2. The same readers, and one visible staff write a second: a published post's excerpt, then a card's tagline.
  let writes = 0;
  let writeFailures = 0;
  const writer = setInterval(() => {
    const n = writes++;
    const change =
      n % 2 === 0
        ? {
            path: `/api/blog-posts/${posts[n % posts.length]!.id}`,
            body: { excerpt: `Edited during the load run, ${n}.` },
          }
        : { path: `/api/portfolio-cards/${cards[n % cards.length]!.id}`, body: { tagline: `Edited ${n}` } };
    fetch(url + change.path, { method: "PUT", headers: json, body: JSON.stringify(change.body) }).then(
      (r) => void (r.ok || writeFailures++),
      () => void writeFailures++,
    );
  }, 1000);
  const mixed = await run({ url, connections: 50, duration: mixSeconds, requests: reads });
  clearInterval(writer);

  // 3. 20% writes: a new post (a draft) and a card's sort order, as staff.
  let n = 0;
  const requests: autocannon.Request[] = [
    ...reads.slice(0, 4),
    {
      method: "POST",
      path: "/api/blog-posts",
      headers: json,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          title: `Load ${n++}`,
          excerpt: "Load test",
          content: "<p>Load</p>",
          category: "Tech Trends",
        }),
      }),
    },
    ...reads.slice(4, 7),
    {
      method: "PUT",
      path: `/api/portfolio-cards/${cards[0]!.id}`,
      headers: json,
      body: JSON.stringify({ sortOrder: 0 }),
    },
    reads[7]!,
  ];
  let middle = 0;
  const sampler = setTimeout(() => (middle = memory().rss), (seconds * 1000) / 2);
  const result = await run({ url, connections: 50, duration: seconds, requests });
  clearTimeout(sampler);
  await new Promise((r) => setTimeout(r, 2000)); // the background re-renders settle
  const end = memory();

  const share = mixed.requests.average / cached.requests.average;
  const targets = [
    ["mixed reads ≥ 50% of cached reads", share >= 0.5],
    ["mixed reads p99 ≤ 50 ms", mixed.latency.p99 <= 50],
    ["20% writes ≥ 1,000 requests/s", result.requests.average >= 1000],
    ...(database
      ? [
          ["PostgreSQL: RSS after start ≤ 150 MiB", afterStart.rss <= 150],
          ["PostgreSQL: RSS at the end ≤ 200 MiB", end.rss <= 200],
        ]
      : [
          ["embedded: peak RSS ≤ 400 MiB", end.peak <= 400],
          ["embedded: RSS at the end ≤ 300 MiB", end.rss <= 300],
        ]),
  ] as const;
  const lines = [
    `database: ${database ? "PostgreSQL" : "embedded (PGlite)"}`,
    `first page ${firstPageMs} ms; RSS after start ${mib(afterStart.rss)}`,
    `cached reads: ${cached.requests.average.toFixed(0)}/s, p50 ${cached.latency.p50} ms, p99 ${cached.latency.p99} ms (${statusLine(cached)})`,
    `mixed, one write a second: reads ${mixed.requests.average.toFixed(0)}/s (${(share * 100).toFixed(0)}% of cached), p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms; ${writes} writes, ${writeFailures} failed (${statusLine(mixed)})`,
    `20% writes: ${result.requests.total} in ${seconds} s (${result.requests.average.toFixed(0)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${statusLine(result)})`,
    `errors: ${cached.errors + mixed.errors + result.errors}, timeouts: ${cached.timeouts + mixed.timeouts + result.timeouts}, 5xx: ${fiveXx(cached) + fiveXx(mixed) + fiveXx(result)}`,
    `RSS: after start ${mib(afterStart.rss)}, middle of run 3 ${mib(middle)}, end ${mib(end.rss)} (${(((end.rss - middle) / middle) * 100).toFixed(1)}%), peak ${mib(end.peak)}`,
    ...targets.map(([name, met]) => `target ${met ? "met" : "MISSED"}: ${name}`),
  ];
  console.log(lines.join("\n"));
  const ok = failed(cached) + failed(mixed) + failed(result) + writeFailures === 0 && end.rss <= middle * 1.2;
  console.log(ok ? "load test passed" : "load test FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
