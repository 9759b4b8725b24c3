import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

// The cache's own rules on a tiny real HTTP server: what is stored, and the race between a
// slow render and an invalidation.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(cache: PageCache, app: express.Express): Promise<string> {
  server = createServer((req, res) => {
    if (!cache.serve(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("PageCache", () => {
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
    app.get("/image", (_req, res) => res.set("Cache-Control", "public").type("png").send(Buffer.from([1, 2, 3])));
    const base = await serve(cache, app);
    for (const path of ["/public", "/private", "/unmarked", "/cookie", "/missing", "/image"]) await fetch(base + path);
    await settle();
    const hits = [];
    for (const path of ["/public", "/private", "/unmarked", "/cookie", "/missing", "/image"]) {
      if ((await fetch(base + path)).headers.get("x-cache") === "HIT") hits.push(path);
    }
    expect(hits).toEqual(["/public"]);
    expect((await fetch(`${base}/public`, { headers: { cookie: "arcwell.sid=s%3Aabc" } })).headers.get("x-cache")).toBeNull();
    expect((await fetch(`${base}/public`, { headers: { authorization: "Bearer x" } })).headers.get("x-cache")).toBeNull();
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
    app.get("/:n", (_req, res) => res.set("Cache-Control", "public").type("text/plain").send(randomBytes(4500).toString("base64")));
    const base = await serve(cache, app);
    await fetch(`${base}/a`);
    await settle();
    await fetch(`${base}/b`);
    await settle();
    expect(cache.size).toBe(1);
    expect((await fetch(`${base}/b`)).headers.get("x-cache")).toBe("HIT");
  });
});
