import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema.ts";

// The embedded database's starting image (built once by `npm run build`): PGlite's own
// data-directory dump of a fresh, migrated database.

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));

export function pgliteTemplatePath(buildDir: string): string {
  return path.join(buildDir, "pglite-template.tar.gz");
}

export async function prepareDatabaseTemplate(): Promise<Buffer> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client, { schema, casing: "snake_case" }), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir("gzip");
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** The image to start a new data directory from, when there is one and the directory is new. */
export function templateFor(dataDir: string, template: string | undefined): Blob | undefined {
  if (!template || existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}
