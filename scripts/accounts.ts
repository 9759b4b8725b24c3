import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.server.ts";
import { DatabaseInUseError } from "#db/embedded-lock.server.ts";
import { isRole, ROLES } from "#core/permissions.ts";
import { ACCOUNT_COMMANDS, runAccountCommand, type AccountCommandName } from "#server/auth/account-commands.server.ts";
import { AccountError } from "#server/auth/accounts.server.ts";
import { askRunningServer } from "#server/auth/accounts-control.server.ts";
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
person out everywhere. While the server runs on this DATA_DIR, it carries the command out
itself, so nothing needs to stop.`;

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
  if (!isCommand(command)) throw new AccountError(`Unknown command "${command}".\n${USAGE}`);
  if (command !== "list" && !email) throw new AccountError(`Missing EMAIL.\n${USAGE}`);
  // Asked before anything opens: nobody waits on a held lock while typing.
  const password =
    command === "add" || command === "set-password" ? (values.password ?? (await readPassword())) : undefined;
  const request = { command, email, password, role: values.role && isRole(values.role) ? values.role : undefined };
  const config = loadConfig();
  // A server running on this data directory does it (the embedded database admits one process).
  const answered = await askRunningServer(config.DATA_DIR, request);
  if (answered !== undefined) return answered;
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await runAccountCommand(database.db, request);
  } finally {
    await database.close();
  }
}

const isCommand = (value: string): value is AccountCommandName =>
  (ACCOUNT_COMMANDS as readonly string[]).includes(value);

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
