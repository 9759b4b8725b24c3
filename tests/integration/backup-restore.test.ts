import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import { portfolioCards } from "#db/schema.server.ts";
import { openModes } from "../support/file-modes.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";
import { withDatabase } from "../support/global-setup.ts";
import { cardBody } from "./helpers.ts";

// `npm run backup` and `npm run restore`, round trip: what was stored comes back.

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [path.join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    stdio: "pipe",
  });

describe(`backup and restore (${DB_KIND})`, () => {
  it("brings back every row of a backup", async () => {
    const source = await freshDatabase();
    const [card] = await source.db
      .insert(portfolioCards)
      .values(cardBody() as never)
      .returning();
    await source.close();
    const backupDir = mkdtempSync(path.join(tmpdir(), "arcwell-backup-"));
    const file = path.join(backupDir, DB_KIND === "postgres" ? "backup.sql" : "backup.tar.gz");
    const sourceEnv: Record<string, string> =
      DB_KIND === "postgres"
        ? { DATABASE_URL: source.databaseUrl!, SESSION_SECRET: "s".repeat(40), DATA_DIR: source.dataDir }
        : { DATA_DIR: source.dataDir };
    expect(run("backup.ts", ["--out", file], sourceEnv)).toContain("Backup written to");
    // Backups hold password hashes and keys: readable by their owner only (issue 17 item 7).
    expect(statSync(file).mode & 0o077).toBe(0);

    let targetEnv: Record<string, string>;
    let cleanup: () => Promise<void>;
    if (DB_KIND === "postgres") {
      const name = `arcwell_restore_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      targetEnv = {
        DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, name),
        SESSION_SECRET: "s".repeat(40),
        DATA_DIR: backupDir,
      };
      cleanup = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      targetEnv = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "arcwell-restored-")) };
      cleanup = async () => rmSync(targetEnv.DATA_DIR!, { recursive: true, force: true });
    }
    try {
      expect(run("restore.ts", [file], targetEnv)).toContain("Restored from");
      if (DB_KIND === "pglite") expect(openModes(targetEnv.DATA_DIR!)).toEqual([]);
      const restored = openDatabase({ databaseUrl: targetEnv.DATABASE_URL, dataDir: targetEnv.DATA_DIR! });
      try {
        const [row] = await restored.db.select().from(portfolioCards).where(eq(portfolioCards.id, card!.id));
        expect(row).toMatchObject({ name: card!.name, description: card!.description });
        await restored.migrate(); // the restored schema is current: nothing left to apply
      } finally {
        await restored.close();
      }
      if (DB_KIND === "pglite") {
        // An existing database is not replaced without --force.
        expect(() => run("restore.ts", [file], targetEnv)).toThrow(/--force/);
      }
    } finally {
      await cleanup();
      await source.dispose();
      rmSync(backupDir, { recursive: true, force: true });
    }
  });
});
