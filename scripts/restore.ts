import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { DatabaseInUseError, lockEmbeddedDatabase } from "#db/embedded-lock.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import { privateDirectory, restrictNewFiles, restrictTree } from "#db/private-files.server.ts";

// `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back.
// PostgreSQL: the SQL dump replaces the tables it contains. Embedded: the data directory is
// rebuilt from the archive; an existing one is kept aside as pglite.before-restore-<time>
// and replaced only with --force.

restrictNewFiles();
const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" } } });
const file = positionals[0];

try {
  if (!file || !existsSync(file)) throw new ConfigError("Usage: npm run restore -- BACKUP_FILE [--force]");
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const run = spawnSync(
      "psql",
      ["--quiet", "--set", "ON_ERROR_STOP=1", "--single-transaction", "--file", file, config.DATABASE_URL],
      {
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    if (run.error) throw new Error(`psql could not run: ${run.error.message} (install the PostgreSQL client tools)`);
    if (run.status !== 0) process.exit(run.status ?? 1);
  } else {
    const dir = path.join(config.DATA_DIR, "pglite");
    privateDirectory(config.DATA_DIR);
    const unlock = lockEmbeddedDatabase(dir);
    try {
      if (existsSync(dir)) {
        if (!values.force) throw new ConfigError(`${dir} exists: pass --force to replace it (it is kept aside).`);
        renameSync(dir, `${dir}.before-restore-${Date.now()}`);
      }
      const db = new PGlite(dir, { loadDataDir: new Blob([gunzipSync(readFileSync(file))]) });
      await db.query("SELECT 1");
      await db.close();
      restrictTree(dir);
    } finally {
      unlock();
    }
  }
  console.log(`Restored from ${path.resolve(file)}`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
