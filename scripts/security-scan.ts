import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "#server/http/free-port.server.ts";
import { cookieFetch, signInChoosingPassword } from "../tests/support/cookie-fetch.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.ts";

// `npm run scan`: sqlmap against the API's parameters and wapiti against the site, both on
// loopback against the production build on a fresh database. Fails on any finding.
// Needs Debian's sqlmap and wapiti (apt-get install sqlmap wapiti).

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR || "build";
for (const tool of ["sqlmap", "wapiti"]) {
  if (spawnSync("which", [tool]).status !== 0) {
    console.error(`${tool} is missing: apt-get install -y sqlmap wapiti`);
    process.exit(1);
  }
}
if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "arcwell-scan-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.ts")], {
  cwd: root,
  env: {
    ...SERVER_ENV,
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let out = "";
server.stdout!.on("data", (c) => (out += c));

function run(command: string, args: string[]): string {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 20 * 60 * 1000 });
  const text = `${result.stdout}\n${result.stderr}`;
  // What the tool concluded, for the record.
  const summary = text
    .split("\n")
    .filter((line) => /not injectable|injectable|vulnerab|tested|CRITICAL|ERROR|Report|found/i.test(line))
    .slice(-4);
  for (const line of summary) console.log(`    ${line.trim().slice(0, 200)}`);
  return text;
}

const findings: string[] = [];
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
  const owner = /Email:\s+(\S+)\s+Password:\s+(\S+)/.exec(out.replace(/\n/g, " "))!;
  const client = cookieFetch();
  // The printed first-owner password leads to "Choose a new password" first.
  await signInChoosingPassword(client, url, owner[1]!, owner[2]!, `scan-${Date.now()}-password`);
  const cookie = client.cookieHeader(`${url}/api/`);
  const cards = (await (await fetch(`${url}/api/portfolio-cards`)).json()) as { id: string }[];

  // sqlmap: path parameters (slugs, ids) and JSON bodies, as a visitor and as staff.
  const targets: string[][] = [
    ["-u", `${url}/api/blog-posts/validating-a-venture-in-six-weeks*`],
    ["-u", `${url}/api/case-studies/leadsmanager-crm-small-teams*`],
    [
      "-u",
      `${url}/api/portfolio-cards/${cards[0]!.id}*`,
      "--method",
      "PUT",
      "--data",
      '{"tagline":"x"}',
      "--cookie",
      cookie,
      "--headers",
      "Content-Type: application/json",
    ],
    [
      "-u",
      `${url}/api/contact`,
      "--data",
      '{"name":"a","email":"a@example.com","projectInterest":"b"}',
      "--headers",
      "Content-Type: application/json",
    ],
    [
      "-u",
      `${url}/api/blog-posts`,
      "--data",
      '{"title":"t","excerpt":"e","content":"<p>c</p>","category":"Tech Trends"}',
      "--cookie",
      cookie,
      "--headers",
      "Content-Type: application/json",
    ],
    ["-u", `${url}/api/investor-access`, "--data", '{"password":"x"}', "--headers", "Content-Type: application/json"],
  ];
  for (const target of targets) {
    const text = run("sqlmap", [
      ...target,
      "--batch",
      "--level",
      "2",
      "--risk",
      "1",
      "--output-dir",
      path.join(work, "sqlmap"),
      "--flush-session",
      "--disable-coloring",
      "--ignore-code",
      "400,401,403,404,409,413,415,429",
    ]);
    if (/is vulnerable|sqlmap identified the following injection point/i.test(text))
      findings.push(`sqlmap: ${target[1]}`);
  }

  // wapiti: crawl the public site and attack every form and parameter it finds. Its crawler
  // stops at the first page here, so every public page (and the query parameter the home
  // page reads) is given as a start URL.
  const report = path.join(work, "wapiti.json");
  const starts = [
    "/?contact=true",
    "/portfolio",
    "/case-studies",
    "/case-studies/leadsmanager-crm-small-teams",
    "/journal",
    "/journal/validating-a-venture-in-six-weeks",
    "/ventures/leadsmanager",
    "/ventures/supplylink",
    "/ventures/anything",
    "/about",
    "/privacy",
    "/terms",
    "/dashboard",
    "/api/login?returnTo=%2Fdashboard",
    "/api/blog-posts",
    "/api/portfolio-cards",
    "/api/case-studies",
  ].flatMap((p) => ["-s", `${url}${p}`]);
  run("wapiti", [
    "-u",
    `${url}/`,
    ...starts,
    "--scope",
    "folder",
    "-m",
    "sql,xss,exec,file,crlf,redirect,permanentxss,ssrf",
    "--flush-session",
    "--max-scan-time",
    process.env.SCAN_SECONDS ?? "900",
    "-f",
    "json",
    "-o",
    report,
  ]);
  if (!existsSync(report)) throw new Error("wapiti wrote no report");
  const result = JSON.parse(readFileSync(report, "utf8")) as {
    vulnerabilities: Record<string, unknown[]>;
    anomalies?: Record<string, unknown[]>;
  };
  for (const [kind, items] of Object.entries(result.vulnerabilities)) {
    for (const item of items) findings.push(`wapiti ${kind}: ${JSON.stringify(item).slice(0, 300)}`);
  }
  // A 500 is a finding too: nothing a client sends may produce one.
  for (const [kind, items] of Object.entries(result.anomalies ?? {})) {
    for (const item of items) findings.push(`wapiti anomaly ${kind}: ${JSON.stringify(item).slice(0, 300)}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(work, { recursive: true, force: true });
}

if (findings.length) {
  console.error(`\n${findings.length} finding(s):\n${findings.join("\n")}`);
  process.exit(1);
}
console.log("\nscan passed: no findings from sqlmap or wapiti");
