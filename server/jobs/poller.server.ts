import type { Logger } from "pino";

/**
 * Runs `run` every `intervalMs`, and at once when nudged (after a write that queued work).
 * One run at a time per process: a nudge during a run asks for one more run after it, and its
 * promise settles when that run is done (the run under way may have looked before the work was
 * queued). Processes coordinate through row locks in the database, not here.
 */
export function startPoller(opts: { name: string; run: () => Promise<void>; intervalMs: number; logger: Logger }) {
  let running: Promise<void> | undefined;
  let asked: PromiseWithResolvers<void> | undefined;
  let stopped = false;

  const runSafely = () => opts.run().catch((err) => opts.logger.error({ err }, `${opts.name} run failed`));

  async function runs(): Promise<void> {
    try {
      await runSafely();
      while (asked && !stopped) {
        const waiting = asked;
        asked = undefined;
        await runSafely();
        waiting.resolve();
      }
    } finally {
      running = undefined;
      // Stopped with a run still asked for: its callers are let go, as a nudge after stop is.
      asked?.resolve();
      asked = undefined;
    }
  }

  function nudge(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      asked ??= Promise.withResolvers<void>();
      return asked.promise;
    }
    running = runs();
    return running;
  }

  const timer = setInterval(() => void nudge(), opts.intervalMs);
  timer.unref();
  void nudge();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type Poller = ReturnType<typeof startPoller>;
