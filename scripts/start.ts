import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// `npm start`: build once when there is no production build, then serve it.
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR || "build";
if (!existsSync(`${root}${buildDir}/server/index.js`)) {
  console.log("No production build yet: building first…");
  const result = spawnSync(process.execPath, [`${root}scripts/build.ts`], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.argv[1] = fileURLToPath(new URL("../server/main.ts", import.meta.url));
await import("../server/main.ts");
