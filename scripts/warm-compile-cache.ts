import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "./server-node-flags.ts";

// Build step: V8's compiled code of the server's modules, kept in the build for `npm start`
// (scripts/start.ts), so that even the first start after a build skips compiling them — about
// 300 ms of a cold start on this machine. Node recompiles whatever no longer matches.
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const cacheDir = path.join(buildDir, "compile-cache"); // scripts/start.ts uses the same
// The server bundle (scripts/bundle-server.ts) is what `npm start` runs.
const bundle = path.join(buildDir, "node/main.js");
const server = existsSync(bundle) ? bundle : path.join(root, "server/main.server.ts");
const loadEverything = `
  await import(${JSON.stringify(server)});
  await import(${JSON.stringify(path.join(buildDir, "server/index.js"))});
  (await import("node:module")).flushCompileCache();
`;
// With the server's own flags: V8 refuses code cached under other flags.
const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "--input-type=module", "-e", loadEverything], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NODE_COMPILE_CACHE: cacheDir },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`compile cache: ${path.relative(root, cacheDir)}`);
