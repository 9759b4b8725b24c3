import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";

// `npm run db:migrate` (scripts/migrate.ts) brings a database to the latest migration and can
// run again without harm.

const ROOT = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS = JSON.parse(readFileSync(path.join(ROOT, "db/migrations/meta/_journal.json"), "utf8")).entries.length;
let env: Record<string, string>;
let dispose: () => Promise<void>;

beforeAll(async () => {
  if (DB_KIND === "postgres") {
    const database = await freshDatabase();
    await database.close();
    env = {
      DATABASE_URL: database.databaseUrl!,
      SESSION_SECRET: "migrate-cli-test-secret-".padEnd(40, "x"),
      DATA_DIR: database.dataDir,
    };
    dispose = database.dispose;
  } else {
    // A new data directory: the script creates the embedded database and runs every migration.
    const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-migrate-"));
    env = { DATA_DIR: dataDir };
    dispose = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => dispose());

function migrate() {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/migrate.ts")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

async function appliedMigrations() {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const rows = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n;
  } finally {
    await database.close();
  }
}

describe(`npm run db:migrate (${DB_KIND})`, () => {
  it("applies every migration, and a second run changes nothing", { timeout: 240_000 }, async () => {
    const first = migrate();
    expect(first.out).toContain("Migrations applied");
    expect(first.status).toBe(0);
    expect(await appliedMigrations()).toBe(MIGRATIONS);
    const second = migrate();
    expect(second.status).toBe(0);
    expect(await appliedMigrations()).toBe(MIGRATIONS);
  });

  it("stops with the variable's name when the configuration is bad", () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/migrate.ts")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: "postgres://127.0.0.1:5432/x" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain("SESSION_SECRET");
  });
});
