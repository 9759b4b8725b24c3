// Measures, per public page, the JavaScript Chromium loads on a first visit (gzip -9 of each
// script body, summed) and the DOM mutations that hydration causes (a clean hydration causes
// none). Usage: BUILD_DIR=build node scripts/measure-first-load.ts [port]
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { PUBLIC_PAGES } from "../tests/e2e/support/public-pages.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.ts";

const port = Number(process.argv[2] ?? 4310);
const base = `http://127.0.0.1:${port}`;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "measure-"));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.ts"], {
  env: {
    ...SERVER_ENV,
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 300) throw new Error("server not ready");
  await new Promise((r) => setTimeout(r, 100));
}

// Mutations after the parser is done are the scripts' doing: hydration and effects.
const observe = () => {
  const log: string[] = [];
  (window as any).__mutations = log;
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const describe = (n: Node) =>
      n.nodeType === 1
        ? `<${(n as Element).tagName.toLowerCase()}${(n as Element).id ? "#" + (n as Element).id : ""}${(n as Element).getAttribute?.("rel") ? " rel=" + (n as Element).getAttribute("rel") : ""}${(n as Element).getAttribute?.("type") ? " type=" + (n as Element).getAttribute("type") : ""}>`
        : n.nodeType === 3
          ? `#text(${JSON.stringify(n.textContent!.slice(0, 30))})`
          : `#${n.nodeName}(${(n.textContent ?? "").slice(0, 20)})`;
    new MutationObserver((records) => {
      for (const r of records) {
        const where = describe(r.target);
        if (r.type === "attributes") log.push(`attr ${r.attributeName} on ${where}`);
        else if (r.type === "characterData") log.push(`text in ${where.slice(0, 60)}`);
        else {
          r.addedNodes.forEach((n) => log.push(`+ ${describe(n)} in ${where}`));
          r.removedNodes.forEach((n) => log.push(`- ${describe(n)} in ${where}`));
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
};

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
let worst = 0;
try {
  for (const { path: pagePath } of process.env.ONLY ? [{ path: process.env.ONLY }] : PUBLIC_PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(observe);
    const scripts = new Map<string, number>();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(base + pagePath, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const mutations: string[] = await page.evaluate(() => (window as any).__mutations);
    const styled = await page.evaluate(
      () =>
        document.querySelectorAll('link[rel="stylesheet"]').length +
        " stylesheet(s), " +
        document.styleSheets.length +
        " sheets, title=" +
        JSON.stringify(document.title) +
        ", titles=" +
        document.querySelectorAll("title").length,
    );
    mutations.unshift(styled);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    worst = Math.max(worst, total);
    console.log(
      `${pagePath.padEnd(60)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip in ${scripts.size} scripts; ${mutations.length} DOM mutations after parse${errors.length ? "; ERRORS: " + errors.join(" | ") : ""}`,
    );
    if (process.env.VERBOSE) {
      for (const [name, size] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB ${name}`);
      for (const m of mutations.slice(0, Number(process.env.MAXMUT ?? 40))) console.log(`    ${m}`);
    }
    await context.close();
  }
  console.log(`largest first load: ${(worst / 1024).toFixed(1)} KB gzip`);
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
