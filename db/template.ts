import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// The embedded database's starting image (built once by `npm run build`): the data directory
// of a fresh, migrated PGlite database. A new data directory starts as a copy of it, which is
// far cheaper than PostgreSQL's initdb inside WebAssembly (seconds) or unpacking a dump
// through PGlite's virtual file system (~1 s).

export function pgliteTemplatePath(buildDir: string): string {
  return path.join(buildDir, "pglite-template");
}

/** The embedded database's own directory inside DATA_DIR (db/client.ts opens it). */
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
    import("./schema.ts"),
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
}

function needsTemplate(target: string, template: string | undefined): template is string {
  return Boolean(template) && !existsSync(path.join(target, "PG_VERSION")) && existsSync(path.join(template!, "PG_VERSION"));
}

/**
 * Copies the template into `target` when `target` holds no database yet. The copy is made
 * beside it and renamed into place, so that a start cut short never leaves half a database;
 * when two starts race, the first rename wins and the other copy is dropped.
 */
export function copyTemplateSync(template: string | undefined, target: string): void {
  if (!needsTemplate(target, template)) return;
  const staging = `${target}.copy-${process.pid}-${Date.now()}`;
  try {
    cpSync(template, staging, { recursive: true });
    rmSync(target, { recursive: true, force: true }); // an empty directory left by an earlier attempt
    renameSync(staging, target);
  } catch (err) {
    if (!existsSync(path.join(target, "PG_VERSION"))) throw err;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const copies = new Map<string, Promise<void>>();

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
          const worker = new Worker(new URL("./template-copy-worker.ts", import.meta.url), { workerData: { template, target } });
          worker.once("error", reject);
          worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`template copy exited with ${code}`))));
        })
      : Promise.resolve();
    copies.set(target, copy);
  }
  return copy;
}
