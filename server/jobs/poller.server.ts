import type { Logger } from "pino";

/**
 * Runs `run` every `intervalMs`, and at once when nudged (after a write that queued work).
 * One run at a time per process: a nudge during a run asks for one more run after it.
 * Processes coordinate through row locks in the database, not here.
 */
export function startPoller(opts: { name: string; run: () => Promise<void>; intervalMs: number; logger: Logger }) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function nudge(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = opts
      .run()
      .catch((err) => opts.logger.error({ err }, `${opts.name} run failed`))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void nudge();
        }
      });
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
