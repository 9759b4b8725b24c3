import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "#server/http/precompressed-assets.server.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { cardBody } from "./helpers.ts";

// Issue: speed — brotli, then gzip, for dynamic answers; build-time siblings for assets.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const owner = await app.as("owner");
  for (let i = 0; i < 8; i++)
    await owner("/api/portfolio-cards", {
      method: "POST",
      json: cardBody({ description: "A long description. ".repeat(20) }),
    });
});
afterAll(() => app.close());

describe("dynamic compression", () => {
  it("sends brotli when accepted, then gzip, and plain bytes otherwise", async () => {
    const raw = async (encoding: string) => {
      const response = await fetch(`${app.url}/api/portfolio-cards`, { headers: { "accept-encoding": encoding } });
      return { encoding: response.headers.get("content-encoding"), vary: response.headers.get("vary") };
    };
    // fetch decodes transparently but keeps the header.
    expect((await raw("gzip, deflate, br")).encoding).toBe("br");
    expect((await raw("gzip")).encoding).toBe("gzip");
    expect((await raw("identity")).encoding).toBeNull();
    expect((await raw("br")).vary).toContain("Accept-Encoding");
  });
});

describe("precompressed assets", () => {
  let url: string;
  let close: () => void;
  const source = `console.log(${JSON.stringify("x".repeat(4000))});`;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    writeFileSync(path.join(dir, "app-abc123.js"), source);
    writeFileSync(path.join(dir, "app-abc123.js.br"), brotliCompressSync(source));
    writeFileSync(path.join(dir, "app-abc123.js.gz"), gzipSync(source));
    writeFileSync(path.join(dir, "plain-def456.css"), "body{}");
    const server = express()
      .use("/assets", precompressedAssets(dir))
      .use((_req, res) => void res.status(404).send("fell through"))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (file: string, encoding: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        // node:http, so that the bytes arrive as sent (fetch would decode them).
        import("node:http").then(({ get: httpGet }) =>
          httpGet(`${url}/assets/${file}`, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          }).on("error", reject),
        );
      },
    );

  it("serves the brotli sibling with the original type and a one-year immutable cache", async () => {
    const res = await get("app-abc123.js", "gzip, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it("serves gzip to clients without brotli, and falls through otherwise", async () => {
    expect((await get("app-abc123.js", "gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("app-abc123.js", "identity")).body.toString()).toBe("fell through");
    expect((await get("plain-def456.css", "br")).body.toString()).toBe("fell through");
    expect((await get("../secret", "br")).status).toBe(404);
  });
});
