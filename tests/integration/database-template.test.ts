import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { buildDatabaseTemplate, copyTemplateInBackground, copyTemplateSync, pgliteDirectory } from "../../db/template.ts";
import { portfolioCards } from "../../db/schema.ts";
import { DB_KIND } from "../support/test-database.ts";

// The build's starting image of the embedded database: a first start copies it (skipping
// initdb); later starts keep their data.
describe.runIf(DB_KIND === "pglite")("PGlite starting image", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "arcwell-template-"));
  const template = path.join(dir, "pglite-template");
  beforeAll(() => buildDatabaseTemplate(template), 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cardCount = async (database: ReturnType<typeof openDatabase>) =>
    (await database.db.select().from(portfolioCards)).map((r) => r.name);

  it("starts a new data directory migrated, and later starts keep its data", async () => {
    const dataDir = path.join(dir, "data");
    const first = openDatabase({ dataDir, pgliteTemplate: template });
    // Already migrated: the tables exist before migrate() runs, and migrate() has nothing to do.
    const tables = await first.db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'portfolio_cards'`);
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await first.migrate();
    await first.db.insert(portfolioCards).values({ name: "Kept", description: "d", category: "c", phase: "p", color: "from-blue-500 to-cyan-500" });
    await first.close();

    const second = openDatabase({ dataDir, pgliteTemplate: template });
    expect(await cardCount(second)).toEqual(["Kept"]);
    await second.close();
    // The template itself is untouched by what the copy wrote.
    const fresh = openDatabase({ dataDir: path.join(dir, "fresh"), pgliteTemplate: template });
    expect(await cardCount(fresh)).toEqual([]);
    await fresh.close();
  });

  it("copies on another thread, and a later open waits for nothing", async () => {
    const dataDir = path.join(dir, "background");
    const copying = copyTemplateInBackground(template, pgliteDirectory(dataDir));
    expect(copyTemplateInBackground(template, pgliteDirectory(dataDir))).toBe(copying); // shared
    await copying;
    expect(existsSync(path.join(pgliteDirectory(dataDir), "PG_VERSION"))).toBe(true);
    const database = openDatabase({ dataDir, pgliteTemplate: template });
    await database.migrate();
    expect(await cardCount(database)).toEqual([]);
    await database.close();
  });

  it("never copies over a database, and leaves no staging directory behind", async () => {
    const dataDir = path.join(dir, "existing");
    const database = openDatabase({ dataDir, pgliteTemplate: template });
    await database.db.insert(portfolioCards).values({ name: "Mine", description: "d", category: "c", phase: "p", color: "from-blue-500 to-cyan-500" });
    await database.close();
    copyTemplateSync(template, pgliteDirectory(dataDir));
    await copyTemplateInBackground(template, pgliteDirectory(dataDir));
    const again = openDatabase({ dataDir, pgliteTemplate: template });
    expect(await cardCount(again)).toEqual(["Mine"]);
    await again.close();
    expect(readdirSync(dataDir).filter((name) => name.includes(".copy-"))).toEqual([]);
  });

  it("replaces an empty directory left by an interrupted start", async () => {
    const dataDir = path.join(dir, "interrupted");
    mkdirSync(pgliteDirectory(dataDir), { recursive: true });
    copyTemplateSync(template, pgliteDirectory(dataDir));
    expect(existsSync(path.join(pgliteDirectory(dataDir), "PG_VERSION"))).toBe(true);
  });
});
