import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort } from "#server/http/free-port.server.ts";
import { cookieFetch, signInChoosingPassword } from "../tests/support/cookie-fetch.ts";
import { SERVER_NODE_FLAGS } from "./server-node-flags.ts";

// `npm run load`: a bounded mixed run against the production server on loopback — 80% page and
// API reads, 20% writes as staff, 50 connections, 60 s (LOAD_SECONDS to change). Passes when
// there are no errors, no 5xx, and RSS at the end is within 20% of RSS in the middle.

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const buildDir = process.env.BUILD_DIR || "build";
if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-load-"));
const port = await freePort();
const url = `http://localhost:${port}`;
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.ts")], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "inherit"],
});
let out = "";
server.stdout!.on("data", (c) => (out += c));

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

try {
  for (
    let i = 0;
    i < 300 &&
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  const owner = /Email:\s+(\S+)\s+Password:\s+(\S+)/.exec(out.replace(/\n/g, " "));
  if (!owner) throw new Error("no owner credentials printed at first start");
  const client = cookieFetch();
  // The printed first-owner password leads to "Choose a new password" first.
  await signInChoosingPassword(client, url, owner[1]!, owner[2]!, `load-${Date.now()}-password`);
  const cookie = client.cookieHeader(`${url}/api/blog-posts`);
  const cards = (await (await fetch(`${url}/api/portfolio-cards`)).json()) as { id: string }[];
  const posts = (await (await fetch(`${url}/api/blog-posts`)).json()) as { slug: string }[];
  const studies = (await (await fetch(`${url}/api/case-studies`)).json()) as { slug: string }[];
  const json = { "content-type": "application/json", cookie };
  let n = 0;
  const requests: autocannon.Request[] = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/portfolio" },
    { method: "GET", path: "/journal" },
    { method: "GET", path: `/journal/${posts[0]!.slug}` },
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
    { method: "GET", path: `/case-studies/${studies[0]!.slug}` },
    { method: "GET", path: "/api/blog-posts" },
    { method: "GET", path: "/api/portfolio-cards" },
    {
      method: "PUT",
      path: `/api/portfolio-cards/${cards[0]!.id}`,
      headers: json,
      body: JSON.stringify({ sortOrder: 0 }),
    },
    { method: "GET", path: "/api/case-studies" },
  ];
  let middle = 0;
  const sampler = setTimeout(() => (middle = rss()), (seconds * 1000) / 2);
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    requests,
    setupClient: (c) => c.on("response", (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
  } as autocannon.Options);
  clearTimeout(sampler);
  const end = rss();
  const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((a, [, c]) => a + c, 0);
  const lines = [
    `requests: ${result.requests.total} in ${seconds} s (${result.requests.average.toFixed(0)}/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    `statuses: ${[...statuses]
      .sort()
      .map(([s, c]) => `${s}×${c}`)
      .join(", ")}`,
    `errors: ${result.errors}, timeouts: ${result.timeouts}, 5xx: ${fiveXx}`,
    `RSS: middle ${middle.toFixed(0)} MiB, end ${end.toFixed(0)} MiB (${(((end - middle) / middle) * 100).toFixed(1)}%)`,
  ];
  console.log(lines.join("\n"));
  const ok = result.errors === 0 && result.timeouts === 0 && fiveXx === 0 && end <= middle * 1.2;
  console.log(ok ? "load test passed" : "load test FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
