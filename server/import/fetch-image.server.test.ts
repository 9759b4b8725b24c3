import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchImage, ImageFetchError } from "./fetch-image.server.ts";

// Decision 057: an import's images are fetched under the webhooks' network rule, with the
// uploads' type and size limits, following a few redirects, within a time limit.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/a.png") return void res.writeHead(200).end(PNG);
    if (req.url === "/moved") return void res.writeHead(301, { location: "/a.png" }).end();
    if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/svg") return void res.writeHead(200).end("<svg xmlns='http://www.w3.org/2000/svg'/>");
    if (req.url === "/big") return void res.writeHead(200).end(Buffer.concat([PNG, Buffer.alloc(2048)]));
    if (req.url === "/slow") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const allowed = { allowPrivateNetworks: true };
const refusal = (url: string, opts = {}) =>
  fetchImage(url, { ...allowed, ...opts }).then(
    () => "fetched",
    (err: unknown) => (err instanceof ImageFetchError ? err.message : `other: ${String(err)}`),
  );

describe("fetchImage", () => {
  it("fetches an image, following a redirect", async () => {
    expect(await fetchImage(`${base}/a.png`, allowed)).toEqual({ bytes: PNG, type: "image/png" });
    expect((await fetchImage(`${base}/moved`, allowed)).type).toBe("image/png");
  });

  it("refuses private addresses unless they are allowed", async () => {
    expect(await refusal(`${base}/a.png`, { allowPrivateNetworks: false })).toMatch(/private/);
    expect(await refusal("http://localhost/a.png", { allowPrivateNetworks: false })).toMatch(/private/);
  });

  it("refuses what is not an allowed image, too large, missing, endless or slow", async () => {
    expect(await refusal(`${base}/svg`)).toMatch(/not a PNG/);
    expect(await refusal(`${base}/big`, { maxBytes: 1024 })).toMatch(/larger than/);
    expect(await refusal(`${base}/missing`)).toMatch(/HTTP 404/);
    expect(await refusal(`${base}/loop`)).toMatch(/redirects/);
    expect(await refusal(`${base}/slow`, { timeoutMs: 200 })).toMatch(/no answer within 0.2 seconds/);
    expect(await refusal("ftp://example.com/a.png")).toMatch(/http and https/);
    expect(await refusal("not a url")).toMatch(/not a web address/);
  });
});
