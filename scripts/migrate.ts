import { openDatabase } from "#db/client.server.ts";
import { DatabaseInUseError } from "#db/embedded-lock.server.ts";
import { restrictNewFiles } from "#db/private-files.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";

// `npm run db:migrate`: applies db/migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR, under the same advisory lock the server takes at start. The server migrates by itself
// at start too; this is for deploy pipelines that migrate before they switch traffic over.

restrictNewFiles(); // it may create the embedded database

try {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`Migrations applied to ${config.DATABASE_URL ? "the PostgreSQL database" : "the embedded database"}.`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
