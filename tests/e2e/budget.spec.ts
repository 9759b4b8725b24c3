import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { FIRST_LOAD_CSS_BUDGET, FIRST_LOAD_JS_BUDGET } from "./support/budgets.ts";
import { expect, test } from "./support/fixtures.ts";
import { PUBLIC_PAGES } from "./support/public-pages.ts";

// docs/product.md#quality-bars: the JavaScript and CSS a visitor's browser loads for a public page, up to the
// load event and network idle, in gzip bytes (level 9, computed here from each response body
// so the figure does not depend on how the server compresses). Bytes, not time.

const app = useAppServer();

interface Asset {
  url: string;
  kind: "js" | "css";
  gzip: number;
}

function kindOf(response: Response): Asset["kind"] | undefined {
  const type = response.headers()["content-type"] ?? "";
  const resourceType = response.request().resourceType();
  if (type.includes("javascript") || resourceType === "script") return "js";
  if (type.includes("text/css") || resourceType === "stylesheet") return "css";
  return undefined;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function breakdown(assets: Asset[], kind: Asset["kind"], budget: number) {
  const files = assets.filter((a) => a.kind === kind).sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, a) => sum + a.gzip, 0);
  const lines = files.map((a) => `  ${kib(a.gzip).padStart(9)}  ${new URL(a.url).pathname}`);
  return {
    files,
    total,
    report: `${kind.toUpperCase()} ${kib(total)} gzip (budget ${kib(budget)}), ${files.length} files:\n${lines.join("\n")}`,
  };
}

for (const { path } of PUBLIC_PAGES) {
  test(`${path}: first-load JavaScript and CSS within budget (gzip)`, async ({ page }) => {
    const pending: Promise<Asset | undefined>[] = [];
    page.on("response", (response) => {
      const kind = kindOf(response);
      if (!kind || response.status() !== 200) return;
      pending.push(
        response.body().then((body) => ({ url: response.url(), kind, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });

    const response = await page.goto(`${app().url}${path}`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");

    // One entry per URL (a module requested twice is downloaded once).
    const assets = [
      ...new Map((await Promise.all(pending)).filter((a) => a !== undefined).map((a) => [a.url, a])).values(),
    ];
    const js = breakdown(assets, "js", FIRST_LOAD_JS_BUDGET);
    const css = breakdown(assets, "css", FIRST_LOAD_CSS_BUDGET);
    // One line per page in the run's output, so the figures are at hand when everything passes.
    console.log(
      `first load ${path}: JS ${kib(js.total)} in ${js.files.length} files, CSS ${kib(css.total)} in ${css.files.length}`,
    );

    // Nothing recorded would mean the recording broke, not that the page is light.
    expect(js.files.length, "JavaScript files recorded").toBeGreaterThan(0);
    expect(css.files.length, "stylesheets recorded").toBeGreaterThan(0);
    expect.soft(js.total, `first-load JavaScript of ${path}\n${js.report}\n`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    expect.soft(css.total, `first-load CSS of ${path}\n${css.report}\n`).toBeLessThanOrEqual(FIRST_LOAD_CSS_BUDGET);
  });
}

// Decision 070: a wide glow drawn through a 64 px blur filter took most of the first paint's raster
// time in a browser painting without a GPU; such glows are masked gradients (`glow`, app.css).
for (const { path } of PUBLIC_PAGES) {
  test(`${path}: no element is painted through a blur filter of 64 px or more`, async ({ page }) => {
    const response = await page.goto(`${app().url}${path}`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    const blurred = await page.evaluate(() =>
      [...document.querySelectorAll("body *")].flatMap((element) => {
        const radius = /blur\(([\d.]+)px\)/.exec(getComputedStyle(element).filter)?.[1];
        return radius && Number(radius) >= 64 ? [`${element.tagName.toLowerCase()}.${element.classList}`] : [];
      }),
    );
    expect(blurred).toEqual([]);
  });
}
