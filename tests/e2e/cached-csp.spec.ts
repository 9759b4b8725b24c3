import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "#db/client.server.ts";
import { blogPosts } from "#db/schema.server.ts";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { startServerProcess, TEMPLATE_DIR, type AppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";

// A cached page's CSP names the hashes of the render's own scripts (decision 053). If stored
// content ever carried an inline script past the sanitizer, the page must block it on a cache
// hit exactly as on the render that filled the cache, and still run its own scripts.

const POST = SAMPLE_POSTS.find((p) => p.isPublished)!;
const INJECTED = `<p>Injected.</p><script>window.__injectedRan = true</script>`;

let server: AppServer | undefined;
test.beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-e2e-csp-"));
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  rmSync(path.join(dataDir, "pglite.lock"), { force: true });
  // A sanitizer bug, simulated: the script is written straight into the database, before the server starts.
  const database = openDatabase({ dataDir });
  await database.db
    .update(blogPosts)
    .set({ content: sql`${blogPosts.content} || ${INJECTED}` })
    .where(eq(blogPosts.slug, POST.slug!));
  await database.close();
  server = await startServerProcess({ dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** Records the page's CSP violations (sample of the blocked script included) from the first script on. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("__violation", (detail: string) => violations.push(detail));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __violation: (d: string) => void }).__violation(
        `${e.effectiveDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
  return violations;
}

async function load(page: Page, url: string, violations: string[]) {
  violations.length = 0;
  const response = await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(200);
  const ran = await page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan === true);
  return { response: response!, ran, violations: [...violations] };
}

test("an inline script that reached stored content is blocked on a cache hit as on the render", async ({
  page,
  consoleErrors,
}) => {
  const url = `${server!.url}/journal/${POST.slug}`;
  const seen = await watchViolations(page);
  const rendered = await load(page, url, seen);
  expect(rendered.response.headers()["x-cache"]).toBeUndefined();
  expect(rendered.response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  expect(rendered.ran).toBe(false);
  expect(await page.content()).toContain("window.__injectedRan = true");

  expect(rendered.violations).toEqual([expect.stringMatching(/^script-src-elem inline/)]);

  let hit = await load(page, url, seen);
  for (let attempt = 0; hit.response.headers()["x-cache"] !== "HIT" && attempt < 20; attempt++) {
    await page.waitForTimeout(100);
    hit = await load(page, url, seen);
  }
  expect(hit.response.headers()["x-cache"]).toBe("HIT");
  const policy = hit.response.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(policy).not.toMatch(/nonce|script-src[^;]*unsafe-inline/);
  const html = await (await page.request.get(url)).text();
  expect(html).not.toMatch(/nonce=/);
  expect(html).toContain("window.__injectedRan = true");
  expect(hit.ran).toBe(false);
  // Exactly the injected script was refused; every script of ours matched a hash and ran: the
  // page hydrated, so a link navigates on the client.
  expect(hit.violations).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  await page.getByRole("banner").getByRole("link", { name: "Journal", exact: true }).first().click();
  await expect(page).toHaveURL(/\/journal$/);
  // The browser logs each refusal as an error: here, the two refusals this test is about, and nothing else.
  const refusals = consoleErrors.filter((e) => /violates the following Content Security Policy/.test(e));
  expect(refusals).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refusals.includes(e)));
});
