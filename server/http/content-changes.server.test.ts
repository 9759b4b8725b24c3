import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Notifications } from "#db/client.server.ts";
import { setUpPageCache, type PageCacheSetup } from "./content-changes.server.ts";

// The writer answers only once every other live instance has emptied what its change touches
// (decisions 011 and 036). PostgreSQL hands a NOTIFY to each listener's backend, which sends it in
// its own time; here a bus stands in for that, with one listener that hears everything late.

const logger = pino({ level: "silent" });

/** A notification bus like PostgreSQL's, where listener `slow` gets every message `delayMs` late. */
function bus(delayMs: number) {
  const listeners: { onMessage: (payload: string) => void; slow: boolean }[] = [];
  const send = (payload: string) => {
    for (const l of listeners) {
      if (l.slow) setTimeout(() => l.onMessage(payload), delayMs);
      else queueMicrotask(() => l.onMessage(payload));
    }
  };
  const client = (slow: boolean): Notifications => ({
    notify: async (_channel, payload) => send(payload),
    listen: async (_channel, onMessage) => {
      const entry = { onMessage, slow };
      listeners.push(entry);
      return async () => void listeners.splice(listeners.indexOf(entry), 1);
    },
  });
  return { client };
}

const setups: PageCacheSetup[] = [];
afterEach(async () => {
  for (const s of setups.splice(0)) await s.close();
});

describe("publishChange", () => {
  it("waits for a slow instance to empty its cache before it resolves", async () => {
    const { client } = bus(150);
    const writer = await setUpPageCache({ notifications: client(false), logger });
    const slow = await setUpPageCache({ notifications: client(true), logger });
    setups.push(writer, slow);
    await new Promise((resolve) => setTimeout(resolve, 200)); // each has heard the other's hello

    let emptiedAt = 0;
    const cache = slow.cache;
    const invalidate = cache.invalidate.bind(cache);
    cache.invalidate = (tags) => ((emptiedAt = Date.now()), invalidate(tags));

    const started = Date.now();
    await writer.publishChange(["post:list"]);
    const answeredAt = Date.now();
    expect(emptiedAt).toBeGreaterThan(0);
    expect(emptiedAt).toBeLessThanOrEqual(answeredAt);
    expect(answeredAt - started).toBeGreaterThanOrEqual(140);
  });

  it("does not wait for an instance that said goodbye, nor without other instances", async () => {
    const { client } = bus(500);
    const writer = await setUpPageCache({ notifications: client(false), logger });
    setups.push(writer);
    let started = Date.now();
    await writer.publishChange(["post:list"]);
    expect(Date.now() - started).toBeLessThan(100);

    const gone = await setUpPageCache({ notifications: client(false), logger });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await gone.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    started = Date.now();
    await writer.publishChange(["post:list"]);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
