import { readFileSync } from "node:fs";

// Whether the process that left a lock file is still running. A zombie (exited, not yet
// reaped by its parent) holds nothing, though signal 0 still reaches it.
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc here: signal 0 is all we know
  }
}
