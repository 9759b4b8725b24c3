import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#db/client.server.ts";

// Migrate one template database per run; each test file then copies it (docs/product.md#conventions: a fresh
// database per test file).

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `arcwell_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = openDatabase({ databaseUrl: withDatabase(url, name), dataDir: "" });
    await database.migrate();
    await database.close();
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE 'arcwell_t_${process.pid}_%'`,
      );
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'arcwell_t_${process.pid}_%' OR datname = $1`,
        [name],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "arcwell-tmpl-"));
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide("pgliteTemplate", path.join(dir, "pglite"));
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
