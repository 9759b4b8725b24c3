import pino from "pino";
import { describe, expect, it } from "vitest";
import { startPoller } from "./poller.server.ts";

// The poller behind the mail outbox, the webhook worker and scheduled publishing.

const logger = pino({ level: "silent" });

/** A run that waits until the test lets it end, counting starts and ends. */
function heldRuns() {
  const gates: PromiseWithResolvers<void>[] = [];
  const counts = { started: 0, ended: 0, atOnce: 0, most: 0 };
  const run = async () => {
    counts.started++;
    counts.atOnce++;
    counts.most = Math.max(counts.most, counts.atOnce);
    const gate = Promise.withResolvers<void>();
    gates.push(gate);
    await gate.promise;
    counts.atOnce--;
    counts.ended++;
  };
  const release = async () => {
    while (gates.length <= counts.ended) await new Promise((resolve) => setTimeout(resolve, 1));
    gates[counts.ended]!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return { run, release, counts };
}

describe("the poller", () => {
  it("settles a nudge made during a run only after one more run, which sees what was queued meanwhile", async () => {
    const { run, release, counts } = heldRuns();
    const poller = startPoller({ name: "test", run, intervalMs: 60_000, logger });
    // The first run starts at once; a nudge during it must wait for a run that starts after it.
    let settled = false;
    const nudged = poller.nudge().then(() => (settled = true));
    await release();
    expect(counts.ended).toBe(1);
    expect(settled).toBe(false);
    expect(counts.started).toBe(2);
    await release();
    await nudged;
    expect(counts).toMatchObject({ started: 2, ended: 2, most: 1 });
    await poller.stop();
  });

  it("runs once more for any number of nudges during a run, never two runs at once", async () => {
    const { run, release, counts } = heldRuns();
    const poller = startPoller({ name: "test", run, intervalMs: 60_000, logger });
    const nudges = [poller.nudge(), poller.nudge(), poller.nudge()];
    await release();
    await release();
    await Promise.all(nudges);
    expect(counts).toMatchObject({ started: 2, ended: 2, most: 1 });
    // Idle again: a nudge starts a run of its own and settles with it.
    const next = poller.nudge();
    await release();
    await next;
    expect(counts).toMatchObject({ started: 3, ended: 3, most: 1 });
    await poller.stop();
  });

  it("lets a nudge waiting for a run go when the poller stops", async () => {
    const { run, release, counts } = heldRuns();
    const poller = startPoller({ name: "test", run, intervalMs: 60_000, logger });
    const nudged = poller.nudge();
    const stopping = poller.stop();
    await release();
    await stopping;
    await nudged;
    expect(counts).toMatchObject({ started: 1, ended: 1 });
    expect(await poller.nudge()).toBeUndefined();
  });

  it("keeps running after a run that failed", async () => {
    let calls = 0;
    const poller = startPoller({
      name: "test",
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("down");
      },
      intervalMs: 60_000,
      logger,
    });
    await poller.nudge();
    await poller.nudge();
    expect(calls).toBeGreaterThanOrEqual(2);
    await poller.stop();
  });
});
