import { mkdirSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { LIGHTHOUSE_TARGETS } from "../tests/e2e/support/budgets.ts";
import { ensureBuild, startProductionServer } from "./lighthouse/server.ts";
import { markdownNotes, markdownTable, meetsTargets, summarize, type PageSummary } from "./lighthouse/summary.ts";

// `npm run lighthouse`: Lighthouse's default (mobile, simulated throttling) configuration in
// Debian's Chromium on the five key pages of docs/product.md#quality-bars, against the production build on a
// fresh database with the sample content. Prints and writes bench/results/lighthouse.md, keeps
// the JSON reports in bench/results/lighthouse/, and exits 1 when a page misses a target.
//   BUILD_DIR        build to use (built first when missing), default build
//   LIGHTHOUSE_PORT  server port (Chromium's debugging port is the next one); default: free ports
//   LIGHTHOUSE_RUNS  runs per page, the median by performance score is kept; default 1
//   LIGHTHOUSE_PATHS comma-separated paths to audit instead of the five key pages

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR || "build";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const fixedPort = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined;
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const resultsDir = path.join(root, "bench/results");
const reportsDir = path.join(resultsDir, "lighthouse");

ensureBuild(root, buildDir);
const server = await startProductionServer(root, fixedPort);
let exitCode = 1;
try {
  const pages = process.env.LIGHTHOUSE_PATHS ? process.env.LIGHTHOUSE_PATHS.split(",") : await keyPages(server.url);
  // Visitors get pages from the full-page cache; fill it so no run measures a cold render.
  for (const page of pages)
    await fetch(server.url + page, { headers: { "accept-encoding": "br, gzip" } }).then((r) => r.arrayBuffer());

  mkdirSync(reportsDir, { recursive: true });
  const summaries: PageSummary[] = [];
  let version = "";
  for (const page of pages) {
    const results: { lhr: LighthouseResult; json: string }[] = [];
    for (let run = 0; run < runs; run++) {
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): retry twice.
      let result = await audit(server.url + page);
      for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry++) {
        console.log(`${page}: ${result.lhr.runtimeError.code}, running again`);
        result = await audit(server.url + page);
      }
      results.push(result);
    }
    const usable = results.some((r) => !r.lhr.runtimeError) ? results.filter((r) => !r.lhr.runtimeError) : results;
    usable.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const median = usable[Math.floor((usable.length - 1) / 2)]!;
    version = median.lhr.lighthouseVersion;
    writeFileSync(path.join(reportsDir, `${reportName(page)}.json`), median.json);
    const summary = summarize(page, median.lhr);
    summaries.push(summary);
    console.log(
      `${page}: ${Object.entries(summary.scores)
        .map(([id, s]) => `${id} ${s}`)
        .join(", ")}`,
    );
  }

  const passed = summaries.every(meetsTargets);
  const chromium = execFileSync(chromePath, ["--version"], { encoding: "utf8" }).trim();
  const commit = gitDescribe();
  const table = markdownTable(summaries);
  const markdown = [
    "# Lighthouse, mobile preset",
    "",
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at ${commit} with \`npm run lighthouse\`: Lighthouse ${version} ` +
      `(default configuration: mobile, simulated throttling) in ${chromium}, production build, ` +
      `sample content, page cache warm${runs > 1 ? `, median of ${runs} runs` : ""}.`,
    `Targets (docs/product.md#quality-bars): performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility, best practices and SEO ${LIGHTHOUSE_TARGETS.accessibility}. ` +
      `JS transferred: script bytes over the wire (brotli, response headers included). Result: ${passed ? "every target met" : "targets missed (✗)"}.`,
    "",
    table,
    "",
    "## Findings",
    "",
    markdownNotes(summaries) || "None.",
    "",
  ].join("\n");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, "lighthouse.md"), markdown);
  console.log(`\n${table}\n\n${markdownNotes(summaries)}`);
  console.log(passed ? "Lighthouse: every target met." : "Lighthouse: targets missed.");
  console.log("Written to bench/results/lighthouse.md; reports in bench/results/lighthouse/.");
  exitCode = passed ? 0 : 1;
} finally {
  await server.stop();
}
process.exit(exitCode);

/** The five key pages, with detail slugs taken from the public API. */
async function keyPages(url: string) {
  const first = async (api: string) => {
    const rows = (await (await fetch(url + api)).json()) as { slug: string }[];
    if (!rows[0]) throw new Error(`${api} lists nothing: no sample content?`);
    return rows[0].slug;
  };
  return [
    "/",
    "/portfolio",
    `/case-studies/${await first("/api/case-studies")}`,
    "/journal",
    `/journal/${await first("/api/blog-posts")}`,
  ];
}

/** One Lighthouse run in its own Chromium (a clean profile each time). */
async function audit(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS,
    port: fixedPort ? fixedPort + 1 : undefined,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, json: result.report as string };
  } finally {
    // Wait for the exit: the next run's Chromium reuses the debugging port.
    const exited = new Promise((resolve) =>
      chrome.process.exitCode !== null ? resolve(null) : chrome.process.once("close", resolve),
    );
    chrome.kill();
    await exited;
  }
}

function reportName(page: string) {
  return page.slice(1).replace(/[^a-z0-9-]+/gi, "_") || "home";
}

function gitDescribe() {
  try {
    return execFileSync("git", ["describe", "--always", "--dirty"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "an unknown commit";
  }
}
