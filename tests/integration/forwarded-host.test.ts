import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { create, postBody, startPagesInstance, type PagesInstance } from "./helpers.ts";

// The origin a page is rendered for is part of its page-cache key (issue 33 item 3, decision
// 039): with TRUST_PROXY and no PUBLIC_URL, a request naming another host in X-Forwarded-Host
// gets its own entry, never the one the next visitor reads. Addresses handed to staff (preview
// links, upload addresses) never carry a Host the caller made up (item 15).

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers, Host included (fetch would choose the Host itself). */
function send(base: string, path: string, opts: { method?: string; headers?: Record<string, string>; json?: unknown }) {
  return new Promise<Answer>((resolve, reject) => {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const headers = { ...opts.headers, ...(body ? { "content-type": "application/json" } : {}) };
    const req = request(base + path, { method: opts.method ?? "GET", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Asks until the page cache answers (entries are stored a moment after the first answer). */
async function cached(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await send(base, path, { headers });
    if (res.headers["x-cache"] === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the cache`);
}

const PAGES = ["/about", "/journal", "/", "/about.data", "/sitemap.xml", "/journal/rss.xml", "/robots.txt"];
const EVIL = "evil.example";

describe(`with TRUST_PROXY and no PUBLIC_URL (${DB_KIND})`, () => {
  let app: TestApp;
  let pages: PagesInstance;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: ["loopback"] });
    pages = await startPagesInstance(app, { trustProxy: ["loopback"] });
    await create(await app.as("team"), "/api/blog-posts", postBody({ isPublished: true }));
  });
  afterAll(async () => {
    await pages?.close();
    await app?.close();
  });

  it("a forwarded host and protocol never reach the next visitor's pages, sitemap or feed", async () => {
    const canonical = pages.url; // http://localhost:{port}
    for (const path of PAGES) {
      const poisoned = await cached(pages.url, path, { "x-forwarded-host": EVIL, "x-forwarded-proto": "https" });
      // The proxy named that host: its own answer is made for it…
      if (path !== "/journal") expect(poisoned.body, path).toContain(`https://${EVIL}`);
      // …and stays its own.
      const next = await send(pages.url, path, {});
      expect(next.status, path).toBe(200);
      expect(next.body, path).not.toContain(EVIL);
      if (path !== "/journal") expect(next.body, path).toContain(canonical);
      expect((await cached(pages.url, path)).body, path).not.toContain(EVIL);
    }
  });

  it("keeps a forwarded port out of a page that a peer it does not trust asked for", async () => {
    const other = await startPagesInstance(app, { trustProxy: ["10.0.0.0/8"] });
    try {
      for (const path of ["/about", "/sitemap.xml"]) {
        const asked = await cached(other.url, path, { "x-forwarded-host": `${EVIL}:9999` });
        expect(asked.body, path).not.toContain("9999");
        expect(asked.body, path).toContain(other.url);
        expect((await send(other.url, path, {})).body, path).not.toContain("9999");
      }
    } finally {
      await other.close();
    }
  });

  it("re-renders an emptied page for the origin it was asked for, after a write", async () => {
    const behindProxy = { "x-forwarded-host": "site.example", "x-forwarded-proto": "https" };
    const feed = "/journal/rss.xml"; // lists posts: emptied by a new one
    await cached(pages.url, feed, behindProxy);
    for (let i = 0; i < 3; i++) await send(pages.url, feed, { headers: behindProxy });
    pages.warmAfterWrites(true);
    try {
      const fresh = await create<{ title: string }>(
        await app.as("team"),
        "/api/blog-posts",
        postBody({ isPublished: true }),
      );
      // HEAD renders without storing: only the warm re-render can put it back under that key.
      const until = Date.now() + 20_000;
      let held = false;
      while (!held && Date.now() < until) {
        held = (await send(pages.url, feed, { method: "HEAD", headers: behindProxy })).headers["x-cache"] === "HIT";
        if (!held) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(held).toBe(true);
      const again = await send(pages.url, feed, { headers: behindProxy });
      expect(again.headers["x-cache"]).toBe("HIT");
      expect(again.body).toContain(fresh.title);
      expect(again.body).toContain("https://site.example/journal/");
    } finally {
      pages.warmAfterWrites(false);
    }
  });

  it("gives staff preview and upload addresses on their own origin, whatever Host or X-Forwarded-Host say", async () => {
    const team = await app.sessionCookie("team");
    const post = await create<{ id: string }>(await app.as("team"), "/api/blog-posts", postBody());
    const forgeries: Record<string, string>[] = [
      { host: EVIL },
      { "x-forwarded-host": EVIL },
      { host: EVIL, "x-forwarded-host": EVIL },
    ];
    for (const forged of forgeries) {
      const headers = { cookie: team.cookie, origin: app.url, ...forged };
      const preview = await send(app.url, "/api/previews", {
        method: "POST",
        headers,
        json: { type: "blog-post", id: post.id },
      });
      expect(preview.status, preview.body).toBe(201);
      expect(JSON.parse(preview.body).url).toMatch(new RegExp(`^${app.url}/preview/[\\w-]{43}$`));
      const upload = await send(app.url, "/api/objects/upload", {
        method: "POST",
        headers,
        json: { contentType: "image/png", size: 100 },
      });
      expect(upload.status, upload.body).toBe(200);
      expect(JSON.parse(upload.body).uploadURL).toMatch(new RegExp(`^${app.url}/objects/uploads/`));
    }
  });
});
