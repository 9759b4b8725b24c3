import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { restrictTree } from "./private-files.server.ts";
import { isAlive } from "./process-alive.server.ts";
import { createPidFile } from "./lock-file.server.ts";

// The embedded database's starting image (built once by `npm run build`): the data directory
// of a fresh, migrated PGlite database. A new data directory starts as a copy of it, which is
// far cheaper than PostgreSQL's initdb inside WebAssembly (seconds) or unpacking a dump
// through PGlite's virtual file system (~1 s).

export function pgliteTemplatePath(buildDir: string): string {
  return path.join(buildDir, "pglite-template");
}

/** The embedded database's own directory inside DATA_DIR (db/client.server.ts opens it). */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/** Builds the starting image into `dir`, replacing what is there. */
export async function buildDatabaseTemplate(dir: string): Promise<void> {
  // Imported here: the server's start-up needs none of this.
  const [{ PGlite }, { drizzle }, { migrate }, schema] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
    import("./schema.server.ts"),
  ]);
  rmSync(dir, { recursive: true, force: true });
  const client = new PGlite(dir);
  try {
    await migrate(drizzle(client, { schema, casing: "snake_case" }), {
      migrationsFolder: fileURLToPath(new URL("./migrations", import.meta.url)),
    });
  } finally {
    await client.close();
  }
  restrictTree(dir);
}

function needsTemplate(target: string, template: string | undefined): template is string {
  return (
    Boolean(template) && !existsSync(path.join(target, "PG_VERSION")) && existsSync(path.join(template!, "PG_VERSION"))
  );
}

/**
 * Copies the template into `target` when `target` holds no database yet. Under a copy lock
 * (decision 014, issue 17 item 9): one process copies, another waits and then finds the
 * database. The copy is made beside the target, made private (0700/0600), and renamed into
 * place only while the target is absent or an empty directory: an existing database, or
 * anything else found there, is never deleted or replaced.
 */
export function copyTemplateSync(template: string | undefined, target: string): void {
  if (!needsTemplate(target, template)) return;
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const release = takeCopyLock(target);
  const staging = `${target}.copy-${process.pid}-${Date.now()}`;
  try {
    if (!needsTemplate(target, template)) return; // copied by whoever held the lock before us
    cpSync(template, staging, { recursive: true });
    restrictTree(staging);
    if (existsSync(target)) {
      if (readdirSync(target).length > 0) {
        throw new Error(`${target} holds files but no database: move it away, then start again.`);
      }
      rmdirSync(target); // an empty directory (an earlier attempt): rmdir refuses anything else
    }
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

const COPY_LOCK_WAIT_MS = 120_000;

/** An exclusive file lock beside `target`; waits while a live process holds it, takes over a dead one's. */
function takeCopyLock(target: string): () => void {
  const file = `${target}.copy-lock`;
  const deadline = Date.now() + COPY_LOCK_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      createPidFile(file);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(file, "utf8"));
    } catch {
      continue; // released in between
    }
    if (owner && !isAlive(owner)) {
      rmSync(file, { force: true }); // left by a start that died mid-copy
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`Gave up waiting for another start to copy the database into ${target}.`);
    Atomics.wait(pause, 0, 0, 50);
  }
}

// Kept on globalThis: scripts/start.ts starts the copy from its own instance of this module,
// and the bundled server (decision 035) carries another; both must share the copy under way.
const COPIES = Symbol.for("arcwell.templateCopies");
const copies: Map<string, Promise<void>> = ((globalThis as Record<symbol, unknown>)[COPIES] ??= new Map()) as Map<
  string,
  Promise<void>
>;

/**
 * The same copy on another thread, so that it runs while the main thread loads the server's
 * modules (scripts/start.ts starts it first thing). Later calls for the same target share it.
 */
export function copyTemplateInBackground(template: string | undefined, target: string): Promise<void> {
  target = path.resolve(target);
  let copy = copies.get(target);
  if (!copy) {
    copy = needsTemplate(target, template)
      ? new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL("./template-copy-worker.server.ts", import.meta.url), {
            workerData: { template, target },
          });
          worker.once("error", reject);
          worker.once("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`template copy exited with ${code}`)),
          );
        })
      : Promise.resolve();
    copies.set(target, copy);
  }
  return copy;
}
