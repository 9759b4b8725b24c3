import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ACCOUNTS } from "./accounts.ts";
import { startServerProcess, TEMPLATE_DIR } from "./app-server.ts";

// Once per run: build the production bundle, then prepare a template data directory with the
// migrated schema, sample content, provider keys and one account per role.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, [path.join(ROOT, "scripts/build.ts")], { cwd: ROOT, stdio: "inherit" });
  }
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  for (const [role, account] of Object.entries(ACCOUNTS)) {
    execFileSync(
      process.execPath,
      [path.join(ROOT, "scripts/accounts.ts"), "add", account.email, "--password", account.password, "--role", role],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: TEMPLATE_DIR, LOG_LEVEL: "warn" }, stdio: "pipe" },
    );
  }
  // One start fills in sample content and the provider's keys; later copies start faster.
  const server = await startServerProcess({ dataDir: TEMPLATE_DIR });
  await server.stop();
}
