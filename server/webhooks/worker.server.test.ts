import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveriesQueued } from "./events.server.ts";
import { nudgeAfterWrites } from "./worker.server.ts";

// The delivery worker is woken after a write only when that write queued a delivery: the others
// (most writes: nobody subscribed) leave it to its next round instead of costing a claim each.

let nudges = 0;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(nudgeAfterWrites(() => void nudges++));
  // The queueing is noted after an await, as a transaction's statement would be.
  app.post("/queues", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    deliveriesQueued(2);
    res.status(201).end();
  });
  app.post("/queues-nothing", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    deliveriesQueued(0);
    res.status(201).end();
  });
  app.post("/refused", (_req, res) => {
    deliveriesQueued(1);
    res.status(400).end();
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = async (path: string) => {
  const before = nudges;
  await (await fetch(url + path, { method: "POST" })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 10)); // "finish" comes after the answer is sent
  return nudges - before;
};

describe("nudgeAfterWrites", () => {
  it("wakes the worker after a write that queued deliveries", async () => {
    expect(await post("/queues")).toBe(1);
  });

  it("leaves it asleep after a write that queued none, or one that was refused", async () => {
    expect(await post("/queues-nothing")).toBe(0);
    expect(await post("/refused")).toBe(0);
  });

  it("keeps concurrent requests apart: each wakes it only for its own deliveries", async () => {
    const before = nudges;
    await Promise.all([
      fetch(url + "/queues", { method: "POST" }).then((r) => r.arrayBuffer()),
      ...Array.from({ length: 4 }, () =>
        fetch(url + "/queues-nothing", { method: "POST" }).then((r) => r.arrayBuffer()),
      ),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nudges - before).toBe(1);
  });
});
