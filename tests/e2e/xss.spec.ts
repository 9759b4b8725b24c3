import type { APIRequestContext, Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { XSS_VECTORS } from "./support/xss-vectors.ts";

// Issue: hardening. Every vector is stored through every HTML and text field of a card, a
// post, a case study and a venture; then every page that shows them runs in Chromium with no
// dialog, no window flag and no CSP violation.

const app = useAppServer();

const text = (i: number) => XSS_VECTORS[i % XSS_VECTORS.length]!.slice(0, 180);
const html = XSS_VECTORS.map((v, i) => `<p>Vector ${i}</p>${v}`).join("\n");

/** Collects dialogs, writes to window.__xss and CSP violations without evaluating code in the page. */
async function watch(page: Page) {
  const seen = { dialogs: [] as string[], flags: [] as string[], violations: [] as string[] };
  page.on("dialog", async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.exposeFunction("__report", (kind: "flag" | "csp", detail: string) => {
    (kind === "flag" ? seen.flags : seen.violations).push(detail);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __report: (kind: string, detail: string) => void }).__report;
    Object.defineProperty(window, "__xss", {
      configurable: false,
      set: (v) => report("flag", String(v)),
      get: () => undefined,
    });
    document.addEventListener("securitypolicyviolation", (e) =>
      report("csp", `${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => {
    await page.waitForTimeout(300);
    expect(seen.dialogs, "dialogs").toEqual([]);
    expect(seen.flags, "window flag").toEqual([]);
    expect(seen.violations, "CSP violations").toEqual([]);
  };
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; slug?: string };
}

test("stored XSS vectors never run on any page that shows them", async ({ page }) => {
  test.setTimeout(180_000);
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
  const check = await watch(page);
  await signIn(page, app().url, "owner");
  const api = page.request;
  const base = app().url;
  await post(api, `${base}/api/portfolio-cards`, {
    name: `XSS card ${text(0)}`.slice(0, 120),
    tagline: text(1),
    description: XSS_VECTORS.join(" ").slice(0, 2000),
    fullDescription: html,
    category: text(3).slice(0, 100),
    phase: text(4).slice(0, 100),
    services: XSS_VECTORS.slice(0, 30).map((v) => v.slice(0, 60)),
    color: "from-red-500 to-pink-500",
    sortOrder: -1000,
  });
  const postRow = await post(api, `${base}/api/blog-posts`, {
    title: `XSS post ${text(5)}`.slice(0, 200),
    excerpt: XSS_VECTORS.join(" ").slice(0, 1000),
    content: html,
    category: text(6).slice(0, 100),
    author: text(7).slice(0, 120),
    tags: XSS_VECTORS.slice(0, 20).map((v) => v.slice(0, 50)),
    isPublished: true,
    isFeatured: true,
    videoGallery: [{ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: text(8) }],
  });
  const studyRow = await post(api, `${base}/api/case-studies`, {
    title: `XSS study ${text(9)}`.slice(0, 200),
    subtitle: text(10),
    category: text(11).slice(0, 100),
    content: html,
    excerpt: XSS_VECTORS.join(" ").slice(0, 1000),
    stats: [{ label: text(12).slice(0, 80), value: text(13).slice(0, 40), description: text(14) }],
    tags: XSS_VECTORS.slice(20, 40).map((v) => v.slice(0, 50)),
    metaDescription: text(15),
    metaKeywords: text(16),
    isPublished: true,
    isFeatured: true,
  });
  const venture = {
    name: `XSS venture ${text(17)}`.slice(0, 120),
    oneLiner: text(18),
    phase: "mvp",
    description: XSS_VECTORS.join(" ").slice(0, 5000),
    problemThreeWords: text(19).slice(0, 120),
    solutionThreeWords: text(20).slice(0, 120),
    targetAudience: XSS_VECTORS.slice(0, 10).join("\n").slice(0, 2000),
    monetization: text(21),
    baselineCost: `$1,000 ${text(22)}`.slice(0, 100),
    breakEvenTarget: text(23).slice(0, 100),
    styleVisualVoice: text(24),
    owner: text(25).slice(0, 120),
    notes: XSS_VECTORS.join("\n").slice(0, 5000),
  };
  await post(api, `${base}/api/ventures`, venture);
  await post(api, `${base}/api/contact`, {
    name: text(26).slice(0, 200),
    email: "xss@example.com",
    projectInterest: XSS_VECTORS.join("\n"),
  });

  const pages = [
    "/",
    "/portfolio",
    "/journal",
    `/journal/${postRow.slug}`,
    "/case-studies",
    `/case-studies/${studyRow.slug}`,
    "/sitemap.xml",
    "/journal/rss.xml",
  ];
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    await check();
  }
  // Staff see the same values in the dashboard.
  await page.goto(`${base}/dashboard`);
  for (const tab of ["Portfolio Cards", "Case Studies", "Blog Posts", "Ventures"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.waitForTimeout(200);
  }
  await check();
});
