import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import { checkCredentials } from "#server/auth/accounts.server.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";

// The accounts CLI reads the password from standard input when --password is absent, so it
// need not appear in the shell history or the process list (issue 17 item 10).

const ROOT = path.resolve(import.meta.dirname, "../..");
let env: Record<string, string>;
let dispose: () => Promise<void>;

beforeAll(async () => {
  if (DB_KIND === "postgres") {
    const database = await freshDatabase();
    await database.close();
    env = {
      DATABASE_URL: database.databaseUrl!,
      SESSION_SECRET: "accounts-cli-test-secret-".padEnd(40, "x"),
      DATA_DIR: database.dataDir,
    };
    dispose = database.dispose;
  } else {
    // The CLI opens the embedded database itself: this process must not hold it.
    const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-cli-"));
    cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
    env = { DATA_DIR: dataDir };
    dispose = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => dispose());

function cli(args: string[], input: string) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/accounts.ts"), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

async function passwordWorks(email: string, password: string) {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    return Boolean(await checkCredentials(database.db, email, password));
  } finally {
    await database.close();
  }
}

describe("npm run accounts without --password", () => {
  it("adds an account with the first line of standard input as its password", async () => {
    const added = cli(["add", "piped@cli.example", "--role", "team"], "piped-password-1\nignored second line\n");
    expect(added.out).toContain("Added piped@cli.example (team).");
    expect(added.status).toBe(0);
    expect(added.out).not.toContain("piped-password-1");
    expect(await passwordWorks("piped@cli.example", "piped-password-1")).toBe(true);
  });

  it("changes a password from standard input", async () => {
    const changed = cli(["set-password", "piped@cli.example"], "piped-password-2\n");
    expect(changed.status).toBe(0);
    expect(await passwordWorks("piped@cli.example", "piped-password-2")).toBe(true);
    expect(await passwordWorks("piped@cli.example", "piped-password-1")).toBe(false);
  });

  it("stops with a clear message when standard input is empty, changing nothing", async () => {
    const refused = cli(["add", "nobody@cli.example"], "");
    expect(refused.status).toBe(1);
    expect(refused.out).toContain("No password on standard input");
  });

  it("still takes --password for scripts", async () => {
    const added = cli(["add", "scripted@cli.example", "--password", "scripted-password-1"], "");
    expect(added.status).toBe(0);
    expect(await passwordWorks("scripted@cli.example", "scripted-password-1")).toBe(true);
  });
});
