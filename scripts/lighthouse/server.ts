import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#server/http/free-port.server.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-node-flags.ts";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Builds into BUILD_DIR when it holds no production build yet. */
export function ensureBuild(root: string, buildDir: string) {
  if (existsSync(path.join(root, buildDir, "server/index.js"))) return;
  console.log(`No production build in ${buildDir}: building first…`);
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.ts")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`build failed (${result.status})`);
}

/**
 * The production server on a fresh embedded database with the sample content (loaded on first
 * start), on loopback. The data directory is removed on stop.
 */
export async function startProductionServer(root: string, port?: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-lighthouse-"));
  port ??= await freePort("127.0.0.1");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SEED_SAMPLE_CONTENT: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}
