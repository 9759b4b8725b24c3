import { readFileSync } from "node:fs";

/** A process's memory from /proc, in MiB: resident now, the peak so far (VmHWM) and swapped out. */
export interface Memory {
  rss: number;
  peak: number;
  swap: number;
}

export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024, swap: kib("VmSwap") / 1024 };
}
