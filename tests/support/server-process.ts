import type { ChildProcess } from "node:child_process";

// What the e2e app server and the multi-instance integration tests share: a spawned
// server process (scripts/start.ts or server/main.server.ts), its output kept for failure messages, ready once /readyz answers.

export interface WatchedProcess {
  output: () => string;
  stop: () => Promise<void>;
}

/** Collects the child's output and waits until `url`/readyz answers (throws with the output on exit or timeout). */
export async function waitUntilReady(child: ChildProcess, url: string, timeoutMs: number): Promise<WatchedProcess> {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in ${Math.round(timeoutMs / 1000)} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
