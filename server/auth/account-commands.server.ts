import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import {
  AccountError,
  addAccount,
  listAccounts,
  removeAccount,
  setAccountPassword,
  setAppRole,
} from "./accounts.server.ts";

// The accounts CLI's commands (scripts/accounts.ts), run against a database: by the CLI itself
// when it can open the database, or by the running server for it (accounts-control.server.ts).

export const ACCOUNT_COMMANDS = ["add", "set-password", "remove", "list"] as const;
export type AccountCommandName = (typeof ACCOUNT_COMMANDS)[number];

export interface AccountCommand {
  command: AccountCommandName;
  email?: string;
  password?: string;
  role?: Role;
}

/** Carries out `request` and answers the line the CLI prints; refusals throw AccountError. */
export async function runAccountCommand(db: Db, request: AccountCommand): Promise<string> {
  const { command, role } = request;
  const email = () => {
    if (!request.email) throw new AccountError("Missing EMAIL.");
    return request.email;
  };
  const password = () => {
    if (request.password === undefined) throw new AccountError("Missing password.");
    return request.password;
  };
  switch (command) {
    case "add": {
      const account = await addAccount(db, email(), password(), role);
      return `Added ${account.email}${role ? ` (${role})` : ""}.`;
    }
    case "set-password":
      await setAccountPassword(db, email(), password());
      if (role) await setAppRole(db, email(), role);
      return `Password changed for ${email().toLowerCase()}.`;
    case "remove":
      await removeAccount(db, email());
      return `Removed ${email().toLowerCase()}.`;
    case "list": {
      const rows = await listAccounts(db);
      if (rows.length === 0) return "No accounts.";
      return rows.map((r) => `${r.email}\t${r.role ?? "investor"}\t${r.createdAt.toISOString()}`).join("\n");
    }
  }
}
