import path from "node:path";
import { memoryOf, type Memory } from "../load/memory.ts";
import { start, stop } from "./processes.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-node-flags.ts";

// The production server as its own process, started the way `npm start` starts it
// (scripts/start.ts, which the build exists for); ready at its first `GET /` answered 200.

/** A server on PostgreSQL needs a session secret from its environment (PGlite keeps one in its data directory). */
const BENCH_SESSION_SECRET = "bench-session-secret-0123456789abcdef0123";

export interface BenchServer {
  url: string;
  /** From spawn to the first `GET /` answered 200. */
  readyMs: number;
  rssMiB(): number;
  /** RSS now, peak RSS (VmHWM) so far, swapped out, in MiB. */
  memory(): Memory;
  stop(): Promise<void>;
}

export async function startServer(opts: {
  root: string;
  buildDir: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const started = performance.now();
  const child = start(process.execPath, [...SERVER_NODE_FLAGS, path.join(opts.root, "scripts/start.ts")], {
    cwd: opts.root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: opts.buildDir,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: "",
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_SAMPLE_CONTENT: "false",
      ...(opts.env?.DATABASE_URL ? { SESSION_SECRET: BENCH_SESSION_SECRET } : {}),
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for the message of a failed start. Warnings and errors (pino, LOG_LEVEL=warn) go on to
  // our stderr; the rest of stdout is the first start's owner password, of no use here.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-4000));
  child.stdout!.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (chunk.toString().startsWith("{")) process.stderr.write(chunk);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });

  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`server did not answer GET / within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    rssMiB: () => memoryOf(child.pid!).rss,
    memory: () => memoryOf(child.pid!),
    stop: () => stop(child),
  };
}
