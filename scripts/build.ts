import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// `npm run build` (also run by `npm start` and the e2e suite when there is no build):
// the React Router bundle, the server bundle, precompressed assets, the embedded database's starting image, and
// V8's compiled code of the server for its first start.
// With --progress (how `npm start` calls it) each step prints one line and its own output only
// if it fails: a first start reads as a short list, not a hundred lines of bundler output.
const root = fileURLToPath(new URL("..", import.meta.url));
const progress = process.argv.includes("--progress");
const steps: { label: string; command: string[] }[] = [
  { label: "Pages, scripts and styles", command: ["node_modules/@react-router/dev/bin.cjs", "build"] },
  { label: "Server bundle", command: ["scripts/bundle-server.ts"] },
  { label: "Compressed copies of the assets", command: ["scripts/compress-assets.ts"] },
  { label: "Starting image of the embedded database", command: ["scripts/database-template.ts"] },
  { label: "Compiled code for a quick start", command: ["scripts/warm-compile-cache.ts"] },
];
const seconds = (ms: number) => (ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000).toString());
const started = Date.now();
for (const [i, { label, command }] of steps.entries()) {
  const [script, ...args] = command;
  const stepStarted = Date.now();
  if (progress) process.stdout.write(`  [${i + 1}/${steps.length}] ${label}…`);
  const result = spawnSync(process.execPath, [`${root}${script}`, ...args], {
    cwd: root,
    stdio: progress ? "pipe" : "inherit",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (progress) process.stdout.write(` failed\n\n${result.stdout ?? ""}${result.stderr ?? ""}\n`);
    process.exit(result.status ?? 1);
  }
  if (progress) process.stdout.write(` ${seconds(Date.now() - stepStarted)} s\n`);
}
if (progress) process.stdout.write(`  Built in ${seconds(Date.now() - started)} s.\n\n`);
