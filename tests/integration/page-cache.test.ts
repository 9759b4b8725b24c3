import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { DB_KIND } from "../support/test-database.ts";
import { call, cardBody, contactBody, create, fetchersFor, type ApiFetch } from "./helpers.ts";
import type { Actor } from "../support/test-app.ts";

// The full-page cache (docs/product.md#quality-bars) on the API's public reads; the e2e suite covers pages.

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET or HEAD with exactly these headers (fetch would add and decode encodings itself). */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Reads `path` until the cache answers it (entries are stored once compressed, a moment later). */
async function primed(base: string, path: string, attempts = 100): Promise<Raw> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const res = await raw(base, path);
    if (res.headers["x-cache"] === "HIT") return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from the cache`);
}

const names = (body: Buffer) => (JSON.parse(body.toString()) as { name: string }[]).map((c) => c.name);

describe(`page cache (${DB_KIND})`, () => {
  let app: TestApp;
  let as: Record<Actor, ApiFetch>;

  beforeAll(async () => {
    app = await startTestApp();
    as = await fetchersFor(app);
  });
  afterAll(() => app.close());

  it("answers a visitor's repeated read from the cache, with an ETag, 304s and HEAD", async () => {
    const first = await raw(app.url, "/api/portfolio-cards");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    const second = await primed(app.url, "/api/portfolio-cards");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["x-request-id"]).toMatch(/^[\w.-]+$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const notModified = await raw(app.url, "/api/portfolio-cards", { "if-none-match": `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    const changed = await raw(app.url, "/api/portfolio-cards", { "if-none-match": `W/"something-else"` });
    expect(changed.status).toBe(200);

    const head = await raw(app.url, "/api/portfolio-cards", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
  });

  it("keeps brotli, gzip and plain bytes of the same answer and picks by Accept-Encoding", async () => {
    const plain = await raw(app.url, "/api/portfolio-cards?order=enc");
    await primed(app.url, "/api/portfolio-cards?order=enc");
    const br = await raw(app.url, "/api/portfolio-cards?order=enc", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["x-cache"]).toBe("HIT");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(app.url, "/api/portfolio-cards?order=enc", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const none = await raw(app.url, "/api/portfolio-cards?order=enc", { "accept-encoding": "identity" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
  });

  it("a content write empties the cache before its answer: the next read shows the change", async () => {
    await primed(app.url, "/api/portfolio-cards");

    const card = await create<{ id: string; name: string }>(as.team, "/api/portfolio-cards", cardBody());
    const afterCreate = await raw(app.url, "/api/portfolio-cards");
    expect(afterCreate.headers["x-cache"]).toBeUndefined();
    expect(names(afterCreate.body)).toContain(card.name);

    await primed(app.url, "/api/portfolio-cards");
    const renamed = `${card.name} renamed`;
    expect(
      (await call(as.team, `/api/portfolio-cards/${card.id}`, { method: "PUT", json: { name: renamed } })).status,
    ).toBe(200);
    expect(names((await raw(app.url, "/api/portfolio-cards")).body)).toContain(renamed);

    await primed(app.url, "/api/portfolio-cards");
    expect((await call(as.owner, `/api/portfolio-cards/${card.id}`, { method: "DELETE" })).status).toBe(204);
    expect(names((await raw(app.url, "/api/portfolio-cards")).body)).not.toContain(renamed);
  });

  it("refused writes and enquiries leave the cache alone", async () => {
    await primed(app.url, "/api/portfolio-cards");
    expect((await call(as.team, "/api/portfolio-cards", { method: "POST", json: { name: "" } })).status).toBe(400);
    expect((await call(as.visitor, "/api/portfolio-cards", { method: "POST", json: cardBody() })).status).toBe(401);
    expect((await call(as.visitor, "/api/contact", { method: "POST", json: contactBody() })).status).toBe(201);
    expect((await raw(app.url, "/api/portfolio-cards")).headers["x-cache"]).toBe("HIT");
  });

  it("signed-in people always get a fresh answer, and theirs is never stored", async () => {
    await primed(app.url, "/api/blog-posts");
    const staff = await as.team("/api/blog-posts");
    expect(staff.headers.get("x-cache")).toBeNull();
    expect(staff.headers.get("cache-control")).toBe("no-store");
    // A fresh URL read first by staff is then still a miss for a visitor.
    expect((await as.team("/api/case-studies")).status).toBe(200);
    expect((await raw(app.url, "/api/case-studies")).headers["x-cache"]).toBeUndefined();
  });

  it("keeps errors out, keys by path, and leaves out query parameters no answer reads", async () => {
    await raw(app.url, "/api/blog-posts/no-such-post");
    const again = await raw(app.url, "/api/blog-posts/no-such-post");
    expect(again.status).toBe(404);
    expect(again.headers["x-cache"]).toBeUndefined();
    const primedOnce = await primed(app.url, "/api/portfolio-cards?a=1");
    const other = await raw(app.url, `/api/portfolio-cards?a=2&junk=${"j".repeat(1000)}`);
    expect(other.headers["x-cache"]).toBe("HIT");
    expect(other.body.equals(primedOnce.body)).toBe(true);
    expect((await raw(app.url, "/api/blog-posts/no-such-post?x=1")).status).toBe(404);
  });
});

describe("page cache off", () => {
  it("never answers from a cache when turned off", async () => {
    const app = await startTestApp({ pageCache: false });
    try {
      await raw(app.url, "/api/portfolio-cards");
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = await raw(app.url, "/api/portfolio-cards");
      expect(second.status).toBe(200);
      expect(second.headers["x-cache"]).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe.runIf(DB_KIND === "postgres")("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a write on one instance empties the other's cache before its answer returns", async () => {
    const teamA = await a.as("team");
    for (let round = 0; round < 5; round++) {
      await primed(b.url, "/api/portfolio-cards");
      const card = await create<{ name: string }>(teamA, "/api/portfolio-cards", cardBody());
      // Read on B right after A's 201, without waiting.
      expect(names((await raw(b.url, "/api/portfolio-cards")).body)).toContain(card.name);
    }
  });

  it("stops caching while its notification connection is lost, and resumes once it is back", async () => {
    await primed(b.url, "/api/portfolio-cards");
    // Cut every LISTEN connection to this database (both instances').
    const cut = (await b.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    )) as unknown as { rows: unknown[] };
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    // The instance hears of the loss from its connection's error, a moment later on a busy machine.
    for (let i = 0; i < 100 && (await raw(b.url, "/api/portfolio-cards")).headers["x-cache"] === "HIT"; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await raw(b.url, "/api/portfolio-cards")).headers["x-cache"]).toBeUndefined();
    expect((await raw(b.url, "/api/portfolio-cards")).headers["x-cache"]).toBeUndefined();
    // Reconnected within a few seconds: caching again, and A's writes still reach B.
    await primed(b.url, "/api/portfolio-cards", 400);
    const card = await create<{ name: string }>(await a.as("team"), "/api/portfolio-cards", cardBody());
    expect(names((await raw(b.url, "/api/portfolio-cards")).body)).toContain(card.name);
  });
});
