import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request } from "node:http";
import { dependsOn } from "../content/dependencies.server.ts";
import { ENTRY_OVERHEAD_BYTES, PageCache } from "./page-cache.server.ts";

// The cache's own rules on a tiny real HTTP server: what is stored, and the race between a
// slow render and an invalidation.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(cache: PageCache, app: express.Express): Promise<string> {
  server = createServer((req, res) => {
    cache.handle(req, res, app);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("PageCache", () => {
  it("empties only the answers that share a tag with a change, and those that declared none", async () => {
    const cache = new PageCache();
    const app = express();
    app.use(cache.capture);
    app.get("/post/:id", (req, res) => {
      dependsOn(`post:${req.params.id}`);
      res.set("Cache-Control", "public").type("html").send(`post ${req.params.id}`);
    });
    app.get("/list", (_req, res) => {
      dependsOn("post:list", "card:list");
      res.set("Cache-Control", "public").type("html").send("list");
    });
    app.get("/static", (_req, res) => res.set("Cache-Control", "public").type("html").send("static"));
    const base = await serve(cache, app);
    for (const path of ["/post/1", "/post/2", "/list", "/static"]) await fetch(base + path);
    await settle();
    await fetch(`${base}/post/1`); // one hit
    expect(cache.size).toBe(4);

    const emptied = cache.invalidate(["post:1", "card:list"]);
    expect(emptied.map((e) => [e.url, e.hits]).sort()).toEqual([
      ["/list", 0],
      ["/post/1", 1],
      ["/static", 0],
    ]);
    expect((await fetch(`${base}/post/2`)).headers.get("x-cache")).toBe("HIT");
    expect((await fetch(`${base}/post/1`)).headers.get("x-cache")).toBeNull();
    await settle();
    expect(cache.invalidate().map((e) => e.url)).toEqual(["/post/2", "/post/1"]);
    expect(cache.size).toBe(0);
  });

  it("renders concurrent misses of one key once, and afresh when content changed during that render", async () => {
    const cache = new PageCache();
    let release!: () => void;
    let gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const app = express();
    app.use(cache.capture);
    app.get("/page", async (_req, res) => {
      const n = ++renders;
      await gate;
      res.set("Cache-Control", "public").type("html").send(`<p>render ${n}</p>`);
    });
    const base = await serve(cache, app);

    const first = Array.from({ length: 5 }, () => fetch(`${base}/page`).then((r) => r.text()));
    await settle();
    expect(renders).toBe(1);
    release();
    expect(await Promise.all(first)).toEqual(Array(5).fill("<p>render 1</p>"));

    cache.invalidate();
    gate = new Promise<void>((resolve) => (release = resolve));
    const before = fetch(`${base}/page`).then((r) => r.text());
    await settle();
    cache.invalidate(); // a write while render 2 is under way: those who come now must not get it
    const after = Array.from({ length: 3 }, () => fetch(`${base}/page`).then((r) => r.text()));
    await settle();
    expect(renders).toBe(3);
    release();
    expect(await before).toBe("<p>render 2</p>");
    expect(await Promise.all(after)).toEqual(Array(3).fill("<p>render 3</p>"));
  });

  it("lets a miss render when the visitor who asked first has gone before the render began", async () => {
    // A prefetch the browser drops, or a client that sends a request and closes the socket:
    // by the time its request reaches the cache's middleware its 'close' has fired, and a turn
    // taken then would never be given back, leaving every later visitor of that page waiting.
    const cache = new PageCache();
    const app = express();
    app.use((req, _res, next) => {
      if (req.headers["x-gone"]) req.socket.once("close", () => setTimeout(next, 10));
      else next();
    });
    app.use(cache.capture);
    app.get("/page", (_req, res) => res.set("Cache-Control", "no-store").type("html").send("<p>page</p>"));
    const base = await serve(cache, app);

    await new Promise<void>((resolve) => {
      const gone = request(`${base}/page`, { headers: { "x-gone": "1" } });
      gone.on("error", () => resolve());
      gone.end(() => setTimeout(() => gone.destroy(), 20));
    });
    await settle();
    const answer = await fetch(`${base}/page`, { signal: AbortSignal.timeout(2000) });
    expect(await answer.text()).toBe("<p>page</p>");
  });

  it("answers the misses that waited on a render once it is made, not once a slow reader has taken it all", async () => {
    // The first visitor may read slowly (a phone on a poor line) or not at all; the page is made
    // when the render ends, and those who waited for it must not wait on that visitor's download.
    const cache = new PageCache({ maxBytes: 128 * 1024 * 1024, maxEntryBytes: 64 * 1024 * 1024 });
    const body = `<p>${"x".repeat(32 * 1024 * 1024)}</p>`;
    const app = express();
    app.use(cache.capture);
    app.get("/big", (_req, res) => res.set("Cache-Control", "public").type("html").send(body));
    const base = await serve(cache, app);

    const { port } = new URL(base);
    const slow = connect(Number(port), "127.0.0.1");
    slow.on("error", () => {});
    try {
      await new Promise<void>((resolve) => slow.once("connect", () => resolve()));
      slow.pause(); // reads nothing: the kernel's buffers fill and the rest of the answer waits
      slow.write(`GET /big HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      await settle();
      const answer = await fetch(`${base}/big`, { signal: AbortSignal.timeout(3000) });
      expect(answer.headers.get("x-cache")).toBe("HIT");
      expect((await answer.text()).length).toBe(body.length);
    } finally {
      slow.destroy();
    }
  });

  it("does not store a render that began before an invalidation", async () => {
    const cache = new PageCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const app = express();
    app.use(cache.capture);
    app.get("/page", async (_req, res) => {
      renders++;
      if (renders === 1) await gate;
      res.set("Cache-Control", "public").type("html").send(`<p>render ${renders}</p>`);
    });
    const base = await serve(cache, app);

    const slow = fetch(`${base}/page`);
    await settle();
    cache.invalidate(); // content changed while the first render was under way
    release();
    expect(await (await slow).text()).toBe("<p>render 1</p>");
    await settle();
    const next = await fetch(`${base}/page`);
    expect(next.headers.get("x-cache")).toBeNull();
    expect(await next.text()).toBe("<p>render 2</p>");
    await settle();
    expect((await fetch(`${base}/page`)).headers.get("x-cache")).toBe("HIT");
  });

  it("stores only public 200 answers of cacheable types without cookies", async () => {
    const cache = new PageCache();
    const app = express();
    app.use(cache.capture);
    app.get("/public", (_req, res) => res.set("Cache-Control", "public, s-maxage=10").type("html").send("ok"));
    app.get("/private", (_req, res) => res.set("Cache-Control", "private").type("html").send("ok"));
    app.get("/unmarked", (_req, res) => res.type("html").send("ok"));
    app.get("/cookie", (_req, res) => res.set("Cache-Control", "public").cookie("a", "b").type("html").send("ok"));
    app.get("/missing", (_req, res) => res.status(404).set("Cache-Control", "public").type("html").send("no"));
    app.get("/image", (_req, res) =>
      res
        .set("Cache-Control", "public")
        .type("png")
        .send(Buffer.from([1, 2, 3])),
    );
    const base = await serve(cache, app);
    for (const path of ["/public", "/private", "/unmarked", "/cookie", "/missing", "/image"]) await fetch(base + path);
    await settle();
    const hits = [];
    for (const path of ["/public", "/private", "/unmarked", "/cookie", "/missing", "/image"]) {
      if ((await fetch(base + path)).headers.get("x-cache") === "HIT") hits.push(path);
    }
    expect(hits).toEqual(["/public"]);
    expect(
      (await fetch(`${base}/public`, { headers: { cookie: "arcwell.sid=s%3Aabc" } })).headers.get("x-cache"),
    ).toBeNull();
    expect(
      (await fetch(`${base}/public`, { headers: { authorization: "Bearer x" } })).headers.get("x-cache"),
    ).toBeNull();
  });

  it("serves nothing while suspended (notifications lost) and empties itself", async () => {
    const cache = new PageCache();
    const app = express();
    app.use(cache.capture);
    app.get("/p", (_req, res) => res.set("Cache-Control", "public").type("html").send("ok"));
    const base = await serve(cache, app);
    await fetch(`${base}/p`);
    await settle();
    expect(cache.size).toBe(1);
    cache.suspend(true);
    expect(cache.size).toBe(0);
    await fetch(`${base}/p`);
    await settle();
    expect((await fetch(`${base}/p`)).headers.get("x-cache")).toBeNull();
    cache.suspend(false);
    await fetch(`${base}/p`);
    await settle();
    expect((await fetch(`${base}/p`)).headers.get("x-cache")).toBe("HIT");
  });

  it("evicts the least recently used entries beyond its byte budget", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    const app = express();
    app.use(cache.capture);
    // Each plain answer is 6,000 bytes: two exceed the budget.
    app.get("/:n", (_req, res) =>
      res.set("Cache-Control", "public").type("text/plain").send(randomBytes(4500).toString("base64")),
    );
    const base = await serve(cache, app);
    await fetch(`${base}/a`);
    await settle();
    await fetch(`${base}/b`);
    await settle();
    expect(cache.size).toBe(1);
    expect((await fetch(`${base}/b`)).headers.get("x-cache")).toBe("HIT");
  });

  it("keys pages without the query parameters they ignore, so junk queries make no entries", async () => {
    const cache = new PageCache();
    const app = express();
    app.use(cache.capture);
    let renders = 0;
    app.get(
      "/robots.txt",
      (_req, res) => (renders++, res.set("Cache-Control", "public").type("text/plain").send("User-agent: *")),
    );
    const base = await serve(cache, app);
    for (let n = 0; n < 300; n++) await fetch(`${base}/robots.txt?${n}=${"x".repeat(1500)}`);
    await settle();
    expect(cache.size).toBe(1);
    expect(renders).toBe(1);
    expect(cache.storedBytes).toBeLessThan(ENTRY_OVERHEAD_BYTES + 4096);
  });

  it("stays within its byte budget and entry cap, counting keys, headers and overhead", async () => {
    const cache = new PageCache({ maxBytes: 200_000, maxEntries: 50 });
    const app = express();
    app.use(cache.capture);
    // React Router data requests are keyed by `_routes`: each value is an entry of its own.
    app.get("/page.data", (_req, res) =>
      res.set("Cache-Control", "public").set("X-Filler", "f".repeat(2000)).type("text/plain").send("tiny"),
    );
    const base = await serve(cache, app);
    for (let n = 0; n < 400; n++) await fetch(`${base}/page.data?_routes=${n}-${"r".repeat(1800)}`);
    await settle();
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(50);
    expect(cache.storedBytes).toBeLessThanOrEqual(200_000);
    // Each entry counted what it holds: far more than its four-byte body.
    expect(cache.storedBytes / cache.size).toBeGreaterThan(ENTRY_OVERHEAD_BYTES + 1800 * 2 + 2000);
    // A URL past 2,048 characters is neither served from nor stored in the cache.
    const long = `${base}/page.data?_routes=${"z".repeat(2100)}`;
    await fetch(long);
    await settle();
    expect((await fetch(long)).headers.get("x-cache")).toBeNull();
  });

  it("gives every hit the same bytes, its CSP naming the hashes of the render's own inline scripts, in every encoding", async () => {
    const cache = new PageCache();
    const app = express();
    app.use(cache.capture);
    const ours = "window.a = 1;\n";
    app.get("/page", (_req, res) => {
      const nonce = randomBytes(16).toString("base64");
      res
        .set("Cache-Control", "public")
        .set("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`)
        .type("html")
        .send(
          `<!doctype html><script nonce="${nonce}">${ours}</script>${"<p>text</p>".repeat(500)}` +
            // Not ours: no nonce, so not hashed (stored content that slipped past the sanitizer).
            `<script>window.injected = 1</script><script nonce="${nonce}" type="module" src="/x.js"></script>` +
            `<script type="application/ld+json">{"@type":"Thing"}</script>`,
        );
    });
    const base = await serve(cache, app);
    const miss = await rawGet(`${base}/page`);
    expect(String(miss.headers["content-security-policy"])).toMatch(/'nonce-/);
    await settle();
    const hash = `'sha256-${createHash("sha256").update(ours).digest("base64")}'`;
    const bodies = new Set<string>();
    for (const encoding of ["identity", "gzip", "gzip", "br", "gzip, br", "identity"]) {
      const hit = await rawGet(`${base}/page`, { "accept-encoding": encoding });
      expect(hit.headers["x-cache"]).toBe("HIT");
      const expected = encoding.includes("br") ? "br" : encoding.includes("gzip") ? "gzip" : undefined;
      expect(hit.headers["content-encoding"]).toBe(expected);
      const html = (
        expected === "gzip" ? gunzipSync(hit.body) : expected === "br" ? brotliDecompressSync(hit.body) : hit.body
      ).toString();
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      expect(hit.headers["content-security-policy"]).toBe(
        `default-src 'self'; script-src 'self' ${hash}; object-src 'none'`,
      );
      expect(html).not.toMatch(/nonce/);
      expect(html).toContain('<script type="module" src="/x.js"></script>');
      bodies.add(html);
    }
    expect(bodies.size).toBe(1);
    // A 304 carries no policy: the browser keeps the one stored with the body it has.
    const etag = (await rawGet(`${base}/page`)).headers.etag as string;
    const notModified = await rawGet(`${base}/page`, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
  });
});

function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}
