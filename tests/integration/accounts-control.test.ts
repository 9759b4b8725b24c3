import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCredentials } from "#server/auth/accounts.server.ts";
import { startAccountsControl } from "#server/auth/accounts-control.server.ts";
import { DB_KIND, freshDatabase } from "../support/test-database.ts";

// Issue 27 item 3, decision 048: `npm run accounts` while the server runs. This process holds the
// database as a running server does (on PGlite the CLI cannot open it: the lock is ours) and
// listens for the CLI as server/main.server.ts does; the real CLI is run against it.

const ROOT = path.resolve(import.meta.dirname, "../..");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let control: { stop(): Promise<void> };
const controlFile = () => path.join(database.dataDir, "accounts-control.json");

beforeAll(async () => {
  database = await freshDatabase();
  control = await startAccountsControl({ db: database.db, dataDir: database.dataDir });
});
afterAll(async () => {
  await control.stop();
  await database.dispose();
});

function cli(args: string[], input = ""): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/accounts.ts"), ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        DATA_DIR: database.dataDir,
        // With DATABASE_URL the configuration asks for a SESSION_SECRET as the server's does.
        ...(database.databaseUrl
          ? { DATABASE_URL: database.databaseUrl, SESSION_SECRET: "accounts-control-test-".padEnd(40, "x") }
          : {}),
      },
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("close", (status) => resolve({ status, out }));
    child.stdin.end(input);
  });
}

const works = async (email: string, password: string) => Boolean(await checkCredentials(database.db, email, password));

async function ask(body: unknown, token?: string) {
  const { port, token: real } = JSON.parse(readFileSync(controlFile(), "utf8")) as { port: number; token: string };
  return fetch(`http://127.0.0.1:${port}/accounts`, {
    method: "POST",
    headers: { authorization: `Bearer ${token ?? real}`, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

// Each run of the CLI loads its modules anew (a few seconds on a busy machine).
describe(`the accounts CLI while the server holds the database (${DB_KIND})`, { timeout: 120_000 }, () => {
  it("keeps its address and token to the server's user", () => {
    expect(statSync(controlFile()).mode & 0o777).toBe(0o600);
  });

  it("adds, lists, changes a password and removes through the running server", async () => {
    const added = await cli(["add", "Running@CLI.example", "--role", "team"], "first-password-1\n");
    expect(added.out).toContain("Added running@cli.example (team).");
    expect(added.status).toBe(0);
    expect(await works("running@cli.example", "first-password-1")).toBe(true);

    const listed = await cli(["list"]);
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(/running@cli\.example\tteam\t/);

    const changed = await cli(["set-password", "running@cli.example", "--password", "second-password-2"]);
    expect(changed.out).toContain("Password changed for running@cli.example.");
    expect(await works("running@cli.example", "second-password-2")).toBe(true);
    expect(await works("running@cli.example", "first-password-1")).toBe(false);

    const removed = await cli(["remove", "running@cli.example"]);
    expect(removed.out).toContain("Removed running@cli.example.");
    expect(await works("running@cli.example", "second-password-2")).toBe(false);
  });

  it("passes the server's refusals on, changing nothing", async () => {
    await cli(["add", "twice@cli.example", "--password", "twice-password-1"]);
    const again = await cli(["add", "twice@cli.example", "--password", "other-password-2"]);
    expect(again.status).toBe(1);
    expect(again.out).toContain("An account for twice@cli.example already exists.");
    expect(await works("twice@cli.example", "twice-password-1")).toBe(true);

    const short = await cli(["set-password", "twice@cli.example", "--password", "short"]);
    expect(short.status).toBe(1);
    expect(short.out).toMatch(/at least \d+ characters/);
    const nobody = await cli(["remove", "nobody@cli.example"]);
    expect(nobody.status).toBe(1);
    expect(nobody.out).toContain("No account for nobody@cli.example.");
  });

  it("refuses anyone without the token, and anything that is not a command", async () => {
    const stranger = await ask({ command: "add", email: "x@cli.example", password: "stranger-pass-1" }, "guess");
    expect(stranger.status).toBe(401);
    expect(await works("x@cli.example", "stranger-pass-1")).toBe(false);
    for (const body of [
      "not json",
      { command: "drop-table" },
      { command: "add", email: "y@cli.example", password: "pass-word-1", role: "admin" },
      { command: "list", extra: true },
      { command: "add", email: "z".repeat(5000), password: "pass-word-1" },
    ]) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect(await works("y@cli.example", "pass-word-1")).toBe(false);
  });

  it("opens the database itself when the file is left from a server that stopped", async () => {
    await control.stop();
    expect(existsSync(controlFile())).toBe(false);
    // A file left by a crash names a port where nobody listens now.
    writeFileSync(controlFile(), JSON.stringify({ port: 9, token: "stale", pid: 1 }), { mode: 0o600 });
    if (DB_KIND === "pglite") {
      // This process still holds the embedded database: the CLI says so instead of hanging.
      const held = await cli(["list"]);
      expect(held.status).toBe(1);
      expect(held.out).toContain("is in use by process");
    } else {
      const listed = await cli(["list"]);
      expect(listed.status).toBe(0);
      expect(listed.out).toContain("twice@cli.example");
    }
    control = await startAccountsControl({ db: database.db, dataDir: database.dataDir });
  });
});
