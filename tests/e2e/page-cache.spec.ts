import { createHash } from "node:crypto";
import { SAMPLE_POSTS } from "#db/seed/sample-posts.server.ts";
import { PUBLIC_PAGES } from "./support/public-pages.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";

// The full-page cache on the production server (docs/product.md#quality-bars, decisions 011 and 016): visitors'
// pages come from the cache, each hit the same bytes under a CSP of script hashes (decision 053); a change made in the
// dashboard shows on the next visitor load; signed-in pages are never stored.

const app = useAppServer();
const POST = SAMPLE_POSTS.find((p) => p.isPublished)!;

async function visitorGet(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Loads `url` until the cache answers it (entries are stored a moment after the first render). */
async function primed(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await visitorGet(url);
    if (res.headers.get("x-cache") === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never answered from the cache`);
}

const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, "");
const nonceOf = (res: { headers: Headers }) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

test("a cached hit is the same bytes for every visitor, its CSP naming the render's scripts by hash, with CDN-friendly caching headers", async () => {
  const first = await visitorGet(`${app().url}/journal`);
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
  const nonce = nonceOf(first)!;
  expect(nonce).toBeDefined();
  const hit = await primed(`${app().url}/journal`);
  const again = await visitorGet(`${app().url}/journal`);
  expect(again.headers.get("x-cache")).toBe("HIT");
  // No value meant for one response is shared: the hit has no nonce at all, in its header or its body.
  expect(hit.body).toBe(first.body.replaceAll(` nonce="${nonce}"`, ""));
  expect(again.body).toBe(hit.body);
  const policy = hit.headers.get("content-security-policy")!;
  expect(again.headers.get("content-security-policy")).toBe(policy);
  expect(policy).not.toMatch(/nonce|script-src[^;]*unsafe-inline/);
  const inline = [...first.body.matchAll(/<script nonce="[^"]+"(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, text] of inline) {
    expect(policy).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }
  expect(hit.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  expect(hit.headers.get("permissions-policy")).toContain("camera=()");

  const etag = hit.headers.get("etag")!;
  const revalidated = await fetch(`${app().url}/journal`, { headers: { "if-none-match": etag } });
  expect(revalidated.status).toBe(304);
});

test("public pages render the same bytes whatever their query string, so the cache may leave it out", async () => {
  // A session cookie (even an unknown one) skips the cache: each answer here is a fresh render.
  // (Not ?page=: the paged lists read it, and server/http/cache-key.server.ts keeps it in their key.)
  const fresh = { cookie: "arcwell.sid=unknown" };
  for (const { path } of PUBLIC_PAGES) {
    const bare = await visitorGet(`${app().url}${path}`, fresh);
    const queried = await visitorGet(`${app().url}${path}?utm_source=news&ref=2&q=%3Cb%3E&contact=true`, fresh);
    expect(bare.headers.get("x-cache")).toBeNull();
    expect(withoutNonces(queried.body), path).toBe(withoutNonces(bare.body));
  }
});

test("the dashboard is never stored, however its path is written", async () => {
  for (const path of ["/dashboard", "/DASHBOARD", "/Dashboard", "/dashBoard.data"]) {
    const first = await visitorGet(`${app().url}${path}`);
    expect(first.headers.get("cache-control"), path).toBe("no-store");
    const second = await visitorGet(`${app().url}${path}`);
    expect(second.headers.get("x-cache"), path).toBeNull();
  }
});

test("a page served from the cache runs its scripts: it hydrates and navigates", async ({ page }) => {
  await primed(`${app().url}/`);
  const response = await page.goto(`${app().url}/`);
  expect(response?.headers()["x-cache"]).toBe("HIT");
  // Client-side navigation works only once React has hydrated under the replayed CSP.
  await page.getByRole("banner").getByRole("link", { name: "Journal", exact: true }).first().click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an edit in the dashboard shows on the next visitor load; signed-in pages are never cached", async ({ page }) => {
  const articleUrl = `${app().url}/journal/${POST.slug}`;
  await primed(articleUrl);
  await primed(`${app().url}/journal`);

  await signIn(page, app().url, "team");
  const dashboard = await page.request.get(`${app().url}/dashboard`);
  expect(dashboard.headers()["x-cache"]).toBeUndefined();
  expect(dashboard.headers()["cache-control"]).toBe("no-store");
  // Signed in, even a public page is rendered afresh and not stored.
  const signedInJournal = await page.request.get(`${app().url}/journal`);
  expect(signedInJournal.headers()["x-cache"]).toBeUndefined();
  expect(signedInJournal.headers()["cache-control"]).toBe("no-store");

  const posts: { id: string; slug: string }[] = await (
    await page.request.get(`${app().url}/api/admin/blog-posts`)
  ).json();
  const id = posts.find((p) => p.slug === POST.slug)!.id;
  const title = `Edited while cached ${Date.now()}`;
  const saved = await page.request.put(`${app().url}/api/blog-posts/${id}`, {
    headers: { origin: app().url },
    data: { title },
  });
  expect(saved.status()).toBe(200);

  // Fresh at once; the page may already come from the cache again, re-rendered after the write (decision 036).
  const article = await visitorGet(articleUrl);
  expect(article.body).toContain(title);
  expect((await visitorGet(`${app().url}/journal`)).body).toContain(title);
});
