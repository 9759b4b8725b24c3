import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

// Every process the bench starts runs in its own process group, so stopping it also stops what
// it forked: killing only nginx's master would leave its worker serving the port forever.

const running = new Set<ChildProcess>();

export function start(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  // Kept after the leader exits on its own: its group may still hold a worker to kill.
  running.add(child);
  return child;
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
};

/** SIGTERM to the group (servers finish in-flight requests, nginx stops its workers), SIGKILL after `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 10_000): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return signalGroup(child, "SIGKILL");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
  signalGroup(child, "SIGKILL"); // anything the leader left behind
}

/** Synchronous, for `finally`, signal handlers and exit: nothing of ours outlives the bench. */
export function killAll(): void {
  for (const child of running) signalGroup(child, "SIGKILL");
  running.clear();
}
