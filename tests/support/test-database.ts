import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "#db/client.server.ts";
import { withDatabase } from "./global-setup.ts";

export const DB_KIND = (process.env.TEST_DB_KIND ?? "pglite") as "pglite" | "postgres";

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function freshDatabase(): Promise<
  Database & { dataDir: string; databaseUrl?: string; dispose(): Promise<void> }
> {
  if (DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `arcwell_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    const databaseUrl = withDatabase(url, name);
    const database = openDatabase({ databaseUrl, dataDir: "" });
    return {
      ...database,
      dataDir: mkdtempSync(path.join(tmpdir(), "arcwell-data-")),
      databaseUrl,
      dispose: async () => {
        await database.close().catch(() => {});
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-data-"));
  cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
  const database = openDatabase({ dataDir });
  return {
    ...database,
    dataDir,
    dispose: async () => {
      await database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second connection to the same PostgreSQL database, as a second server instance has. */
export function anotherConnection(first: {
  databaseUrl?: string;
  dataDir: string;
}): Database & { dataDir: string; databaseUrl?: string; dispose(): Promise<void> } {
  if (!first.databaseUrl) throw new Error("only PostgreSQL can be shared by two instances");
  const database = openDatabase({ databaseUrl: first.databaseUrl, dataDir: "" });
  return {
    ...database,
    dataDir: first.dataDir,
    databaseUrl: first.databaseUrl,
    dispose: () => database.close().catch(() => {}),
  };
}
