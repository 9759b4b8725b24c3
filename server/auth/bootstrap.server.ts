import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { getOrCreateSetting, readSetting } from "../content/settings.server.ts";
import { addAccount, countAccounts } from "./accounts.server.ts";
import { generatePassword } from "./passwords.server.ts";

export const DEFAULT_OWNER_EMAIL = "owner@arcwell.studio";

/**
 * First start with no accounts at all: one owner account with a random password, written to
 * DATA_DIR/initial-owner.txt (mode 600) and returned for the start-up message (server/main.server.ts
 * prints it once, with the address). Run under the start-up lock.
 */
export async function createInitialOwner(opts: {
  db: Db;
  dataDir: string;
  email?: string;
  signInUrl: string;
  logger: Logger;
}) {
  if ((await countAccounts(opts.db)) > 0) return undefined;
  const email = opts.email ?? DEFAULT_OWNER_EMAIL;
  const password = generatePassword();
  // A password that has been printed and written to a file is replaced at the first sign-in.
  await addAccount(opts.db, email, password, "owner", { mustChangePassword: true });
  const file = path.join(opts.dataDir, "initial-owner.txt");
  mkdirSync(opts.dataDir, { recursive: true });
  writeFileSync(file, `Sign in at ${opts.signInUrl}\nEmail: ${email}\nPassword: ${password}\n`, { mode: 0o600 });
  opts.logger.info({ email, file }, "created the first owner account");
  return { email, password, file, signInUrl: opts.signInUrl };
}

/**
 * INVESTOR_PASSWORD, or one generated at first start and kept in the database. A generated one
 * is written to DATA_DIR/investor-password.txt (mode 600), never to the log: logs travel.
 */
export async function investorPassword(opts: {
  db: Db;
  configured?: string;
  dataDir: string;
  logger: Logger;
}): Promise<string> {
  if (opts.configured) return opts.configured;
  const existing = await readSetting<string>(opts.db, "investor_password");
  if (existing) return existing;
  const created = await getOrCreateSetting(opts.db, "investor_password", () => generatePassword().slice(0, 16));
  const file = path.join(opts.dataDir, "investor-password.txt");
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `Investor password: ${created}\n`, { mode: 0o600 });
  opts.logger.info({ file }, "generated the investor password (set INVESTOR_PASSWORD to choose your own)");
  return created;
}
