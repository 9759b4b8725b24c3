import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import {
  buildDatabaseTemplate,
  copyTemplateInBackground,
  copyTemplateSync,
  pgliteDirectory,
} from "#db/template.server.ts";
import { portfolioCards } from "#db/schema.server.ts";
import { openModes } from "../support/file-modes.ts";
import { DB_KIND } from "../support/test-database.ts";

// The build's starting image of the embedded database: a first start copies it (skipping
// initdb); later starts keep their data.
const TEMPLATE_MODULE = new URL("../../db/template.server.ts", import.meta.url).href;

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
    const tables = await first.db.execute(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'portfolio_cards'`,
    );
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await first.migrate();
    await first.db
      .insert(portfolioCards)
      .values({ name: "Kept", description: "d", category: "c", phase: "p", color: "from-blue-500 to-cyan-500" });
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

  it("shares a copy under way with another instance of its module (npm start's launcher and the bundled server)", async () => {
    const dataDir = path.join(dir, "two-instances");
    const copying = copyTemplateInBackground(template, pgliteDirectory(dataDir));
    // A second evaluation of the module, as the server bundle carries its own.
    const other = (await import(/* @vite-ignore */ `${TEMPLATE_MODULE}?another-instance`)) as {
      copyTemplateInBackground: typeof copyTemplateInBackground;
    };
    expect(other.copyTemplateInBackground).not.toBe(copyTemplateInBackground);
    expect(other.copyTemplateInBackground(template, pgliteDirectory(dataDir))).toBe(copying);
    await copying;
  });

  it("never copies over a database, and leaves no staging directory behind", async () => {
    const dataDir = path.join(dir, "existing");
    const database = openDatabase({ dataDir, pgliteTemplate: template });
    await database.db
      .insert(portfolioCards)
      .values({ name: "Mine", description: "d", category: "c", phase: "p", color: "from-blue-500 to-cyan-500" });
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

  it("is private: the copy's directories are 0700 and its files 0600, whatever the image's modes", async () => {
    const target = pgliteDirectory(path.join(dir, "private"));
    copyTemplateSync(template, target);
    expect(openModes(target)).toEqual([]);
  });

  it("never deletes what it finds: a directory with files but no database stays as it is", async () => {
    const target = pgliteDirectory(path.join(dir, "foreign"));
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, "notes.txt"), "mine");
    expect(() => copyTemplateSync(template, target)).toThrow(/holds files but no database/);
    expect(readFileSync(path.join(target, "notes.txt"), "utf8")).toBe("mine");
    expect(readdirSync(target)).toEqual(["notes.txt"]);
  });

  it("waits while another live process holds the copy lock, and takes over a dead one's", async () => {
    const target = pgliteDirectory(path.join(dir, "locked"));
    mkdirSync(path.dirname(target), { recursive: true });
    const holder = spawn("sleep", ["1.5"]);
    writeFileSync(`${target}.copy-lock`, String(holder.pid));
    const started = Date.now();
    copyTemplateSync(template, target);
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(existsSync(path.join(target, "PG_VERSION"))).toBe(true);
    expect(existsSync(`${target}.copy-lock`)).toBe(false);

    const dead = pgliteDirectory(path.join(dir, "dead-lock"));
    mkdirSync(path.dirname(dead), { recursive: true });
    const gone = spawnSync("true");
    writeFileSync(`${dead}.copy-lock`, String(gone.pid));
    copyTemplateSync(template, dead);
    expect(existsSync(path.join(dead, "PG_VERSION"))).toBe(true);
  });

  it("lets starts racing on one data directory copy once, never deleting the first copy", async () => {
    const target = pgliteDirectory(path.join(dir, "race"));
    const script = `
      import { appendFileSync } from "node:fs";
      import { copyTemplateSync } from ${JSON.stringify(path.resolve(import.meta.dirname, "../../db/template.server.ts"))};
      copyTemplateSync(process.argv[1], process.argv[2]);
      // The database is in use now: a later copy must not take it away.
      appendFileSync(process.argv[2] + "/started-by", process.pid + "\\n");
    `;
    const runs = Array.from(
      { length: 4 },
      () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, ["--input-type=module", "-e", script, template, target], {
            stdio: "inherit",
          });
          child.on("exit", resolve);
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
    const starts = readFileSync(path.join(target, "started-by"), "utf8").trim().split("\n");
    expect(starts).toHaveLength(4);
    expect(readdirSync(path.dirname(target)).filter((n) => n.includes(".copy-"))).toEqual([]);
  });
});
