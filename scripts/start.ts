import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { copyTemplateInBackground, pgliteDirectory, pgliteTemplatePath } from "#db/template.server.ts";
import { privateDirectory, restrictNewFiles } from "#db/private-files.server.ts";

// `npm start` runs the production server: libraries that read NODE_ENV at run time take their production paths.
process.env.NODE_ENV ??= "production";
// The data directory holds secrets: everything this process creates is its user's alone.
restrictNewFiles();

// `npm start`: build once when there is no production build, then serve it.
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR || "build";
if (!existsSync(path.resolve(root, buildDir, "server/index.js"))) {
  console.log("\nFirst start: building the site once (a minute or two; later starts take about a second).");
  const result = spawnSync(process.execPath, [`${root}scripts/build.ts`, "--progress"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// A first start on the embedded database copies the build's starting image on another thread
// while this one loads the server's modules; server/main.server.ts waits for that copy.
privateDirectory(process.env.DATA_DIR || "./data");
if (!process.env.DATABASE_URL) {
  void copyTemplateInBackground(
    pgliteTemplatePath(path.resolve(root, buildDir)),
    pgliteDirectory(process.env.DATA_DIR || "./data"),
  ).catch(() => {}); // server/main.server.ts awaits the same copy and reports its failure
}
// V8's compiled code of the server's modules, made by the build (scripts/warm-compile-cache.ts)
// and refreshed by later starts: about a quarter of the import time.
enableCompileCache(path.join(path.resolve(root, buildDir), "compile-cache"));
// The bundled server (scripts/bundle-server.ts, decision 035) when the build has one; its
// server/main.server.ts keeps that file's address, so it sees itself as the entry here too.
process.argv[1] = fileURLToPath(new URL("../server/main.server.ts", import.meta.url));
const bundle = path.resolve(root, buildDir, "node/main.js");
await import(existsSync(bundle) ? pathToFileURL(bundle).href : "#server/main.server.ts");
