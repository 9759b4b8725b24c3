import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { prepareDatabaseTemplate } from "../../db/template.ts";
import { portfolioCards } from "../../db/schema.ts";
import { DB_KIND } from "../support/test-database.ts";

// The build's starting image of the embedded database (a first start skips initdb).
describe.runIf(DB_KIND === "pglite")("PGlite starting image", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "arcwell-template-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts a new data directory migrated, and later starts keep its data", async () => {
    const template = path.join(dir, "pglite-template.tar.gz");
    writeFileSync(template, await prepareDatabaseTemplate());
    const dataDir = path.join(dir, "data");

    const first = openDatabase({ dataDir, pgliteTemplate: template });
    // Already migrated: the tables exist before migrate() runs, and migrate() has nothing to do.
    const tables = await first.db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'portfolio_cards'`);
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await first.migrate();
    await first.db.insert(portfolioCards).values({ name: "Kept", description: "d", category: "c", phase: "p", color: "from-blue-500 to-cyan-500" });
    await first.close();

    const second = openDatabase({ dataDir, pgliteTemplate: template });
    const rows = await second.db.select().from(portfolioCards);
    expect(rows.map((r) => r.name)).toEqual(["Kept"]);
    await second.close();
  });
});
