import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
import { freePort } from "#server/http/free-port.server.ts";
import { waitUntilReady } from "../../support/server-process.ts";
import { INVESTOR_PASSWORD } from "./accounts.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../../scripts/server-node-flags.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
// Separate runs (e.g. in parallel) can keep separate templates with E2E_TEMPLATE_DIR.
export const TEMPLATE_DIR = process.env.E2E_TEMPLATE_DIR || path.join(tmpdir(), "arcwell-e2e-template");

export interface AppServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  stop(): Promise<void>;
}

/** Starts the production server as `npm start` does (scripts/start.ts: the bundled server) and waits until it is ready. */
export async function startServerProcess(opts: { dataDir: string; env?: Record<string, string> }): Promise<AppServer> {
  const port = await freePort("127.0.0.1");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, "scripts/start.ts")], {
    cwd: ROOT,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      INVESTOR_PASSWORD,
      DATABASE_URL: "",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://localhost:${port}`;
  const watched = await waitUntilReady(child, url, 30_000);
  return { url, dataDir: opts.dataDir, process: child, logs: watched.output, stop: watched.stop };
}

/**
 * One server for the calling test file, on its own copy of the template database.
 * Returns a getter, valid inside tests.
 */
export function useAppServer(opts: { env?: Record<string, string> | (() => Record<string, string>) } = {}) {
  let server: AppServer | undefined;
  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-e2e-"));
    cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
    rmSync(path.join(dataDir, "pglite.lock"), { force: true });
    // A function lets earlier beforeAll hooks (e.g. a fake upstream) decide the environment.
    server = await startServerProcess({ dataDir, env: typeof opts.env === "function" ? opts.env() : opts.env });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error("the app server is not started yet");
    return server;
  };
}
