import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// `npm run build` (also run by `npm start` and the e2e suite when there is no build):
// the React Router bundle, the server bundle, precompressed assets, the embedded database's starting image, and
// V8's compiled code of the server for its first start.
const root = fileURLToPath(new URL("..", import.meta.url));
const steps = [
  ["node_modules/@react-router/dev/bin.cjs", "build"],
  ["scripts/bundle-server.ts"],
  ["scripts/compress-assets.ts"],
  ["scripts/database-template.ts"],
  ["scripts/warm-compile-cache.ts"],
];
for (const [script, ...args] of steps) {
  const result = spawnSync(process.execPath, [`${root}${script}`, ...args], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
