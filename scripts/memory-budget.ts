import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `npm run memory-budget [-- --postgres]`: the server in a memory cgroup (v1) limited to 512 MiB,
// through a first start and the whole `npm run load` (decision 036). Passes when the load run
// passes and the kernel never killed a process of the group nor swapped any of its memory out.
// Needs root (it creates the cgroup) and cgroup v1's memory controller.

const LIMIT_MIB = Number(process.env.MEMORY_BUDGET_MIB ?? 512);
const root = fileURLToPath(new URL("..", import.meta.url));
const controller = "/sys/fs/cgroup/memory";
if (!existsSync(path.join(controller, "memory.limit_in_bytes"))) {
  console.error("memory-budget: needs cgroup v1's memory controller at /sys/fs/cgroup/memory");
  process.exit(1);
}
// Beside this process's own group, so the limit nests inside whatever this session already has.
const own = /^\d+:memory:(.*)$/m.exec(readFileSync("/proc/self/cgroup", "utf8"))?.[1] ?? "/";
const group = path.join(controller, own, `arcwell-budget-${process.pid}`);
mkdirSync(group);
const set = (file: string, value: string) => writeFileSync(path.join(group, file), value);
const read = (file: string) => readFileSync(path.join(group, file), "utf8").trim();
const bytes = String(LIMIT_MIB * 1024 * 1024);
set("memory.limit_in_bytes", bytes);
// Memory and swap together within the budget: nothing may move out of it to swap.
if (existsSync(path.join(group, "memory.memsw.limit_in_bytes"))) set("memory.memsw.limit_in_bytes", bytes);

let status = 1;
try {
  const load = spawnSync(process.execPath, [path.join(root, "scripts/load-test.ts"), ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, LOAD_CGROUP: group },
    stdio: "inherit",
  });
  const mib = (file: string) => (Number(read(file)) / 1048576).toFixed(0);
  const oom = Object.fromEntries(
    read("memory.oom_control")
      .split("\n")
      .map((line) => line.split(" ") as [string, string]),
  );
  const stat = Object.fromEntries(
    read("memory.stat")
      .split("\n")
      .map((line) => line.split(" ") as [string, string]),
  );
  const killed = Number(oom.oom_kill ?? 0) + Number(oom.under_oom ?? 0);
  const swapped = Number(stat.total_swap ?? stat.swap ?? 0);
  console.log(
    [
      `memory budget: ${LIMIT_MIB} MiB (cgroup ${group})`,
      `group's peak usage: ${mib("memory.max_usage_in_bytes")} MiB (the server's memory and the file cache of its data)`,
      `times the limit was reached (the kernel reclaimed file cache): ${read("memory.failcnt")}`,
      `processes killed for memory: ${killed}; memory swapped out: ${(swapped / 1048576).toFixed(0)} MiB`,
    ].join("\n"),
  );
  const ok = load.status === 0 && killed === 0 && swapped === 0;
  console.log(ok ? "memory budget held" : "memory budget FAILED");
  status = ok ? 0 : 1;
} finally {
  rmdirSync(group);
}
process.exit(status);
