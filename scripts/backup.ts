import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { DatabaseInUseError, lockEmbeddedDatabase } from "#db/embedded-lock.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import { privateDirectory, restrictNewFiles } from "#db/private-files.server.ts";

// `npm run backup [-- --out FILE]`: a consistent copy of the database.
// PostgreSQL (DATABASE_URL): pg_dump in plain SQL. Embedded: PGlite's own data-dir dump (.tar.gz);
// stop the server first, as for the accounts CLI.

restrictNewFiles(); // backups hold password hashes and keys: readable by their owner only
const { values } = parseArgs({ options: { out: { type: "string" } } });

try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = path.resolve(
    values.out ?? path.join(config.DATA_DIR, "backups", `arcwell-${stamp}.${config.DATABASE_URL ? "sql" : "tar.gz"}`),
  );
  privateDirectory(path.dirname(out));
  if (config.DATABASE_URL) {
    const dump = spawnSync(
      "pg_dump",
      ["--no-owner", "--no-privileges", "--clean", "--if-exists", "--file", out, config.DATABASE_URL],
      {
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    if (dump.error)
      throw new Error(`pg_dump could not run: ${dump.error.message} (install the PostgreSQL client tools)`);
    if (dump.status !== 0) process.exit(dump.status ?? 1);
  } else {
    const dir = path.join(config.DATA_DIR, "pglite");
    const unlock = lockEmbeddedDatabase(dir);
    try {
      const db = new PGlite(dir);
      await db.waitReady;
      // PGlite's own gzip option never settles under Node here: dump plain and gzip with zlib.
      const archive = await db.dumpDataDir("none");
      writeFileSync(out, gzipSync(Buffer.from(await archive.arrayBuffer())));
      await db.close();
    } finally {
      unlock();
    }
  }
  console.log(`Backup written to ${out}`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
