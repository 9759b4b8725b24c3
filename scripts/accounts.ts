import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.server.ts";
import { DatabaseInUseError } from "#db/embedded-lock.server.ts";
import { isRole, ROLES } from "#core/permissions.ts";
import {
  AccountError,
  addAccount,
  listAccounts,
  removeAccount,
  setAccountPassword,
  setAppRole,
} from "#server/auth/accounts.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import { PasswordInputError, readPassword } from "./read-password.ts";
import { restrictNewFiles } from "#db/private-files.server.ts";

restrictNewFiles(); // it may create the embedded database

// Accounts of the built-in identity provider (docs/product.md#interfaces):
//   npm run accounts -- add EMAIL [--password PW] [--role owner|team|investor]
//   npm run accounts -- set-password EMAIL [--password PW]
//   npm run accounts -- remove EMAIL
//   npm run accounts -- list

const USAGE = `Usage:
  npm run accounts -- add EMAIL [--password PW] [--role owner|team|investor]
  npm run accounts -- set-password EMAIL [--password PW]
  npm run accounts -- remove EMAIL
  npm run accounts -- list
Without --password, the password is asked for (hidden), or read from the first line of
standard input when it is piped. Removing an account or changing its password signs that
person out everywhere.`;

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: "string" }, role: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email] = positionals;
  if (values.help || !command) return USAGE;
  if (values.role !== undefined && !isRole(values.role))
    throw new AccountError(`--role must be one of ${ROLES.join(", ")}.`);
  const needEmail = () => {
    if (!email) throw new AccountError(`Missing EMAIL.\n${USAGE}`);
    return email;
  };
  const needPassword = async () => values.password ?? (await readPassword());

  // Asked before the database opens: nobody waits on a held lock while typing.
  const password = command === "add" || command === "set-password" ? (needEmail(), await needPassword()) : undefined;
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const { db } = database;
    const role = values.role && isRole(values.role) ? values.role : undefined;
    switch (command) {
      case "add": {
        const account = await addAccount(db, needEmail(), password!, role);
        return `Added ${account.email}${role ? ` (${role})` : ""}.`;
      }
      case "set-password":
        await setAccountPassword(db, needEmail(), password!);
        if (role) await setAppRole(db, needEmail(), role);
        return `Password changed for ${needEmail().toLowerCase()}.`;
      case "remove":
        await removeAccount(db, needEmail());
        return `Removed ${needEmail().toLowerCase()}.`;
      case "list": {
        const rows = await listAccounts(db);
        if (rows.length === 0) return "No accounts.";
        return rows.map((r) => `${r.email}\t${r.role ?? "investor"}\t${r.createdAt.toISOString()}`).join("\n");
      }
      default:
        throw new AccountError(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (err) {
  if (
    err instanceof AccountError ||
    err instanceof ConfigError ||
    err instanceof DatabaseInUseError ||
    err instanceof PasswordInputError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS")) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(1);
  }
  throw err;
}
