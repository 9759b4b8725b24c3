import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";
import { PUBLIC_PAGES } from "./support/public-pages.ts";

// Visitors' browsers hydrate React's server HTML with Preact (decision 012). Preact corrects a
// mismatch silently — by re-creating or removing nodes — so a console check cannot see one.
// This watches the page from the end of parsing: hydration must keep every server-rendered
// element of the page's content and its stylesheet.

const app = useAppServer();

function watchMutations() {
  const log: string[] = [];
  (window as unknown as { __mutations: string[] }).__mutations = log;
  const name = (n: Node) =>
    n instanceof Element ? `<${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}>` : n.nodeName;
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    new MutationObserver((records) => {
      for (const r of records) {
        const inContent = r.target instanceof Element && r.target.closest("main, header, footer");
        r.removedNodes.forEach((n) => {
          const stylesheet = n instanceof HTMLLinkElement && n.rel === "stylesheet";
          if (stylesheet || (inContent && n instanceof Element)) log.push(`removed ${name(n)} from ${name(r.target)}`);
        });
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

for (const { path } of PUBLIC_PAGES) {
  test(`${path} hydrates in place: no server-rendered content or stylesheet is replaced`, async ({ page }) => {
    await page.addInitScript(watchMutations);
    // The server's HTML announces no module (decision 056): scripts load after what is seen.
    const html = await (await page.request.get(`${app().url}${path}`)).text();
    expect(html).toMatch(/<script[^>]* type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto(`${app().url}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const removed = await page.evaluate(() => (window as unknown as { __mutations: string[] }).__mutations);
    expect(removed).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  });
}
