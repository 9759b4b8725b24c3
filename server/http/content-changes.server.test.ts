import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { changesContent, noContentChange, publishContentChangesWith } from "./content-changes.server.ts";

// What a route marked `changesContent` does at run time (docs/product.md#quality-bars); which
// routes carry the marker is checked by tests/integration/content-writes.test.ts.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app whose publisher takes a moment; `log` records when it finishes and when each answer is sent. */
async function start(opts: { publisher?: boolean } = {}) {
  const log: string[] = [];
  const app = express();
  if (opts.publisher !== false) {
    app.use(
      publishContentChangesWith(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        log.push("published");
      }),
    );
  }
  const answer = (status: number) => (_req: express.Request, res: express.Response) => {
    res.once("finish", () => log.push(`sent ${status}`));
    res.status(status).json({ status });
  };
  app.post("/created", changesContent, answer(201));
  app.put("/refused", changesContent, answer(403));
  app.delete("/failed", changesContent, answer(500));
  app.get("/read", changesContent, answer(200));
  app.post("/enquiry", noContentChange, answer(201));
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { log, send: async (method: string, path: string) => (await fetch(base + path, { method })).status };
}

describe("changesContent", () => {
  it("publishes the change before a successful write's answer goes out", async () => {
    const { log, send } = await start();
    expect(await send("POST", "/created")).toBe(201);
    expect(log).toEqual(["published", "sent 201"]);
  });

  it("publishes after a failed (5xx) write too: it may have changed something", async () => {
    const { log, send } = await start();
    expect(await send("DELETE", "/failed")).toBe(500);
    expect(log).toEqual(["published", "sent 500"]);
  });

  it("leaves the cache alone for refused writes, reads and routes marked noContentChange", async () => {
    const { log, send } = await start();
    expect(await send("PUT", "/refused")).toBe(403);
    expect(await send("GET", "/read")).toBe(200);
    expect(await send("POST", "/enquiry")).toBe(201);
    expect(log).toEqual(["sent 403", "sent 200", "sent 201"]);
  });

  it("does nothing when no page cache is set up", async () => {
    const { log, send } = await start({ publisher: false });
    expect(await send("POST", "/created")).toBe(201);
    expect(log).toEqual(["sent 201"]);
  });
});
